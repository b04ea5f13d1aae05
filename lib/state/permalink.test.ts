import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodePermalink, encodePermalink, linkLengthStatus, MAX_LENGTH, WARN_LENGTH, type ShareState } from './permalink';
import { PROFILE_IDS } from 'caveman-compress/internals/profiles';
import { OLD_LINKS } from './permalink.fixtures';
import { readLink } from './session';
import { REQUIRED, SHARE_FIELDS } from './shareFields';

const intensity = fc.constantFrom('lite' as const, 'full' as const, 'ultra' as const);
const state: fc.Arbitrary<ShareState> = fc.record({
  input: fc.string({ unit: 'grapheme', maxLength: 400 }),
  profileId: fc.constantFrom(...PROFILE_IDS),
  rules: fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })), { nil: null }),
  budget: fc.integer({ min: 0, max: 100 }),
  thresholds: fc.integer({ min: 0, max: 99 }).chain((lower) => fc.integer({ min: lower + 1, max: 100 }).map((upper) => ({ lower, upper }))),
  mode: fc.constantFrom('on' as const, 'off' as const),
  depth: fc.constantFrom(null, 'quick' as const, 'standard' as const, 'thorough' as const),
  phase: fc.option(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !s.includes('\u0000')), { nil: null }),
  securitySensitive: fc.boolean(),
  explicit: fc.option(intensity, { nil: null }),
  fallbacks: fc.integer({ min: 0, max: 99 }),
  terse: fc.option(
    fc.record({ rounds: fc.option(fc.integer({ min: 0, max: 999 }), { nil: null }), optedOut: fc.boolean(), env: fc.boolean() }).filter((t) => t.rounds !== null || t.optedOut || t.env),
    { nil: null },
  ),
  encoding: fc.constantFrom('o200k_base' as const, 'cl100k_base' as const),
  diffTarget: fc.option(intensity, { nil: null }),
  showEdits: fc.boolean(),
  showProtected: fc.boolean(),
  syncScroll: fc.boolean(),
  expandedView: fc.boolean(),
  checker: fc.string({ unit: 'grapheme', maxLength: 200 }),
  accepted: fc.array(fc.string({ unit: 'grapheme', maxLength: 40 }), { maxLength: 4 }),
});

// JSON has no -0 (fc.jsonValue generates it; JSON.stringify writes 0): compare what JSON can carry.
const normalize = (s: ShareState): ShareState => ({ ...s, rules: s.rules && Object.keys(s.rules).length ? JSON.parse(JSON.stringify(s.rules)) : null });

