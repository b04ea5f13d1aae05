// Main-thread bookkeeping for worker requests: ids that drop stale answers, and a queue that
// keeps one request in flight and only the newest waiting. Pure, so unit-tested in Node.

/** Monotonic request ids, and "is this answer the newest one applied so far?". */
export class RequestIds {
  private next = 1;
  private applied = 0;

  issue(): number {
    return this.next++;
  }

  /** True (and remembered) when `id` is newer than every answer accepted before. */
  accept(id: number): boolean {
    if (id <= this.applied) return false;
    this.applied = id;
    return true;
  }

  get lastAccepted(): number {
    return this.applied;
  }
}

/**
 * At most one request in flight, at most one waiting: a newer request replaces the waiting
 * one (coalescing bursts of keystrokes into one job per worker round-trip). Pure bookkeeping:
 * `post` is whatever actually sends the message.
 */
export class LatestOnlyQueue<T extends { id: number }> {
  private inFlight: number | null = null;
  private waiting: T | null = null;

  constructor(private readonly post: (req: T) => void) {}

  submit(req: T): void {
    if (this.inFlight === null) {
      this.inFlight = req.id;
      this.post(req);
    } else {
      this.waiting = req; // replaces (drops) an older waiting request
    }
  }

  /** Call when the worker answers `id` (result or error). Sends the waiting request, if any. */
  done(id: number): void {
    if (this.inFlight !== id) return;
    this.inFlight = null;
    const next = this.waiting;
    this.waiting = null;
    if (next) this.submit(next);
  }

  /** Forget everything (worker restarted). */
  reset(): void {
    this.inFlight = null;
    this.waiting = null;
  }

  get busy(): boolean {
    return this.inFlight !== null;
  }

  get pending(): T | null {
    return this.waiting;
  }
}
