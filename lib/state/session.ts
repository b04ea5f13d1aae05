// The playground's shareable state outside the page: the permalink in the URL fragment
// (lib/state/permalink.ts codec) and the kept drafts in local storage (lib/state/drafts.ts). Opening the page
// decides, once, what to load (bootDecision, pure); installSession keeps the URL and this page's
// draft up to date (debounced; history.replaceState, never a history entry per keystroke) and
// answers the restore list (sessionOf).
import type { StoreApi } from 'zustand/vanilla';
import { decodePermalink, encodePermalink, MAX_LENGTH, type ShareState } from './permalink';
import { initialState, type PendingRules, type Playground, type PlaygroundState } from './store';
import { readShare, shareChanged, SHARE_FIELDS } from './shareFields';
import { decodeSettingsLink, isSettingsLink, type ScreenText } from './settingsLink';
import { describeEdits, jsonEqual, normalizeEdits } from '../tuning/edits';
import {
  DRAFT_PREFIX,
  draftKey,
  listDrafts,
  makeEntry,
  metaOf,
  HEARTBEAT_MS,
  markLive,
  migrateV1,
  MIGRATED_DRAFT_KEY,
  newPageId,
  readDrafts,
  readDropped,
  unmarkLive,
  readTab,
  removeDrafts,
  writeDraft,
  writeTab,
  type DraftEntry,
  type DraftOffer,
  type DraftStorage,
  type TabRecord,
} from './drafts';

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

export type LinkRead = { ok: true; state: ShareState; warnings: string[]; settingsOnly?: true } | { ok: false; error: string };

/**
 * Decode and validate a fragment completely (rule edits included): all or nothing. A
 * settings-only link (lib/state/settingsLink.ts) takes its input and checker text from `screen`, the
 * text on screen when it opens (default: the page's defaults), and says so (settingsOnly).
 */
export function readLink(fragment: string, screen?: ScreenText): LinkRead {
  const settingsOnly = isSettingsLink(fragment);
  const d = settingsOnly ? decodeSettingsLink(fragment, screen ?? defaultShare()) : decodePermalink(fragment);
  if (!d.ok) return d;
  const n = normalizeEdits(d.state.profileId, d.state.rules);
  if (!n.ok) return { ok: false, error: `the rule edits in the link are invalid (${n.error}). Nothing was loaded.` };
  const state = { ...d.state, rules: n.edits };
  return settingsOnly ? { ok: true, state, warnings: d.warnings, settingsOnly } : { ok: true, state, warnings: d.warnings };
}


export interface BootInput {
  /** location.hash ('' when none). */
  hash: string;
  /** The stored drafts, newest first (readDrafts). */
  drafts: readonly DraftEntry[];
  /** This tab's record, left by its previous page load (null: a new tab). */
  tab?: TabRecord | null;
  /** The fragments this tab last wrote into its URL, oldest first (a reload of one is not a shared link). */
  ownHash?: string | string[] | null;
}

export interface BootDecision {
  /** State to load, or null (keep the defaults). */
  apply: ShareState | null;
  /** The stored draft `apply` is, or null (a link, or the defaults). */
  draft: string | null;
  /** The fragment `apply` was read from (a link's, a draft's), or null. */
  frag: string | null;
  /** A draft a link replaced, offered back ("restore previous draft"), or null. */
  offer: DraftOffer | null;
  /** A link too long to open unasked (LINK_CONFIRM_LENGTH): its fragment, to open on confirmation. */
  confirm?: string;
  /** The URL holds a settings-only link: `frag` (the state on screen with its settings) replaces it. */
  rewrite?: true;
  /** A settings-only link whose rule edits would rewrite the text on screen: asked first. */
  confirmRules?: PendingRules;
  notices: { kind: 'error' | 'warning'; text: string }[];
}

/** A settings-only link whose rules differ from its profile's, waiting for the user's yes. */

/**
 * A settings-only link that carries rule edits, opened over a text of the user's own: its rules
 * would rewrite that text in every pane, so the page lists them and asks first (a link's rules are
 * under the same contract as the user's own, but they are someone else's choice).
 */
