// Protected spans (SPEC §1.3): scanners in priority order; the first claim wins, except that a
// later span wholly containing earlier ones absorbs them (a quote holding a number stays one quote).
import type { ProtectedKind, ProtectedSpan } from './types';
import { godmodeLines } from './godmode';
import { PRODUCT_NAMES, TIME_UNIT } from './lexicon';

export interface Scanner {
  kind: ProtectedKind;
  reason: string;
  re: RegExp; // global
  /** Which capture group is the span (default the whole match). */
  group?: number;
  accept?: (m: string) => boolean;
  /** A substring every match contains: a unit without it skips the regex (most units lack most). */
  need?: string | RegExp;
}

const EXT = 'md|mdx|ts|tsx|js|jsx|mjs|cjs|json|jsonl|ya?ml|toml|py|rs|go|rb|java|kt|swift|c|h|cc|cpp|hpp|cs|sh|bash|zsh|ps1|txt|lock|css|scss|html|sql|env|cfg|conf|ini|log|csv|tsv|xml|wasm|png|jpg|svg|pdf|proto|graphql|vue|svelte|tf|dockerfile';

function looksLikePath(p: string): boolean {
  if (/^(?:~|\.{1,2})?\//.test(p)) return true;
  if (p.includes('{') || p.endsWith('/')) return true;
  const segs = p.replace(/:\d+(?::\d+)?$/, '').split('/');
  // (an extension has a letter: "$15.00/day" is a price per day)
  if (segs.some((s) => /^\.\w/.test(s) || /\.(?=\w{0,9}[A-Za-z])\w{1,10}$/.test(s))) return true;
  // ("a/k/a", "w/o": letters between slashes abbreviate words, they name no path; "periods/teacher/day"
  // is a rate, words per words per unit of time)
  // ("HTML/CSS/JavaScript": names of things side by side, capitalised, no path)
  if (segs.length >= 2 && segs.every((s) => /^[A-Z][A-Za-z]*\+{0,2}$/.test(s))) return false;
  if (segs.every((s) => /^[a-z]+$/.test(s)) && TIME_UNIT.test(segs[segs.length - 1])) return false;
  return segs.length >= 3 && segs.every((s) => s.length > 0) && !segs.every((s) => s.length === 1);
}

export const SCANNERS: Scanner[] = [
  { kind: 'code', reason: 'inline code', need: '`', re: /``[\s\S]+?``|`[^`]+`/g },
  { kind: 'comment', reason: 'HTML comment', need: '<!--', re: /<!--[\s\S]*?-->/g },
  {
    kind: 'url',
    reason: 'URL: kept byte-exact',
    need: /:\/\/|www\./,
    re: /<(?:https?|ftp|mailto):[^>\s]+>|\b(?:https?|ftp|file):\/\/[^\s<>`"'\])]*[^\s<>`"'\]).,;:!?]|\bwww\.[\w-]+\.[^\s<>`"'\])]*[^\s<>`"'\]).,;:!?]/g,
  },
  // the target stops at a "[" and is at most 2,048 long, the title on its line: "[a](" repeated a
  // hundred thousand times is one short try at each "](", not a scan to the end of the text
  { kind: 'url', reason: 'link target', need: '](', re: /\]\(([^)\s[]{1,2048})(?:[ \t]+"[^"\n]{0,500}")?\)/g, group: 1 },
  { kind: 'email', reason: 'e-mail address', need: '@', re: /\b[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g },
  { kind: 'branch', reason: 'branch name', need: '/', re: /(?<![\w/.-])(?:feat|fix|feature|bugfix|hotfix|chore|release|docs|refactor|perf|test)\/[\w.\-/]*[\w-]/g },
  { kind: 'path', reason: 'Windows path', need: ':\\', re: /\b[A-Za-z]:\\[^\s`"'<>|]*[^\s`"'<>|.,;:!?)]/g },
  { kind: 'path', reason: 'home or relative path', need: '/', re: /(?<![\w@/.$-])(?:~|\.{1,2})\/[\w.@{}\-$/]*[\w}]/g },
  {
    kind: 'path',
    reason: 'file path',
    need: '/',
    re: /(?<![\w@/.$-])(?:~|\.{1,2})?\/?(?:[\w.@{}\-$]+\/)+[\w.@{}\-]*[\w}/](?::\d+(?::\d+)?)?/g,
    accept: looksLikePath,
  },
  { kind: 'path', reason: 'file name', need: '.', re: new RegExp(String.raw`(?<![\w/.-])[\w-]+(?:\.[\w-]+)*\.(?:${EXT})(?::\d+(?::\d+)?)?\b`, 'gi') },
  // Parser anchors of the seeds (byte-exact literals their tools grep for).
  {
    kind: 'anchor',
    reason: 'log marker: parsed by the Continue-mode dispatcher',
    need: 'audit',
    re: /(?:\d{4}-\d{2}-\d{2}|YYYY-MM-DD): (?:spec_audit_iteration=|code audit|\(spec\|code\) audit|(?:spec|code) audit iteration)[^\n]*/g,
  },
  { kind: 'anchor', reason: 'cross-audit evidence footer', need: /CROSS-AUDIT|evidence_/, re: /CROSS-AUDIT EVIDENCE FOOTER|\bevidence_(?:class|blockers):[^\n]*/g },
  {
    kind: 'anchor',
    reason: 'workdoc Planned-block key',
    need: '_',
    re: /\b(?:allowed_scope|failing_test_cmd|expected_failure_pattern|expected_pass_pattern|passing_test_cmd):[^\n]*/g,
  },
  { kind: 'anchor', reason: 'checklist literal', need: 'Step ', re: /^\[ \] Step (?:\d+|N):|\bStep (?:\d+|N):/g },
  { kind: 'anchor', reason: 'conventional-commit prefix', need: ':', re: /^(?:feat|fix|chore|docs|style|refactor|perf|test|build|ci|revert)(?:\([^)\n]*\))?!?:/gm },
  // "Issue #5: Implement HRRR archive ingestion": a line that names a ticket and quotes its title
  { kind: 'anchor', reason: 'ticket title', need: '#', re: /^[ \t]*(?:issue|pr|pull request|mr|ticket|bug|story|epic|task)[ \t]*#\d+[ \t]*[:—–][ \t]*[^\n]{1,160}$/gim },
  {
    kind: 'anchor',
    reason: 'wire prefix',
    need: /COMPRESSION|ai-dev-team|skills\//,
    re: /\[COMPRESSION:terse\]|Apply ai-dev-team caveman compression rules to your output\.|See: skills\/caveman\/SKILL\.md/g,
  },
  { kind: 'anchor', reason: 'refusal token', need: /too-big|ambiguous|needs-confirm|regressed/, re: /(?<![\w-])(?:too-big|ambiguous|needs-confirm|regressed)\.(?=[\s,;)]|$)/g },
  { kind: 'anchor', reason: 'failure class', need: /scope_drift|noise|regression/, re: /\b(?:scope_drift|noise|regression)\b/g },
  { kind: 'keyvalue', reason: 'key=value pair', need: '=', re: /(?<![\w.-])[A-Za-z_][\w.-]*=(?:\[[^\]\n]*\]|<[^>\n]*>|"[^"\n]*"|[^\s,;)]*[^\s,;:.)?!])/g },
  // Identifiers.
  { kind: 'errorcode', reason: 'error code', need: /[A-Z]{2}|E\d/, re: /\bE[A-Z]{3,}\b|\bE\d{3,5}\b|\b[A-Z]{2,}\d{2,}\b/g },
  // (not a word before an aside that lost its space: "the fuel record(which has a MPG of 0)")
  {
    kind: 'identifier', reason: 'function call', need: '(', re: /(?<![\w$.])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\([^()\n]{0,80}\)/g,
    accept: (m) => !/\((?:which|that|who|the|a|an|see|was|is|are|has|have|had|with|for|and|or|not|because|since|when|if|including|like|such|e\.g\.|i\.e\.|aka|also|mostly|only)\s+[a-z]/i.test(m),
  },
  {
    kind: 'identifier',
    reason: 'dotted name',
    need: '.',
    re: /(?<![\w$.])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?![\w$])/g,
    accept: (m) => m.split('.').every((s) => s.length >= 2),
  },
  { kind: 'identifier', reason: 'camelCase identifier', need: /[a-z][A-Z]/, re: /\b[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b/g, accept: (m) => !Object.hasOwn(PRODUCT_NAMES, m) },
  { kind: 'identifier', reason: 'PascalCase identifier', need: /[a-z][A-Z]/, re: /\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\b/g, accept: (m) => !Object.hasOwn(PRODUCT_NAMES, m) },
  { kind: 'identifier', reason: 'snake_case identifier', need: '_', re: /\b[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+\b/g },
  { kind: 'identifier', reason: 'command-line flag', need: '-', re: /(?<![\w-])--[A-Za-z][\w-]*(?:=[^\s,;]+)?|(?<![\w-])-[A-Za-z]{1,3}\b(?!-)/g },
  { kind: 'identifier', reason: 'environment variable', need: '$', re: /\$\{[A-Za-z_][A-Za-z0-9_]*\}|\$[A-Za-z_][A-Za-z0-9_]*/g },
  { kind: 'identifier', reason: 'finding or task ID', need: /[A-Z]-?\d/, re: /\b[A-Z]{1,3}-?\d+[a-z]?\b/g },
  { kind: 'identifier', reason: 'issue reference', need: '#', re: /(?<![\w&#])#\d+\b/g },
  { kind: 'mention', reason: 'agent tag / mention', need: '@', re: /(?<![\w.@])@[A-Za-z][\w-]*(?:\/[\w.-]+)?/g },
  // Versions, hashes, numbers.
  {
    kind: 'version',
    reason: 'version',
    need: /\d/,
    re: /(?<![\w.])(?:v\d+(?:\.\d+)+(?:-[\w.]+)?|[\^~]\d+(?:\.\d+)*(?:\.x)?|\d+\.\d+\.\d+(?:-[\w.]+)?)(?![\w])/g,
  },
  { kind: 'hash', reason: 'hash', need: /\d/, re: /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,64}\b/g },
  {
    kind: 'number',
    reason: 'number: value and precision kept',
    need: /\d/,
    re: /(?<![\w.])[-+~±−]?\d+(?:[.,:]\d+)*(?:%|\/\d+|[A-Za-z]{1,5}\b)?/g,
  },
  // a quotation may run over a line break of its paragraph (not over a blank line): "most of the
  // time your estimate\nshould be within 15%" is one quotation
  { kind: 'quote', reason: 'quoted text: kept verbatim', need: /["“‘']/, re: /"(?:[^"\n]|\n(?![ \t]*\n)){1,400}"|“[^”]{1,400}”|‘(?:[^’\n]|\n(?![ \t]*\n)){1,200}’|(?<=^|[\s([+])'[^'\n]{1,200}'(?=$|[\s).,;:!?\]+])/g },
];

export interface ProtectOptions {
  anchors: string[];
  lineAnchors: RegExp[];
  userPatterns: RegExp[];
  /** godmode's dispatch lines are a template the status rules rewrite field by field (godmode.ts): no scanner claims their fields. */
  templates?: boolean;
}

export function compileProtect(anchors: string[], lineAnchors: string[], user: { pattern: string; flags?: string }[], templates = false): ProtectOptions {
  const userPatterns: RegExp[] = [];
  for (const u of user) {
    // Invalid patterns are rejected by validateProfile; here they are skipped, never thrown.
    try {
      const flags = (u.flags ?? '').replace(/[gy]/g, '');
      const re = new RegExp(u.pattern, flags + 'g');
      if (!re.test('')) userPatterns.push(re);
    } catch {
      /* skipped */
    }
  }
  const lines: RegExp[] = [];
  for (const l of lineAnchors) {
    try {
      lines.push(new RegExp(l, 'gm'));
    } catch {
      /* skipped */
    }
  }
  return {
    anchors: anchors.filter((a) => a.length > 0),
    lineAnchors: lines,
    userPatterns,
    templates,
  };
}

interface Claim {
  start: number;
  end: number;
  kind: ProtectedKind;
  reason: string;
}

/**
 * Protected spans inside `text` (a prose unit); offsets are relative to `text`.
 * Line-anchored scanners see `^` at the unit start and at each line start.
 */
export function protectSpans(text: string, opts: ProtectOptions): ProtectedSpan[] {
  // Claims stay sorted and disjoint; each scanner's matches (in order, disjoint) are merged in one
  // pass, so a unit full of numbers costs linear time.
  let claims: Claim[] = [];
  const free = opts.templates ? godmodeLines(text) : [];
  const merge = (cands: Claim[]) => {
    if (!cands.length) return;
    const out: Claim[] = [];
    let i = 0;
    for (const c of cands) {
      while (i < claims.length && claims[i].end <= c.start) out.push(claims[i++]);
      let j = i;
      let overlaps = false;
      for (; j < claims.length && claims[j].start < c.end; j++) {
        const x = claims[j];
        if (x.start >= c.start && x.end <= c.end && (x.start > c.start || x.end < c.end)) continue; // absorbed
        overlaps = true; // partial overlap (or identical): the earlier claim wins
        break;
      }
      if (overlaps) continue;
      i = j;
      out.push(c);
    }
    while (i < claims.length) out.push(claims[i++]);
    claims = out;
  };
  const run = (re: RegExp, kind: ProtectedKind, reason: string, group?: number, accept?: (m: string) => boolean) => {
    const cands: Claim[] = [];
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      let s = m.index;
      let v = m[0];
      if (group !== undefined && m[group] !== undefined) {
        s = m.index + m[0].indexOf(m[group]);
        v = m[group];
      }
      if (accept && !accept(v)) continue;
      if (free.length && free.some((l) => s < l.end && s + v.length > l.start)) continue;
      if (v.length) cands.push({ start: s, end: s + v.length, kind, reason });
    }
    merge(cands);
  };
  const runAnchors = () => {
    for (const a of opts.anchors) {
      const cands: Claim[] = [];
      for (let i = text.indexOf(a); i !== -1; i = text.indexOf(a, i + a.length)) cands.push({ start: i, end: i + a.length, kind: 'anchor', reason: 'profile anchor' });
      merge(cands);
    }
  };
  for (const l of opts.lineAnchors) run(l, 'anchor', 'profile anchor line');
  for (const sc of SCANNERS) {
    if (sc.need !== undefined && !(typeof sc.need === 'string' ? text.includes(sc.need) : sc.need.test(text))) {
      if (sc.kind === 'keyvalue') runAnchors();
      continue;
    }
    run(sc.re, sc.kind, sc.reason, sc.group, sc.accept);
    if (sc.kind === 'keyvalue') runAnchors();
  }
  for (const u of opts.userPatterns) run(u, 'user', `user pattern /${u.source}/`);
  return claims;
}

