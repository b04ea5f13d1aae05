// Storage doubles for the unit tests of the drafts and the session (no browser).
import type { DraftStorage } from './drafts';

export class MemStorage implements DraftStorage {
  m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
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

/** A storage that refuses to hold more than `limit` characters (keys and values), like a browser's quota. */
export class QuotaStorage extends MemStorage {
  constructor(public limit: number) {
    super();
  }
  used(except?: string) {
    let n = 0;
    for (const [k, v] of this.m) if (k !== except) n += k.length + v.length;
    return n;
  }
  setItem(k: string, v: string) {
    if (this.used(k) + k.length + v.length > this.limit) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(k, v);
  }
}
