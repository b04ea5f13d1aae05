/**
 * Seeded pseudo-random numbers for tests: rng(seed)(n) is an integer in [0, n), the same sequence
 * for the same seed, so a failing case is reproducible from its index.
 */
export function rng(seed: number): (n: number) => number {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}
