// Core benchmark (npm run bench): compression time against tiktoken and remark on generated
// ~100 KB and ~1 MB artifacts, peak memory, and token reductions over fixtures/artifacts.
//
//   npm run bench                 # both sizes
//   npm run bench -- --sizes 100  # sizes in KB
//   npm run bench -- --throughput 1,10,50   # MB/s of compress and check at these sizes in MB,
//                                           # distinct and repeated text (--only-throughput: that table alone)
//   npm run bench -- --corpus     # only the table of real texts against human rewrites
//   npm run bench -- --shipped    # only compress as shipped (with the token counter), on real text
//   npm run bench -- --terse      # only godmode's 10- and 20-round loops under the terse profile
//   npm run bench -- --growth     # only the time ratios (1x, 4x) and peak memory on the adversarial shapes
//   npm run bench -- --checker DIR  # only the checker on a labelled set (shared/checker's format)
//
// Generated artifacts concatenate the fixtures with per-copy variation (task IDs and numbers
// shifted, interchangeable words rotated) so that most prose units differ and the per-unit caches
// of the engine see realistic hit rates. "Cold" runs clear the engine caches (clearCaches()) before
// each timed run and append a unique trailing comment so the segmentation cache (which
// clearCaches() does not reset) misses too. Untimed warm-up runs warm the JIT (see JIT_WARMUP).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import { check, compress, compressAll, compressVerified, INTENSITIES, resolveProfile, resultDetail, selectIntensity, type CompressResult, type Intensity, type TokenCounter } from 'caveman-compress';
import { GROWTH_SHAPES } from './growth-shapes';
import { clearCaches } from 'caveman-compress/internals/compress';
import { segment } from 'caveman-compress/internals/segment';
import { getEncoder, nodeCounter } from 'caveman-compress/node';
import { PAT_STR, pretokenCounter } from 'caveman-compress/tokens';
import { compressResults } from '../lib/workers/results';
import { AnswerStream, answerCounts } from '../lib/workers/answers';
import { checkerBench } from './checker-bench';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = join(ROOT, 'fixtures', 'artifacts');

const argv = process.argv.slice(2);
const sizesArg = argv.includes('--sizes') ? argv[argv.indexOf('--sizes') + 1] : '100,1000';
const SIZES_KB = sizesArg.split(',').map(Number).filter((n) => n > 0);
const throughputArg = argv.includes('--throughput') ? argv[argv.indexOf('--throughput') + 1] : '1,10,50';
const THROUGHPUT_MB = throughputArg.split(',').map(Number).filter((n) => n > 0);

// --- gc and memory sampling ------------------------------------------------------------------

type GcFn = () => void;
let gc: GcFn | null = (globalThis as { gc?: GcFn }).gc ?? null;
if (!gc) {
  try {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as GcFn;
  } catch {
    gc = null;
  }
}
const collect = () => gc?.();

/** RSS is process-wide: a worker thread samples it every 2 ms, also while the main thread is busy. */
const rssShared = new Float64Array(new SharedArrayBuffer(8));
const sampler = new Worker(
  `const { workerData } = require('node:worker_threads');
   const max = new Float64Array(workerData);
   setInterval(() => { const r = process.memoryUsage.rss(); if (r > max[0]) max[0] = r; }, 2);`,
  { eval: true, workerData: rssShared.buffer },
);
sampler.unref();
let heapPeak = 0;
const sampleHeap = () => {
  const m = process.memoryUsage();
  if (m.heapUsed > heapPeak) heapPeak = m.heapUsed;
  if (m.rss > rssShared[0]) rssShared[0] = m.rss;
};
const resetPeaks = () => {
  collect();
  heapPeak = 0;
  rssShared[0] = 0;
  sampleHeap();
};

// --- timing helpers ------------------------------------------------------------------------------

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function time(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  const t = performance.now() - t0;
  sampleHeap();
  return t;
}

// --- generated artifacts -------------------------------------------------------------------------

const ROTATE: string[][] = [
  ['test', 'check', 'spec'],
  ['tests', 'checks', 'specs'],
  ['reviewer', 'maintainer', 'owner'],
  ['change', 'patch', 'edit'],
  ['quick', 'short', 'brief'],
  ['session', 'login', 'visit'],
  ['handler', 'route', 'endpoint'],
  ['suite', 'batch', 'set'],
  ['flow', 'path', 'step'],
  ['fix', 'repair', 'update'],
  ['branch', 'line', 'fork'],
  ['notes', 'remarks', 'comments'],
  ['run', 'pass', 'go'],
  ['new', 'fresh', 'recent'],
  ['old', 'stale', 'prior'],
  ['team', 'group', 'crew'],
  ['issue', 'problem', 'defect'],
  ['today', 'earlier', 'recently'],
  ['file', 'module', 'unit'],
  ['files', 'modules', 'units'],
  ['expected', 'intended', 'planned'],
  ['exact', 'precise', 'literal'],
  ['helper', 'utility', 'wrapper'],
  ['task', 'job', 'ticket'],
  ['migration', 'upgrade', 'conversion'],
  ['staging', 'preview', 'canary'],
  ['finding', 'observation', 'result'],
  ['findings', 'observations', 'results'],
  ['summary', 'overview', 'recap'],
  ['details', 'specifics', 'particulars'],
  ['context', 'background', 'setting'],
  ['correctly', 'properly', 'reliably'],
  ['single', 'sole', 'lone'],
  ['every', 'each', 'any'],
  ['next', 'following', 'upcoming'],
  ['steps', 'actions', 'moves'],
  ['happened', 'occurred', 'took place'],
  ['approach', 'design', 'method'],
  ['entry', 'record', 'item'],
  ['classified', 'sorted', 'labelled'],
  ['questions', 'queries', 'doubts'],
  ['note', 'memo', 'message'],
  ['loop', 'cycle', 'iteration'],
  ['copy', 'replica', 'clone'],
  ['clean', 'tidy', 'neat'],
  ['slow', 'sluggish', 'laggy'],
  ['small', 'minor', 'little'],
  ['large', 'big', 'major'],
];
const ROTATE_INDEX = new Map<string, [string[], number]>();
for (const g of ROTATE) g.forEach((w, i) => ROTATE_INDEX.set(w, [g, i]));
const ROTATE_RE = new RegExp(`(?<![\\w-])(${[...ROTATE_INDEX.keys()].join('|')})(?![\\w-])`, 'gi');

