// The checker catches each kind of damage a compression can do (SPEC §3), on hand-made pairs.
import { describe, expect, it } from 'vitest';
import { check, compress } from './index';
import { nodeCounter } from '../tokens/node';

const counters = { o200k_base: nodeCounter('o200k_base'), cl100k_base: nodeCounter('cl100k_base') };
const failing = (v: string, c: string) => check(v, c, { counters }).invariants.filter((i) => !i.pass).map((i) => i.id);

const V = `## Status

The cache might be stale, so the server does not reload it. The request took 226ms in src/cache/load.ts:42.

- Fix the cache
- Add a test
- Update the docs

| step | result |
|---|---|
| build | the build is complete |
| test | all tests pass |
`;

describe('checker', () => {
  it('passes an honest compression', () => {
    const c = compress(V, { intensity: 'full' }).output;
    const rep = check(V, c, { counters, intensity: 'full' });
    expect(rep.invariants.filter((i) => !i.pass)).toEqual([]);
    expect(rep.pass).toBe(true);
    expect(rep.tokens.o200k_base.compressed).toBeLessThan(rep.tokens.o200k_base.verbose);
    expect(rep.tokens.cl100k_base.percent).toBeGreaterThan(0);
  });

  it('catches a dropped hedge', () => {
    const bad = V.replace('might be stale', 'is stale');
    expect(failing(V, bad)).toEqual(['uncertainty']);
    const off = check(V, bad).invariants.find((i) => i.id === 'uncertainty')!.offences[0];
    expect(V.slice(off.verbose!.start, off.verbose!.end)).toBe('might');
  });

  it('accepts a hedge moved within its class (approximately -> about)', () => {
    expect(failing('It takes approximately 3 rounds.', 'Takes about 3 rounds.')).toEqual([]);
  });

  it('catches a dropped negation', () => {
    expect(failing(V, V.replace('does not reload', 'reloads'))).toEqual(['negation']);
  });

  it('catches a changed path', () => {
    const ids = failing(V, V.replace('src/cache/load.ts:42', 'src/cache/load.ts'));
    expect(ids).toContain('protected');
  });

  it('catches a changed number', () => {
    const ids = failing(V, V.replace('226ms', '230ms'));
    expect(ids).toContain('numbers');
    expect(ids).toContain('protected');
    expect(failing('It took 198ms.', 'It took ~200ms.')).toContain('numbers');
  });

  it('catches a lost list item', () => {
    const ids = failing(V, V.replace('- Add a test\n', ''));
    expect(ids).toContain('structure');
    const off = check(V, V.replace('- Add a test\n', '')).invariants.find((i) => i.id === 'structure')!.offences[0];
    expect(off.message).toMatch(/list|item/);
  });

  it('catches a changed table', () => {
    const bad = V.replace('| test | all tests pass |\n', '').replace('|---|---|', '|---|---|');
    expect(failing(V, bad)).toContain('structure');
    const merged = V.replace('| build | the build is complete |', '| build the build is complete |');
    expect(failing(V, merged)).toContain('structure');
  });

  it('catches more tokens than the input', () => {
    expect(failing('Build ok.', 'The build has completed successfully and everything is fine.')).toContain('tokens');
  });

  it('reports idempotence when it knows the intensity', () => {
    const rep = check('The build is complete.', 'The build is complete.', { intensity: 'full' });
    expect(rep.invariants.find((i) => i.id === 'idempotent')!.pass).toBe(false);
    expect(check('x', 'x').invariants.find((i) => i.id === 'idempotent')!.skipped).toBe(true);
  });

  it('measures the reduction against the profile target', () => {
    const v = 'I have implemented the registration endpoint. It accepts an email and a password, validates them against the schema, and then hashes the password.';
    const rep = check(v, compress(v, { intensity: 'full' }).output, { counters, intensity: 'full' });
    expect(rep.target.percent).toBe(40);
    expect(rep.target.encoding).toBe('o200k_base');
    expect(rep.target.met).toBe(rep.tokens.o200k_base.percent >= 40);
    const terse = check('Round 7: kept.', 'R7 keep.', { profile: 'terse', counters });
    expect(terse.target.intensity).toBe('terse');
    expect(terse.target.percent).toBe(20); // short text: >= 20 % accepted
  });

  it('ignores the envelope line when counting', () => {
    const v = 'The build is complete and the tests pass.';
    const c = compress(v, { intensity: 'full', envelope: true }).output;
    expect(c.startsWith('<!-- caveman: intensity=full version=1 -->\n')).toBe(true);
    expect(check(v, c, { counters }).pass).toBe(true);
  });
});
