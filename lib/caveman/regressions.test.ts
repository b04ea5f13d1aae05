// Cases found by the property tests: each once broke an invariant; all must hold at every intensity.
import { describe, expect, it } from 'vitest';
import { check, compress, INTENSITIES } from './index';
import { nodeCounter } from '../tokens/node';

const o200k = nodeCounter('o200k_base');

const CASES = [
  'Two.',
  'The two.',
  'Twelve.',
  'Of course two.',
  '> A two.',
  '- Two.',
  '# Two just',
  'Two. I have implemented the database build in `npm test -- auth`, and it just works end to end.',
  "Ran 'a very small test' and the database.",
  'Complete and two and a fix.',
  '# : build and implemented',
  ', database check and fix.',
  'Key=value just: of course, just.',
  'Just too-big., not database.',
  '- A database not implemented a build too-big., and a just database is just complete.\n- Two build is complete.\n\n`npm test -- auth` implemented a build.',
  '| Area | Area |\n| --- | --- |\n| `npm test -- auth` | Database and build and a causes |',
  '- [ ] Hope that helps a build implemented a build.\n- [ ] A database is complete.\n\nComplete and.',
  '- [ ] Let me know Now, the build produces a database that leads to two retries.',
  'Ran twelve rounds.',
  'Make sure requests',
  'Build is complete: Retries=3 of course?\n\n- [ ] I have implemented the database build in `npm test -- auth`, and it just works end to end.',
  '> , two.\n> Make sure a just build.',
  'I have implemented the database build in `npm test -- auth`, and it just works end to end\nOf course make sure database?',
  '- Build two database make sure not -> two not.\n- I have implemented a two build.',
  '- 429 of course.\n- Database.\n  - Of course and might.',
];

describe('regressions from the property tests', () => {
  for (const text of CASES) {
    it(JSON.stringify(text), () => {
      for (const intensity of INTENSITIES) {
        const r = compress(text, { intensity, countTokens: o200k });
        const rep = check(text, r.output, { intensity, counters: { o200k_base: o200k } });
        expect(rep.invariants.filter((i) => !i.pass), `${intensity}: ${JSON.stringify(r.output)}`).toEqual([]);
      }
    });
  }

  it('a trailing clause after a comma is prose, not a word list', () => {
    expect(compress('The build is done, due to the cache.', { intensity: 'full' }).output).toBe('Build done, from cache.');
  });

  it('"happy to help" heading a clause stays (no dangling "if …")', () => {
    const out = compress('Happy to help if anything here is unclear. Happy to help!', { intensity: 'lite' }).output;
    expect(out).toBe('Happy to help if anything here is unclear.');
  });

  it('a short word list is still a list', () => {
    expect(compress('Remove: just, really, basically.', { intensity: 'full' }).output).toBe('Remove: just, really, basically.');
  });
});
