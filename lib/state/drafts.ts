// The kept drafts: every state a user typed stays recoverable, whatever links are opened and
// however many tabs write at once. Pure functions over a Storage-like object (local storage in
// the page, a Map in the tests); lib/state/session.ts decides when to call them.
//
// Layout. Each draft is one local-storage key, `caveman.drafts.v2:<page>:<n>`, written only by the
// page instance <page> (a fresh id per page load), so two tabs never overwrite each other; other
// pages only ever remove a key (pruning, "clear"), and a page whose key was removed writes it
// again on its next save. The value is one line of metadata (JSON) then the permalink fragment,
// so listing never parses a fragment. Per tab, session storage keeps the ids of the tab's page
// loads and which draft the tab last had on screen (TabRecord): a reload finds its own draft.
import { decodePermalink, type ShareState } from './permalink';

/** What the drafts need of local or session storage (Storage has all of it). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export const DRAFT_PREFIX = 'caveman.drafts.v2:';
/** How many distinct drafts are kept (the list shows them all). */
export const MAX_DRAFTS = 8;
/**
 * Characters all kept drafts may take (keys and values; a browser allows about 5 M per origin,
 * counted in UTF-16 units by some). The draft being written is kept even when it alone is larger.
 */
export const MAX_DRAFT_CHARS = 1_500_000;

/** The version-1 keys: one draft and one "previous draft" for the whole browser. */
export const V1_DRAFT_KEY = 'caveman.draft.v1';
export const V1_PREVIOUS_KEY = 'caveman.previous-draft.v1';
/** Where the version-1 drafts go: fixed keys, so two tabs migrating at once write the same ones. */
export const MIGRATED_DRAFT_KEY = `${DRAFT_PREFIX}v1:draft`;
export const MIGRATED_PREVIOUS_KEY = `${DRAFT_PREFIX}v1:previous`;
const V1 = 'v1';

/**
 * A page that is open says which draft it has on screen: `caveman.drafts-live.v2:<page>` holds
 * the time of its last heartbeat (every HEARTBEAT_MS while it is open; removed when it is closed)
 * and that draft's key. Pruning never removes a draft on the screen of a page heard from within
 * LIVE_MS: an idle open tab writes only when it has unsaved edits, so another tab's big draft, or
 * many others, must not push its text out of storage.
 */
export const LIVE_PREFIX = 'caveman.drafts-live.v2:';
export const HEARTBEAT_MS = 60_000;
export const LIVE_MS = 3 * HEARTBEAT_MS;
/** What pruning dropped, and why (the last few, newest first), for the restore list to say. */
export const DROPPED_KEY = 'caveman.drafts-dropped.v2';
const MAX_DROPPED = 8;

export interface DroppedDraft {
  line: string;
  words: number;
  /** When it had been written. */
  at: number;
  /** When it was dropped. */
  dropped: number;
  why: string;
}

/** This page is open, with the draft `key` on screen (null: none). Never throws. */
export function markLive(storage: DraftStorage | null, page: string, now: number, key: string | null): void {
  try {
    storage?.setItem(LIVE_PREFIX + page, `${now} ${key ?? ''}`);
  } catch {
    /* storage full or off: the page's draft is then as safe as any */
  }
}

/** This page is closing: its draft may be pruned like any other. Never throws. */
export function unmarkLive(storage: DraftStorage | null, page: string): void {
  removeDrafts(storage, [LIVE_PREFIX + page]);
}

/** The keys of the drafts on the screens of pages heard from within LIVE_MS of `now`; stale heartbeats (a crashed tab's) are removed. */
export function liveDrafts(storage: DraftStorage | null, now: number): Set<string> {
  const live = new Set<string>();
  const stale: string[] = [];
  for (const key of storageKeys(storage)) {
    if (!key.startsWith(LIVE_PREFIX)) continue;
    const [t, k] = (safeGet(storage!, key) ?? '').split(' ');
    const at = Number(t);
    if (Number.isFinite(at) && Math.abs(now - at) < LIVE_MS) {
      if (k) live.add(k);
    } else stale.push(key);
  }
  removeDrafts(storage, stale);
  return live;
}

