import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { corpusFileFragment, defaultsWith, encodePermalink, exampleFragment, type ShareState } from './permalink';
import { createPlaygroundStore } from './store';
import {
  bootDecision,
  defaultShare,
  installSession,
  LINK_CONFIRM_LENGTH,
  readOwnHashes,
  rememberOwnHash,
  readLink,
  sameShare,
  sessionOf,
  shareLink,
  shareStateOf,
  SYNC_DELAY_MS,
  type SessionEnv,
} from './session';
import { draftKey, makeEntry, MAX_DRAFTS, metaOf, readDrafts, V1_DRAFT_KEY, V1_PREVIOUS_KEY, writeDraft, type DraftEntry, type DraftStorage } from './drafts';
import { MemStorage, QuotaStorage } from './memStorage';
import { encodeSettingsLink } from './settingsLink';

const base: ShareState = { ...defaultShare(), input: 'The build is basically complete.', budget: 70 };
const other: ShareState = { ...base, input: 'The server is really ready.', profileId: 'terse', rules: { groups: { article: false } } };

/** One browser's local storage as the tabs see it: a write fires `storage` in every other tab. */
class SharedStorage {
  store: MemStorage;
  private listeners = new Map<object, (key: string | null) => void>();
  constructor(store: MemStorage = new MemStorage()) {
    this.store = store;
  }
  view(): DraftStorage & { listen(fn: (key: string | null) => void): () => void } {
    const me = {};
    const notify = (key: string) => {
      for (const [owner, fn] of this.listeners) if (owner !== me) fn(key);
    };
    const s = this.store;
    return {
      get length() {
        return s.length;
      },
      key: (i) => s.key(i),
      getItem: (k) => s.getItem(k),
      setItem: (k, v) => {
        s.setItem(k, v);
        notify(k);
      },
      removeItem: (k) => {
        s.removeItem(k);
        notify(k);
      },
      listen: (fn) => {
        this.listeners.set(me, fn);
        return () => this.listeners.delete(me);
      },
    };
  }
}

type FakeEnv = SessionEnv & { fire(t: string): void; writes: string[] };

/** A page load: its URL, the browser's local storage and the tab's session storage. */
function fakeEnv(hash = '', opts: { shared?: SharedStorage; session?: MemStorage; storage?: DraftStorage } = {}): FakeEnv {
  const listeners = new Map<string, () => void>();
  const writes: string[] = [];
  const view = opts.shared?.view();
  const env: FakeEnv = {
    location: { hash, pathname: '/', search: '' },
    history: {
      state: null,
      replaceState(_d, _u, url) {
        writes.push(url ?? '');
        env.location.hash = url && url.includes('#') ? url.slice(url.indexOf('#')) : '';
      },
    },
    storage: opts.storage ?? view ?? new MemStorage(),
    session: opts.session ?? new MemStorage(),
    addEventListener: (t, fn) => listeners.set(t, fn),
    removeEventListener: (t) => listeners.delete(t),
    onStorage: view ? (fn) => view.listen(fn) : undefined,
    fire: (t) => listeners.get(t)?.(),
    writes,
  };
  return env;
}

/** A tab: a page load that can be typed into, reloaded and sent to a link like a user does. */
function openTab(shared: SharedStorage, hash = '', session = new MemStorage()) {
  const env = fakeEnv(hash, { shared, session });
  const store = createPlaygroundStore();
  const stop = installSession(store, env);
  const tab = {
    env,
    store,
    session,
    stop,
    type(text: string) {
      store.getState().setInput(text);
      vi.advanceTimersByTime(SYNC_DELAY_MS);
    },
    /** A link pasted into the address bar of this tab (a hash-only navigation). */
    go(frag: string) {
      env.location.hash = '#' + frag;
      env.fire('hashchange');
    },
    /** Close the page (pagehide flushes) and load the URL again in the same tab. */
    reload() {
      env.fire('pagehide');
      stop();
      return openTab(shared, env.location.hash, session);
    },
    input: () => store.getState().input,
    listed: () => store.getState().drafts.map((d) => d.line),
  };
  return tab;
}

const entryOf = (page: string, n: number, s: ShareState, at: number): DraftEntry => makeEntry(draftKey(page, n), encodePermalink(s), metaOf(s, at));

