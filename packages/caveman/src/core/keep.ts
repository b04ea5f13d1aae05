// One object of each class the engine's hot code reads, kept for the life of the process.
//
// V8 refers to hidden classes (maps) weakly: from optimized code, and from the feedback the JIT
// optimizes with. A class that objects gain by construction or by a property added later lives
// only while one of its objects does. After clearCaches() (the bench's cold runs, the corpus view
// after a rule edit, the worker after a profile change) a full GC found no engine object alive,
// took their classes, and threw away every function optimized for them: the next 100 KB compress
// ran unoptimized again (55 ms instead of 30 in alternating runs, both after a GC). Object
// literals need nothing: their classes hang off the function that makes them.
// a Set: the keeper parse hands over the same block state once per block line it tries
const kept = new Set<unknown>();

/** `o`, kept alive for good. */
export function keep<T>(o: T): T {
  kept.add(o);
  return o;
}