function hash(...xs: number[]): number {
  let h = 2166136261;
  for (const x of xs) h = Math.imul(h ^ x, 16777619) >>> 0;
  return h;
}

/** A copy of a fixture: numbers shifted (width kept), words rotated outside code, a numbered title. */
function vary(text: string, name: string, k: number): string {
  const lines = text.split('\n');
  let fence = false;
  let frontMatter = lines[0] === '---';
  const out = lines.map((line, n) => {
    if (n > 0 && frontMatter && line === '---') {
      frontMatter = false;
      return line;
    }
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const shift = (m: string) => String((Number(m) + k) % 10 ** m.length).padStart(m.length, '0');
    let l = line.replace(/\b\d{1,6}\b/g, shift).replace(/\b([TX])(\d{1,4})\b/g, (_, p: string, d: string) => p + shift(d));
    if (fence || frontMatter) return l;
    // Long logs repeat their section titles; a round number keeps them apart, as real logs do.
    if (/^#{2,4} /.test(l)) l += ` (round ${k + 1})`;
    // Multi-sentence paragraphs: sentence order rotated per copy.
    if (/^[A-Za-z]/.test(l)) {
      const ss = l.split(/(?<=[a-z)`]\.) (?=[A-Z])/);
      if (ss.length > 1) {
        const r = k % ss.length;
        l = [...ss.slice(r), ...ss.slice(0, r)].join(' ');
      }
    }
    let occ = 0;
    // Outside inline code only.
    l = l
      .split(/(`[^`]*`)/)
      .map((part, i) =>
        i % 2
          ? part
          : part.replace(ROTATE_RE, (w) => {
              const [g, idx] = ROTATE_INDEX.get(w.toLowerCase())!;
              const r = g[(idx + hash(k, n, occ++)) % g.length];
              return w[0] === w[0].toUpperCase() ? r[0].toUpperCase() + r.slice(1) : r;
            }),
      )
      .join('');
    return l;
  });
  return `## Part ${k + 1}: ${name}\n\n${out.join('\n')}`;
}

function fixtureFiles(): { name: string; text: string }[] {
  return readdirSync(FIXTURES)
    .filter((f) => /\.(md|txt)$/.test(f) && f !== 'README.md')
    .sort()
    .map((f) => ({ name: f, text: readFileSync(join(FIXTURES, f), 'utf8') }));
}

function generate(targetBytes: number): string {
  const files = fixtureFiles().filter((f) => f.name.endsWith('.md'));
  const parts: string[] = [];
  let bytes = 0;
  for (let k = 0; bytes < targetBytes; k++) {
    const f = files[k % files.length];
    // Front matter is only valid at the very top: later copies keep it as a fenced yaml block.
    let body = f.text.trimEnd();
    if (k > 0 && body.startsWith('---\n')) {
      const end = body.indexOf('\n---', 4);
      if (end > 0) body = '```yaml\n' + body.slice(4, end) + '\n```' + body.slice(end + 4);
    }
    const part = vary(body, f.name.replace(/\.md$/, ''), k);
    parts.push(part);
    bytes += Buffer.byteLength(part) + 2;
  }
  return parts.join('\n\n') + '\n';
}

// --- table output --------------------------------------------------------------------------------

function table(head: string[], rows: (string | number)[][], align: ('l' | 'r')[] = []): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const w = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const fmt = (r: string[]) => r.map((c, i) => ((align[i] ?? (i ? 'r' : 'l')) === 'l' ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ');
  return [fmt(head), w.map((n) => '-'.repeat(n)).join('  '), ...rows.map((r) => fmt(r.map(String)))].join('\n');
}
const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)) + ' ms';
const mb = (x: number) => (x / 1024 / 1024).toFixed(1) + ' MB';
const kb = (x: number) => (x / 1024).toFixed(0) + ' KB';

// --- benchmark -----------------------------------------------------------------------------------

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']);
const encoder = getEncoder('o200k_base');
let uniq = 0;
/** A text the segmentation cache has never seen (clearCaches() does not reset that cache). */
/**
 * A text as the CLI (a file read) and the worker (a message) receive it: one flat string, not the
 * tree of pieces a concatenation leaves (V8 flattens it on first use; ToNumber does just that).
 */
const flat = (text: string) => (Number(text), text);
const fresh = (text: string) => flat(`${text}\n<!-- bench run ${++uniq} -->\n`);

interface SizeResult {
  label: string;
  bytes: number;
  units: number;
  distinct: number;
  compress: Record<Intensity, number>;
  compressAll: number;
  warmEdit: number;
  encode: number;
  tokens: number;
  remark: number;
  segment: number;
  keystroke: number;
  rssPeak: number;
  heapPeak: number;
}

function benchSize(kbTarget: number): SizeResult {
  const text = generate(kbTarget * 1024);
  const seg = segment(text);
  const distinct = new Set(seg.units.map((u) => text.slice(u.start, u.end))).size;

  resetPeaks();
  // JIT warm-up (untimed).
  clearCaches();
  compressAll(fresh(text));
  clearCaches();
  collect();

  const compressMs = {} as Record<Intensity, number>;
  for (const intensity of INTENSITIES) {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = fresh(text);
      clearCaches();
      collect();
      runs.push(time(() => compress(t, { intensity }).output));
    }
    compressMs[intensity] = median(runs);
  }

  const allRuns: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = fresh(text);
    clearCaches();
    collect();
    allRuns.push(time(() => readWhole(compressAll(t))));
  }

  // Warm edit: compressAll, then one paragraph changed, compressAll again (only the second is timed,
  // its outputs read as changes).
  const paras = seg.units.filter((u) => u.kind === 'paragraph' && u.end - u.start > 80);
  const editRuns: number[] = [];
  for (let i = 0; i < 5; i++) {
    clearCaches();
    const base = fresh(text);
    compressAll(base);
    const p = paras[Math.floor(((i + 1) / 6) * paras.length)];
    const edited = flat(base.slice(0, p.end) + ` It basically needs ${i + 2} more checks in order to be sure.` + base.slice(p.end));
    editRuns.push(time(() => readChanges(compressAll(edited))));
  }
  clearCaches();
  collect();

  let tokens = 0;
  const encRuns: number[] = [];
  for (let i = 0; i < 5; i++) encRuns.push(time(() => (tokens = encoder.encode_ordinary(text).length)));

  const remarkRuns: number[] = [];
  for (let i = 0; i < 3; i++) remarkRuns.push(time(() => processor.parse(text)));

  // The segmenter parses the whole text with markdown-it on every new text, so its cost per
  // keystroke is one parse of the edited text (the segmentation cache misses on any change).
  const segRuns: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = fresh(text);
    segRuns.push(time(() => segment(t)));
  }
  const keyRuns: number[] = [];
  for (let i = 0; i < 5; i++) {
    const p = paras[Math.floor(((i + 1) / 6) * paras.length)];
    const typed = text.slice(0, p.end) + 'x'.repeat(i + 1) + text.slice(p.end);
    keyRuns.push(time(() => segment(typed)));
  }

  sampleHeap();
  return {
    label: `~${kbTarget >= 1000 ? kbTarget / 1000 + ' MB' : kbTarget + ' KB'}`,
    bytes: Buffer.byteLength(text),
    units: seg.units.length,
    distinct,
    compress: compressMs,
    compressAll: median(allRuns),
    warmEdit: median(editRuns),
    encode: median(encRuns),
    tokens,
    remark: median(remarkRuns),
    segment: median(segRuns),
    keystroke: median(keyRuns),
    rssPeak: rssShared[0],
    heapPeak,
  };
}

