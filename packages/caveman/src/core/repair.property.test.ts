// repair() on damaged compressions: whatever a model got wrong in its sentences (words dropped,
// negations and hedges lost, comparisons reversed, causes written, words swapped), the repaired
// text has no finding at all, fail or review, and passes check(). Random on every run; fast-check prints the seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from './check';
import { compress } from './compress';
import { repair } from './sentence-repair';

const SENTENCES = [
  'The upload does not retry on HTTP 429, and it might still fail under heavy load.',
  'I have implemented the retry in `src/upload.ts` before the release.',
  'The reviewer flagged two issues in the auth middleware, which are probably related.',
  'We will run the twelve remaining tests only if the migration is complete.',
  'The cache is warm when the proxy is under load, so the first request is fast.',
  'All tests pass, but one test was skipped due to a missing fixture.',
  'It renames `old_name()` to `new_name()` and updates the docs.',
  'The user could not tell a checked result from an unchecked one.',
];
const DAMAGES: ((s: string) => string)[] = [
  (s) => s.replace(/\b(?:not|never|no) /, ''),
  (s) => s.replace(/\b(?:might|probably|only) /, ''),
  (s) => s.replace(/\bbefore\b/, 'after').replace(/\bfast\b/, 'slow'),
  (s) => s.replace(/, and /, ', so ').replace(/ when /, ' because '),
  (s) => s.replace(/^I have implemented/, 'Implement').replace(/^We will run/, 'Run'),
  (s) => s.replace(/`old_name\(\)` to `new_name\(\)`/, '`new_name()` to `old_name()`'),
  (s) => s.replace(/\b(?:user|reviewer)\b/, 'agent'),
  (s) => s.split(' ').filter((_, i) => i % 4 !== 3).join(' '),
  (s) => s,
];

describe('repair', () => {
  it('a damaged compression, repaired, has no finding, fail or review, and passes check', () => {
    let damagedFails = 0;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: SENTENCES.length - 1 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 0, max: DAMAGES.length - 1 }), { minLength: 5, maxLength: 5 }),
        fc.constantFrom('lite' as const, 'full' as const, 'ultra' as const),
        (picks, damages, intensity) => {
          const verbose = picks.map((p) => SENTENCES[p]).join('\n\n') + '\n';
          // a model's compression: the core's, then damaged sentence by sentence
          const blocks = compress(verbose, { intensity }).output.split('\n\n');
          const damaged = blocks.map((b, i) => DAMAGES[damages[i % damages.length]](b)).join('\n\n');
          if (!check(verbose, damaged, { intensity }).pass) damagedFails++;
          const r = repair(verbose, damaged, { intensity });
          const report = check(verbose, r.output, { intensity });
          expect(report.findings.map((f) => `${f.severity} ${f.class}: ${f.message}`), `${JSON.stringify(damaged)} -> ${JSON.stringify(r.output)}`).toEqual([]);
          expect(report.pass).toBe(true);
          expect(r.pass).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
    // the damage is real: many drawn compressions failed the check before they were repaired (about 47 %
    // of 600 draws measured at 5d0bfdf: 28 of 60 expected, sd 3.9; more than a quarter is 3.3 sd below that,
    // where "more than 20" was 2 sd below and failed a clean-clone run)
    expect(damagedFails).toBeGreaterThan(15);
  }, 60_000);
});