function rulesToConfirm(link: { settingsOnly?: boolean; state: ShareState }, frag: string, textOnScreen: boolean): PendingRules | null {
  if (!link.settingsOnly || !textOnScreen) return null;
  const lines = describeEdits(link.state.profileId, link.state.rules);
  return lines.length ? { frag, profileId: link.state.profileId, lines } : null;
}

/**
 * Links longer than this (the longest this page makes, MAX_LENGTH) are not opened before the user
 * says so: decoding and drawing one takes seconds (a 1.3 MB link holds megabytes of text).
 */
export const LINK_CONFIRM_LENGTH = MAX_LENGTH;

/**
 * What to load when the page opens. A link wins, but the draft it replaces is offered back (it
 * stays in the restore list anyway). Without a link: this tab's own draft when it was on screen
 * (a reload), else the newest draft (a new tab). A link that cannot be read loads nothing of it
 * and says why.
 */
export function bootDecision({ hash, drafts, tab = null, ownHash = null }: BootInput): BootDecision {
  const decoded = new Map<string, ShareState | null>();
  type Readable = { key: string; state: ShareState; frag: string };
  const readable = (e: DraftEntry | undefined): Readable | null => {
    if (!e) return null;
    if (!decoded.has(e.key)) {
      const r = readLink(e.frag);
      decoded.set(e.key, r.ok ? r.state : null);
    }
    const state = decoded.get(e.key);
    return state ? { key: e.key, state, frag: e.frag } : null;
  };
  const own = readable(drafts.find((d) => tab?.live && d.key === tab.live));
  let newest: Readable | null = null;
  for (const e of drafts) if ((newest = readable(e))) break;
  const resume = (tab?.onScreen ? own : null) ?? newest;
  const notices: BootDecision['notices'] = [];
  const keepDraft = (): BootDecision => ({ apply: resume?.state ?? null, draft: resume?.key ?? null, frag: resume?.frag ?? null, offer: null, notices });

  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return keepDraft();
  // A reload of a URL this tab wrote itself: the tab's newest state, which the URL may be behind
  // (a reload within the URL's debounce reloads the URL as it was before the pagehide flush).
  const mine = Array.isArray(ownHash) ? ownHash : ownHash ? [ownHash] : [];
  const reload = mine.includes(raw);
  if (reload && tab?.onScreen && own) return { apply: own.state, draft: own.key, frag: own.frag, offer: null, notices };
  const latest = mine[mine.length - 1];
  if (reload && latest && latest !== raw) {
    const r = readLink(latest);
    if (r.ok) return { apply: r.state, draft: null, frag: latest, offer: null, notices };
  }

  if (raw.length > LINK_CONFIRM_LENGTH) return { ...keepDraft(), confirm: raw };
  const link = readLink(raw, resume?.state);
  if (!link.ok) {
    notices.push({ kind: 'error', text: `This link cannot be opened: ${link.error}` });
    return keepDraft();
  }
  if (link.warnings.length) notices.push({ kind: 'warning', text: `Link opened, with a warning: ${link.warnings.join('; ')}.` });
  // The text on screen stays, under the link's settings; the URL then holds that whole state. Its
  // draft, with the settings it had, stays in the restore list; no bar: the text was not replaced.
  const confirmRules = rulesToConfirm(link, raw, !!resume);
  if (confirmRules) return { ...keepDraft(), confirmRules };
  if (link.settingsOnly) return { apply: link.state, draft: null, frag: encodePermalink(link.state), offer: null, rewrite: true, notices };
  const candidate = reload ? null : (own ?? newest);
  const offer = candidate && !sameShare(candidate.state, link.state) && !sameShare(candidate.state, defaultShare()) ? { key: candidate.key, state: candidate.state } : null;
  return { apply: link.state, draft: null, frag: raw, offer, notices };
}

type SimpleStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionEnv {
  location: { hash: string; pathname: string; search: string };
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string): void };
  storage: DraftStorage | null;
  /** Per-tab storage (sessionStorage): the URLs this tab wrote, its page loads and its draft. */
  session?: SimpleStorage | null;
  addEventListener(type: 'hashchange' | 'pagehide', fn: () => void): void;
  removeEventListener(type: 'hashchange' | 'pagehide', fn: () => void): void;
  /** document.visibilityState === 'hidden' listener (flushes the draft). */
  onHidden?(fn: () => void): () => void;
  /** Another tab changed local storage (the `storage` event): the key, null when it was cleared. */
  onStorage?(fn: (key: string | null) => void): () => void;
  /**
   * Encode a state off the main thread (a 100 KB input takes ~100 ms to compress into a link):
   * the debounced saves use it; a page being hidden or closed still encodes at once.
   */
  encodeInBackground?(state: ShareState): Promise<string>;
  /** Call `fn` every `ms` until the returned function is called (the heartbeat of an open page). */
  every?(ms: number, fn: () => void): () => void;
  /** The page is shown again (pageshow, from the back-forward cache). */
  onShown?(fn: () => void): () => void;
  /** This page load's id (default: a random one). */
  pageId?: string;
  now?(): number;
}

/**
 * The last few fragments this tab wrote. Several, because a reload started before the pagehide
 * flush reloads the URL as it was, while the flush has already written a newer one.
 */
export function readOwnHashes(session: SimpleStorage | null): string[] {
  const v = safeGet(session, OWN_URL_KEY);
  if (!v) return [];
  try {
    const list: unknown = JSON.parse(v);
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [v];
  } catch {
    return [v];
  }
}

export function rememberOwnHash(session: SimpleStorage | null, frag: string): void {
  const next = [...readOwnHashes(session).filter((h) => h !== frag), frag].slice(-4);
  try {
    session?.setItem(OWN_URL_KEY, JSON.stringify(next));
  } catch {
    /* session storage unavailable: a reload then reads the URL like a link */
  }
}