/**
 * Real text as a user pastes it: the corpus originals (../shared/corpus/NN.md, no rewrites) joined
 * and repeated to the target size; each copy gets a line that differs, so units repeat as they
 * do in a long session but the whole never hits a cache. Falls back to the fixtures.
 */
function realText(targetBytes: number): { text: string; source: string } {
  const files = existsSync(CORPUS)
    ? readdirSync(CORPUS).filter((f) => /^\d+\.md$/.test(f)).sort().map((f) => readFileSync(join(CORPUS, f), 'utf8'))
    : [];
  const source = files.length ? `${files.length} texts of ../shared/corpus` : 'fixtures/artifacts (no ../shared/corpus)';
  const texts = files.length ? files : fixtureFiles().map((f) => f.text);
  const parts: string[] = [];
  let bytes = 0;
  for (let k = 0; bytes < targetBytes; k++) {
    const part = `<!-- copy ${k} -->\n\n${texts[k % texts.length].trim()}`;
    parts.push(part);
    bytes += Buffer.byteLength(part) + 2;
  }
  return { text: parts.join('\n\n') + '\n', source };
}

interface ShippedResult {
  label: string;
  bytes: number;
  encode: number;
  full: number;
  fullNoCounter: number;
  all: number;
  /** compressAll after a one-paragraph edit, its outputs read as the worker reads them: as changes. */
  edit: number;
  editNoCounter: number;
  /** The same edit with its three outputs read whole (a caller that reads `output`). */
  editWhole: number;
  /** The compression worker's whole answer to the edit: the core, spans mapped, counts, the difference it posts. */
  editWorker: number;
  /** The same with the README's plain counter, `(t) => enc.encode_ordinary(t).length`. */
  fullPlain: number;
  editPlain: number;
}

/** Edits timed per size, each at another paragraph (a ninth of the way apart). */
const EDITS = 9;
/**
 * Untimed runs on other text before the timed ones. V8 optimizes a function after enough calls,
 * compiling on a background thread: after one 100 KB run a cold compress of new text still took
 * 130-175 ms, after eight 85-110 ms (a worker of a page in use runs warm code).
 */
const JIT_WARMUP = 10;

/**
 * An edit's three outputs read as the playground's worker reads them: as the change of each
 * output since the last run (resultDetail), or whole where a result is no change of the last.
 */
function readChanges(all: Record<Intensity, CompressResult>): number {
  let n = 0;
  for (const i of INTENSITIES) {
    const change = resultDetail(all[i])?.change;
    n += change ? change.text.length : all[i].output.length;
  }
  return n;
}

/**
 * The three outputs read whole, as one string each. V8 puts a string of 128 KB or more (a
 * two-byte string of 64 K characters) in its large-object space, on pages fresh from the OS each
 * time: on a VM that costs more than the rest of the edit.
 */
