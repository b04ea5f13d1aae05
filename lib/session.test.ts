import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodePermalink, type ShareState } from './permalink';
import { createPlaygroundStore } from './store';
import {
  bootDecision,
  defaultShare,
  DRAFT_KEY,
  installSession,
  readOwnHashes,
  rememberOwnHash,
  PREVIOUS_DRAFT_KEY,
  readLink,
  restorePreviousDraft,
  sameShare,
  shareLink,
  shareStateOf,
  SYNC_DELAY_MS,
  type SessionEnv,
} from './session';

const base: ShareState = { ...defaultShare(), input: 'The build is basically complete.', budget: 70 };
const other: ShareState = { ...base, input: 'The server is really ready.', profileId: 'terse', rules: { groups: { article: false } } };

class MemStorage {
  m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

function fakeEnv(hash = '') {
  const listeners = new Map<string, () => void>();
  const writes: string[] = [];
  const env: SessionEnv & { fire(t: string): void; writes: string[] } = {
    location: { hash, pathname: '/', search: '' },
    history: {
      state: null,
      replaceState(_d, _u, url) {
        writes.push(url ?? '');
        env.location.hash = url && url.includes('#') ? url.slice(url.indexOf('#')) : '';
      },
    },
    storage: new MemStorage(),
    session: new MemStorage(),
    addEventListener: (t, fn) => listeners.set(t, fn),
    removeEventListener: (t) => listeners.delete(t),
    fire: (t) => listeners.get(t)?.(),
    writes,
  };
  return env;
}

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

  it('nothing stored, no link: the defaults', () => {
    expect(bootDecision({ hash: '', draft: null, previous: null })).toEqual({ apply: null, previousDraft: null, storePrevious: null, notices: [] });
  });

  it('no link: the stored draft', () => {
    expect(bootDecision({ hash: '', draft: d, previous: null }).apply?.input).toBe(base.input);
  });

  it('a link over a different draft: the link, and the draft kept as the previous draft', () => {
    const r = bootDecision({ hash: '#' + o, draft: d, previous: null });
    expect(r.apply?.input).toBe(other.input);
    expect(r.previousDraft?.input).toBe(base.input);
    expect(r.storePrevious).toBe(d);
  });

  it('a link equal to the draft, or over an untouched page: nothing to offer back', () => {
    expect(bootDecision({ hash: '#' + d, draft: d, previous: null }).previousDraft).toBeNull();
    expect(bootDecision({ hash: '#' + o, draft: encodePermalink(defaultShare()), previous: null }).previousDraft).toBeNull();
  });

  it('a reload of the URL this tab wrote: the (newer) draft wins', () => {
    const r = bootDecision({ hash: '#' + o, draft: d, previous: null, ownHash: o });
    expect(r.apply?.input).toBe(base.input);
    expect(r.previousDraft).toBeNull();
  });

  it('a reload that started before the pagehide flush (the URL one write behind): still the draft', () => {
    const session = new Map<string, string>();
    const mem = { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => void session.set(k, v), removeItem: (k: string) => void session.delete(k) };
    rememberOwnHash(mem, o); // the URL the reload navigates to
    rememberOwnHash(mem, d); // written by the flush during pagehide
    const r = bootDecision({ hash: '#' + o, draft: d, previous: null, ownHash: readOwnHashes(mem) });
    expect(r.apply?.input).toBe(base.input);
    expect(r.previousDraft).toBeNull();
  });

  it('a bad link: an error, nothing of it loaded, the draft stays', () => {
    for (const bad of [o.slice(0, o.length - 5), o.replace('v=1', 'v=9'), 'v=1&zz', '#section-2']) {
      const r = bootDecision({ hash: bad, draft: d, previous: null });
      expect(r.apply?.input, bad).toBe(base.input);
      expect(r.notices).toHaveLength(1);
      expect(r.notices[0]).toMatchObject({ kind: 'error', text: expect.stringMatching(/^This link cannot be opened: /) });
    }
  });

