// A compressor with caches of its own. The module-level compress, compressAll and check use one
// default set of caches; a caller that shares a process with others (the MCP server, a corpus run
// beside the page, a test) makes its own, so nobody else's calls evict its segmentations, runs and
// token counts, and its clearCaches() clears only its own.
import { inCaches, newCacheSet } from './caches';
import { check, checkAll, clearReadings, keepReadings } from './check';
import { analyseText, clearCaches, clearProfileCaches, compress, compressAll } from './compress';
import { expand } from './expand';
import { compressVerified } from './verify';
import { repair } from './sentence-repair';

export interface Compressor {
  compress: typeof compress;
  /** compress(), checked by check() before it is handed on (verify.ts). */
  compressVerified: typeof compressVerified;
  /** A compression written elsewhere, its faulty sentences replaced by the core's (sentence-repair.ts). */
  repair: typeof repair;
  compressAll: typeof compressAll;
  check: typeof check;
  checkAll: typeof checkAll;
  analyseText: typeof analyseText;
  expand: typeof expand;
  /** Keep the checker's readings of recent verbose texts up to this many characters (check.ts). */
  keepReadings: typeof keepReadings;
  /** Forget everything this compressor kept. */
  clearCaches(): void;
  /** Forget what depends on the profile (a rule edit), keep segmentations and token counts. */
  clearProfileCaches(): void;
}

export function createCompressor(): Compressor {
  const set = newCacheSet();
  const within =
    <A extends unknown[], R>(f: (...args: A) => R) =>
    (...args: A): R =>
      inCaches(set, () => f(...args));
  return {
    compress: within(compress),
    compressVerified: within(compressVerified),
    repair: within(repair),
    compressAll: within(compressAll),
    check: within(check),
    checkAll: within(checkAll),
    analyseText: within(analyseText),
    expand: within(expand),
    keepReadings: within(keepReadings),
    clearCaches: within(() => {
      clearCaches();
      clearReadings();
    }),
    clearProfileCaches: within(clearProfileCaches),
  };
}
