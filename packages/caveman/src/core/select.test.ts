// selectIntensity (SPEC §2): each precedence rule, in order, and the threshold boundaries.
import { describe, expect, it } from 'vitest';
import { selectIntensity, PROFILES, validateProfile, type Profile } from './index';

const cavekit = 'cavekit';

describe('budget table (default thresholds 20 / 50)', () => {
  it.each([
    [80, 'lite'], [50.5, 'lite'], [50, 'full'], [35, 'full'], [20, 'full'], [19.9, 'ultra'], [10, 'ultra'], [0, 'ultra'], [100, 'lite'],
  ] as const)('remaining %s %% -> %s', (remaining, want) => {
    const r = selectIntensity({ remaining });
    expect(r.intensity).toBe(want);
    expect(r.reason.at(-1)).toContain(want);
  });

  it('tunable thresholds move the boundaries', () => {
    const p: Profile = { ...structuredClone(PROFILES.forge), thresholds: { upper: 70, lower: 40 } };
    expect(selectIntensity({ remaining: 60 }, p).intensity).toBe('full');
    expect(selectIntensity({ remaining: 70 }, p).intensity).toBe('full');
    expect(selectIntensity({ remaining: 71 }, p).intensity).toBe('lite');
    expect(selectIntensity({ remaining: 39 }, p).intensity).toBe('ultra');
    expect(selectIntensity({ remaining: 40 }, p).intensity).toBe('full');
  });

  it.each([null, undefined, Number.NaN, -5, 140])('unknown or unreadable budget %s -> full', (remaining) => {
    const r = selectIntensity({ remaining });
    expect(r.intensity).toBe('full');
    expect(r.reason[0]).toMatch(/budget unknown/);
  });
});

describe('precedence, first match wins', () => {
  it('mode off -> no compression, before everything else', () => {
    const r = selectIntensity({ mode: 'off', outOfScope: true, depth: 'thorough', remaining: 10 }, cavekit);
    expect(r).toEqual({ intensity: 'off', reason: ['caveman mode off: no compression'], skipped: [] });
  });

  it('ai-dev-team has no off switch', () => {
    const r = selectIntensity({ mode: 'off', remaining: 10 }, 'ai-dev-team');
    expect(r.intensity).toBe('ultra');
    expect(r.reason[0]).toMatch(/always on/);
  });

  it('out-of-scope content -> verbose, before security and explicit', () => {
    expect(selectIntensity({ outOfScope: true, securitySensitive: true, explicit: 'ultra', remaining: 10 }, cavekit).intensity).toBe('verbose');
    const r = selectIntensity({ text: 'This migration runs DROP TABLE users; it cannot be undone.', remaining: 10 }, cavekit);
    expect(r.intensity).toBe('verbose');
    expect(r.reason[0]).toMatch(/irreversible/);
  });

  it('security-sensitive -> lite, before explicit intensity', () => {
    const r = selectIntensity({ securitySensitive: true, explicit: 'ultra', remaining: 10 }, cavekit);
    expect(r.intensity).toBe('lite');
    expect(r.reason[0]).toMatch(/security/);
  });

  it('explicit caveman_intensity -> that, before depth', () => {
    const r = selectIntensity({ explicit: 'ultra', depth: 'thorough', remaining: 90 }, cavekit);
    expect(r.intensity).toBe('ultra');
    expect(r.reason[0]).toMatch(/explicit/);
  });

  it('depth thorough -> lite, before phase and budget', () => {
    const r = selectIntensity({ depth: 'thorough', remaining: 5 });
    expect(r.intensity).toBe('lite');
    expect(r.reason).toEqual(['depth thorough: clamped to lite']);
  });

  it('phase inspecting -> lite (cavekit)', () => {
    expect(selectIntensity({ phase: 'inspecting', remaining: 5 }, cavekit).intensity).toBe('lite');
    expect(selectIntensity({ phase: 'inspecting', remaining: 5 }, 'forge').intensity).toBe('ultra'); // forge has no phase clamp
  });

  it('3 or more fallbacks -> lite (cavekit)', () => {
    expect(selectIntensity({ fallbacks: 2, remaining: 5 }, cavekit).intensity).toBe('ultra');
    const r = selectIntensity({ fallbacks: 3, remaining: 5 }, cavekit);
    expect(r.intensity).toBe('lite');
    expect(r.reason[0]).toMatch(/3 fallbacks/);
  });

  it('explicit intensity is ignored by a profile without it', () => {
    expect(selectIntensity({ explicit: 'ultra', remaining: 90 }, 'forge').intensity).toBe('lite');
  });
});

