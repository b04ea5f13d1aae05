import { describe, expect, it } from 'vitest';
import { PROFILES, validateProfile } from 'caveman-compress/internals/profiles';
import { compress } from 'caveman-compress/internals/compress';
import {
  describeEdits,
  activeProfile,
  deriveProfile,
  diffProfile,
  editCount,
  exportFileName,
  exportProfile,
  exportProfileText,
  formatPairs,
  formatWordList,
  isEdited,
  jsonEqual,
  normalizeEdits,
  parsePairs,
  parseProfileFile,
  parseProfileText,
  parseWordList,
  patternError,
  patternsKey,
  resetField,
  resetGroup,
  withField,
  withGroup,
} from './edits';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('profile diffing', () => {
  it('a built-in profile has no difference from itself', () => {
    for (const p of Object.values(PROFILES)) expect(diffProfile(p, structuredClone(p))).toEqual({});
  });

  it('keeps keyed objects per key and lists whole, never thresholds', () => {
    const base = PROFILES.forge;
    const p = structuredClone(base);
    p.groups.article = false;
    p.precedence.securityClamp = true;
    p.fillerWords = [...p.fillerWords, 'kinda'];
    p.arrow = '→';
    p.thresholds = { upper: 70, lower: 10 };
    expect(diffProfile(base, p)).toEqual({
      arrow: '→',
      groups: { article: false },
      fillerWords: [...base.fillerWords, 'kinda'],
      precedence: { securityClamp: true },
    });
  });

  it('the diff applied to the base with validateProfile gives the profile back', () => {
    const p = structuredClone(PROFILES.cavekit);
    p.groups.number = false;
    p.abbreviations = [{ from: 'reviewer', to: 'rev' }];
    p.protectedPatterns = [{ pattern: 'T\\d+', flags: 'i' }];
    const r = validateProfile({ ...diffProfile(PROFILES.cavekit, p), base: 'cavekit' });
    expect(r.ok && r.profile).toEqual(p);
  });

  it('compares JSON structurally, key order ignored', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
  });
});

