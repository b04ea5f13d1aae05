// The playground's shareable state outside the page: the permalink in the URL fragment
// (lib/permalink.ts codec) and the working draft in local storage. Opening the page decides,
// once, what to load (bootDecision, pure); installSession keeps the URL and the draft up to date
// (debounced; history.replaceState, never a history entry per keystroke).
import type { StoreApi } from 'zustand/vanilla';
import { decodePermalink, encodePermalink, MAX_LENGTH, type ShareState } from './permalink';
import { initialState, type Playground, type PlaygroundState } from './store';
import { readShare, shareChanged, SHARE_FIELDS } from './shareFields';
import { jsonEqual, normalizeEdits } from './tuning/edits';

export const DRAFT_KEY = 'caveman.draft.v1';
/** A draft that was on screen when a link replaced it, kept until restored or dismissed. */
export const PREVIOUS_DRAFT_KEY = 'caveman.previous-draft.v1';
export const SYNC_DELAY_MS = 500;
/** Per tab (session storage): the fragment this page last wrote into its own URL. */
export const OWN_URL_KEY = 'caveman.own-url.v1';

/** The shareable part of the store. */
export function shareStateOf(s: PlaygroundState): ShareState {
  return readShare(SHARE_FIELDS, s);
}

function normalized(s: ShareState): ShareState {
  const n = normalizeEdits(s.profileId, s.rules);
  return { ...s, rules: n.ok ? n.edits : s.rules };
}

/** Same state (rule edits compared after normalization). */
export function sameShare(a: ShareState, b: ShareState): boolean {
  return jsonEqual(normalized(a), normalized(b));
}

/** The state a fresh page opens on. */
export function defaultShare(): ShareState {
  return shareStateOf(initialState());
}

/** Decode and validate a fragment completely (rule edits included): all or nothing. */
export function readLink(fragment: string): { ok: true; state: ShareState; warnings: string[] } | { ok: false; error: string } {
  const d = decodePermalink(fragment);
  if (!d.ok) return d;
  const n = normalizeEdits(d.state.profileId, d.state.rules);
  if (!n.ok) return { ok: false, error: `the rule edits in the link are invalid (${n.error}). Nothing was loaded.` };
  return { ok: true, state: { ...d.state, rules: n.edits }, warnings: d.warnings };
}

export interface BootInput {
  /** location.hash ('' when none). */
  hash: string;
  /** Stored draft fragment (DRAFT_KEY), or null. */
  draft: string | null;
  /** Stored previous draft fragment (PREVIOUS_DRAFT_KEY), or null. */
  previous: string | null;
  /** The fragments this tab last wrote into its URL (a reload of one is not a shared link). */
  ownHash?: string | string[] | null;
}

export interface BootDecision {
  /** State to load, or null (keep the defaults). */
  apply: ShareState | null;
  /** A draft to offer back ("restore previous draft"), or null. */
  previousDraft: ShareState | null;
  /** What PREVIOUS_DRAFT_KEY should hold afterwards (null: remove it). */
  storePrevious: string | null;
  notices: { kind: 'error' | 'warning'; text: string }[];
}

/**
 * What to load when the page opens. A link wins over the stored draft, but a different draft
 * is never dropped silently: it is kept as the previous draft. A link that cannot be read
 * loads nothing (the draft, if any, stays on screen) and says why.
 */
