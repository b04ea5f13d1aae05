// A user's own rules live under the whole contract (SPEC "one contract"): a substitution that
// flips a status or a number, or writes markdown or a bidirectional control, is read by the
// checker as the change it is, and the engine's verified output never carries it.
import { describe, expect, it } from 'vitest';
import { check, compressVerified, validateProfile, getProfile } from './index';

const failing = (v: string, c: string) => check(v, c).findings.filter((f) => f.severity === 'fail').map((f) => f.class);
const invariantsFailing = (v: string, c: string) => check(v, c).invariants.filter((i) => !i.pass).map((i) => i.id);

describe("the checker reads what a user's rule would write", () => {
  it('a status flipped, a permission reversed, a number changed', () => {
    expect(failing('The tests passed.', 'Tests failed.')).toContain('comparison');
    expect(failing('We allow ten retries.', 'We deny ten retries.')).toContain('comparison');
    expect(failing('We allow ten retries.', 'We allow eleven retries.')).toContain('number');
  });

  it('emphasis added, and a bidirectional control added', () => {
    expect(invariantsFailing('The database is ready.', 'Database is **ready**.')).toContain('structure');
    expect(failing('The database is ready.', 'Database \u202eready.')).toContain('structure');
    // one the verbose text has is no finding
    expect(failing('The \u202ename stays.', 'The \u202ename stays.')).toEqual([]);
  });
});

describe("the engine's verified output under such rules", () => {
  it('holds every such substitution back', () => {
    const v = validateProfile({
      ...getProfile('forge'),
      id: 'hostile',
      synonyms: [...getProfile('forge').synonyms, { from: 'passed', to: 'failed' }, { from: 'ten', to: 'eleven' }, { from: 'allow', to: 'deny' }, { from: 'ready', to: '**ready**' }, { from: 'complete', to: '\u202ecomplete' }],
    });
    if (!v.ok) throw new Error(v.error);
    const text = 'The tests passed and the build is complete. We allow ten retries. The database is ready.\n';
    for (const intensity of ['lite', 'full', 'ultra'] as const) {
      const out = compressVerified(text, { intensity, profile: v.profile }).output;
      expect(out, intensity).toContain('passed');
      expect(out).toMatch(/\bten\b|\b10\b/);
      expect(out).toContain('allow');
      expect(out).not.toContain('**');
      expect(out).not.toContain('\u202e');
      expect(check(text, out, { intensity, profile: v.profile }).pass).toBe(true);
    }
  });
});