function readWhole(all: Record<Intensity, CompressResult>): number {
  let n = 0;
  for (const i of INTENSITIES) n += all[i].output.length;
  return n;
}

/** The compression worker's answers to a text and its edits, as lib/workers/compress.worker.ts makes them. */
const workerAnswers = (count: TokenCounter) => () => {
  const answers = new AnswerStream();
  const profile = resolveProfile(undefined);
  return (t: string) => {
    const answer = compressResults(t, profile, count);
    answerCounts(answer, count);
    return answers.next(answer);
  };
};

/** An o200k counter with nothing remembered: what a text never seen is counted with. */
const newCounter = () => pretokenCounter((t) => getEncoder('o200k_base').encode_ordinary(t).length, PAT_STR.o200k_base);
/** The counter the README shows a library user: tiktoken's encode, nothing else (the engine memoizes it by piece). */
const plainCounter = (): TokenCounter => (t) => getEncoder('o200k_base').encode_ordinary(t).length;

/**
 * compress as the CLI and the workers run it: with the o200k counter. Cold = the engine's caches
 * cleared and a counter that remembers no piece (its memo is a cache too), after untimed runs on
 * other text (the fixtures) have warmed the JIT.
 */
function benchShipped(kbTarget: number): { r: ShippedResult; source: string } {
  const { text, source } = realText(kbTarget * 1024);
  const count = nodeCounter('o200k_base');
  // JIT warm-up on other text, at 100 KB whatever the size: what warms is the code, not the heap
  for (let i = 0; i < JIT_WARMUP; i++) {
    clearCaches();
    compressAll(fresh(generate(100 * 1024)), { countTokens: newCounter() });
  }
  // encode_ordinary is timed beside each timed run, not once at the end: on this shared machine the
  // same 100 KB encoded in 33 ms in one run and 56 ms in the next, and a ratio needs both alike
  const encRuns: number[] = [];
  const encode = () => encRuns.push(time(() => encoder.encode_ordinary(text)));
  const cold = (opts: Omit<Parameters<typeof compress>[1], 'countTokens'> | null, counted: boolean | (() => TokenCounter)) => {
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = fresh(text);
      const c = counted ? { countTokens: counted === true ? newCounter() : counted() } : {};
      clearCaches();
      collect();
      encode();
      // the outputs read whole, as the CLI prints them and the worker sends its first answer
      runs.push(time(() => (opts ? compress(t, { ...opts, ...c }).output : readWhole(compressAll(t, c)))));
    }
    return median(runs);
  };
  const full = cold({ intensity: 'full' }, true);
  const fullNoCounter = cold({ intensity: 'full' }, false);
  const fullPlain = cold({ intensity: 'full' }, plainCounter);
  const all = cold(null, true);
  /** A text, then the same with one paragraph edited: `session()` runs both, only the second is timed. */
  const edit = (on: string, session: () => (text: string) => unknown) => {
    const paras = segment(on).units.filter((u) => u.kind === 'paragraph' && u.end - u.start > 80);
    const runs: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      clearCaches();
      const base = fresh(on);
      const step = session();
      step(base);
      const p = paras[Math.floor(((i + 1) / (EDITS + 1)) * paras.length)];
      const edited = flat(base.slice(0, p.end) + ` It basically needs ${i + 2} more checks in order to be sure.` + base.slice(p.end));
      if (on === text) encode();
      runs.push(time(() => step(edited)));
    }
    return median(runs);
  };
  const core = (withCounter: boolean | TokenCounter, read: typeof readChanges) => () => (t: string) =>
    read(compressAll(t, withCounter ? { countTokens: withCounter === true ? count : withCounter } : {}));
  // The edit path (units moved along, edits placed again) warmed on other text too, untimed: the
  // first edits of a process ran 2-3x slower than the next ones while its code was still cold.
  edit(fresh(generate(kbTarget * 1024)), core(true, readChanges));
  const e1 = edit(text, core(true, readChanges));
  const e0 = edit(text, core(false, readChanges));
  const ePlain = edit(text, () => core(plainCounter(), readChanges)()); // one counter per session, as a caller keeps its function
  const eWhole = edit(text, core(true, readWhole));
  edit(fresh(generate(kbTarget * 1024)), workerAnswers(count));
  const eWorker = edit(text, workerAnswers(count));
  clearCaches();
  collect();
  return {
    source,
    r: {
      label: `~${kbTarget >= 1000 ? kbTarget / 1000 + ' MB' : kbTarget + ' KB'}`,
      bytes: Buffer.byteLength(text),
      encode: median(encRuns),
      full,
      fullNoCounter,
      all,
      edit: e1,
      editNoCounter: e0,
      editWhole: eWhole,
      editWorker: eWorker,
      fullPlain,
      editPlain: ePlain,
    },
  };
}