function safeGet(storage: SimpleStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** What the restore list and the restore bar ask of the running session. */
export interface SessionHandle {
  /** Load a listed draft, keeping the state on screen in the list first. */
  restore(key: string): void;
  /** Load the draft the restore bar offers. */
  restoreOffer(): void;
  /** Hide the restore bar (the draft stays in the list). */
  dismissOffer(): void;
  remove(key: string): void;
  /** Remove every listed draft but the one on screen. */
  clear(): void;
  /** Open the long link the page asked about (pendingLink). */
  openPending(): void;
  /** Leave the long link unopened. */
  dropPending(): void;
  /** Open the settings-only link whose rule edits the page listed (pendingRules) over the text on screen. */
  applyPendingRules(): void;
  /** Leave it unopened: the text and the rules on screen stay. */
  dropPendingRules(): void;
}

const handles = new WeakMap<StoreApi<Playground>, SessionHandle>();

/** The session running on a store (installSession), or null. */
export function sessionOf(store: StoreApi<Playground>): SessionHandle | null {
  return handles.get(store) ?? null;
}

/**
 * Load the link or the draft into the store, then keep the URL fragment and this page's draft in
 * step with the store (debounced), and the restore list with local storage. Returns a function
 * that flushes and stops.
 */
export function installSession(store: StoreApi<Playground>, env: SessionEnv): () => void {
  const st = () => store.getState();
  const now = env.now ?? Date.now;
  const storage = env.storage;
  const session = env.session ?? null;
  const me = env.pageId ?? newPageId();

  migrateV1(storage, now());
  const stopBeat = env.every?.(HEARTBEAT_MS, () => beat());
  const previous = readTab(session);
  const ownHashes = readOwnHashes(session);
  const stored = readDrafts(storage);
  // a tab opened before the drafts list: its draft was the version-1 one
  const before = previous ?? (ownHashes.length && stored.some((d) => d.key === MIGRATED_DRAFT_KEY) ? { ids: [], live: MIGRATED_DRAFT_KEY, onScreen: true } : null);
  const tab: TabRecord = { ids: [...(before?.ids ?? []), me].slice(-8), live: before?.live ?? null, onScreen: false };
  const boot = bootDecision({ hash: env.location.hash, drafts: stored, tab: before, ownHash: ownHashes });

  // What the screen was loaded from: a stored draft (key) or not (a link, the defaults: key null),
  // with its fragment (null: the defaults). A state equal to an unedited link or to the defaults
  // is no draft: the link is in the URL.
  let loaded: { key: string | null; frag: string | null } = { key: null, frag: null };
  // This page's own draft: the key its edits since `loaded` are saved under (null: none yet).
  let liveKey: string | null = null;
  // A draft of this tab (an earlier load of it) that was loaded: once its edits are saved under
  // this page's key, the older copy goes, so a reload and an edit do not list a draft twice.
  let adopted: string | null = null;
  let screenIsDraft = false;
  let keys = 0;
  let storageWarned = false;
  let defaultFragCache: string | null = null;
  const defaultFrag = () => (defaultFragCache ??= encodePermalink(defaultShare()));
  // Open: no other tab prunes the draft on this page's screen (lib/state/drafts.ts, LIVE_PREFIX) while
  // it beats; the beat says which draft that is whenever the tab record changes.
  const beat = () => markLive(storage, me, now(), tab.onScreen ? tab.live : null);
  const persistTab = () => {
    writeTab(session, tab);
    beat();
  };
  const refresh = (entries: DraftEntry[] = readDrafts(storage)) =>
    st().setDrafts(listDrafts(entries, { pageIds: tab.ids, onScreen: tab.onScreen ? tab.live : null }), readDropped(storage));
  const loadedDraft = (e: DraftEntry) => {
    loaded = { key: e.key, frag: e.frag };
    liveKey = null;
    adopted = tab.ids.includes(e.page) ? e.key : null;
    screenIsDraft = true;
    tab.live = e.key;
    tab.onScreen = true;
  };

  if (boot.apply) {
    const err = st().applyShare(boot.apply);
    if (err) st().notify('error', 'link', `This link cannot be opened: ${err}`);
  }
  const bootEntry = boot.draft ? stored.find((e) => e.key === boot.draft) : undefined;
  if (bootEntry) loadedDraft(bootEntry);
  else loaded = { key: null, frag: boot.frag };
  st().setPreviousDraft(boot.offer);
  if (boot.confirm) st().setPendingLink(boot.confirm);
  if (boot.confirmRules) st().setPendingRules(boot.confirmRules);
  for (const n of boot.notices) st().notify(n.kind, 'link', n.text);
  persistTab();
  refresh();

  /**
   * Keep the state in the list when it is a draft (`force`: also an unedited link, whose URL is
   * about to be replaced). This page only ever writes its own key. Never throws.
   */
  const keep = (frag: string, state: ShareState, force = false) => {
    const asLoaded = frag === (loaded.frag ?? defaultFrag());
    if (!liveKey && asLoaded && loaded.key) {
      // the loaded draft, unchanged: stored already
      screenIsDraft = true;
      tab.live = loaded.key;
      tab.onScreen = true;
    } else if (frag === defaultFrag() || (asLoaded && !loaded.key && !force)) {
      screenIsDraft = false;
      tab.onScreen = false;
    } else {
      screenIsDraft = true;
      liveKey ??= draftKey(me, ++keys);
      const r = writeDraft(storage, makeEntry(liveKey, frag, metaOf(state, now())), now());
      let entries = r.entries;
      if (r.ok && adopted && adopted !== liveKey) {
        removeDrafts(storage, [adopted]);
        entries = entries.filter((e) => e.key !== adopted);
        adopted = null;
      }
      // when it could not be stored, a reload reads the URL (which holds the state unless too long)
      tab.live = r.ok ? liveKey : tab.live;
      tab.onScreen = r.ok;
      if (!r.ok && !storageWarned) {
        storageWarned = true;
        st().notify('warning', 'storage', 'The draft could not be saved in local storage (full or disabled): copy a link to keep it.');
      }
      persistTab();
      refresh(entries);
      return;
    }
    persistTab();
    refresh();
  };

  let lastWritten = '';
  let lastHash = env.location.hash.replace(/^#/, '');
  let timer: ReturnType<typeof setTimeout> | null = null;

  // A change not yet written, and the background encoding whose answer is still wanted (a newer
  // change or save makes older answers stale, so `dirty` holds until the latest state is written).
  let dirty = false;
  let ticket = 0;
  /** Forget a pending save (the state it would write is handled, or replaced, by the caller). */
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    ticket++;
    dirty = false;
  };
  const flush = () => {
    cancel();
    const s = shareStateOf(st());
    write(encodePermalink(s), s);
  };
  const flushLater = () => {
    timer = null;
    if (!env.encodeInBackground) return flush();
    const mine = ++ticket;
    const s = shareStateOf(st());
    env.encodeInBackground(s).then(
      (frag) => mine === ticket && write(frag, s),
      () => mine === ticket && flush(),
    );
  };
  const writeUrl = (frag: string) => {
    lastWritten = frag;
    const url = env.location.pathname + env.location.search + (frag.length + 1 <= MAX_LENGTH ? '#' + frag : '');
    try {
      env.history.replaceState(env.history.state, '', url);
      lastHash = frag.length + 1 <= MAX_LENGTH ? frag : '';
      rememberOwnHash(session, lastHash);
    } catch {
      /* a browser that refuses the URL: the draft still keeps the state */
    }
  };
  const write = (frag: string, state: ShareState) => {
    dirty = false;
    if (frag === lastWritten) return;
    writeUrl(frag);
    keep(frag, state);
  };
  if (boot.rewrite && boot.frag) writeUrl(boot.frag);

  const unsubscribe = store.subscribe((s, p) => {
    if (!shareChanged(SHARE_FIELDS, s, p)) return;
    dirty = true;
    ticket++;
    if (timer) clearTimeout(timer);
    timer = setTimeout(flushLater, SYNC_DELAY_MS);
  });

  // Another link pasted into the address bar of this tab: the state on screen is kept first (the
  // URL already holds the link, so only the draft is written), then the link opens.
  const onHash = () => {
    const raw = env.location.hash.replace(/^#/, '');
    if (raw === lastHash) return;
    lastHash = raw;
    lastWritten = raw;
    if (raw.length > LINK_CONFIRM_LENGTH) {
      st().setPendingLink(raw);
      return;
    }
    openLink(raw);
  };
  /** The settings-only link whose rules the user said yes to (openLink asks no more). */
  let rulesConfirmed: string | null = null;
  const openLink = (raw: string) => {
    st().setPendingLink(null);
    const wasDirty = dirty;
    cancel();
    const cur = shareStateOf(st());
    if (wasDirty) keep(encodePermalink(cur), cur);
    st().clearNotices('link');
    const link = readLink(raw, cur);
    if (!link.ok) {
      st().notify('error', 'link', `This link cannot be opened: ${link.error}`);
      return;
    }
    const ask = rulesConfirmed === raw ? null : rulesToConfirm(link, raw, screenIsDraft || cur.input !== defaultShare().input);
    if (ask) {
      st().setPendingRules(ask);
      return;
    }
    st().setPendingRules(null);
    if (link.warnings.length) st().notify('warning', 'link', `Link opened, with a warning: ${link.warnings.join('; ')}.`);
    // over an unedited link (or the defaults) the bar goes on offering the draft it offered
    const offer = screenIsDraft ? { key: tab.onScreen ? tab.live : null, state: cur } : st().previousDraft;
    st().setPreviousDraft(offer && !sameShare(offer.state, link.state) && !link.settingsOnly ? offer : null);
    const err = st().applyShare(link.state);
    cancel(); // the link is in the URL already, and is no draft until edited
    if (err) st().notify('error', 'link', `This link cannot be opened: ${err}`);
    // a settings-only link: the URL holds the whole state on screen instead (see bootDecision)
    const frag = link.settingsOnly && !err ? encodePermalink(shareStateOf(st())) : raw;
    if (frag !== raw) writeUrl(frag);
    loaded = { key: null, frag };
    liveKey = null;
    adopted = null;
    screenIsDraft = false;
    tab.onScreen = false;
    persistTab();
    refresh();
  };

  const restoreState = (key: string | null, given: ShareState | null) => {
    const entry = key ? readDrafts(storage).find((e) => e.key === key) : undefined;
    let state = given;
    if (!state && entry) {
      const r = readLink(entry.frag);
      if (r.ok) state = r.state;
    }
    if (!state) {
      st().notify('error', 'draft', 'This draft cannot be restored: it is no longer stored (another tab removed it) or cannot be read.');
      refresh();
      return;
    }
    // the state on screen first, so that a restore never loses anything
    cancel();
    const cur = shareStateOf(st());
    if (!sameShare(cur, state)) keep(encodePermalink(cur), cur, true);
    const err = st().applyShare(state);
    cancel();
    if (err) {
      st().notify('error', 'draft', `This draft cannot be restored: ${err}`);
      return;
    }
    st().setPreviousDraft(null);
    const restored = shareStateOf(st());
    // keeping the state on screen may have pruned the oldest draft: the one being restored
    if (entry && readDrafts(storage).some((e) => e.key === entry.key)) {
      loadedDraft(entry);
      writeUrl(entry.frag);
      persistTab();
      refresh();
    } else {
      // held by this page only (storage refused or lost it): stored again if it can be
      loaded = { key: null, frag: null };
      liveKey = null;
      adopted = null;
      const frag = encodePermalink(restored);
      writeUrl(frag);
      keep(frag, restored, true);
    }
  };

  const handle: SessionHandle = {
    restore: (key) => restoreState(key, null),
    restoreOffer: () => {
      const o = st().previousDraft;
      if (o) restoreState(o.key, o.state);
    },
    dismissOffer: () => st().setPreviousDraft(null),
    remove: (key) => {
      removeDrafts(storage, [key]);
      if (st().previousDraft?.key === key) st().setPreviousDraft(null);
      refresh();
    },
    clear: () => {
      const onScreen = tab.onScreen ? tab.live : null;
      removeDrafts(
        storage,
        readDrafts(storage)
          .map((e) => e.key)
          .filter((k) => k !== onScreen),
      );
      st().setPreviousDraft(null);
      refresh();
    },
    openPending: () => {
      const raw = st().pendingLink;
      if (raw) openLink(raw);
    },
    dropPending: () => {
      if (!st().pendingLink) return;
      st().setPendingLink(null);
      // the address bar shows what is on screen again, not the link left unopened
      writeUrl(encodePermalink(shareStateOf(st())));
    },
    applyPendingRules: () => {
      const p = st().pendingRules;
      if (!p) return;
      rulesConfirmed = p.frag;
      openLink(p.frag);
      rulesConfirmed = null;
    },
    dropPendingRules: () => {
      if (!st().pendingRules) return;
      st().setPendingRules(null);
      writeUrl(encodePermalink(shareStateOf(st())));
    },
  };
  handles.set(store, handle);

  const onHide = () => {
    if (dirty) flush();
  };
  // Closed (or into the back-forward cache): its drafts may be pruned like any other, once
  // flushed; shown again, it is open again.
  const onPageHide = () => {
    onHide();
    unmarkLive(storage, me);
  };
  const stopShown = env.onShown?.(beat);
  env.addEventListener('hashchange', onHash);
  env.addEventListener('pagehide', onPageHide);
  const stopHidden = env.onHidden?.(onHide);
  const stopStorage = env.onStorage?.((key) => {
    if (key === null || key.startsWith(DRAFT_PREFIX)) refresh();
  });

  return () => {
    if (dirty) flush();
    unsubscribe();
    env.removeEventListener('hashchange', onHash);
    env.removeEventListener('pagehide', onPageHide);
    stopHidden?.();
    stopStorage?.();
    stopBeat?.();
    stopShown?.();
    if (handles.get(store) === handle) handles.delete(store);
  };
}

/** The link for the current state, its length and what may be done with it. */
export function shareLink(s: PlaygroundState, base: string): { url: string; length: number } {
  const url = `${base}#${encodePermalink(shareStateOf(s))}`;
  return { url, length: url.length };
}
