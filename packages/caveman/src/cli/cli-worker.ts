// The pattern worker of the `caveman` command (bundled as dist/cli-worker.mjs, started by
// packages/caveman/src/cli/cli.ts when a rules file brings its own regular expressions).
//
// workerData is a Job (a compress, check or report with its texts and profile). For each user
// pattern, in the order of userPatterns(): post {probe: i}, then run the pattern, compiled exactly
// as the core compiles it, over every string the core runs patterns over (protectInputs). Then
// post {probes-done}, run the command (a report posts {progress} after each file) and post its
// result. The main thread terminates this worker when a probe or the command takes too long;
// nothing here needs to watch the clock.
import { parentPort, workerData } from 'node:worker_threads';
import { checkProtectInputs, compileProtect, protectInputs } from 'caveman-compress';
import { errorResult, jobTexts, runJob, userPatterns, type CliResult, type Job, type UserPatternRef, type WorkerMessage } from './cli';

/** The RegExp the core would run for this pattern (undefined when the core skips it). */
function compile(p: UserPatternRef): RegExp | undefined {
  if (p.kind === 'line anchor') return compileProtect([], [p.source], []).lineAnchors[0];
  return compileProtect([], [], [{ pattern: p.source, flags: p.flags }]).userPatterns[0];
}

/** The exec loop of protectSpans (packages/caveman/src/core/protect.ts): every match, past empty ones. */
function probe(re: RegExp, text: string): void {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (m[0].length === 0) re.lastIndex++;
  }
}

function work(job: Job, post: (msg: WorkerMessage) => void): CliResult {
  try {
    // The engine and the checker each read the prose their own way: probe what each will scan.
    // (report runs both, on every file.)
    const inputs = jobTexts(job).flatMap((t) => (job.command === 'compress' ? protectInputs(t) : [...protectInputs(t), ...checkProtectInputs(t)]));
    userPatterns(job.profile).forEach((p, index) => {
      post({ type: 'probe', index });
      const re = compile(p);
      if (re) for (const s of inputs) probe(re, s);
    });
    post({ type: 'probes-done' });
    return runJob(job, (done, total) => post({ type: 'progress', done, total }));
  } catch (err) {
    return errorResult(err);
  }
}

if (parentPort) {
  const port = parentPort;
  const post = (msg: WorkerMessage) => port.postMessage(msg);
  post({ type: 'result', result: work(workerData as Job, post) });
}