describe('permalink codec', () => {
  it('round-trips random states exactly', () => {
    fc.assert(
      fc.property(state, (s) => {
        const d = decodePermalink('#' + encodePermalink(s));
        if (!d.ok) throw new Error(d.error);
        expect(d.state).toEqual(normalize(s));
        expect(d.warnings).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  const base: ShareState = {
    input: 'The build is complete.', profileId: 'cavekit', rules: { arrow: '->' }, budget: 35, thresholds: { lower: 20, upper: 50 },
    mode: 'on', depth: 'thorough', phase: 'inspecting', securitySensitive: false, explicit: null, fallbacks: 2, terse: null,
    encoding: 'cl100k_base', diffTarget: 'full', showEdits: true, showProtected: false, syncScroll: false, expandedView: false, checker: 'Build complete.', accepted: [],
  };
  const link = encodePermalink(base);

  it('uses readable parameters for short values', () => {
    expect(link).toMatch(/^v=1&p=cavekit&b=35&t=20-50&e=cl100k_base&d=thorough&ph=inspecting&f=2&diff=full&pr=0&ss=0&r=/);
    expect(link).toMatch(/&h=[0-9a-z]+$/);
  });

  it('refuses a truncated link, wherever it was cut', () => {
    for (const cut of [10, link.length / 2, link.length - 3, link.length - 1]) {
      const d = decodePermalink(link.slice(0, Math.floor(cut)));
      expect(d.ok).toBe(false);
      if (!d.ok) expect(d.error).toMatch(/truncated|corrupted|no "/);
    }
  });

  it('refuses a corrupted link', () => {
    const i = link.indexOf('&i=') + 6;
    const bad = link.slice(0, i) + (link[i] === 'A' ? 'B' : 'A') + link.slice(i + 1);
    const d = decodePermalink(bad);
    expect(d).toEqual({ ok: false, error: expect.stringMatching(/corrupted/) });
  });

  it('refuses a link from a later version and says so', () => {
    const d = decodePermalink(link.replace('v=1', 'v=2'));
    expect(d.ok).toBe(false);
    if (!d.ok) expect(d.error).toMatch(/newer playground \(v=2\)/);
  });

  it('refuses a legacy or foreign fragment', () => {
    for (const f of ['', '#', '#section-2', '#code=abc', '#v=0&i=x&h=1', '#v=abc']) expect(decodePermalink(f).ok).toBe(false);
  });

  it('loads the rest of a link with unknown keys, with a warning', () => {
    const body = link.slice(0, link.lastIndexOf('&h=')) + '&zz=1&theme=dark';
    // a correct checksum over the extended body: the keys are unknown, not corrupt
    const withSum = encodeWith(body);
    const d = decodePermalink(withSum);
    expect(d.ok).toBe(true);
    if (d.ok) {
      expect(d.state).toEqual(base);
      expect(d.warnings[0]).toMatch(/unknown link parameters: zz, theme/);
    }
  });

  it('refuses out-of-range values instead of clamping them', () => {
    for (const [from, to] of [['b=35', 'b=140'], ['t=20-50', 't=60-50'], ['e=cl100k_base', 'e=p50k'], ['p=cavekit', 'p=nope']] as const) {
      const d = decodePermalink(encodeWith(link.slice(0, link.lastIndexOf('&h=')).replace(from, to)));
      expect(d.ok, to).toBe(false);
    }
  });

  it('reports length against the limits', () => {
    expect(linkLengthStatus(500)).toBe('ok');
    expect(linkLengthStatus(WARN_LENGTH + 1)).toBe('long');
    expect(linkLengthStatus(MAX_LENGTH + 1)).toBe('too-long');
    const big = encodePermalink({ ...base, input: Array.from({ length: 20000 }, (_, i) => `line ${i * 7919} of a very different text`).join('\n') });
    expect(linkLengthStatus(big.length)).toBe('too-long');
  });
});

function encodeWith(body: string): string {
  // recompute the checksum the way the codec does (FNV-1a, base 36)
  let h = 0x811c9dc5;
  for (let i = 0; i < body.length; i++) {
    h ^= body.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${body}&h=${h.toString(36)}`;
}

describe('links shared before SHARE_FIELDS', () => {
  // A field added since is missing from the fixtures' states: such a link opens with its default.
  const defaults = Object.fromEntries(SHARE_FIELDS.flatMap((f) => (f.default === REQUIRED ? [] : [[f.key, f.default]])));
  const now = (state: ShareState) => ({ ...defaults, ...state }) as ShareState;

  it.each(OLD_LINKS)('still open: $name', ({ link, state }) => {
    expect(decodePermalink('#' + link)).toEqual({ ok: true, state: now(state), warnings: [] });
    expect(readLink('#' + link)).toEqual({ ok: true, state: now(state), warnings: [] });
  });

  it.each(OLD_LINKS)('are still what their state encodes to: $name', ({ link, state }) => {
    expect(encodePermalink(now(state))).toBe(link);
  });

  it('leave out an empty phase and empty rule edits, as they always did', () => {
    const { link, state } = OLD_LINKS[0];
    expect(encodePermalink({ ...now(state), phase: '', rules: {} })).toBe(link);
  });
});
