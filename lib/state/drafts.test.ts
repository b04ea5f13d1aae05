import { describe, expect, it } from 'vitest';
import { encodePermalink, type ShareState } from './permalink';
import { defaultShare } from './session';
import {
  DRAFT_PREFIX,
  draftKey,
  firstLine,
  listDrafts,
  makeEntry,
  MAX_DRAFT_CHARS,
  MAX_DRAFTS,
  metaOf,
  migrateV1,
  MIGRATED_DRAFT_KEY,
  MIGRATED_PREVIOUS_KEY,
  pruneDrafts,
  liveDrafts,
  LIVE_MS,
  markLive,
  readDrafts,
  readDropped,
  unmarkLive,
  readTab,
  relativeTime,
  V1_DRAFT_KEY,
  V1_PREVIOUS_KEY,
  writeDraft,
  writeTab,
  type DraftEntry,
  type DraftStorage,
} from './drafts';
import { MemStorage, QuotaStorage } from './memStorage';

const state = (input: string): ShareState => ({ ...defaultShare(), input });
const entry = (page: string, n: number, input: string, at: number): DraftEntry => {
  const s = state(input);
  return makeEntry(draftKey(page, n), encodePermalink(s), metaOf(s, at));
};

describe('what a draft shows', () => {
  it('its first non-blank line, whitespace collapsed, shortened with an ellipsis', () => {
    expect(firstLine('\n  \n  # Status   report \nsecond')).toBe('# Status report');
    expect(firstLine('')).toBe('');
    const long = 'word '.repeat(30);
    const line = firstLine(long, 20);
    expect(line).toHaveLength(20);
    expect(line.endsWith('…')).toBe(true);
    expect(firstLine('exactly twenty chars', 20)).toBe('exactly twenty chars');
  });

  it('its age in words', () => {
    const now = Date.UTC(2026, 0, 10, 12);
    expect(relativeTime(now - 10_000, now)).toBe('just now');
    expect(relativeTime(now + 5_000, now)).toBe('just now'); // another tab's clock a little ahead
    expect(relativeTime(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(relativeTime(now - 3 * 3_600_000 - 60_000, now)).toBe('3 h ago');
    expect(relativeTime(now - 30 * 3_600_000, now)).toBe('yesterday');
    expect(relativeTime(now - 4 * 86_400_000, now)).toBe('4 days ago');
  });
});

describe('storing drafts', () => {
  it('reads back what it wrote, newest first, and skips what is not a draft', () => {
    const s = new MemStorage();
    s.setItem('unrelated', 'x');
    s.setItem(DRAFT_PREFIX + 'broken:1', 'no metadata line');
    writeDraft(s, entry('a', 1, 'older text', 1_000));
    writeDraft(s, entry('b', 1, 'newer text', 2_000));
    const all = readDrafts(s);
    expect(all.map((e) => e.line)).toEqual(['newer text', 'older text']);
    expect(all[0]).toMatchObject({ key: draftKey('b', 1), page: 'b', words: 2, profileId: 'forge', rules: false });
    expect(all[0].size).toBe(all[0].key.length + s.getItem(all[0].key)!.length);
  });

  it('never throws when storage is missing or refuses to be read', () => {
    const denied: DraftStorage = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {},
    };
    expect(readDrafts(null)).toEqual([]);
    expect(readDrafts(denied)).toEqual([]);
    expect(writeDraft(denied, entry('a', 1, 'x', 1)).ok).toBe(false);
    expect(writeDraft(null, entry('a', 1, 'x', 1)).ok).toBe(false);
  });

  it('keeps each state once: an older copy of the same state goes', () => {
    const s = new MemStorage();
    writeDraft(s, entry('a', 1, 'same text', 1_000));
    writeDraft(s, entry('b', 1, 'other text', 1_500));
    const r = writeDraft(s, entry('b', 2, 'same text', 2_000));
    expect(r.entries.map((e) => e.key)).toEqual([draftKey('b', 2), draftKey('b', 1)]);
    expect(s.getItem(draftKey('a', 1))).toBeNull();
  });

  it(`keeps at most ${MAX_DRAFTS} drafts, the newest`, () => {
    const s = new MemStorage();
    for (let i = 1; i <= MAX_DRAFTS + 4; i++) writeDraft(s, entry(`p${i % 3}`, i, `draft number ${i}`, i * 1_000));
    const left = readDrafts(s);
    expect(left).toHaveLength(MAX_DRAFTS);
    expect(left[0].line).toBe(`draft number ${MAX_DRAFTS + 4}`);
    expect(left[MAX_DRAFTS - 1].line).toBe('draft number 5');
  });

  it('keeps the drafts within MAX_DRAFT_CHARS, but always the one being written', () => {
    const fake = (key: string, at: number, size: number, frag = key): DraftEntry => ({ key, page: 'p', frag, at, line: '', words: 0, profileId: 'forge', rules: false, size });
    const third = Math.floor(MAX_DRAFT_CHARS / 3);
    const entries = [fake('a', 4, third), fake('b', 3, third), fake('c', 2, third), fake('d', 1, 10)];
    // a, b, c fill the budget: the older d goes
    expect(pruneDrafts(entries)).toEqual(['d']);
    // a newer e pushes c out; the small d fits again beside e, a and b
    expect(pruneDrafts([...entries, fake('e', 5, 10)])).toEqual(['c']);
    // a draft larger than the budget on its own stays when it is the one being written
    expect(pruneDrafts([fake('huge', 9, MAX_DRAFT_CHARS * 2), ...entries], ['huge'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('on a quota error the oldest other drafts make room; the draft being written is stored', () => {
    const s = new QuotaStorage(Infinity);
    const big = (n: number) => Array.from({ length: 120 }, (_, i) => `w${(i * 7919 + n * 104729) % 100003}`).join(' ');
    writeDraft(s, entry('a', 1, big(1), 1_000));
    writeDraft(s, entry('b', 1, big(2), 2_000));
    s.limit = s.used() + 100; // full: a third draft of that size does not fit
    const r = writeDraft(s, entry('c', 1, big(3), 3_000));
    expect(r.ok).toBe(true);
    expect(readDrafts(s).map((e) => e.key)).toEqual([draftKey('c', 1), draftKey('b', 1)]); // the oldest went
    expect(r.entries.map((e) => e.key)).toEqual([draftKey('c', 1), draftKey('b', 1)]);
  });

  it('a draft too large even alone: ok false, no throw, its previous save and the other drafts stay', () => {
    const s = new QuotaStorage(3_000);
    const key = draftKey('a', 1);
    writeDraft(s, entry('b', 1, 'a draft of another tab', 0));
    expect(writeDraft(s, makeEntry(key, encodePermalink(state('short draft')), metaOf(state('short draft'), 1))).ok).toBe(true);
    const huge = Array.from({ length: 2_000 }, (_, i) => `t${(i * 7919) % 100003}`).join(' ');
    const r = writeDraft(s, makeEntry(key, encodePermalink(state(huge)), metaOf(state(huge), 2)));
    expect(r.ok).toBe(false);
    expect(readDrafts(s).map((e) => e.line)).toEqual(['short draft', 'a draft of another tab']);
  });
});

describe("an open tab's draft", () => {
  const T = 10_000_000;
  it("is not pushed out by another tab's 1.6 M-character draft", () => {
    const s = new MemStorage();
    const idle = entry('idle', 1, 'the text an idle open tab shows', T);
    writeDraft(s, idle, T);
    markLive(s, 'idle', T, idle.key);
    // words that do not compress: the link's fragment itself is some 1.6 M characters
    let x = 88172645;
    const next = () => ((x ^= x << 13), (x >>>= 0), (x ^= x >>> 17), (x ^= x << 5), (x >>>= 0));
    const huge = Array.from({ length: 240_000 }, () => next().toString(36)).join(' ');
    expect(entry('busy', 1, huge, 0).size).toBeGreaterThan(MAX_DRAFT_CHARS);
    writeDraft(s, entry('busy', 1, huge, T + 5_000), T + 5_000);
    expect(readDrafts(s).map((e) => e.key)).toContain(idle.key);
    // closed, it is pruned like any other on the next write, and the list says why
    unmarkLive(s, 'idle');
    writeDraft(s, entry('busy', 2, huge + ' more', T + 9_000), T + 9_000);
    expect(readDrafts(s).map((e) => e.key)).not.toContain(idle.key);
    expect(readDropped(s).find((d) => d.line === 'the text an idle open tab shows')).toMatchObject({ why: expect.stringMatching(/M characters/) });
  });

  it(`is not pushed out by ${MAX_DRAFTS + 1} other edited drafts, nor a stale tab's`, () => {
    const s = new MemStorage();
    const idle = entry('idle', 1, 'idle tab text', T);
    writeDraft(s, idle, T);
    markLive(s, 'idle', T, idle.key);
    const stale = entry('crashed', 1, 'a crashed tab', T + 1);
    writeDraft(s, stale, T + 1);
    markLive(s, 'crashed', T + 1 - LIVE_MS * 2, stale.key);
    for (let i = 1; i <= MAX_DRAFTS + 1; i++) {
      markLive(s, 'idle', T + i * 1000, idle.key); // its heartbeat
      writeDraft(s, entry(`other${i}`, 1, `other draft ${i}`, T + i * 1000), T + i * 1000);
    }
    const keys = readDrafts(s).map((e) => e.key);
    expect(keys).toContain(idle.key);
    expect(keys).not.toContain(stale.key);
    expect(liveDrafts(s, T + 20_000)).toEqual(new Set([idle.key])); // the stale heartbeat is gone
    expect(readDropped(s).map((d) => d.line)).toContain('a crashed tab');
    expect(readDropped(s).find((d) => d.line === 'a crashed tab')?.why).toMatch(/older than the 8 newest/);
  });
});

describe('the restore list', () => {
  it('newest first, each state once, labelled by tab, the one on screen marked', () => {
    const entries = [entry('me0', 1, 'mine from before the reload', 3_000), entry('other', 1, 'from another tab', 4_000), entry('other', 2, 'mine from before the reload', 1_000)];
    const legacy = makeEntry(MIGRATED_DRAFT_KEY, encodePermalink(state('from version 1')), metaOf(state('from version 1'), 500));
    const items = listDrafts([...entries, legacy], { pageIds: ['me0', 'me1'], onScreen: draftKey('other', 1) });
    expect(items.map((i) => [i.line, i.origin, i.onScreen])).toEqual([
      ['from another tab', 'other-tab', true],
      ['mine from before the reload', 'this-tab', false],
      ['from version 1', 'earlier', false],
    ]);
  });

  it(`shows at most ${MAX_DRAFTS}`, () => {
    const many = Array.from({ length: MAX_DRAFTS + 3 }, (_, i) => entry('p', i, `text ${i}`, i));
    const items = listDrafts(many, { pageIds: [], onScreen: null });
    expect(items).toHaveLength(MAX_DRAFTS);
    expect(items[0].line).toBe(`text ${MAX_DRAFTS + 2}`);
  });
});

describe('migration from the version-1 keys', () => {
  it('moves the draft and the previous draft into the list, then removes the old keys', () => {
    const s = new MemStorage();
    s.setItem(V1_DRAFT_KEY, encodePermalink(state('the v1 draft')));
    s.setItem(V1_PREVIOUS_KEY, encodePermalink(state('the v1 previous draft')));
    expect(migrateV1(s, 10_000)).toEqual([MIGRATED_PREVIOUS_KEY, MIGRATED_DRAFT_KEY]);
    expect(readDrafts(s).map((e) => e.line)).toEqual(['the v1 draft', 'the v1 previous draft']);
    expect(s.getItem(V1_DRAFT_KEY)).toBeNull();
    expect(s.getItem(V1_PREVIOUS_KEY)).toBeNull();
    // a second page load finds nothing more to move, and loses nothing
    expect(migrateV1(s, 20_000)).toEqual([]);
    expect(readDrafts(s)).toHaveLength(2);
  });

  it('keeps an old key when its copy cannot be written; drops an unreadable one', () => {
    const s = new QuotaStorage(0);
    s.m.set(V1_DRAFT_KEY, encodePermalink(state('cannot be copied')));
    s.m.set(V1_PREVIOUS_KEY, 'garbage');
    s.limit = s.used();
    expect(migrateV1(s, 1)).toEqual([]);
    expect(s.getItem(V1_DRAFT_KEY)).not.toBeNull();
    expect(s.getItem(V1_PREVIOUS_KEY)).toBeNull();
  });
});

describe('the tab record', () => {
  it('round-trips through session storage and ignores garbage', () => {
    const s = new MemStorage();
    expect(readTab(s)).toBeNull();
    writeTab(s, { ids: Array.from({ length: 12 }, (_, i) => `id${i}`), live: 'k', onScreen: true });
    expect(readTab(s)).toEqual({ ids: Array.from({ length: 8 }, (_, i) => `id${i + 4}`), live: 'k', onScreen: true });
    s.setItem('caveman.tab.v2', '{not json');
    expect(readTab(s)).toBeNull();
  });
});
