// Worker side of the pool: runs one fuzz share or one shrink per message.
import { parentPort } from 'node:worker_threads';
import { fuzz, shrink } from './run';
import type { Task, WorkerReply } from './pool';

const port = parentPort!;
const reply = (m: WorkerReply) => port.postMessage(m);

port.on('message', (task: Task) => {
  try {
    if (task.type === 'fuzz') {
      let last = 0;
      const result = fuzz({
        ...task.options,
        // Batched so the message queue does not dominate short documents.
        onProgress: (done) => {
          if (done - last >= 5) {
            reply({ type: 'progress', done: done - last });
            last = done;
          }
        },
      });
      reply({ type: 'progress', done: result.evaluated - last });
      reply({ type: 'done', value: result });
    } else {
      reply({ type: 'done', value: shrink(task.seed, task.failing, task.failure, task.timeLimitMs) });
    }
  } catch (e) {
    reply({ type: 'error', message: (e as Error)?.stack ?? String(e) });
  }
});