function shippedTable(): string {
  let source = '';
  // the machine is shared: the timings move with its load, so the table says what it met
  const loadBefore = loadavg()[0].toFixed(2);
  const results = SIZES_KB.map((s) => {
    process.stdout.write(`running ~${s} KB of real text with the counter ...\n`);
    const { r, source: src } = benchShipped(s);
    source = src;
    return r;
  });
  const cols = results.map((r) => r.label);
  const row = (name: string, f: (r: ShippedResult) => string) => [name, ...results.map(f)];
  const x = (a: number, b: number) => (a / b).toFixed(2) + 'x';
  return `text: ${source}, joined and repeated; load average ${loadBefore} before, ${loadavg()[0].toFixed(2)} after\n\n` + table(
    ['', ...cols],
    [
      row('size', (r) => kb(r.bytes)),
      row('tiktoken encode_ordinary o200k (med of 27, one before each timed run)', (r) => ms(r.encode)),
      row('compress full, counter, cold (med 3)', (r) => `${ms(r.full)}  ${x(r.full, r.encode)}`),
      row('compressAll, counter, cold (med 3)', (r) => `${ms(r.all)}  ${x(r.all, r.encode)}`),
      row(`compressAll, counter, warm 1-paragraph edit, outputs read as changes (med ${EDITS})`, (r) => `${ms(r.edit)}  ${x(r.edit, r.encode)}`),
      row(`  the same, its three outputs read whole (med ${EDITS})`, (r) => `${ms(r.editWhole)}  ${x(r.editWhole, r.encode)}`),
      row(`  the worker's whole answer: spans mapped, 4 counts, the difference posted (med ${EDITS})`, (r) => `${ms(r.editWorker)}  ${x(r.editWorker, r.encode)}`),
      row('compress full, plain counter (t) => encode_ordinary(t).length, cold (med 3)', (r) => `${ms(r.fullPlain)}  ${x(r.fullPlain, r.encode)}`),
      row(`compressAll, plain counter, warm 1-paragraph edit, outputs read as changes (med ${EDITS})`, (r) => `${ms(r.editPlain)}  ${x(r.editPlain, r.encode)}`),
      row('reference: compress full, no counter, cold', (r) => `${ms(r.fullNoCounter)}  ${x(r.fullNoCounter, r.encode)}`),
      row(`reference: compressAll, no counter, warm edit (med ${EDITS})`, (r) => `${ms(r.editNoCounter)}  ${x(r.editNoCounter, r.encode)}`),
    ],
    ['l', ...cols.map(() => 'r' as const)],
  ) + '\n(ratios are to encode_ordinary of the same text in the same run)';
}

/** One paragraph of the fixtures, repeated to `bytes`: the shape whose caches must cost a lookup per repeat, not a scan. */
function repeated(bytes: number): string {
  const para = fixtureFiles()[0].text.split(/\n\n+/).find((p) => p.length > 200 && /^[A-Z]/.test(p)) ?? 'The build is complete and the reviewer approved it.';
  return (para + '\n\n').repeat(Math.max(1, Math.round(bytes / (para.length + 2))));
}

/**
 * MB/s of compress (full, with the counter the CLI passes) and of check(x, output) at each size,
 * on distinct text (the fixtures varied copy by copy) and on one paragraph repeated: time per MB
 * should stay flat from 1 to 50 MB for both.
 */
function throughput(): string {
  const count = nodeCounter('o200k_base');
  const rows: string[][] = [];
  // The JIT warmed first on other text (a quarter MB, both functions): the in-process columns are
  // the steady rate per MB at every size, not the first size's share of the compile. (The CLI
  // column is a new process each time: its start-up and warm-up are in its figures.)
  const warm = generate(256 * 1024).replace(/\d/g, '7');
  check(warm, compress(warm, { intensity: 'full', countTokens: count }).output, { intensity: 'full', counters: { o200k_base: count } });
  for (const mbTarget of THROUGHPUT_MB) for (const shape of ['distinct', 'repeated'] as const) {
    // the CLI refuses more than 50 MiB (bytes): the 50 MB rows stay under it (a repeated paragraph's
    // characters may take more than a byte each)
    const target = Math.min(mbTarget * 1024 * 1024, 48 * 1024 * 1024);
    const text = shape === 'distinct' ? generate(target) : repeated(target);
    const bytes = Buffer.byteLength(text);
    clearCaches();
    collect();
    resetPeaks();
    let out = '';
    const tc = time(() => (out = compress(text, { intensity: 'full', countTokens: count }).output));
    const rssCompress = rssShared[0];
    clearCaches();
    collect();
    resetPeaks();
    const tk = time(() => check(text, out, { intensity: 'full', counters: { o200k_base: count } }));
    const mbs = (t: number) => (bytes / 1024 / 1024 / (t / 1000)).toFixed(2) + ' MB/s';
    const cli = cliCompress(text);
    rows.push([`${mbTarget} MB ${shape}`, ms(tc), mbs(tc), mb(rssCompress), ms(tk), mbs(tk), mb(rssShared[0]), ms(cli.ms), mbs(cli.ms), cli.rss === null ? 'n/a' : mb(cli.rss)]);
    process.stderr.write(`throughput: ${rows[rows.length - 1].join('  ')}\n`);
  }
  return (
    table(['input', 'compress full', 'throughput', 'peak RSS', 'check', 'throughput', 'peak RSS', 'CLI process', 'throughput', 'max RSS'], rows) +
    '\n(in-process columns: the core in this process, RSS sampled every 2 ms; CLI: `node packages/caveman/bin/caveman.mjs compress FILE` as a process, its max RSS by /usr/bin/time)'
  );
}

/**
 * `caveman compress FILE` as a process (the built dist/, `npm run build:lib`): its wall time and
 * maximum RSS (from /usr/bin/time -f %M when the machine has it; null when not).
 */
