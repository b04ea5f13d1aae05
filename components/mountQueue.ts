// Editors are created one per idle slot, the input first: creating four Monaco editors in one
// go is one long task (the static first screen shows the panes meanwhile).
interface Job {
  rank: number;
  run: () => void;
}

const queue: Job[] = [];
let pending = false;

function pump(): void {
  pending = false;
  const job = queue.shift();
  if (job) job.run();
  if (queue.length) schedule();
}

function schedule(): void {
  if (pending) return;
  pending = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(pump, { timeout: 250 });
  else setTimeout(pump, 0);
}

/** Run `run` in an idle slot of its own, lower ranks first. Returns a cancel function. */
export function whenIdle(rank: number, run: () => void): () => void {
  const job: Job = { rank, run };
  let i = queue.findIndex((j) => j.rank > rank);
  if (i < 0) i = queue.length;
  queue.splice(i, 0, job);
  schedule();
  return () => {
    const k = queue.indexOf(job);
    if (k >= 0) queue.splice(k, 1);
  };
}