describe('rule edits', () => {
  it('derives the active profile from the edits (memoized on the same arguments)', () => {
    const edits = { groups: { article: false } };
    const a = deriveProfile('forge', edits);
    expect(a.ok && a.profile.groups.article).toBe(false);
    expect(deriveProfile('forge', edits)).toBe(a);
    expect(activeProfile('forge', null)).toBe(PROFILES.forge);
    expect(deriveProfile('forge', { groups: { nope: true } }).ok).toBe(false);
    expect(activeProfile('forge', { groups: { nope: true } })).toBe(PROFILES.forge);
    expect(deriveProfile('nope', null).ok).toBe(false);
  });

  it('switches a group, sets a field, and an edit back to the default disappears', () => {
    let e = withGroup('forge', null, 'article', false);
    expect(e).toEqual({ groups: { article: false } });
    e = withField('forge', e, 'arrow', '→');
    expect(e).toEqual({ groups: { article: false }, arrow: '→' });
    e = withGroup('forge', e, 'article', true);
    expect(e).toEqual({ arrow: '→' });
    e = withField('forge', e, 'arrow', '->');
    expect(e).toBeNull();
    // cavekit's default arrow is →: the same glyph is no edit there
    expect(withField('cavekit', null, 'arrow', '→')).toBeNull();
  });

  it('resets one group, one field, keeps the rest', () => {
    const e = { groups: { article: false, filler: false }, arrow: '→', fillerWords: ['just'] };
    expect(resetGroup(e, 'article')).toEqual({ groups: { filler: false }, arrow: '→', fillerWords: ['just'] });
    expect(resetGroup({ groups: { article: false } }, 'article')).toBeNull();
    expect(resetField(e, 'arrow')).toEqual({ groups: { article: false, filler: false }, fillerWords: ['just'] });
    expect(resetField({ arrow: '→' }, 'arrow')).toBeNull();
    expect(resetField(null, 'arrow')).toBeNull();
    expect(isEdited(e, 'groups', 'filler')).toBe(true);
    expect(isEdited(e, 'groups', 'number')).toBe(false);
    expect(isEdited(e, 'synonyms')).toBe(false);
    expect(editCount(e)).toBe(4);
    expect(editCount(null)).toBe(0);
  });

  it('normalizes edits: validated, defaults dropped, base/version ignored', () => {
    expect(normalizeEdits('forge', { arrow: '->', base: 'terse', version: 1 })).toEqual({ ok: true, edits: null });
    expect(normalizeEdits('forge', { groups: { article: false, filler: true } })).toEqual({ ok: true, edits: { groups: { article: false } } });
    const bad = normalizeEdits('forge', { protectedPatterns: [{ pattern: '(' }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/invalid regular expression/);
    expect(normalizeEdits('forge', { colour: 'red' })).toEqual({ ok: false, error: 'unknown field "colour"' });
  });
});

describe('export and import', () => {
  const edits = { groups: { article: false }, fillerWords: ['just', 'summary'], arrow: '→' as const };

  it('exports the complete tuned profile with its base, and the CLI-side validation reads it back', () => {
    const json = exportProfile('forge', edits, { upper: 60, lower: 15 });
    expect(json).toMatchObject({ base: 'forge', version: 1, id: 'forge', arrow: '→', thresholds: { upper: 60, lower: 15 } });
    const r = validateProfile(JSON.parse(exportProfileText('forge', edits, { upper: 60, lower: 15 })));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.profile.groups.article).toBe(false);
    // the same output as the profile the playground derives
    const text = 'I really think the build is just a summary of the database.';
    const mine = activeProfile('forge', edits);
    for (const intensity of ['lite', 'full', 'ultra'] as const) {
      expect(compress(text, { intensity, profile: r.profile }).output).toBe(compress(text, { intensity, profile: mine }).output);
    }
    expect(exportFileName('forge', edits)).toBe('caveman-profile-forge-tuned.json');
    expect(exportFileName('terse', null)).toBe('caveman-profile-terse.json');
  });

  it('imports an export as the same profile, edits and thresholds', () => {
    const r = parseProfileFile(bytes(exportProfileText('cavekit', { groups: { number: false } }, { upper: 55, lower: 25 })), 'x.json');
    expect(r).toEqual({ ok: true, value: { profileId: 'cavekit', edits: { groups: { number: false } }, thresholds: { upper: 55, lower: 25 } } });
  });

  it('imports a partial profile (what differs, with a base) and a bare built-in profile', () => {
    expect(parseProfileText('{"base":"terse","arrow":"->"}')).toEqual({
      ok: true,
      value: { profileId: 'terse', edits: { arrow: '->' }, thresholds: PROFILES.terse.thresholds },
    });
    expect(parseProfileText(JSON.stringify(PROFILES.cavecrew))).toMatchObject({ ok: true, value: { profileId: 'cavecrew', edits: null } });
    expect(parseProfileText('\uFEFF{"groups":{"filler":false}}')).toMatchObject({ ok: true, value: { profileId: 'forge', edits: { groups: { filler: false } } } });
  });

  it('refuses what is not a valid profile, naming what is wrong', () => {
    const cases: Array<[Uint8Array, RegExp]> = [
      [bytes(''), /empty/],
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]), /binary data/],
      [new Uint8Array([0xff, 0xfe, 0x41, 0x42]), /not UTF-8/],
      [bytes('\x01\x02\x03\x04{}'), /binary data/],
      [bytes('{"groups": {'), /not valid JSON/],
      [bytes('[1,2]'), /not a list/],
      [bytes('"forge"'), /not string/],
      [bytes('{"colour":"red"}'), /unknown field "colour"/],
      [bytes('{"groups":{"article":"no"}}'), /"groups.article" must be true or false/],
      [bytes('{"protectedPatterns":[{"pattern":"a("}]}'), /protectedPatterns\[0\]": invalid regular expression/],
      [bytes('{"protectedPatterns":[{"pattern":"x*"}]}'), /matches the empty string/],
      [bytes('{"base":"nope"}'), /unknown profile "nope"/],
      [new Uint8Array(1_000_001).fill(0x20), /too large/],
    ];
    for (const [b, re] of cases) {
      const r = parseProfileFile(b, 'f.json');
      expect(r.ok, String(re)).toBe(false);
      if (!r.ok) {
        expect(r.error).toMatch(re);
        expect(r.error).toContain('f.json');
      }
    }
  });
});

