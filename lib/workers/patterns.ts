// Guarding user-written protected patterns: one that backtracks forever must hang in a known
// place, where the main thread's watchdog can name it.

/** Milliseconds a request with custom protected patterns may run without a sign of life. */
export const PATTERN_TIME_LIMIT_MS = 1500;

/**
 * Run each custom pattern over each text (whole text and line by line, as the core scans prose
 * units), calling `before(i)` first: a pattern that backtracks catastrophically hangs here, in a
 * known place, and the main thread's watchdog names it.
 */
export function scanPatterns(texts: readonly string[], patterns: readonly { pattern: string; flags?: string }[], before: (index: number) => void): void {
  patterns.forEach((p, i) => {
    before(i);
    let re: RegExp;
    try {
      re = new RegExp(p.pattern, (p.flags ?? '').replace(/[gy]/g, '') + 'g');
    } catch {
      return; // invalid patterns are skipped by the core too
    }
    const run = (t: string) => {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      let n = 0;
      while ((m = re.exec(t)) && n++ < 100_000) if (m[0].length === 0) re.lastIndex++;
    };
    for (const t of texts) {
      run(t);
      for (const line of t.split('\n')) run(line.replace(/^\s*(?:[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+|#{1,6}\s+|>\s?)+/, ''));
    }
  });
}