  it('unknown keys: the link loads with a warning', () => {
    const body = o.slice(0, o.lastIndexOf('&h=')) + '&zz=1';
    let h = 0x811c9dc5;
    for (let i = 0; i < body.length; i++) h = Math.imul(h ^ body.charCodeAt(i), 0x01000193) >>> 0;
    const r = bootDecision({ hash: `#${body}&h=${h.toString(36)}`, draft: null, previous: null });
    expect(r.apply?.input).toBe(other.input);
    expect(r.notices).toEqual([{ kind: 'warning', text: 'Link opened, with a warning: ignored unknown link parameter: zz.' }]);
  });

  it('an unreadable stored draft is ignored', () => {
    expect(bootDecision({ hash: '', draft: 'garbage', previous: 'v=1' }).apply).toBeNull();
  });
});

describe('installSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the link, keeps the URL and the draft in step (debounced), one replaceState per quiet period', () => {
    const env = fakeEnv('#' + encodePermalink(other));
    const storage = env.storage as MemStorage;
    storage.setItem(DRAFT_KEY, encodePermalink(base));
    const store = createPlaygroundStore();
    const stop = installSession(store, env);
    expect(store.getState().input).toBe(other.input);
    expect(store.getState().previousDraft?.input).toBe(base.input);
    expect(storage.getItem(PREVIOUS_DRAFT_KEY)).toBe(encodePermalink(base));

    for (const t of ['a', 'ab', 'abc', 'abcd']) {
      store.getState().setInput(t);
      vi.advanceTimersByTime(100);
    }
    expect(env.writes).toHaveLength(0);
    vi.advanceTimersByTime(SYNC_DELAY_MS);
    expect(env.writes).toHaveLength(1);
    const frag = env.writes[0].slice(env.writes[0].indexOf('#') + 1);
    expect(readLink(frag)).toMatchObject({ ok: true, state: { input: 'abcd' } });
    expect(storage.getItem(DRAFT_KEY)).toBe(frag);
    expect(readOwnHashes(env.session as MemStorage)).toEqual([frag]);

    // not shareable: no write
    store.getState().setHelpOpen(true);
    vi.advanceTimersByTime(SYNC_DELAY_MS * 2);
    expect(env.writes).toHaveLength(1);

    // pagehide flushes a pending change at once
    store.getState().setBudget(5);
    env.fire('pagehide');
    expect(env.writes).toHaveLength(2);
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

  it('restores the previous draft on request and forgets it', () => {
    const env = fakeEnv('#' + encodePermalink(other));
    (env.storage as MemStorage).setItem(DRAFT_KEY, encodePermalink(base));
    const store = createPlaygroundStore();
    const stop = installSession(store, env);
    restorePreviousDraft(store, env.storage);
    expect(store.getState().input).toBe(base.input);
    expect(store.getState().previousDraft).toBeNull();
    expect((env.storage as MemStorage).getItem(PREVIOUS_DRAFT_KEY)).toBeNull();
    stop();
  });

  it('a link opened in the same tab (hashchange) keeps the state on screen as the previous draft', () => {
    const env = fakeEnv('');
    const store = createPlaygroundStore();
    const stop = installSession(store, env);
    store.getState().setInput('my own draft text');
    env.location.hash = '#' + encodePermalink(other);
    env.fire('hashchange');
    expect(store.getState().input).toBe(other.input);
    expect(store.getState().previousDraft?.input).toBe('my own draft text');
    // a broken link in the same tab: an error notice, the state stays
    env.location.hash = '#v=1&i=zz';
    env.fire('hashchange');
    expect(store.getState().input).toBe(other.input);
    expect(store.getState().notices.some((n) => n.kind === 'error' && n.source === 'link')).toBe(true);
    stop();
  });

  it('a state too long for a URL: the draft is saved, the URL carries no fragment', () => {
    const env = fakeEnv('');
    const store = createPlaygroundStore();
    const stop = installSession(store, env);
    let seed = 3;
    const words = Array.from({ length: 15_000 }, () => (seed = (seed * 48271) % 2147483647).toString(36)).join(' ');
    store.getState().setInput(words);
    vi.advanceTimersByTime(SYNC_DELAY_MS);
    expect(env.writes[0]).toBe('/');
    expect(readLink((env.storage as MemStorage).getItem(DRAFT_KEY)!)).toMatchObject({ ok: true, state: { input: words } });
    stop();
  });
});