describe('text forms of the lists', () => {
  it('word lists: one per line, blanks ignored', () => {
    expect(parseWordList(' just\n\nreally \n  \nof course')).toEqual(['just', 'really', 'of course']);
    expect(formatWordList(['a', 'b c'])).toBe('a\nb c');
    expect(parseWordList(formatWordList(PROFILES.forge.fillerPhrases))).toEqual(PROFILES.forge.fillerPhrases);
  });

  it('pairs: "from -> to", errors by line', () => {
    expect(parsePairs('database -> DB\n\nin order to -> to\nprior to->before')).toEqual({
      pairs: [
        { from: 'database', to: 'DB' },
        { from: 'in order to', to: 'to' },
        { from: 'prior to', to: 'before' },
      ],
      errors: [],
    });
    expect(parsePairs('database DB\n -> x').errors).toEqual(['line 1: write “from -> to”', 'line 2: nothing before “->”']);
    for (const k of ['phrases', 'synonyms', 'abbreviations'] as const) expect(parsePairs(formatPairs(PROFILES.forge[k])).pairs).toEqual(PROFILES.forge[k]);
  });

  it('patterns: the error as you type, or null', () => {
    expect(patternError('T\\d+')).toBeNull();
    expect(patternError('T\\d+', 'i')).toBeNull();
    expect(patternError('a(')).toMatch(/invalid regular expression/);
    expect(patternError('x?')).toMatch(/empty string/);
    expect(patternError('x', 'q')).toMatch(/unknown flag “q”/);
    expect(patternError('')).toBe('empty pattern');
    expect(patternsKey([{ pattern: 'a' }, { pattern: 'b', flags: 'i' }])).toBe(patternsKey([{ pattern: 'a', flags: '' }, { pattern: 'b', flags: 'i' }]));
    expect(patternsKey([{ pattern: 'a' }])).not.toBe(patternsKey([{ pattern: 'a', flags: 'i' }]));
  });
});

describe('rules from elsewhere (a rules file, a shared link)', () => {
  it('refuse a replacement that would put a link, HTML, code or an address into the text', () => {
    for (const to of ['[docs](https://evil.example)', '<img src=x onerror=alert(1)>', '`rm -rf /`', 'see www.evil.example', 'javascript:alert(1)']) {
      const r = validateProfile({ phrases: [{ from: 'the fix', to }] });
      expect(r.ok, to).toBe(false);
      expect(!r.ok && r.error).toMatch(/may not hold markup or an address/);
    }
    expect(validateProfile({ phrases: [{ from: 'in order to', to: 'to' }] }).ok).toBe(true);
  });

  it('are listed as a user reads them: what each list gains and loses, each switch', () => {
    expect(describeEdits('forge', { fillerWords: [...PROFILES.forge.fillerWords.filter((w) => w !== 'just'), 'not'], groups: { article: false }, phrases: [...PROFILES.forge.phrases, { from: 'do not', to: 'do' }] })).toEqual([
      'filler words: + not, − just',
      'rule group article: off',
      'phrases: + do not -> do',
    ]);
    expect(describeEdits('forge', null)).toEqual([]);
  });
});