export function readDropped(storage: DraftStorage | null): DroppedDraft[] {
  try {
    const v = storage?.getItem(DROPPED_KEY);
    const list: unknown = v ? JSON.parse(v) : [];
    return Array.isArray(list) ? list.filter((d): d is DroppedDraft => !!d && typeof d.line === 'string' && typeof d.why === 'string' && typeof d.dropped === 'number') : [];
  } catch {
    return [];
  }
}

function logDropped(storage: DraftStorage | null, dropped: DroppedDraft[]): void {
  if (!dropped.length) return;
  try {
    storage?.setItem(DROPPED_KEY, JSON.stringify([...dropped, ...readDropped(storage)].slice(0, MAX_DROPPED)));
  } catch {
    /* the log is a courtesy */
  }
}

/** Session storage: this tab's record. */
export const TAB_KEY = 'caveman.tab.v2';
/** Page-load ids a tab remembers as its own (a few reloads back). */
const MAX_TAB_IDS = 8;

export interface DraftMeta {
  /** When it was written (ms since the epoch). */
  at: number;
  /** The input's first non-blank line, shortened. */
  line: string;
  words: number;
  profileId: string;
  /** It has rule edits. */
  rules: boolean;
}

export interface DraftEntry extends DraftMeta {
  key: string;
  /** Id of the page load that wrote it ('v1': migrated from the version-1 keys). */
  page: string;
  frag: string;
  /** Characters it takes in storage (key and value). */
  size: number;
}

export interface TabRecord {
  /** Ids of this tab's page loads, oldest first (the current one last). */
  ids: string[];
  /** The draft this tab last had on screen (its own or another tab's), or null. */
  live: string | null;
  /** That draft is what the tab shows now; false: a link or the defaults. */
  onScreen: boolean;
}

/** A draft a link replaced on screen, offered back; key null: storage refused it, this page holds it. */
export interface DraftOffer {
  key: string | null;
  state: ShareState;
}

/** What the restore list shows of a draft. */
export interface DraftItem extends DraftMeta {
  key: string;
  /** Written by this tab (this or an earlier load of it), another tab, or an earlier version of the page. */
  origin: 'this-tab' | 'other-tab' | 'earlier';
  /** The state on screen in this tab: nothing to restore. */
  onScreen: boolean;
}

export function draftKey(page: string, n: number): string {
  return `${DRAFT_PREFIX}${page}:${n}`;
}

/** A fresh page-load id (unique enough: it only has to differ from the other open tabs'). */
export function newPageId(random: () => number = Math.random): string {
  return Array.from({ length: 8 }, () => Math.floor(random() * 36).toString(36)).join('');
}

export function firstLine(text: string, max = 60): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  const flat = line.replace(/\s+/g, ' ').trim();
  return flat.length > max ? flat.slice(0, max - 1).trimEnd() + '…' : flat;
}

export function wordCount(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/** The metadata of a state, written beside its fragment. */
export function metaOf(state: { input: string; profileId: string; rules: Record<string, unknown> | null }, at: number): DraftMeta {
  return { at, line: firstLine(state.input), words: wordCount(state.input), profileId: state.profileId, rules: !!state.rules && Object.keys(state.rules).length > 0 };
}

export function makeEntry(key: string, frag: string, meta: DraftMeta): DraftEntry {
  const page = key.slice(DRAFT_PREFIX.length, key.lastIndexOf(':'));
  const entry: DraftEntry = { key, page, frag, ...meta, size: 0 };
  entry.size = key.length + serialize(entry).length;
  return entry;
}

function serialize(e: DraftEntry): string {
  const meta: DraftMeta = { at: e.at, line: e.line, words: e.words, profileId: e.profileId, rules: e.rules };
  // fragments never hold a newline (lz-string's URI alphabet and encodeURIComponent)
  return `${JSON.stringify(meta)}\n${e.frag}`;
}

function parse(key: string, value: string): DraftEntry | null {
  const nl = value.indexOf('\n');
  if (nl < 0) return null;
  try {
    const m = JSON.parse(value.slice(0, nl)) as Partial<DraftMeta>;
    if (typeof m.at !== 'number' || typeof m.line !== 'string') return null;
    const meta: DraftMeta = { at: m.at, line: m.line, words: Number(m.words) || 0, profileId: String(m.profileId ?? ''), rules: !!m.rules };
    const page = key.slice(DRAFT_PREFIX.length, key.lastIndexOf(':'));
    return { key, page, frag: value.slice(nl + 1), ...meta, size: key.length + value.length };
  } catch {
    return null;
  }
}

function safeGet(storage: DraftStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function storageKeys(storage: DraftStorage | null): string[] {
  const keys: string[] = [];
  try {
    if (!storage) return keys;
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k !== null) keys.push(k);
    }
  } catch {
    /* storage unavailable: no drafts */
  }
  return keys;
}