describe('the shareable state', () => {
  it('maps the store to a ShareState and back', () => {
    const store = createPlaygroundStore();
    expect(store.getState().applyShare(other)).toBeNull();
    expect(sameShare(shareStateOf(store.getState()), other)).toBe(true);
    expect(sameShare(base, other)).toBe(false);
    // rule edits equal to the default are no difference
    expect(sameShare({ ...base, rules: { arrow: '->' } }, base)).toBe(true);
  });

  it('reads a link completely, refusing invalid rule edits', () => {
    expect(readLink(encodePermalink(other))).toMatchObject({ ok: true, state: { input: other.input, rules: { groups: { article: false } } } });
    const bad = readLink(encodePermalink({ ...base, rules: { arrow: '=>' } }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/rule edits in the link are invalid.*arrow.*Nothing was loaded/);
  });

  it('opens an example as the defaults with its text and profile (the rules page links; lib/permalink builds them from the field table)', () => {
    const r = readLink(exampleFragment('Tell me the build is done.', 'terse'));
    expect(r).toEqual({ ok: true, state: { ...defaultShare(), input: 'Tell me the build is done.', profileId: 'terse' }, warnings: [] });
    // the table's defaults are the state a fresh page opens on
    expect(defaultsWith('x')).toEqual({ ...defaultShare(), input: 'x' });
  });

  it("opens a corpus file with the corpus page's profile, rule edits, thresholds and encoding, the rest at its defaults", () => {
    const rules = { groups: { article: false } };
    const r = readLink(corpusFileFragment('A file.', { profileId: 'terse', rules, thresholds: { upper: 60, lower: 10 }, encoding: 'cl100k_base' }));
    expect(r).toEqual({ ok: true, state: { ...defaultShare(), input: 'A file.', profileId: 'terse', rules, thresholds: { upper: 60, lower: 10 }, encoding: 'cl100k_base' }, warnings: [] });
  });

  it('builds the link of the current state', () => {
    const s = createPlaygroundStore().getState();
    const { url, length } = shareLink(s, 'https://x.test/');
    expect(url.startsWith('https://x.test/#v=1&')).toBe(true);
    expect(length).toBe(url.length);
    expect(readLink(url.slice(url.indexOf('#'))).ok).toBe(true);
  });
});

describe('what the page opens on', () => {
  const d = encodePermalink(base);
  const o = encodePermalink(other);
  const mine = entryOf('tab1', 1, base, 2_000);
  const theirs = entryOf('tab2', 1, { ...base, input: 'Another tab typed this.' }, 3_000);

  it('nothing stored, no link: the defaults', () => {
    expect(bootDecision({ hash: '', drafts: [] })).toEqual({ apply: null, draft: null, frag: null, offer: null, notices: [] });
  });

  it('no link, a new tab: the newest draft', () => {
    const r = bootDecision({ hash: '', drafts: [theirs, mine] });
    expect(r.apply?.input).toBe('Another tab typed this.');
    expect(r.draft).toBe(theirs.key);
  });

  it("no link, a reload of a tab whose draft was on screen: the tab's own draft, even when another is newer", () => {
    const r = bootDecision({ hash: '', drafts: [theirs, mine], tab: { ids: ['tab1'], live: mine.key, onScreen: true } });
    expect(r.apply?.input).toBe(base.input);
    expect(r.draft).toBe(mine.key);
  });

  it('a link over a different draft: the link, and the draft offered back', () => {
    const r = bootDecision({ hash: '#' + o, drafts: [theirs, mine], tab: { ids: ['tab1'], live: mine.key, onScreen: false } });
    expect(r.apply?.input).toBe(other.input);
    expect(r.draft).toBeNull();
    expect(r.frag).toBe(o);
    expect(r.offer).toMatchObject({ key: mine.key, state: { input: base.input } });
    // a new tab: the newest draft is offered
    expect(bootDecision({ hash: '#' + o, drafts: [theirs, mine] }).offer?.key).toBe(theirs.key);
  });

  it('a link equal to the draft, or over the defaults: nothing to offer back', () => {
    expect(bootDecision({ hash: '#' + d, drafts: [mine] }).offer).toBeNull();
    expect(bootDecision({ hash: '#' + o, drafts: [entryOf('v1', 0, defaultShare(), 1)] }).offer).toBeNull();
  });

  it('a reload of the URL this tab wrote: its (newer) draft wins', () => {
    const r = bootDecision({ hash: '#' + o, drafts: [mine], tab: { ids: ['tab1'], live: mine.key, onScreen: true }, ownHash: o });
    expect(r.apply?.input).toBe(base.input);
    expect(r.offer).toBeNull();
  });

  it('a reload that started before the pagehide flush (the URL one write behind): the newest URL the tab wrote', () => {
    const session = new MemStorage();
    rememberOwnHash(session, o); // the URL the reload navigates to
    rememberOwnHash(session, d); // written by the flush during pagehide
    // the tab showed no draft of its own (the state was a link, unedited since)
    const r = bootDecision({ hash: '#' + o, drafts: [theirs], tab: { ids: ['tab1'], live: null, onScreen: false }, ownHash: readOwnHashes(session) });
    expect(r.apply?.input).toBe(base.input);
    expect(r.offer).toBeNull();
  });

  it('a bad link: an error, nothing of it loaded, the draft stays', () => {
    for (const bad of [o.slice(0, o.length - 5), o.replace('v=1', 'v=9'), 'v=1&zz', '#section-2']) {
      const r = bootDecision({ hash: bad, drafts: [mine] });
      expect(r.apply?.input, bad).toBe(base.input);
      expect(r.notices).toHaveLength(1);
      expect(r.notices[0]).toMatchObject({ kind: 'error', text: expect.stringMatching(/^This link cannot be opened: /) });
    }
  });

  it("a bad link's notice says what is wrong with it and that nothing was loaded; a fresh tab opens on the defaults", () => {
    const i = o.indexOf('&i=') + 8;
    const cases: Array<[string, RegExp]> = [
      [o.slice(0, i) + (o[i] === 'A' ? 'B' : 'A') + o.slice(i + 1), /corrupted/],
      [o.slice(0, Math.floor(o.length * 0.6)), /truncated/],
      [o.replace('v=1', 'v=2'), /newer playground \(v=2\)/],
      [encodePermalink({ ...base, rules: { groups: { nope: false } } as never }), /rule edits in the link are invalid/],
    ];
    for (const [bad, why] of cases) {
      const r = bootDecision({ hash: '#' + bad, drafts: [] });
      expect(r, bad).toMatchObject({ apply: null, draft: null, offer: null });
      expect(r.notices).toHaveLength(1);
      expect(r.notices[0].kind).toBe('error');
      expect(r.notices[0].text).toMatch(/^This link cannot be opened: .*Nothing was loaded\.$/);
      expect(r.notices[0].text).toMatch(why);
    }
  });

  it('unknown keys: the link loads with a warning', () => {
    const body = o.slice(0, o.lastIndexOf('&h=')) + '&zz=1';
    let h = 0x811c9dc5;
    for (let i = 0; i < body.length; i++) h = Math.imul(h ^ body.charCodeAt(i), 0x01000193) >>> 0;
    const r = bootDecision({ hash: `#${body}&h=${h.toString(36)}`, drafts: [] });
    expect(r.apply?.input).toBe(other.input);
    expect(r.notices).toEqual([{ kind: 'warning', text: 'Link opened, with a warning: ignored unknown link parameter: zz.' }]);
  });

  it('an unreadable stored draft is passed over', () => {
    const garbage = { ...mine, key: draftKey('x', 1), frag: 'garbage', at: 9_000 };
    expect(bootDecision({ hash: '', drafts: [garbage] }).apply).toBeNull();
    expect(bootDecision({ hash: '', drafts: [garbage, mine] }).apply?.input).toBe(base.input);
  });
});

describe('installSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the link, keeps the URL and the draft in step (debounced), one replaceState per quiet period', () => {
    const shared = new SharedStorage();
    writeDraft(shared.store, entryOf('earlier', 1, base, Date.now() - 60_000));
    const env = fakeEnv('#' + encodePermalink(other), { shared });
    const store = createPlaygroundStore();
    const stop = installSession(store, env);
    expect(store.getState().input).toBe(other.input);
    expect(store.getState().previousDraft?.state.input).toBe(base.input);

    for (const t of ['a', 'ab', 'abc', 'abcd']) {
      store.getState().setInput(t);
      vi.advanceTimersByTime(100);
    }
    expect(env.writes).toHaveLength(0);
    vi.advanceTimersByTime(SYNC_DELAY_MS);
    expect(env.writes).toHaveLength(1);
    const frag = env.writes[0].slice(env.writes[0].indexOf('#') + 1);
    expect(readLink(frag)).toMatchObject({ ok: true, state: { input: 'abcd' } });
    expect(readDrafts(shared.store).map((e) => e.frag)).toEqual([frag, encodePermalink(base)]);
    expect(readOwnHashes(env.session as MemStorage)).toEqual([frag]);

    // not shareable: no write
    store.getState().setHelpOpen(true);
    vi.advanceTimersByTime(SYNC_DELAY_MS * 2);
    expect(env.writes).toHaveLength(1);

    // pagehide flushes a pending change at once, into the same draft
    store.getState().setBudget(5);
    env.fire('pagehide');
    expect(env.writes).toHaveLength(2);
    expect(readDrafts(shared.store)).toHaveLength(2);
    expect(readDrafts(shared.store)[0]).toMatchObject({ line: 'abcd' });
    expect(readLink(readDrafts(shared.store)[0].frag)).toMatchObject({ ok: true, state: { budget: 5 } });
    stop();
  });

  it('saves in the background when it can, drops a stale background answer, and flushes at once on pagehide', async () => {
    const env = fakeEnv();
    const asked: Array<{ state: ShareState; resolve: (f: string) => void }> = [];
    env.encodeInBackground = (state) => new Promise<string>((resolve) => asked.push({ state, resolve }));
    const store = createPlaygroundStore();
    const stop = installSession(store, env);
    store.getState().setInput('first');
    vi.advanceTimersByTime(SYNC_DELAY_MS);
    expect(asked).toHaveLength(1);
    expect(env.writes).toHaveLength(0); // nothing encoded on the main thread
    store.getState().setInput('second');
    vi.advanceTimersByTime(SYNC_DELAY_MS);
    expect(asked).toHaveLength(2);
    asked[1].resolve(encodePermalink(asked[1].state));
    await Promise.resolve();
    asked[0].resolve(encodePermalink(asked[0].state)); // late, for an older state: dropped
    await Promise.resolve();
    expect(env.writes).toHaveLength(1);
    expect(readLink(env.writes[0].slice(env.writes[0].indexOf('#') + 1))).toMatchObject({ ok: true, state: { input: 'second' } });

    // a change whose background save is still running: pagehide writes it at once
    store.getState().setInput('third');
    vi.advanceTimersByTime(SYNC_DELAY_MS);
    expect(asked).toHaveLength(3);
    env.fire('pagehide');
    expect(env.writes).toHaveLength(2);
    expect(readLink(env.writes[1].slice(env.writes[1].indexOf('#') + 1))).toMatchObject({ ok: true, state: { input: 'third' } });
    asked[2].resolve(encodePermalink(asked[2].state));
    await Promise.resolve();
    expect(env.writes).toHaveLength(2);
    expect(readDrafts(env.storage).map((e) => e.line)).toEqual(['third']);
    stop();
  });

  it('a change made while a background save runs is not lost when the page is hidden', async () => {
    const env = fakeEnv();
    const asked: Array<{ state: ShareState; resolve: (f: string) => void }> = [];
    env.encodeInBackground = (state) => new Promise<string>((resolve) => asked.push({ state, resolve }));
    const store = createPlaygroundStore();
    const stop = installSession(store, env);
    store.getState().setInput('older');
    vi.advanceTimersByTime(SYNC_DELAY_MS);
    store.getState().setInput('newer'); // its save is still waiting for the quiet period
    asked[0].resolve(encodePermalink(asked[0].state));
    await Promise.resolve();
    env.fire('pagehide');
    const last = env.writes[env.writes.length - 1];
    expect(readLink(last.slice(last.indexOf('#') + 1))).toMatchObject({ ok: true, state: { input: 'newer' } });
    stop();
  });

  it('the defaults and an unedited link are no drafts; an edit of a link is', () => {
    const shared = new SharedStorage();
    const tab = openTab(shared);
    tab.store.getState().setHelpOpen(true); // not part of the state
    tab.store.getState().setBudget(60);
    tab.store.getState().setBudget(38); // back to the defaults before the save
    vi.advanceTimersByTime(SYNC_DELAY_MS * 2);
    tab.go(encodePermalink(other));
    vi.advanceTimersByTime(SYNC_DELAY_MS * 2);
    expect(tab.input()).toBe(other.input);
    tab.type(other.input + ' Edited.');
    tab.type(other.input); // back to the link as it was opened
    tab.go(encodePermalink(base));
    vi.advanceTimersByTime(SYNC_DELAY_MS * 2);
    // one draft: the edit (kept although undone: it was typed and saved)
    expect(readDrafts(shared.store).map((e) => e.line)).toEqual([other.input + ' Edited.']);
    expect(tab.listed()).toEqual([other.input + ' Edited.']);
    // nothing was on screen to offer back: the unedited link is in the browser's history
    expect(tab.store.getState().previousDraft).toBeNull();
    tab.stop();
  });

  it('a draft, then two links in one tab: the draft is offered back and listed; restoring it keeps the link too', () => {
    const shared = new SharedStorage();
    const tab = openTab(shared);
    tab.type('My own draft text');
    tab.go(encodePermalink(other));
    tab.go(encodePermalink(base));
    expect(tab.input()).toBe(base.input);
    expect(tab.store.getState().previousDraft?.state.input).toBe('My own draft text');
    expect(tab.listed()).toEqual(['My own draft text']); // the links are in the URL, not drafts
    sessionOf(tab.store)!.restoreOffer();
    expect(tab.input()).toBe('My own draft text');
    expect(tab.store.getState().previousDraft).toBeNull();
    // the link that was on screen went into the list first: restoring lost nothing
    expect(tab.listed()).toEqual([base.input, 'My own draft text']);
    expect(tab.store.getState().drafts.find((d) => d.line === 'My own draft text')?.onScreen).toBe(true);
    // and the URL is the restored draft's
    expect(readLink(tab.env.location.hash)).toMatchObject({ ok: true, state: { input: 'My own draft text' } });
    tab.stop();
  });

  it('the same, with each link opened as a page load of the tab (pasted and entered)', () => {
    const shared = new SharedStorage();
    let tab = openTab(shared);
    tab.type('My own draft text');
    const session = tab.session;
    tab.env.fire('pagehide');
    tab.stop();
    tab = openTab(shared, '#' + encodePermalink(other), session);
    tab.stop();
    tab = openTab(shared, '#' + encodePermalink(base), session);
    expect(tab.input()).toBe(base.input);
    expect(tab.store.getState().previousDraft?.state.input).toBe('My own draft text');
    expect(tab.listed()).toEqual(['My own draft text']);
    sessionOf(tab.store)!.restore(tab.store.getState().drafts[0].key);
    expect(tab.input()).toBe('My own draft text');
    tab.stop();
  });

  it('a reload brings back the draft of this tab; a third link in between does not lose the second draft', () => {
    const shared = new SharedStorage();
    let tab = openTab(shared);
    tab.type('First draft');
    tab.go(encodePermalink(other));
    tab.type('Second draft, an edit of the link');
    tab = tab.reload();
    expect(tab.input()).toBe('Second draft, an edit of the link');
    expect(tab.listed()).toEqual(['Second draft, an edit of the link', 'First draft']);
    // editing after the reload continues the same draft (listed once)
    tab.type('Second draft, edited after the reload');
    expect(tab.listed()).toEqual(['Second draft, edited after the reload', 'First draft']);
    tab.stop();
  });

  it('two tabs typing in turn: neither overwrites the other, each lists both, a reload brings back its own', () => {
    const shared = new SharedStorage();
    let one = openTab(shared);
    let two = openTab(shared);
    one.type('Tab one, first words');
    two.type('Tab two, first words');
    one.type('Tab one, more words');
    two.type('Tab two, more words');
    // each tab's list follows the other's writes (the storage event), without writing itself
    const listOne = one.listed();
    expect(listOne).toEqual(['Tab two, more words', 'Tab one, more words']);
    expect(one.store.getState().drafts.map((d) => d.origin)).toEqual(['other-tab', 'this-tab']);
    expect(two.store.getState().drafts.map((d) => d.origin)).toEqual(['this-tab', 'other-tab']);

    one = one.reload();
    two = two.reload();
    expect(one.input()).toBe('Tab one, more words');
    expect(two.input()).toBe('Tab two, more words');

    // a new tab without a link opens on the newest, and lists both as other tabs'
    const three = openTab(shared);
    expect(three.input()).toBe('Tab two, more words');
    expect(three.store.getState().drafts.map((d) => [d.line, d.origin, d.onScreen])).toEqual([
      ['Tab two, more words', 'other-tab', true],
      ['Tab one, more words', 'other-tab', false],
    ]);
    // typing there adds its own draft; the one it opened on stays
    three.type('Tab three');
    expect(three.listed()).toEqual(['Tab three', 'Tab two, more words', 'Tab one, more words']);
    for (const t of [one, two, three]) t.stop();
  });

  it('a duplicated tab (same session storage) writes its own draft, not the original tab\'s', () => {
    const shared = new SharedStorage();
    const original = openTab(shared);
    original.type('Typed before duplicating');
    const copy = new MemStorage();
    for (const [k, v] of original.session.m) copy.setItem(k, v);
    const duplicate = openTab(shared, original.env.location.hash, copy);
    expect(duplicate.input()).toBe('Typed before duplicating');
    duplicate.type('Typed in the duplicate');
    original.type('Typed in the original');
    expect(original.listed()).toEqual(['Typed in the original', 'Typed in the duplicate']);
    original.stop();
    duplicate.stop();
  });

  it('the same state typed in two tabs is listed once', () => {
    const shared = new SharedStorage();
    const one = openTab(shared);
    const two = openTab(shared);
    one.type('Same words');
    two.type('Same words');
    expect(one.listed()).toEqual(['Same words']);
    // listed once; each open tab keeps its own copy of what it shows (lib/state/drafts.ts, liveDrafts)
    expect(readDrafts(shared.store)).toHaveLength(2);
    one.stop();
    two.stop();
  });

  it(`keeps at most ${MAX_DRAFTS} drafts, across tabs`, () => {
    const shared = new SharedStorage();
    const tabs = Array.from({ length: 3 }, () => openTab(shared));
    for (let i = 0; i < 12; i++) {
      const t = tabs[i % 3];
      t.go(encodePermalink({ ...base, input: `link ${i}` })); // each draft its own: a link, then an edit of it
      t.type(`draft ${i}`);
    }
    expect(readDrafts(shared.store)).toHaveLength(MAX_DRAFTS);
    expect(tabs[0].listed()).toEqual(Array.from({ length: MAX_DRAFTS }, (_, i) => `draft ${11 - i}`));
    for (const t of tabs) t.stop();
  });

  it('restoring the oldest of a full list, over an unedited link, keeps both', () => {
    const shared = new SharedStorage();
    const tab = openTab(shared);
    for (let i = 0; i < MAX_DRAFTS; i++) {
      tab.go(encodePermalink({ ...base, input: `link ${i}` }));
      tab.type(`draft ${i}`);
    }
    tab.go(encodePermalink({ ...base, input: 'an unedited link' }));
    const oldest = tab.store.getState().drafts.find((d) => d.line === 'draft 0')!;
    sessionOf(tab.store)!.restore(oldest.key);
    expect(tab.input()).toBe('draft 0');
    expect(tab.listed()).toHaveLength(MAX_DRAFTS);
    expect(tab.listed()).toContain('an unedited link');
    expect(tab.store.getState().drafts.find((d) => d.line === 'draft 0')?.onScreen).toBe(true);
    tab.stop();
  });

  it('a quota error never loses the draft on screen nor throws: older drafts make room, else a warning', () => {
    const quota = new QuotaStorage(Infinity);
    const shared = new SharedStorage(quota);
    const tab = openTab(shared);
    let seed = 5;
    const words = (n: number) => Array.from({ length: n }, () => (seed = (seed * 48271) % 2147483647).toString(36)).join(' ');
    tab.type('An older draft\n' + words(40));
    tab.go(encodePermalink(other));
    tab.type('A second older draft\n' + words(40));
    tab.go(encodePermalink(base));
    // full: the next draft fits only once the oldest is gone
    quota.limit = quota.used() + 200;
    const bigger = 'A larger draft\n' + words(50);
    tab.type(bigger);
    expect(tab.listed()).toEqual(['A larger draft', 'A second older draft']);
    expect(tab.store.getState().notices).toEqual([]);

    // too large even alone: a warning, the state stays on screen and in the URL, its last save stays
    const huge = 'A huge draft ' + words(3_000);
    expect(() => tab.type(huge)).not.toThrow();
    expect(tab.input()).toBe(huge);
    expect(tab.store.getState().notices.map((n) => n.source)).toEqual(['storage']);
    expect(readLink(tab.env.location.hash)).toMatchObject({ ok: true, state: { input: huge } });
    expect(tab.listed()).toEqual(['A larger draft', 'A second older draft']);
    expect(readLink(readDrafts(quota)[0].frag)).toMatchObject({ ok: true, state: { input: bigger } });
    // and a reload (the draft could not be stored) opens the URL, which holds it
    const again = tab.reload();
    expect(again.input()).toBe(huge);
    again.stop();
  });

  it('migrates the version-1 draft and previous draft once, and opens on the draft', () => {
    const shared = new SharedStorage();
    shared.store.setItem(V1_DRAFT_KEY, encodePermalink(base));
    shared.store.setItem(V1_PREVIOUS_KEY, encodePermalink(other));
    const tab = openTab(shared);
    expect(tab.input()).toBe(base.input);
    expect(tab.listed()).toEqual([base.input, other.input]);
    expect(tab.store.getState().drafts.map((d) => d.origin)).toEqual(['earlier', 'earlier']);
    expect(shared.store.getItem(V1_DRAFT_KEY)).toBeNull();
    expect(shared.store.getItem(V1_PREVIOUS_KEY)).toBeNull();
    tab.stop();
  });

  it('a tab open before the upgrade reloading its own URL still gets its (version-1) draft', () => {
    const shared = new SharedStorage();
    const session = new MemStorage();
    rememberOwnHash(session, encodePermalink(other)); // the URL, one write behind
    shared.store.setItem(V1_DRAFT_KEY, encodePermalink(base));
    const tab = openTab(shared, '#' + encodePermalink(other), session);
    expect(tab.input()).toBe(base.input);
    expect(tab.store.getState().previousDraft).toBeNull();
    tab.stop();
  });

  it('removes one draft, or clears all but the one on screen; other tabs see it', () => {
    const shared = new SharedStorage();
    const one = openTab(shared);
    const two = openTab(shared);
    one.type('Draft A');
    one.go(encodePermalink(other));
    one.type('Draft B');
    two.type('Draft C');
    expect(two.listed()).toEqual(['Draft C', 'Draft B', 'Draft A']);
    const a = two.store.getState().drafts.find((d) => d.line === 'Draft A')!;
    sessionOf(two.store)!.remove(a.key);
    expect(one.listed()).toEqual(['Draft C', 'Draft B']);
    sessionOf(one.store)!.clear();
    expect(one.listed()).toEqual(['Draft B']);
    expect(two.listed()).toEqual(['Draft B']);
    // the tab whose draft was cleared writes it again on its next save
    two.type('Draft C again');
    expect(one.listed()).toEqual(['Draft C again', 'Draft B']);
    one.stop();
    two.stop();
  });

  it('a draft removed by another tab cannot be restored: an error, nothing changes', () => {
    const shared = new SharedStorage();
    const one = openTab(shared);
    one.type('Soon gone');
    const two = openTab(shared, '#' + encodePermalink(other));
    const key = two.store.getState().drafts[0].key;
    sessionOf(one.store)!.clear();
    shared.store.removeItem(key);
    sessionOf(two.store)!.restore(key);
    expect(two.input()).toBe(other.input);
    expect(two.store.getState().notices.map((n) => n.source)).toEqual(['draft']);
    one.stop();
    two.stop();
  });

  it('a link opened in the same tab (hashchange) keeps the state on screen; a broken one loads nothing', () => {
    const env = fakeEnv('');
    const store = createPlaygroundStore();
    const stop = installSession(store, env);
    store.getState().setInput('my own draft text');
    env.location.hash = '#' + encodePermalink(other);
    env.fire('hashchange');
    expect(store.getState().input).toBe(other.input);
    expect(store.getState().previousDraft?.state.input).toBe('my own draft text');
    expect(readDrafts(env.storage).map((e) => e.line)).toEqual(['my own draft text']);
    // a broken link in the same tab: an error notice, the state stays
    env.location.hash = '#v=1&i=zz';
    env.fire('hashchange');
    expect(store.getState().input).toBe(other.input);
    expect(store.getState().notices.some((n) => n.kind === 'error' && n.source === 'link')).toBe(true);
    stop();
  });

  it('a link longer than any this page makes is not opened unasked: on load or in the same tab, open it or not', () => {
    // incompressible text, so the link is long
    let seed = 5;
    // xorshift32: an exact integer generator (a float LCG falls into a short cycle)
    const next = () => ((seed ^= seed << 13), (seed ^= seed >>> 17), (seed ^= seed << 5), seed >>> 0);
    const word = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + (next() % 26))).join('');
    const huge: ShareState = { ...base, input: Array.from({ length: 20_000 }, word).join(' ') };
    const longFrag = encodePermalink(huge);
    expect(longFrag.length).toBeGreaterThan(LINK_CONFIRM_LENGTH);

    const shared = new SharedStorage();
    const first = openTab(shared);
    first.type('my draft before the long link');
    // opened as a page load: the draft stays on screen, the link waits for a yes
    const tab = openTab(shared, '#' + longFrag);
    expect(tab.input()).toBe('my draft before the long link');
    expect(tab.store.getState().pendingLink).toBe(longFrag);
    sessionOf(tab.store)!.openPending();
    expect(tab.input()).toBe(huge.input);
    expect(tab.store.getState().pendingLink).toBeNull();

    // pasted into the same tab: nothing changes until asked; "not now" puts the screen's state back in the URL
    first.go(longFrag);
    expect(first.input()).toBe('my draft before the long link');
    expect(first.store.getState().pendingLink).toBe(longFrag);
    sessionOf(first.store)!.dropPending();
    expect(first.store.getState().pendingLink).toBeNull();
    expect(readLink(first.env.location.hash.slice(1))).toMatchObject({ ok: true, state: { input: 'my draft before the long link' } });
    first.stop();
    tab.stop();
  });

  it('a state too long for a URL: the draft is saved, the URL carries no fragment, a reload brings it back', () => {
    const shared = new SharedStorage();
    const tab = openTab(shared);
    let seed = 3;
    const words = Array.from({ length: 15_000 }, () => (seed = (seed * 48271) % 2147483647).toString(36)).join(' ');
    tab.type(words);
    expect(tab.env.writes[0]).toBe('/');
    expect(readLink(readDrafts(shared.store)[0].frag)).toMatchObject({ ok: true, state: { input: words } });
    openTab(shared).type('Another tab, newer');
    const again = tab.reload();
    expect(again.input()).toBe(words);
    again.stop();
  });
});

