// A yield to the worker's task queue for its long loops (a corpus run yields after every file).
// setTimeout(0) is clamped to 4 ms once timers nest, and each yield is set from the callback of
// the one before: in Chromium a run of 100 files per worker idled some 0.5 s in those clamps. A
// MessageChannel message is not clamped (0.02-0.2 ms a yield), and a message the page posts
// meanwhile (a newer run) still gets in at the next yield: in Chromium it was seen as soon after
// its post as with setTimeout.

/** A function that resolves on the next macrotask; resolves in call order. */
export function macrotaskYield(): () => Promise<void> {
  if (typeof MessageChannel === 'undefined') return () => new Promise<void>((r) => setTimeout(r, 0));
  const waiting: (() => void)[] = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => waiting.shift()?.();
  // Node keeps a process alive while a port listens; nothing waits on an idle one
  (channel.port1 as { unref?: () => void }).unref?.();
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      channel.port2.postMessage(0);
    });
}