export function bootDecision({ hash, draft, previous, ownHash = null }: BootInput): BootDecision {
  const fromStore = (frag: string | null): ShareState | null => {
    if (!frag) return null;
    const r = readLink(frag);
    return r.ok ? r.state : null;
  };
  const draftState = fromStore(draft);
  const previousState = fromStore(previous);
  const notices: BootDecision['notices'] = [];
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return { apply: draftState, previousDraft: previousState, storePrevious: previousState ? previous : null, notices };
  // A reload of the URL this tab wrote itself: the draft is at least as new (a reload within
  // the URL's debounce would otherwise bring back an older state).
  const own = Array.isArray(ownHash) ? ownHash : ownHash ? [ownHash] : [];
  if (draftState && own.includes(raw)) {
    return { apply: draftState, previousDraft: previousState, storePrevious: previousState ? previous : null, notices };
  }

  const link = readLink(raw);
  if (!link.ok) {
    notices.push({ kind: 'error', text: `This link cannot be opened: ${link.error}` });
    return { apply: draftState, previousDraft: previousState, storePrevious: previousState ? previous : null, notices };
  }
  if (link.warnings.length) notices.push({ kind: 'warning', text: `Link opened, with a warning: ${link.warnings.join('; ')}.` });
  if (draftState && !sameShare(draftState, link.state) && !sameShare(draftState, defaultShare())) {
    return { apply: link.state, previousDraft: draftState, storePrevious: draft, notices };
  }
  return { apply: link.state, previousDraft: previousState, storePrevious: previousState ? previous : null, notices };
}

export interface SessionEnv {
  location: { hash: string; pathname: string; search: string };
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string): void };
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Per-tab storage (sessionStorage), remembers the URL this tab wrote. */
  session?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  addEventListener(type: 'hashchange' | 'pagehide', fn: () => void): void;
  removeEventListener(type: 'hashchange' | 'pagehide', fn: () => void): void;
  /** document.visibilityState === 'hidden' listener (flushes the draft). */
  onHidden?(fn: () => void): () => void;
  /**
   * Encode a state off the main thread (a 100 KB input takes ~100 ms to compress into a link):
   * the debounced saves use it; a page being hidden or closed still encodes at once.
   */
  encodeInBackground?(state: ShareState): Promise<string>;
}

/**
 * The last few fragments this tab wrote. Several, because a reload started before the pagehide
 * flush reloads the URL as it was, while the flush has already written a newer one.
 */
export function readOwnHashes(session: SessionEnv['storage']): string[] {
  const v = safeGet(session, OWN_URL_KEY);
  if (!v) return [];
  try {
    const list: unknown = JSON.parse(v);
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [v];
  } catch {
    return [v];
  }
}

export function rememberOwnHash(session: SessionEnv['storage'], frag: string): void {
  const next = [...readOwnHashes(session).filter((h) => h !== frag), frag].slice(-4);
  try {
    session?.setItem(OWN_URL_KEY, JSON.stringify(next));
  } catch {
    /* session storage unavailable: a reload then reads the URL like a link */
  }
}

