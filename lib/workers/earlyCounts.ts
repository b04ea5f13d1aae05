// The four counts of a compression answer, readable by the main thread before the answer's
// message is. Chrome defers every task of a page after a keystroke until the frame that shows the
// keystroke is drawn (DeferRendererTasksAfterInput): a worker's answer that is ready 7-9 ms after
// the keydown is handled only after that frame, some 20 ms after it. Through shared memory the
// page reads the counts in that frame's requestAnimationFrame instead, and the panes follow with
// the message. Shared memory needs a cross-origin isolated page (scripts/serve.mjs sends the
// headers); elsewhere there is no mailbox and the counts come with the message only.
//
// One answer at a time, under a sequence lock: the writer makes the version odd, writes, makes it
// even again; a reader that sees an odd version, or two different versions around its reads, saw
// a write in progress and reads nothing.
import { ENCODINGS, type EncodingName } from 'caveman-compress/tokens';
import type { CompressResponse } from './protocol';

export type EarlyCounts = NonNullable<CompressResponse['counts']>;

const FIELDS = ['input', 'lite', 'full', 'ultra', 'prose'] as const satisfies readonly (keyof EarlyCounts)[];
const VERSION = 0;
const ID = 1;
const ENCODING = 2;
const FIRST = 3;
const SLOTS = FIRST + FIELDS.length;

/** The message that hands a compression worker its mailbox. */
export interface EarlyCountsMessage {
  type: 'earlyCounts';
  buffer: SharedArrayBuffer;
}

export function isEarlyCountsMessage(x: unknown): x is EarlyCountsMessage {
  return typeof x === 'object' && x !== null && (x as { type?: unknown }).type === 'earlyCounts' && typeof SharedArrayBuffer === 'function' && (x as { buffer?: unknown }).buffer instanceof SharedArrayBuffer;
}

/** A new mailbox, or null where shared memory is not available (a page that is not cross-origin isolated). */
export function earlyCountsMailbox(scope: { crossOriginIsolated?: boolean } = globalThis): Int32Array | null {
  if (typeof SharedArrayBuffer !== 'function' || scope.crossOriginIsolated !== true) return null;
  return new Int32Array(new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT));
}

/** Posts the counts of request `id` (the worker's side). */
export function writeEarlyCounts(box: Int32Array, id: number, encoding: EncodingName, counts: EarlyCounts): void {
  const v = Atomics.load(box, VERSION);
  Atomics.store(box, VERSION, v + 1);
  Atomics.store(box, ID, id);
  Atomics.store(box, ENCODING, ENCODINGS.indexOf(encoding));
  FIELDS.forEach((f, i) => Atomics.store(box, FIRST + i, counts[f]));
  Atomics.store(box, VERSION, v + 2);
}

/** The counts of request `id` if the mailbox holds them, whole; else null. */
export function readEarlyCounts(box: Int32Array, id: number): { encoding: EncodingName; counts: EarlyCounts } | null {
  const v = Atomics.load(box, VERSION);
  if ((v & 1) !== 0 || Atomics.load(box, ID) !== id) return null;
  const encoding = ENCODINGS[Atomics.load(box, ENCODING)];
  const counts = {} as EarlyCounts;
  FIELDS.forEach((f, i) => (counts[f] = Atomics.load(box, FIRST + i)));
  if (Atomics.load(box, VERSION) !== v || !encoding) return null;
  return { encoding, counts };
}