/** Newest first (ties: by key, so every tab sorts alike); never throws, skips what it cannot read. */
export function readDrafts(storage: DraftStorage | null): DraftEntry[] {
  const out: DraftEntry[] = [];
  for (const key of storageKeys(storage)) {
    if (!key.startsWith(DRAFT_PREFIX)) continue;
    let value: string | null = null;
    try {
      value = storage!.getItem(key);
    } catch {
      continue;
    }
    const e = value === null ? null : parse(key, value);
    if (e) out.push(e);
  }
  return out.sort(newestFirst);
}

function newestFirst(a: DraftEntry, b: DraftEntry): number {
  return b.at - a.at || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0);
}

/**
 * Which drafts to remove so that what is left holds no state twice, at most MAX_DRAFTS drafts
 * and at most MAX_DRAFT_CHARS characters. `keep` (the draft being written) stays whatever its
 * size; otherwise the newest win.
 */
export function pruneDrafts(entries: readonly DraftEntry[], keep: readonly string[] = [], live: ReadonlySet<string> = new Set()): string[] {
  return pruneWhy(entries, keep, live).map((r) => r.key);
}

/**
 * pruneDrafts with the reason of each removal. The drafts on open pages' screens (`live`, keys)
 * stay like `keep`: whatever their number and size, even when a newer draft holds their state.
 */
export function pruneWhy(entries: readonly DraftEntry[], keep: readonly string[] = [], live: ReadonlySet<string> = new Set()): { key: string; why: string | null }[] {
  const sorted = [...entries].sort(newestFirst);
  const stays = (e: DraftEntry) => keep.includes(e.key) || live.has(e.key);
  const kept = sorted.filter(stays);
  const seen = new Set(kept.map((e) => e.frag));
  let count = seen.size;
  let chars = kept.reduce((n, e) => n + e.size, 0);
  const remove: { key: string; why: string | null }[] = [];
  for (const e of sorted) {
    if (stays(e)) continue;
    // a state a newer draft holds too: nothing is lost, nothing to say
    if (seen.has(e.frag)) remove.push({ key: e.key, why: null });
    else if (count >= MAX_DRAFTS) remove.push({ key: e.key, why: `older than the ${MAX_DRAFTS} newest drafts` });
    else if (chars + e.size > MAX_DRAFT_CHARS) remove.push({ key: e.key, why: `the kept drafts would take over ${MAX_DRAFT_CHARS / 1_000_000} M characters` });
    else {
      seen.add(e.frag);
      count++;
      chars += e.size;
    }
  }
  return remove;
}

export function removeDrafts(storage: DraftStorage | null, keys: readonly string[]): void {
  for (const k of keys) {
    try {
      storage?.removeItem(k);
    } catch {
      /* nothing to remove */
    }
  }
}

/**
 * Write a draft, then prune. When the browser refuses (quota), the oldest other drafts go first,
 * one at a time, until it fits; ok is false only when even alone it does not (or storage is
 * off), and then the drafts moved aside are put back. Never throws. `entries` is what is stored
 * afterwards, newest first.
 */