function safeGet(storage: SessionEnv['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Load the link or the draft into the store, then keep the URL fragment and the stored draft
 * in step with the store (debounced). Returns a function that flushes and stops.
 */
export function installSession(store: StoreApi<Playground>, env: SessionEnv): () => void {
  const st = () => store.getState();
  const apply = (d: BootDecision) => {
    if (d.apply) {
      const err = st().applyShare(d.apply);
      if (err) st().notify('error', 'link', `This link cannot be opened: ${err}`);
    }
    st().setPreviousDraft(d.previousDraft);
    try {
      if (d.storePrevious) env.storage?.setItem(PREVIOUS_DRAFT_KEY, d.storePrevious);
      else env.storage?.removeItem(PREVIOUS_DRAFT_KEY);
    } catch {
      /* storage unavailable: the previous draft stays offered in this page only */
    }
    for (const n of d.notices) st().notify(n.kind, 'link', n.text);
  };

  apply(
    bootDecision({
      hash: env.location.hash,
      draft: safeGet(env.storage, DRAFT_KEY),
      previous: safeGet(env.storage, PREVIOUS_DRAFT_KEY),
      ownHash: readOwnHashes(env.session ?? null),
    }),
  );

  let lastWritten = '';
  let lastHash = env.location.hash.replace(/^#/, '');
  let timer: ReturnType<typeof setTimeout> | null = null;
  let storageWarned = false;

  // A change not yet written, and the background encoding whose answer is still wanted (a newer
  // change or save makes older answers stale, so `dirty` holds until the latest state is written).
  let dirty = false;
  let ticket = 0;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    ticket++;
    write(encodePermalink(shareStateOf(st())));
  };
  const flushLater = () => {
    timer = null;
    if (!env.encodeInBackground) return flush();
    const mine = ++ticket;
    env.encodeInBackground(shareStateOf(st())).then(
      (frag) => mine === ticket && write(frag),
      () => mine === ticket && flush(),
    );
  };
  const write = (frag: string) => {
    dirty = false;
    if (frag === lastWritten) return;
    lastWritten = frag;
    const url = env.location.pathname + env.location.search + (frag.length + 1 <= MAX_LENGTH ? '#' + frag : '');
    try {
      env.history.replaceState(env.history.state, '', url);
      lastHash = frag.length + 1 <= MAX_LENGTH ? frag : '';
      rememberOwnHash(env.session ?? null, lastHash);
    } catch {
      /* a browser that refuses the URL: the draft below still keeps the state */
    }
    try {
      env.storage?.setItem(DRAFT_KEY, frag);
    } catch {
      if (!storageWarned) {
        storageWarned = true;
        st().notify('warning', 'storage', 'The draft could not be saved in local storage (full or disabled): copy a link to keep it.');
      }
    }
  };

  const unsubscribe = store.subscribe((s, p) => {
    if (!shareChanged(SHARE_FIELDS, s, p)) return;
    dirty = true;
    ticket++;
    if (timer) clearTimeout(timer);
    timer = setTimeout(flushLater, SYNC_DELAY_MS);
  });

  // Another link pasted into the address bar of this tab: open it like on load, keeping the
  // current state as the previous draft.
  const onHash = () => {
    const raw = env.location.hash.replace(/^#/, '');
    if (raw === lastHash) return;
    lastHash = raw;
    // the state on screen is the draft now (written to storage; the URL already holds the link)
    if (timer) clearTimeout(timer);
    timer = null;
    ticket++; // a background save of the old state must not land after the new link
    const current = encodePermalink(shareStateOf(st()));
    try {
      env.storage?.setItem(DRAFT_KEY, current);
    } catch {
      /* kept as the previous draft in this page below */
    }
    st().clearNotices('link');
    apply(bootDecision({ hash: raw, draft: current, previous: safeGet(env.storage, PREVIOUS_DRAFT_KEY) }));
  };
  const onHide = () => {
    if (dirty) flush();
  };
  env.addEventListener('hashchange', onHash);
  env.addEventListener('pagehide', onHide);
  const stopHidden = env.onHidden?.(onHide);

  return () => {
    if (dirty) flush();
    unsubscribe();
    env.removeEventListener('hashchange', onHash);
    env.removeEventListener('pagehide', onHide);
    stopHidden?.();
  };
}

/** Restore the previous draft (and forget it). */
export function restorePreviousDraft(store: StoreApi<Playground>, storage: SessionEnv['storage']): void {
  const s = store.getState();
  const d = s.previousDraft;
  if (!d) return;
  const err = s.applyShare(d);
  if (err) s.notify('error', 'draft', `The previous draft cannot be restored: ${err}`);
  dismissPreviousDraft(store, storage);
}

export function dismissPreviousDraft(store: StoreApi<Playground>, storage: SessionEnv['storage']): void {
  store.getState().setPreviousDraft(null);
  try {
    storage?.removeItem(PREVIOUS_DRAFT_KEY);
  } catch {
    /* nothing to forget */
  }
}

/** The link for the current state, its length and what may be done with it. */
export function shareLink(s: PlaygroundState, base: string): { url: string; length: number } {
  const url = `${base}#${encodePermalink(shareStateOf(s))}`;
  return { url, length: url.length };
}
