// Out-of-scope content (SPEC §1.4): kept verbose at every intensity, detected per block. Each rule
// looks for the thing itself (a finding, a notice, a confirmation), not a word that mentions it:
// "⚠️ Risk Assessment" or "print a deprecation warning" are ordinary prose.
import type { SkippedRegion } from './types';

export interface ScopeRule {
  id: string;
  reason: string;
  /** What the rule finds in a paragraph, list item or table row: any of these. */
  patterns: RegExp[];
  /** Headings are titles: only a concrete finding makes one out of scope. Absent: headings never are. */
  headings?: RegExp[];
  /**
   * Lower-case words one of which every match of `patterns` contains: a block with none of them
   * is not tested. A case-insensitive alternation of a dozen phrases is tried at every position of
   * every block (a sixth of a cold compression's regex time); `includes` is not.
   */
  hints?: string[];
  /**
   * Where a match is only a mention (SPEC §1.4: "the notice itself, not a sentence that mentions
   * one"): a match in a question, or after one of these words in its sentence ("upset that the flag
   * is deprecated"), does not count.
   */
  mentionAfter?: RegExp;
  /** Patterns that count only where stated, tested as `mentionAfter` says (the rest count anywhere). */
  stated?: RegExp[];
}

/** Whether `pattern` finds a match in `block` that is not a mention (its sentence no question, no `after` word before it). */
function statedIn(block: string, pattern: RegExp, after: RegExp): boolean {
  const g = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (let m = g.exec(block); m; m = g.exec(block)) {
    if (m[0] === '') g.lastIndex++;
    let start = m.index;
    while (start > 0 && !/[.!?]\s/.test(block.slice(start - 2, start)) && !(block[start - 1] === '\n' && block[start - 2] === '\n')) start--;
    let end = m.index + m[0].length;
    while (end < block.length && !/[.!?\n]/.test(block[end])) end++;
    if (block[end] === '?') continue;
    // "(now deprecated)", "the plugin which is deprecated": an aside or a relative clause mentions it
    if (/\(\s*$/.test(block.slice(Math.max(start, m.index - 3), m.index)) || /\b(?:which|that)\s+$/i.test(block.slice(Math.max(start, m.index - 7), m.index))) continue;
    if (after.test(block.slice(start, m.index))) continue;
    return true;
  }
  return false;
}

/** Concrete security findings: an injection, code execution, a leaked secret, an auth bypass. */
const FINDINGS = [
  String.raw`\bCVE-\d{4}-\d+`,
  String.raw`\b(?:credential|secret|token|api[ _-]?key|private key|password)s?\b[^.\n]{0,60}\b(?:leak|expos|committed|compromis)`,
  String.raw`\b(?:leak|expos|compromis)\w*\b[^.\n]{0,60}\b(?:credential|secret|token|api[ _-]?key|private key|password)s?\b`,
  String.raw`\b(?:XSS|CSRF|SSRF|RCE|XXE)\b`,
  String.raw`\b(?:SQL|NoSQL|command|code|shell|OS command|LDAP|XPath|XML|template|header|CRLF|log|prompt)[ -]injection\b`,
  String.raw`\binjection (?:vulnerabilit|attack|flaw|bug)\w*`,
  String.raw`\b(?:remote|arbitrary) code execution\b`,
  String.raw`\bprivilege escalation\b`,
  String.raw`\b(?:path|directory) traversal\b`,
  String.raw`\b(?:auth|authentication|authori[sz]ation) bypass\b`,
  String.raw`\bbypass(?:es|ed|ing)? (?:the )?(?:auth|authentication|authori[sz]ation|access control)\b`,
];

/** The bare word: a finding where it is stated ("a vulnerability in the parser"), a mention in a condition or a list of kinds. */
const VULNERABILITY = /\bvulnerabilit(?:y|ies)\b/i;

export const SECURITY = new RegExp(
  [String.raw`\bvulnerabilit(?:y|ies)\b`, ...FINDINGS, String.raw`\bsecurity (?:warning|issue|vulnerabilit\w*|advisory|risk|incident|fix|notice)`].join('|'),
  'i',
);

const FINDING = new RegExp(FINDINGS.join('|'), 'i');
// A leaked secret is often told over two sentences ("… added a Stripe secret key to the script. …
// so it must be treated as leaked"): a secret and the word that says it leaked, in one block.
const LEAKED_SECRET = /^(?=[\s\S]*\b(?:leaked|exposed|compromised)\b)[\s\S]*\b(?:(?:secret|api|private|access|signing)[ _-]?keys?|credentials?|passwords?|secrets)\b/i;
// A block labelled as a warning ("Warning:", "**Caution:**") is marked for the reader, whatever it says.
const WARNING_LABEL = /^\s*(?:\*\*|__)?(?:warning|caution|danger)\s*(?::\s*(?:\*\*|__)|(?:\*\*|__)?\s*:)/i;
const SECURITY_NOTICE = /\bsecurity (?:warning|issue|vulnerabilit\w*|advisory|incident|notice)/i;
// A warning sign marks a warning only with words that say so ("⚠️ Do not run this twice").
const WARNING_SIGN = /⚠\uFE0F?\s*(?:\*\*|__)?\s*(?:warning|danger|caution|security|breaking|important|do not|don't|never|irreversible|data loss)\b/i;
// Case matters: "WARNING:" is a marker, "a warning: …" is prose.
const USER_MARKER = /\bWARNING:|\bIMPORTANT:|\bACTION REQUIRED\b|\bNOTE TO USER\b|\bfor the user\b|\bfor (?:a|the) human\b/;

export const SCOPE_RULES: ScopeRule[] = [
  // ("If you encounter complex architectural decisions, security vulnerabilities or design trade-offs,
  // escalate" names a kind of thing to look out for: a mention, not a finding)
  {
    id: 'security', reason: 'security warning: kept verbose', patterns: [FINDING, LEAKED_SECRET], headings: [FINDING, VULNERABILITY],
    stated: [VULNERABILITY, SECURITY_NOTICE], mentionAfter: /\b(?:if|whether|when|whenever|any|for|encounter|encounters|encountering)\b/i,
  },
  {
    id: 'irreversible',
    reason: 'irreversible action confirmation: kept verbose',
    patterns: [/rm -rf\b|--force(?![\w-])|\bforce-push|\bpush -f\b|\bDROP (?:TABLE|DATABASE|SCHEMA)\b|\bschema drop|\bTRUNCATE TABLE\b|\birreversibl\w*|\bcannot be undone|\bcan't be undone|\bpermanently delet\w*|(?<!\b(?:no|without|zero|avoids?|avoiding|prevents?|preventing)\s)\bdata loss\b(?!(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(?:none|no|zero|0|n\/a)\b)/i],
    hints: ['rm -rf', '--force', 'force-push', 'push -f', 'drop', 'truncate table', 'irreversibl', 'be undone', 'permanently delet', 'data loss'],
  },
  {
    // A notice says that something is deprecated; "apply `deprecated` notices" only mentions one.
    id: 'deprecation',
    reason: 'deprecation notice: kept verbose',
    mentionAfter: /\b(?:whether|if|why|feel|think|wonder|worried|upset|concern(?:ed)?|afraid|asked|ask)\b/i,
    patterns: [/\b(?:is|are|was|were|been|now|being|officially|becomes|became)\s+deprecated\b|\bdeprecated\s+(?:in favou?r of|since|as of|in v?\d)|^\s*(?:\*\*|_)?[Dd]eprecat(?:ed|ion)(?: notice)?(?:\*\*|_)?\s*[:—–-]|\bDEPRECATED\b|\bwill be removed in\b|\bis scheduled for removal\b/m],
  },
  {
    id: 'error',
    reason: 'error message or stack trace a human acts on: kept verbose',
    patterns: [/(?:^|\n)\s*at [\w$.<>[\] ]+ \(?[^\s()]+:\d+(?::\d+)?\)?|Traceback \(most recent call last\)|\b[A-Z]\w*(?:Error|Exception): |(?:^|\n)\s*(?:Error|ERROR|FATAL|panic|fatal): /],
  },
  { id: 'user', reason: 'marked for the user: kept verbose', patterns: [WARNING_SIGN, USER_MARKER, WARNING_LABEL] },
];

/** The first out-of-scope rule a block matches, or null. A heading is held to concrete findings only. */
export function outOfScope(block: string, heading = false): ScopeRule | null {
  let lower: string | null = null;
  for (const r of SCOPE_RULES) {
    const patterns = heading ? r.headings : r.patterns;
    if (!patterns) continue;
    if (r.hints && !r.hints.some((h) => (lower ??= block.toLowerCase()).includes(h))) continue;
    if (patterns.some((p) => (r.mentionAfter && !heading && !r.stated ? statedIn(block, p, r.mentionAfter) : p.test(block)))) return r;
    if (!heading && r.stated && r.mentionAfter && r.stated.some((p) => statedIn(block, p, r.mentionAfter!))) return r;
  }
  return null;
}

export function isSecuritySensitive(text: string): boolean {
  return SECURITY.test(text);
}

/**
 * True when the skipped (out-of-scope) regions of a compression cover all of the input's
 * non-blank text: SPEC §2's "verbose" for a whole input. selectIntensity asks the same of a text
 * it has no segmentation of, block by block (select.ts).
 */
export function wholeInputOutOfScope(input: string, skipped: readonly SkippedRegion[]): boolean {
  if (skipped.length === 0) return false;
  let covered = 0;
  for (const r of skipped) covered += input.slice(r.start, r.end).replace(/\s+/g, '').length;
  const total = input.replace(/\s+/g, '').length;
  return total > 0 && covered >= total;
}