export function writeDraft(storage: DraftStorage | null, entry: DraftEntry, now: number = entry.at): { ok: boolean; entries: DraftEntry[] } {
  if (!storage) return { ok: false, entries: [] };
  const value = serialize(entry);
  const live = liveDrafts(storage, now);
  const evicted: Array<[string, string]> = [];
  const quota: DroppedDraft[] = [];
  let ok = false;
  for (;;) {
    try {
      storage.setItem(entry.key, value);
      ok = true;
      break;
    } catch {
      // the oldest draft of a closed page makes room; an open page's never does
      const victim = readDrafts(storage)
        .filter((e) => e.key !== entry.key && !live.has(e.key))
        .pop();
      if (!victim) break;
      const old = safeGet(storage, victim.key);
      removeDrafts(storage, [victim.key]);
      if (old === null || safeGet(storage, victim.key) !== null) break; // cannot remove either: give up
      evicted.push([victim.key, old]);
      quota.push({ line: victim.line, words: victim.words, at: victim.at, dropped: now, why: 'the browser had no room left for a newer draft' });
    }
  }
  if (!ok) {
    // they made room for nothing: back where they were (they fitted before)
    for (const [k, v] of evicted.reverse()) {
      try {
        storage.setItem(k, v);
      } catch {
        /* lost to the quota, as the oldest drafts would be */
      }
    }
  }
  const all = readDrafts(storage);
  // on failure the draft's previous save (if any) is the best copy there is: it stays too
  const pruned = pruneWhy(all, [entry.key], live);
  const remove = pruned.map((r) => r.key);
  removeDrafts(storage, remove);
  const byKey = new Map(all.map((e) => [e.key, e]));
  const said: DroppedDraft[] = [];
  for (const r of pruned) {
    const e = byKey.get(r.key);
    if (e && r.why) said.push({ line: e.line, words: e.words, at: e.at, dropped: now, why: r.why });
  }
  logDropped(storage, ok ? [...quota, ...said] : said);
  return { ok, entries: all.filter((e) => !remove.includes(e.key)) };
}

/**
 * Move the version-1 draft and previous draft into the list (once: the old keys are removed
 * only after their copies are written). Unreadable ones are dropped, as version 1 ignored them.
 * Returns the keys written.
 */
export function migrateV1(storage: DraftStorage | null, now: number): string[] {
  if (!storage) return [];
  const written: string[] = [];
  // the previous draft is the older of the two
  const sources: Array<[string, string, number]> = [
    [V1_PREVIOUS_KEY, MIGRATED_PREVIOUS_KEY, now - 1],
    [V1_DRAFT_KEY, MIGRATED_DRAFT_KEY, now],
  ];
  for (const [from, to, at] of sources) {
    let frag: string | null = null;
    try {
      frag = storage.getItem(from);
    } catch {
      return written;
    }
    if (frag === null) continue;
    const d = decodePermalink(frag);
    if (d.ok) {
      const r = writeDraft(storage, makeEntry(to, frag, metaOf(d.state, at)));
      if (!r.ok) continue; // kept in the old key for the next page load
      written.push(to);
    }
    removeDrafts(storage, [from]);
  }
  return written;
}

/** The restore list: newest first, each state once, at most MAX_DRAFTS. */
export function listDrafts(entries: readonly DraftEntry[], ctx: { pageIds: readonly string[]; onScreen: string | null }): DraftItem[] {
  const seen = new Set<string>();
  const out: DraftItem[] = [];
  for (const e of [...entries].sort(newestFirst)) {
    if (seen.has(e.frag)) continue;
    seen.add(e.frag);
    const { key, at, line, words, profileId, rules } = e;
    const origin = e.page === V1 ? 'earlier' : ctx.pageIds.includes(e.page) ? 'this-tab' : 'other-tab';
    out.push({ key, at, line, words, profileId, rules, origin, onScreen: key === ctx.onScreen });
    if (out.length === MAX_DRAFTS) break;
  }
  return out;
}

/** "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago". */
export function relativeTime(at: number, now: number): string {
  const s = (now - at) / 1000;
  if (s < 45) return 'just now';
  const min = Math.round(s / 60);
  if (min < 60) return `${min} min ago`;
  const h = Math.floor(s / 3600);
  if (h < 24) return `${h} h ago`;
  const days = Math.floor(s / 86_400);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

export function readTab(session: Pick<DraftStorage, 'getItem'> | null): TabRecord | null {
  try {
    const v = session?.getItem(TAB_KEY);
    if (!v) return null;
    const r = JSON.parse(v) as Partial<TabRecord>;
    if (!Array.isArray(r.ids)) return null;
    return { ids: r.ids.filter((x): x is string => typeof x === 'string'), live: typeof r.live === 'string' ? r.live : null, onScreen: r.onScreen === true };
  } catch {
    return null;
  }
}

export function writeTab(session: Pick<DraftStorage, 'setItem'> | null, tab: TabRecord): void {
  try {
    session?.setItem(TAB_KEY, JSON.stringify({ ...tab, ids: tab.ids.slice(-MAX_TAB_IDS) }));
  } catch {
    /* no session storage: a reload reads its URL like a link */
  }
}