function cliCompress(text: string): { ms: number; rss: number | null } {
  const dir = mkdtempSync(join(tmpdir(), 'caveman-bench-'));
  try {
    const file = join(dir, 'in.md');
    writeFileSync(file, text);
    const cmd = [process.execPath, join(ROOT, 'packages', 'caveman', 'bin', 'caveman.mjs'), 'compress', file];
    const timed = existsSync('/usr/bin/time');
    const t = performance.now();
    const r = timed
      ? spawnSync('/usr/bin/time', ['-f', '%M', ...cmd], { encoding: 'utf8', maxBuffer: 1 << 30 })
      : spawnSync(cmd[0], cmd.slice(1), { encoding: 'utf8', maxBuffer: 1 << 30 });
    const elapsed = performance.now() - t;
    if (r.status !== 0) throw new Error(`caveman compress exited ${r.status}: ${r.stderr.trim()}`);
    const kb = timed ? Number(r.stderr.trim().split('\n').pop()) : NaN;
    return { ms: elapsed, rss: Number.isFinite(kb) ? kb * 1024 : null };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const CORPUS = join(ROOT, '..', 'shared', 'corpus');

/**
 * The core against two human yardsticks on real texts (../shared/corpus): NN.md, its conservative
 * rewrite NN.full.md and its caveman-style rewrite NN.caveman.md, all keeping every invariant.
 * Ratios are tokens saved by the core at full over tokens saved by each rewrite.
 */
function corpusTable(): string {
  if (!existsSync(CORPUS)) return `(${CORPUS} is absent: no corpus table)`;
  const count = nodeCounter('o200k_base');
  const counters = { o200k_base: count };
  const names = readdirSync(CORPUS).filter((f) => /^\d+\.md$/.test(f)).sort();
  const rows: (string | number)[][] = [];
  const sum = { v: 0, hf: 0, hc: 0, lite: 0, full: 0, ultra: 0 };
  const pct = (v: number, c: number) => (v ? (((v - c) / v) * 100).toFixed(1) + '%' : '-');
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) + 'x' : '-');
  const failures: string[] = [];
  for (const f of names) {
    const text = readFileSync(join(CORPUS, f), 'utf8');
    const read = (suffix: string) => {
      const p = join(CORPUS, f.replace(/\.md$/, suffix));
      return existsSync(p) ? count(readFileSync(p, 'utf8')) : NaN;
    };
    const v = count(text);
    const hf = read('.full.md');
    const hc = read('.caveman.md');
    const all = compressAll(text, { countTokens: count });
    const c = { lite: count(all.lite.output), full: count(all.full.output), ultra: count(all.ultra.output) };
    for (const i of INTENSITIES) {
      const rep = check(text, all[i].output, { intensity: i, counters });
      for (const inv of rep.invariants) if (!inv.pass) failures.push(`${f} ${i}: ${inv.id} (${inv.offences[0]?.message ?? ''})`);
    }
    sum.v += v;
    sum.hf += hf;
    sum.hc += hc;
    sum.lite += c.lite;
    sum.full += c.full;
    sum.ultra += c.ultra;
    rows.push([f, v, pct(v, hf), pct(v, hc), pct(v, c.lite), pct(v, c.full), pct(v, c.ultra), ratio(v - c.full, v - hf), ratio(v - c.full, v - hc), ratio(v - c.ultra, v - hc), c.ultra <= c.full ? '' : 'ultra > full']);
  }
  rows.push(['ALL', sum.v, pct(sum.v, sum.hf), pct(sum.v, sum.hc), pct(sum.v, sum.lite), pct(sum.v, sum.full), pct(sum.v, sum.ultra),
    ratio(sum.v - sum.full, sum.v - sum.hf), ratio(sum.v - sum.full, sum.v - sum.hc), ratio(sum.v - sum.ultra, sum.v - sum.hc), '']);
  const out = table(
    ['text', 'tokens', 'human full', 'human caveman', 'core lite', 'core full', 'core ultra', 'full/hfull', 'full/hcave', 'ultra/hcave', ''],
    rows,
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  );
  return out + '\n\ncheck() on every core output: ' + (failures.length ? `${failures.length} FAILED\n  ${failures.join('\n  ')}` : 'all pass');
}

function fixtureReductions() {
  const count = nodeCounter('o200k_base');
  const counters = { o200k_base: count };
  const rows: (string | number)[][] = [];
  let total = 0;
  const totals: Record<Intensity, number> = { lite: 0, full: 0, ultra: 0 };
  for (const f of fixtureFiles()) {
    const v = count(f.text);
    total += v;
    const all = compressAll(f.text);
    const row: (string | number)[] = [f.name, v];
    const failed: string[] = [];
    for (const i of INTENSITIES) {
      const c = count(all[i].output);
      totals[i] += c;
      row.push(`${c} (${(((v - c) / v) * 100).toFixed(1)}%)`);
      const rep = check(f.text, all[i].output, { intensity: i, counters });
      for (const inv of rep.invariants) if (!inv.pass) failed.push(`${i}:${inv.id}`);
    }
    row.push(failed.length ? failed.join(' ') : 'pass');
    rows.push(row);
  }
  const pct = (i: Intensity) => `${totals[i]} (${(((total - totals[i]) / total) * 100).toFixed(1)}%)`;
  rows.push(['TOTAL', total, pct('lite'), pct('full'), pct('ultra'), '']);
  const t = resolveProfile(undefined).targets;
  rows.push(['profile target', '', `${t.lite}%`, `${t.full}%`, `${t.ultra}%`, '']);
  return table(['fixture', 'verbose', 'lite', 'full', 'ultra', 'check()'], rows, ['l', 'r', 'r', 'r', 'r', 'l']);
}

/**
 * godmode's loops under the terse profile, switched on as godmode switches it (GODMODE_TERSE): the
 * 10-round loop (fixtures/loops/godmode-loop.md: paragraphs, a fenced TSV, a "## Final summary"
 * section) and a 20-round one printed as godmode prints, line by line (godmode-loop-20.md: the TSV
 * rows unfenced, the final summary a line opened by "Final summary:"). The seed asks >= 30 % of the
 * emitted tokens (>= 20 % accepted for short loops) with the final summary and the TSV rows
 * byte-identical and every field of every line kept (check() passes).
 */
