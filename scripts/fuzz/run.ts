// The fuzz loop shared by `npm run fuzz` and the vitest test: generate documents with fast-check
// (so any one of them can be replayed from seed + run index), evaluate them, tally failures.
import fc from 'fast-check';
import { compress, INTENSITIES, PROFILE_IDS, type Intensity } from 'caveman-compress';
import { documentArb, type FuzzDoc } from './generate';
import type { Literal } from './piece';
import { evaluate, inputFacts, tokenCounter, type Failure, type FailureClass } from './oracle';

export interface FuzzOptions {
  runs: number;
  seed: number;
  profiles?: readonly string[];
  intensities?: readonly Intensity[];
  /** Profiles per document; fewer than all samples them from seed and run index. */
  profilesPerDoc?: number;
  /** Evaluate only runs where index % of === part (a worker's share). */
  part?: { part: number; of: number };
  onProgress?: (done: number, total: number) => void;
}

export interface FailingDoc {
  index: number;
  doc: FuzzDoc;
  failures: Failure[];
}

export interface FuzzResult {
  seed: number;
  runs: number;
  evaluated: number;
  /** (document, profile, intensity) triples checked. */
  cases: number;
  failing: FailingDoc[];
  ms: number;
}

/** Deterministic profile sample for one document: a window of the profile list. */
export function profilesFor(seed: number, index: number, profiles: readonly string[], perDoc: number): string[] {
  if (perDoc >= profiles.length) return [...profiles];
  const h = Math.imul((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0, 0x85ebca6b) >>> 0;
  const at = h % profiles.length;
  return Array.from({ length: perDoc }, (_, k) => profiles[(at + k) % profiles.length]);
}

export function fuzz(opts: FuzzOptions): FuzzResult {
  const profiles = opts.profiles ?? PROFILE_IDS;
  const intensities = opts.intensities ?? INTENSITIES;
  const perDoc = opts.profilesPerDoc ?? profiles.length;
  const failing: FailingDoc[] = [];
  let index = 0;
  let evaluated = 0;
  let cases = 0;
  const t0 = performance.now();
  // The property never fails: every document is evaluated and tallied, none is shrunk here.
  fc.check(
    fc.property(documentArb, (doc) => {
      const i = index++;
      if (opts.part && i % opts.part.of !== opts.part.part) return true;
      const facts = inputFacts(doc);
      const failures: Failure[] = [];
      for (const profile of profilesFor(opts.seed, i, profiles, perDoc)) {
        for (const intensity of intensities) {
          failures.push(...evaluate(facts, profile, intensity));
          cases++;
        }
      }
      if (failures.length) failing.push({ index: i, doc, failures });
      evaluated++;
      opts.onProgress?.(evaluated, opts.part ? Math.ceil((opts.runs - opts.part.part) / opts.part.of) : opts.runs);
      return true;
    }),
    { seed: opts.seed, numRuns: opts.runs },
  );
  return { seed: opts.seed, runs: opts.runs, evaluated, cases, failing, ms: performance.now() - t0 };
}

/** The document fast-check generates at run `index` of `seed`. */
export function replayDoc(seed: number, index: number): FuzzDoc {
  const details = fc.check(fc.property(documentArb, () => false), { seed, path: String(index), numRuns: 1, endOnFailure: true });
  return (details.counterexample as [FuzzDoc])[0];
}

export interface Reproducer {
  cls: FailureClass;
  key: string;
  profile: string;
  intensity: Intensity;
  message: string;
  /** The shrunk document, and what the core makes of it. */
  input: string;
  output: string;
  literals: Literal[];
  shrinks: number;
  /** Whether shrinking stopped at the time limit (the reproducer may not be minimal). */
  interrupted: boolean;
  /** Replay: fast-check seed and path of the original document, its length before shrinking. */
  seed: number;
  path: string;
  originalLength: number;
}

/**
 * Shrink one document that fails with `cls` (for the failure's profile and intensity) to a minimal
 * one that still fails with the same class. Starts from the fast-check path of the document, so
 * fast-check's shrinker walks the value tree of the generator rather than the rendered text.
 */
export function shrink(seed: number, fd: FailingDoc, failure: Failure, timeLimitMs = 30_000): Reproducer {
  const { cls, key, profile, intensity } = failure;
  const fails = (doc: FuzzDoc) => evaluate(inputFacts(doc), profile, intensity, { only: cls }).find((f) => f.key === key);
  const details = fc.check(
    fc.property(documentArb, (doc) => !fails(doc)),
    { seed, path: String(fd.index), numRuns: 1, plugins: [fc.interruptAfterTimeLimit(timeLimitMs)] },
  );
  const doc = details.failed && details.counterexample ? (details.counterexample as [FuzzDoc])[0] : fd.doc;
  const final = fails(doc) ?? failure;
  return {
    cls,
    key,
    profile,
    intensity,
    message: final.message,
    input: doc.text,
    output: outputOf(doc.text, profile, intensity),
    literals: doc.literals,
    shrinks: details.numShrinks,
    interrupted: details.interrupted,
    seed,
    path: String(fd.index),
    originalLength: fd.doc.text.length,
  };
}

function outputOf(text: string, profile: string, intensity: Intensity): string {
  try {
    return compress(text, { intensity, profile, countTokens: tokenCounter() }).output;
  } catch (e) {
    return `(compress threw: ${String(e)})`;
  }
}

/**
 * The failing document to shrink for each class (or each class:cause): the shortest, as shrinking
 * starts closest to the minimum there.
 */
export function pickToShrink(failing: readonly FailingDoc[], by: 'cls' | 'key' = 'key'): Map<string, { fd: FailingDoc; failure: Failure }> {
  const best = new Map<string, { fd: FailingDoc; failure: Failure }>();
  for (const fd of failing) {
    for (const f of fd.failures) {
      const cur = best.get(f[by]);
      if (!cur || fd.doc.text.length < cur.fd.doc.text.length) best.set(f[by], { fd, failure: f });
    }
  }
  return new Map([...best].sort(([a], [b]) => a.localeCompare(b)));
}
