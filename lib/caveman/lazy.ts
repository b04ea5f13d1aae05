/**
 * An enumerable field computed on its first read and kept (a write replaces it): JSON, structured
 * clone, spreads and equality see a plain field, and a caller that never reads it never pays for it.
 */
export function lazyField<T extends object, K extends keyof T>(obj: T, key: K, compute: () => T[K]): void {
  let value: { v: T[K] } | null = null;
  Object.defineProperty(obj, key, {
    enumerable: true,
    configurable: true,
    get: () => (value ??= { v: compute() }).v,
    set: (v: T[K]) => {
      value = { v };
    },
  });
}
