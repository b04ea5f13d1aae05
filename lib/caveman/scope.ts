// Out-of-scope content (SPEC §1.4): kept verbose at every intensity, detected per block.
export interface ScopeRule {
  id: string;
  reason: string;
  pattern: RegExp;
}

export const SECURITY = new RegExp(
  [
    String.raw`\bsecurity (?:warning|issue|vulnerabilit\w*|advisory|risk|incident|fix|notice)`,
    String.raw`\bvulnerabilit(?:y|ies)\b`,
    String.raw`\bCVE-\d{4}-\d+`,
    String.raw`\b(?:credential|secret|token|api[ _-]?key|private key|password)s?\b[^.\n]{0,60}\b(?:leak|expos|committed|compromis)`,
    String.raw`\b(?:leak|expos|compromis)\w*\b[^.\n]{0,60}\b(?:credential|secret|token|api[ _-]?key|private key|password)s?\b`,
    String.raw`\b(?:XSS|CSRF|SSRF|SQL injection|remote code execution|privilege escalation)\b`,
  ].join('|'),
  'i',
);

export const SCOPE_RULES: ScopeRule[] = [
  { id: 'security', reason: 'security warning: kept verbose', pattern: SECURITY },
  {
    id: 'irreversible',
    reason: 'irreversible action confirmation: kept verbose',
    pattern: /rm -rf\b|--force(?![\w-])|\bforce-push|\bpush -f\b|\bDROP (?:TABLE|DATABASE|SCHEMA)\b|\bschema drop|\bTRUNCATE TABLE\b|\birreversibl\w*|\bcannot be undone|\bcan't be undone|\bpermanently delet\w*|\bdata loss\b/i,
  },
  { id: 'deprecation', reason: 'deprecation notice: kept verbose', pattern: /\bdeprecat\w*/i },
  {
    id: 'error',
    reason: 'error message or stack trace a human acts on: kept verbose',
    pattern: /(?:^|\n)\s*at [\w$.<>[\] ]+ \(?[^\s()]+:\d+(?::\d+)?\)?|Traceback \(most recent call last\)|\b[A-Z]\w*(?:Error|Exception): |(?:^|\n)\s*(?:Error|ERROR|FATAL|panic|fatal): /,
  },
  {
    id: 'user',
    reason: 'marked for the user: kept verbose',
    pattern: /⚠|\bWARNING:|\bIMPORTANT:|\bACTION REQUIRED\b|\bNOTE TO USER\b|\bfor the user\b|\bfor (?:a|the) human\b/,
  },
];

/** The first out-of-scope rule a block matches, or null. */
export function outOfScope(block: string): ScopeRule | null {
  for (const r of SCOPE_RULES) if (r.pattern.test(block)) return r;
  return null;
}

export function isSecuritySensitive(text: string): boolean {
  return SECURITY.test(text);
}
