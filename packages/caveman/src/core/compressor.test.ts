// createCompressor: the same outputs as the module's functions, with caches of its own that no
// other caller in the process evicts or clears.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, compress, compressAll, createCompressor, INTENSITIES, type TokenCounter } from './index';
import { clearCaches } from './compress';
import { nodeCounter } from '../tokens/node';

const o200k = nodeCounter('o200k_base');
const DIR = join(__dirname, '../../../../fixtures/artifacts');
const TEXTS = readdirSync(DIR)
  .filter((f) => /\.(md|txt)$/.test(f) && f !== 'README.md')
  .map((f) => readFileSync(join(DIR, f), 'utf8'));

/** A counter that counts its own calls (a fresh function: a memo of its own). */
function spy(): TokenCounter & { calls: number } {
  const c = ((t: string) => {
    c.calls++;
    return o200k(t);
  }) as TokenCounter & { calls: number };
  c.calls = 0;
  return c;
}

describe('createCompressor', () => {
  it('gives what the module functions give, and its check agrees', () => {
    const a = createCompressor();
    for (const text of TEXTS) {
      const mine = a.compressAll(text, { countTokens: o200k });
      const theirs = compressAll(text, { countTokens: o200k });
      for (const i of INTENSITIES) {
        expect(mine[i].output).toBe(theirs[i].output);
        expect(mine[i].edits).toEqual(theirs[i].edits);
        expect(a.check(text, mine[i].output, { intensity: i }).invariants.map((x) => x.pass)).toEqual(check(text, theirs[i].output, { intensity: i }).invariants.map((x) => x.pass));
      }
    }
  });

  it("keeps its caches when another caller clears theirs, and clears only its own", () => {
    const a = createCompressor();
    const b = createCompressor();
    const count = spy();
    const text = TEXTS.join('\n\n');
    a.compress(text, { intensity: 'full', countTokens: count });
    expect(count.calls).toBeGreaterThan(0);
    count.calls = 0;
    a.compress(text, { intensity: 'full', countTokens: count });
    expect(count.calls).toBe(0); // warm: every piece and run is known

    // another compressor, and the module's default caches, cleared and churned
    b.compress(text, { intensity: 'ultra', countTokens: count });
    b.clearCaches();
    clearCaches();
    compress('Another text entirely, with its own paragraphs.\n\nAnd a second one.', { intensity: 'full', countTokens: count });
    count.calls = 0;
    const again = a.compress(text, { intensity: 'full', countTokens: count });
    expect(count.calls).toBe(0);
    expect(again.output).toBe(compress(text, { intensity: 'full', countTokens: o200k }).output);

    a.clearCaches();
    count.calls = 0;
    a.compress(text, { intensity: 'full', countTokens: count });
    expect(count.calls).toBeGreaterThan(0);
  });
});