describe('steps the profile switches off are reported, not silently passed', () => {
  it('forge: explicit, phase and fallbacks are skipped in chain order, the budget decides', () => {
    const r = selectIntensity({ explicit: 'ultra', phase: 'inspecting', fallbacks: 5, remaining: 38 }, 'forge');
    expect(r.intensity).toBe('full');
    expect(r.skipped).toEqual([
      { step: 'explicitIntensity', input: 'explicit', profile: 'forge' },
      { step: 'phaseInspecting', input: 'phase', profile: 'forge' },
      { step: 'fallbackClamp', input: 'fallbacks', profile: 'forge' },
    ]);
    expect(r.reason).toEqual([
      'explicit ultra: skipped (off in forge)',
      'phase inspecting: skipped (off in forge)',
      '5 fallbacks: skipped (off in forge)',
      'remaining budget 38 % within 20–50 %: full',
    ]);
  });

  it('a step after the one that decided is not listed: the chain never reached it', () => {
    const r = selectIntensity({ explicit: 'ultra', depth: 'thorough', phase: 'inspecting', remaining: 10 }, 'forge');
    expect(r.intensity).toBe('lite');
    expect(r.skipped.map((s) => s.step)).toEqual(['explicitIntensity']);
    expect(r.reason).toEqual(['explicit ultra: skipped (off in forge)', 'depth thorough: clamped to lite']);
  });

  it('security-sensitive under forge is skipped; under cavekit it decides and nothing is skipped', () => {
    expect(selectIntensity({ securitySensitive: true, remaining: 10 }, 'forge').reason[0]).toBe('security-sensitive: skipped (off in forge)');
    expect(selectIntensity({ securitySensitive: true, explicit: 'ultra', phase: 'inspecting', remaining: 10 }, cavekit).skipped).toEqual([]);
  });

  it('ai-dev-team: mode off and depth thorough are skipped, the existing always-on reason kept', () => {
    const r = selectIntensity({ mode: 'off', depth: 'thorough', remaining: 10 }, 'ai-dev-team');
    expect(r.intensity).toBe('ultra');
    expect(r.skipped.map((s) => s.input)).toEqual(['mode', 'depth']);
    expect(r.reason).toEqual(['mode off ignored: ai-dev-team is always on', 'depth thorough: skipped (off in ai-dev-team)', 'remaining budget 10 % < 20 %: ultra']);
  });

  it('fallbacks below the limit, or unset controls, skip nothing', () => {
    expect(selectIntensity({ fallbacks: 2, phase: 'planning', remaining: 10 }, 'forge').skipped).toEqual([]);
    expect(selectIntensity({ remaining: 10 }, 'forge')).toEqual({ intensity: 'ultra', reason: ['remaining budget 10 % < 20 %: ultra'], skipped: [] });
  });

  it('an imported profile with out-of-scope off reports it by its own id', () => {
    const p: Profile = { ...structuredClone(PROFILES.forge), id: 'mine', precedence: { ...PROFILES.forge.precedence, outOfScope: false } };
    const r = selectIntensity({ outOfScope: true, remaining: 90 }, p);
    expect(r.intensity).toBe('lite');
    expect(r.skipped).toEqual([{ step: 'outOfScope', input: 'outOfScope', profile: 'mine' }]);
    expect(r.reason[0]).toBe('content out of scope: skipped (off in mine)');
  });
});

describe("godmode's terse switch (seed 003)", () => {
  const terse = (t: NonNullable<Parameters<typeof selectIntensity>[0]['terse']>, more = {}) => selectIntensity({ terse: t, remaining: 38, ...more }, 'terse');
  it('is off until the counter reaches 5, then the rest of the chain decides', () => {
    expect(terse({ rounds: 4 }).intensity).toBe('off');
    expect(terse({ rounds: 5 }).intensity).toBe('full');
    expect(terse({ rounds: 5 }, { remaining: 10 }).intensity).toBe('ultra');
    expect(terse({ rounds: 9 }).reason[0]).toBe('9 rounds without a human (>= 5): terse auto on');
  });
  it('GODMODE_TERSE wins over the counter; an opt-out wins over the counter but not over the variable', () => {
    expect(terse({ rounds: 0, env: true }).intensity).toBe('full');
    expect(terse({ rounds: 8, optedOut: true }).intensity).toBe('off');
    expect(terse({ rounds: 0, optedOut: true, env: true }).intensity).toBe('full');
  });
  it('mode off still comes first, and without a session state the switch is not read', () => {
    expect(selectIntensity({ mode: 'off', terse: { env: true }, remaining: 38 }, 'terse').intensity).toBe('off');
    expect(selectIntensity({ remaining: 38 }, 'terse')).toEqual({ intensity: 'full', reason: ['remaining budget 38 % within 20–50 %: full'], skipped: [] });
  });
  it('the threshold is profile data', () => {
    const p = { ...PROFILES.terse, precedence: { ...PROFILES.terse.precedence, terseRounds: 2 } };
    expect(selectIntensity({ terse: { rounds: 2 }, remaining: 38 }, p).intensity).toBe('full');
    expect(validateProfile({ ...p, precedence: { ...p.precedence, terseRounds: 0 } }).ok).toBe(false);
  });
});
