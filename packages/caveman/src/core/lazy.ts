/**
 * An enumerable field computed on its first read and kept (a write replaces it): JSON, structured
 * clone, spreads and equality see a plain field, and a caller that never reads it never pays for it.
 */
export function lazyField<T extends object, K extends keyof T>(obj: T, key: K, compute: () => T[K]): void {
  let value: { v: T[K] } | null = null;
  // dropped once the value is there: what it read is not kept alive by the field
  let make: (() => T[K]) | null = compute;
  Object.defineProperty(obj, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      if (!value) {
        value = { v: make!() };
        make = null;
      }
      return value.v;
    },
    set: (v: T[K]) => {
      value = { v };
      make = null;
    },
  });
}