const pct = (v: number, c: number) => (v ? (((v - c) / v) * 100).toFixed(1) + '%' : '-');

function terseLoop(): string {
  const count = nodeCounter('o200k_base');
  const sel = selectIntensity({ terse: { env: true } }, 'terse');
  const intensity = sel.intensity as Intensity;
  const rows: (string | number)[][] = [];
  for (const [file, label] of [['godmode-loop.md', '10 rounds'], ['godmode-loop-20.md', '20 rounds, lines']]) {
    const text = readFileSync(join(ROOT, 'fixtures', 'loops', file), 'utf8');
    const out = compress(text, { intensity, profile: 'terse', countTokens: count }).output;
    const at = text.includes('## Final summary') ? text.indexOf('## Final summary') : text.indexOf('Final summary:');
    const summary = text.slice(at);
    const tsv = text.split('\n').filter((l) => l.includes('\t'));
    const kept = out.endsWith(summary) && tsv.every((row) => out.split('\n').includes(row));
    const verbatim = count(summary) + count(tsv.join('\n'));
    const passes = check(text, out, { intensity, profile: 'terse', counters: { o200k_base: count } }).pass;
    const [a, b] = [count(text), count(out)];
    rows.push([`${file} (${label})`, intensity, a, b, pct(a, b), pct(a - verbatim, b - verbatim), kept ? 'yes' : 'NO', passes ? 'pass' : 'FAIL']);
  }
  return table(['loop', 'intensity', 'tokens', 'terse', 'saved', 'of the compressible', 'summary + TSV byte-identical', 'check()'], rows, ['l', 'l', 'r', 'r', 'r', 'r', 'l', 'l']);
}

/**
 * Growth on the adversarial shapes (scripts/growth-shapes.ts): compressVerified, as the CLI runs
 * compress, on 1x and 4x of each from cold caches; the time of each, their ratio (linear is 4), and
 * the process's peak resident memory after the 4x run.
 */
