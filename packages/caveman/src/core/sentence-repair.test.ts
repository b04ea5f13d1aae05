// repair() (SPEC §3 "Repair"): a model's compression made safe sentence by sentence.
import { describe, expect, it } from 'vitest';
import { check } from './check';
import { repair } from './sentence-repair';

const count = (t: string) => t.split(/\s+/).filter(Boolean).length;

describe('repair', () => {
  const verbose = 'The upload does not retry on HTTP 429.\n\nI have implemented the retry in `src/upload.ts`, and the build is complete.\n\nWe will run the twelve tests before the release.\n';
  const model = 'Upload retries on HTTP 429.\n\nAdded retry in `src/upload.ts`, build complete.\n\nRun 12 tests after release.\n';

  it("replaces each sentence with a finding by the core's compression, keeps the others as written, and passes the check", () => {
    expect(check(verbose, model, { intensity: 'full' }).pass).toBe(false);
    const r = repair(verbose, model, { intensity: 'full', countTokens: count });
    expect(r.pass).toBe(true);
    expect(check(verbose, r.output, { intensity: 'full' }).pass).toBe(true);
    const replaced = r.sentences.filter((s) => s.status === 'replaced');
    const kept = r.sentences.filter((s) => s.status === 'kept');
    expect(replaced.map((s) => s.model)).toEqual(['Upload retries on HTTP 429', 'Run 12 tests after release']);
    expect(replaced[0].classes).toContain('negation');
    expect(replaced[1].classes).toEqual(expect.arrayContaining(['mood', 'comparison']));
    // the model's faithful sentence stays byte for byte
    expect(kept.map((s) => s.model)).toEqual(['Added retry in `src/upload.ts`, build complete']);
    expect(r.output).toContain('Added retry in `src/upload.ts`, build complete.');
    // each sentence's place in the repaired text holds its text
    for (const s of r.sentences) expect(r.output.slice(s.repaired.start, s.repaired.end)).toBe(s.text);
    expect(r.tokens).toEqual({ verbose: count(verbose), model: count(model), repaired: count(r.output), core: expect.any(Number) });
  });

  it('leaves a faithful compression as it is', () => {
    const ok = 'Upload does not retry on HTTP 429.\n\nAdded retry in `src/upload.ts`, build complete.\n\nWe will run the 12 tests before the release.\n';
    const r = repair(verbose, ok, { intensity: 'full' });
    expect(r.output).toBe(ok);
    expect(r.sentences.every((s) => s.status === 'kept')).toBe(true);
  });

  it('keeps an envelope line where it stood', () => {
    const env = '<!-- caveman: intensity=full version=1 -->\n' + model;
    const r = repair(verbose, env);
    expect(r.output.startsWith('<!-- caveman: intensity=full version=1 -->\n')).toBe(true);
    expect(r.intensity).toBe('full');
    expect(check(verbose, r.output, { intensity: 'full' }).pass).toBe(true);
  });
});
