// The engine's caches, in sets: each compressor (createCompressor, compressor.ts) has its own,
// and the module-level functions use the default one. A module keeps its caches in a slot of the
// active set; a compressor's call makes its set the active one for that call. The core is
// synchronous, so a call never sees another compressor's set: two callers in one process (the MCP
// server's sessions, a corpus run beside the page's own) neither share nor clear each other's
// caches.

export interface CacheSet {
  readonly slots: Map<symbol, unknown>;
}

export function newCacheSet(): CacheSet {
  return { slots: new Map() };
}

const defaultSet = newCacheSet();
let active: CacheSet = defaultSet;

/** The active set's slot `key`, made by `make` the first time it is asked for. */
export function slot<T>(key: symbol, make: () => T): T {
  let v = active.slots.get(key) as T | undefined;
  if (v === undefined) {
    v = make();
    active.slots.set(key, v);
  }
  return v;
}

/** Forget the active set's slot `key` (the next slot() makes it afresh). */
export function dropSlot(key: symbol): void {
  active.slots.delete(key);
}

/** f() with `set` as the active cache set (nested calls into the same set cost nothing). */
export function inCaches<T>(set: CacheSet, f: () => T): T {
  if (set === active) return f();
  const prev = active;
  active = set;
  try {
    return f();
  } finally {
    active = prev;
  }
}

/** The checker's readings and block memos (check.ts), dropped by clearCaches() beside the engine's. */
export const CHECK_CACHES = Symbol('check caches');