function growth(): string {
  const rows: (string | number)[][] = [];
  const time = (text: string) => {
    clearCaches();
    const s = performance.now();
    compressVerified(text, { intensity: 'full' });
    return performance.now() - s;
  };
  for (const [name, shape] of Object.entries(GROWTH_SHAPES)) {
    const small = shape(2000);
    const large = shape(8000);
    time(small);
    const a = time(small);
    const b = time(large);
    rows.push([name, `${(small.length / 1024).toFixed(0)} KB`, `${a.toFixed(0)} ms`, `${(large.length / 1024).toFixed(0)} KB`, `${b.toFixed(0)} ms`, (b / a).toFixed(1), `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`]);
  }
  return table(['shape', '1x', 'time', '4x', 'time', 'ratio', 'peak RSS'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r']);
}

/** Wall time of a command as a new process, median of `n` runs after one warm-up. */
function processMs(cmd: string[], n: number, input?: string): number {
  const once = () => {
    const t = performance.now();
    const r = spawnSync(cmd[0], cmd.slice(1), { encoding: 'utf8', input, maxBuffer: 1 << 30 });
    const ms = performance.now() - t;
    if (r.status !== 0) throw new Error(`${cmd.slice(1, 3).join(' ')} exited ${r.status}: ${r.stderr.trim().split('\n')[0]}`);
    return ms;
  };
  once();
  return median(Array.from({ length: n }, once));
}

/**
 * Start-up and per-call figures as users meet them (SPEC §7): `caveman compress` of one line and of
 * 100 KB of real text as a process, beside bare Node and beside Node that loads tiktoken and encodes
 * the same text (what counting it costs any tool); the MCP server's small compress and a 10 KB check,
 * once warm, over its stdio pipe.
 */
async function startFigures() {
  const bin = join(ROOT, 'packages', 'caveman', 'bin', 'caveman.mjs');
  const dir = mkdtempSync(join(tmpdir(), 'caveman-start-'));
  try {
    const line = join(dir, 'line.md');
    writeFileSync(line, 'The build is basically complete and all of the tests pass now.\n');
    const big = realText(100 * 1024).text;
    const bigFile = join(dir, 'big.md');
    writeFileSync(bigFile, big);
    const encode = join(dir, 'encode.cjs');
    writeFileSync(encode, `const { get_encoding } = require(${JSON.stringify(join(ROOT, 'node_modules', '@dqbd', 'tiktoken'))});\nconst e = get_encoding('o200k_base');\nprocess.stdout.write(String(e.encode_ordinary(require('fs').readFileSync(process.argv[2], 'utf8')).length));\n`);
    const nodeMs = processMs([process.execPath, '-e', '0'], 10);
    const lineMs = processMs([process.execPath, bin, 'compress', line], 10);
    const lineEnc = processMs([process.execPath, encode, line], 10);
    const bigMs = processMs([process.execPath, bin, 'compress', bigFile], 5);
    const bigEnc = processMs([process.execPath, encode, bigFile], 5);
    const rows = [
      ['node -e 0', `${nodeMs.toFixed(0)} ms`, ''],
      ['node + tiktoken o200k, encode one line', `${lineEnc.toFixed(0)} ms`, ''],
      ['caveman compress, one line', `${lineMs.toFixed(0)} ms`, `${(lineMs / nodeMs).toFixed(2)} x node, ${(lineMs / lineEnc).toFixed(2)} x encode`],
      ['node + tiktoken o200k, encode 100 KB', `${bigEnc.toFixed(0)} ms`, ''],
      ['caveman compress, 100 KB', `${bigMs.toFixed(0)} ms`, `${(bigMs / bigEnc).toFixed(2)} x encode`],
    ];
    const mcp = await mcpFigures(bin);
    rows.push(['MCP compress, one sentence, warm (median of 100)', `${mcp.small.toFixed(2)} ms`, ''], ['MCP check, 10 KB pair, warm (median of 20)', `${mcp.check.toFixed(1)} ms`, '']);
    console.log(table(['figure', 'median', 'ratio'], rows, ['l', 'r', 'l']));
    console.log('\n(processes: wall time of a new process each run, median after one warm-up; the CLI as shipped: packages/caveman/bin/caveman.mjs over dist/)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The MCP server as an agent runs it: one process, requests over stdio, each timed to its answer. */
async function mcpFigures(bin: string): Promise<{ small: number; check: number }> {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp'], stderr: 'ignore' }));
  try {
    const text = 'The build is basically complete and all of the tests pass now.';
    for (let i = 0; i < 20; i++) await client.callTool({ name: 'compress', arguments: { text } });
    const small: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t = performance.now();
      await client.callTool({ name: 'compress', arguments: { text: `${text} Run ${i}.` } });
      small.push(performance.now() - t);
    }
    const ten = realText(10 * 1024).text;
    const out = compress(ten, { intensity: 'full', countTokens: nodeCounter('o200k_base') }).output;
    for (let i = 0; i < 3; i++) await client.callTool({ name: 'check', arguments: { verbose: ten, compressed: out } });
    const checks: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      // every sentence of the pair made new, so no block of it was read before (the server keeps a memo)
      const fresh = (t: string) => t.replace(/\.(\n|$)/g, `. R${i}.$1`);
      await client.callTool({ name: 'check', arguments: { verbose: fresh(ten), compressed: fresh(out) } });
      checks.push(performance.now() - t);
    }
    return { small: median(small), check: median(checks) };
  } finally {
    await client.close();
  }
}

function main() {
  console.log(`caveman core benchmark  (node ${process.version}, ${gc ? 'gc exposed' : 'no gc'}, o200k_base)\n`);
  if (argv.includes('--corpus')) {
    console.log(corpusTable());
    return;
  }
  if (argv.includes('--growth')) {
    console.log(growth());
    return;
  }
  if (argv.includes('--terse')) {
    console.log(terseLoop());
    return;
  }
  if (argv.includes('--checker')) {
    const dir = argv[argv.indexOf('--checker') + 1];
    if (!dir || !existsSync(join(dir, 'labels.json'))) {
      console.error(`bench: --checker needs a folder with labels.json (got ${dir ?? 'nothing'})`);
      process.exit(2);
    }
    const count = nodeCounter('o200k_base');
    console.log(checkerBench(dir, count).lines.join('\n'));
    return;
  }
  if (argv.includes('--start')) {
    return startFigures();
  }
  if (argv.includes('--only-throughput')) {
    console.log(throughput());
    return;
  }
  console.log('As shipped: the CLI and both workers pass a token counter (o200k_base), on real text:\n');
  console.log(shippedTable());
  console.log();
  if (argv.includes('--shipped')) return;
  const results = SIZES_KB.map((s) => {
    process.stdout.write(`running ~${s} KB ...\n`);
    return benchSize(s);
  });
  console.log();
  const cols = results.map((r) => r.label);
  const row = (name: string, f: (r: SizeResult) => string) => [name, ...results.map(f)];
  console.log(
    table(
      ['', ...cols],
      [
        row('size', (r) => `${kb(r.bytes)} (${r.bytes} B)`),
        row('prose units (distinct)', (r) => `${r.units} (${r.distinct})`),
        row('o200k tokens', (r) => String(r.tokens)),
        row('compress lite, cold (med 5)', (r) => ms(r.compress.lite)),
        row('compress full, cold (med 5)', (r) => ms(r.compress.full)),
        row('compress ultra, cold (med 5)', (r) => ms(r.compress.ultra)),
        row('compressAll, cold (med 5)', (r) => ms(r.compressAll)),
        row('compressAll, warm edit of 1 paragraph, read as changes (med 5)', (r) => ms(r.warmEdit)),
        row('tiktoken encode_ordinary o200k (med 5)', (r) => ms(r.encode)),
        row('ratio full compress / encode', (r) => (r.compress.full / r.encode).toFixed(1) + 'x'),
        row('segment (markdown-it), new text (med 5)', (r) => ms(r.segment)),
        row('segmenter cost per keystroke (med 5)', (r) => ms(r.keystroke)),
        row('ratio segment / encode', (r) => (r.segment / r.encode).toFixed(2) + 'x'),
        row('remark parse, gfm + frontmatter (med 3)', (r) => ms(r.remark)),
        row('ratio full compress / remark parse', (r) => (r.compress.full / r.remark).toFixed(2) + 'x'),
        row('peak RSS (sampled every 2 ms)', (r) => mb(r.rssPeak)),
        row('peak heapUsed (sampled per run)', (r) => mb(r.heapPeak)),
      ],
      ['l', ...cols.map(() => 'r' as const)],
    ),
  );
  console.log(`\nReal texts against human rewrites (${CORPUS}, o200k_base, profile "forge", the counter the CLI passes):\n`);
  console.log(corpusTable());
  console.log('\nThroughput as the CLI runs it (compress full with the o200k counter, cold caches, one run):\n');
  console.log(throughput());
  console.log('\nToken reductions over fixtures/artifacts (o200k_base, whole text, default profile "forge"):\n');
  console.log(fixtureReductions());
  console.log('\nTerse as godmode runs it (o200k_base, GODMODE_TERSE set, the budget unknown):\n');
  console.log(terseLoop());
  console.log('');
  console.log(growth());
}

main();