describe('settings-only links', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const tuned: ShareState = { ...other, budget: 12, checker: 'A checker text.' };

  it('whose rules would rewrite the text on screen: the edits are listed and nothing changes until the user says yes', () => {
    const shared = new SharedStorage();
    const tab = openTab(shared);
    tab.type('Do not deploy on Friday. The migration may never finish.');
    const hostile: ShareState = { ...defaultShare(), rules: { fillerWords: ['just', 'not', 'never', 'may'] } };
    tab.go(encodeSettingsLink(hostile));
    const p = tab.store.getState().pendingRules!;
    expect(p.lines).toHaveLength(1);
    expect(p.lines[0]).toMatch(/^filler words: .*\+ not, \+ never, \+ may/);
    expect(tab.store.getState().profileEdits).toBeNull();
    expect(tab.input()).toBe('Do not deploy on Friday. The migration may never finish.');
    // "keep mine": the link is left unopened, the address bar holds what is on screen
    sessionOf(tab.store)!.dropPendingRules();
    expect(tab.store.getState().pendingRules).toBeNull();
    expect(tab.store.getState().profileEdits).toBeNull();
    expect(readLink(tab.env.location.hash)).toMatchObject({ ok: true, state: { rules: null } });
    // a settings link without rule edits needs no question
    tab.go(encodeSettingsLink({ ...defaultShare(), budget: 33 }));
    expect(tab.store.getState().pendingRules).toBeNull();
    expect(tab.store.getState().budget).toBe(33);
    tab.stop();
  });

  it('a fresh page takes the settings and keeps its default text; the URL then holds that whole state', () => {
    const shared = new SharedStorage();
    const tab = openTab(shared, '#' + encodeSettingsLink(tuned));
    const s = shareStateOf(tab.store.getState());
    expect(s).toMatchObject({ profileId: 'terse', budget: 12, rules: { groups: { article: false } } });
    expect(s.input).toBe(defaultShare().input);
    expect(s.checker).toBe('');
    expect(readLink(tab.env.location.hash)).toEqual({ ok: true, state: s, warnings: [] });
    expect(tab.store.getState().notices).toEqual([]);
    // a reload is a reload, not the link again
    const again = tab.reload();
    expect(sameShare(shareStateOf(again.store.getState()), s)).toBe(true);
    again.stop();
  });

  it('a new tab: the newest draft keeps its text and checker, takes the settings, and stays listed as it was', () => {
    const shared = new SharedStorage();
    const first = openTab(shared);
    first.type('My own draft text');
    first.stop();
    const tab = openTab(shared, '#' + encodeSettingsLink(tuned));
    expect(tab.input()).toBe('My own draft text');
    // its rule edits would rewrite that text: listed, and asked first
    expect(tab.store.getState().pendingRules?.lines).toEqual(['rule group article: off']);
    expect(tab.store.getState().profileId).toBe('forge');
    sessionOf(tab.store)!.applyPendingRules();
    expect(tab.store.getState().pendingRules).toBeNull();
    expect(tab.input()).toBe('My own draft text');
    expect(tab.store.getState().budget).toBe(12);
    expect(tab.store.getState().previousDraft).toBeNull();
    expect(tab.listed()).toEqual(['My own draft text']);
    tab.stop();
  });

  it('pasted into the address bar: the text on screen stays, with no restore bar', () => {
    const shared = new SharedStorage();
    const tab = openTab(shared);
    tab.type('Typed here first');
    tab.go(encodeSettingsLink(tuned));
    expect(tab.store.getState().pendingRules?.profileId).toBe('terse');
    sessionOf(tab.store)!.applyPendingRules();
    expect(tab.input()).toBe('Typed here first');
    expect(tab.store.getState().profileId).toBe('terse');
    expect(tab.store.getState().previousDraft).toBeNull();
    expect(readLink(tab.env.location.hash)).toMatchObject({ ok: true, state: { input: 'Typed here first', profileId: 'terse' } });
    tab.stop();
  });
});
