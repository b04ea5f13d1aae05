// The contract on generated markdown (SPEC §1.1, §1.3, §1.5), judged by the fuzz oracle rather
// than by check(). A new seed every run, printed on failure with the shrunk reproducers;
// replay one with `npm run fuzz -- 300 --seed S`. Profiles are sampled per document (one each,
// all intensities) to fit the time budget; `npm run fuzz` runs the full matrix.
import { describe, expect, it } from 'vitest';
import { INTENSITIES, PROFILE_IDS } from 'caveman-compress';
import { formatReproducer, formatTable, tally } from './report';
import { fuzz, pickToShrink, shrink } from './run';

// 150 new documents a run (a new seed each time); `npm run fuzz` runs as many as asked
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : (Math.random() * 2 ** 31) | 0;
const PROFILES_PER_DOC = Number(process.env.FUZZ_PROFILES_PER_DOC ?? 1);
const SHRINK_MS = 4_000;

describe('fuzz: compress keeps the contract on generated markdown', () => {
  it(`${RUNS} documents, seed ${SEED}`, () => {
    const r = fuzz({ runs: RUNS, seed: SEED, profilesPerDoc: PROFILES_PER_DOC });
    if (r.failing.length === 0) return;
    const t = tally(r.failing, PROFILE_IDS, INTENSITIES);
    const reproducers = [...pickToShrink(r.failing, 'cls').values()].map(({ fd, failure }) => shrink(SEED, fd, failure, SHRINK_MS));
    const classes = Object.entries(t.byClass).filter(([, n]) => n > 0).map(([c, n]) => `${c} (${n})`);
    expect.fail(
      [
        `seed ${SEED}: ${t.failingDocs} of ${RUNS} documents failed: ${classes.join(', ')}`,
        `replay: FUZZ_SEED=${SEED} npx vitest run scripts/fuzz   (or: npm run fuzz -- ${RUNS} --seed ${SEED})`,
        '',
        formatTable(t),
        '',
        ...reproducers.map(formatReproducer),
      ].join('\n'),
    );
  }, 240_000);
});
