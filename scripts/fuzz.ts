// Markdown fuzzer for the compression contract (SPEC §1.1, §1.3, §1.5):
//
//   npm run fuzz [N] [--seed S] [--profile P] [--jobs J] [--shrink-time MS]
//
// Generates N documents (default 300) with fast-check, compresses each with every profile (or P)
// at every intensity as the CLI does, and judges the results with an oracle of its own
// (scripts/fuzz/oracle.ts). One failing document per failure class is shrunk to a minimal
// reproducer; all reproducers go to fuzz-failures.json. Exit 1 when anything failed.
// The seed is always printed: `--seed S` with the same N replays a run exactly.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTENSITIES, PROFILE_IDS } from 'caveman-compress';
import { Pool } from './fuzz/pool';
import { formatDuration, formatReproducer, formatTable, tally } from './fuzz/report';
import { fuzz, pickToShrink, shrink, type FailingDoc, type FuzzResult, type Reproducer } from './fuzz/run';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'usage: npm run fuzz -- [N] [--seed S] [--profile P] [--jobs J] [--shrink-time MS]';

interface Args {
  runs: number;
  seed: number;
  profiles: string[];
  jobs: number;
  shrinkMs: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { runs: 300, seed: (Math.random() * 2 ** 31) | 0, profiles: [...PROFILE_IDS], jobs: availableParallelism(), shrinkMs: 30_000 };
  const int = (name: string, v: string | undefined) => {
    if (v === undefined || !/^-?\d+$/.test(v)) throw new Error(`${name} needs an integer, got ${v ?? 'nothing'}`);
    return Number(v);
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--seed') args.seed = int('--seed', argv[++i]);
    else if (a === '--profile') {
      const p = argv[++i];
      if (!p || !PROFILE_IDS.includes(p)) throw new Error(`unknown profile ${p ?? '(none)'} (expected one of ${PROFILE_IDS.join(', ')})`);
      args.profiles = [p];
    } else if (a === '--jobs') args.jobs = Math.max(1, int('--jobs', argv[++i]));
    else if (a === '--shrink-time') args.shrinkMs = Math.max(0, int('--shrink-time', argv[++i]));
    else if (/^\d+$/.test(a)) args.runs = Number(a);
    else throw new Error(`unknown argument ${a}`);
  }
  if (args.runs < 1) throw new Error('N must be at least 1');
  args.jobs = Math.min(args.jobs, args.runs);
  return args;
}

function progress(total: number, t0: number) {
  let done = 0;
  let lastPrint = 0;
  return (n: number) => {
    if (n === 0) return;
    done += n;
    const now = performance.now();
    if (now - lastPrint < 2000 && done < total) return;
    lastPrint = now;
    const rate = done / ((now - t0) / 1000);
    const eta = rate > 0 ? formatDuration(((total - done) / rate) * 1000) : '?';
    process.stderr.write(`fuzz: ${done}/${total} documents, ${rate.toFixed(2)}/s, eta ${eta}\n`);
  };
}

async function main() {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`fuzz: ${(e as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  const { runs, seed, profiles, jobs } = args;
  console.log(`fuzz: ${runs} documents, seed ${seed}, profiles ${profiles.join(',')}, intensities ${INTENSITIES.join(',')}, ${jobs} job(s)`);
  console.log(`replay: npm run fuzz -- ${runs} --seed ${seed}${profiles.length === 1 ? ` --profile ${profiles[0]}` : ''}`);

  const t0 = performance.now();
  const onProgress = progress(runs, t0);
  const pool = jobs > 1 ? new Pool(jobs) : null;
  let results: FuzzResult[];
  try {
    const base = { runs, seed, profiles };
    results = pool
      ? await Promise.all(Array.from({ length: jobs }, (_, k) => pool.run<FuzzResult>({ type: 'fuzz', options: { ...base, part: { part: k, of: jobs } } }, onProgress)))
      : [fuzz({ ...base, onProgress: () => onProgress(1) })];
  } catch (e) {
    await pool?.close();
    throw e;
  }
  const fuzzMs = performance.now() - t0;
  const failing: FailingDoc[] = results.flatMap((r) => r.failing).sort((a, b) => a.index - b.index);
  const cases = results.reduce((n, r) => n + r.cases, 0);

  const t = tally(failing, profiles, INTENSITIES);
  console.log('\nFailing documents per class and profile/intensity:\n');
  console.log(formatTable(t));
  console.log(
    `\n${t.failingDocs} of ${runs} documents failed (${((100 * t.failingDocs) / runs).toFixed(1)}%); ${cases} cases.` +
      ` Wall ${formatDuration(fuzzMs)}, ${(runs / (fuzzMs / 1000)).toFixed(2)} documents/s, ` +
      `${((fuzzMs * jobs) / runs).toFixed(0)} ms per document per core (${profiles.length * INTENSITIES.length} cases each).`,
  );

  const file = join(ROOT, 'fuzz-failures.json');
  if (failing.length === 0) {
    await pool?.close();
    // A file left by an earlier run would report failures this run no longer has.
    if (existsSync(file)) {
      rmSync(file);
      console.log(`Removed the stale ${file}`);
    }
    return 0;
  }

  const picks = [...pickToShrink(failing, 'key')];
  process.stderr.write(`fuzz: shrinking ${picks.length} reproducer(s), up to ${formatDuration(args.shrinkMs)} each\n`);
  const ts = performance.now();
  let reproducers: Reproducer[];
  try {
    reproducers = pool
      ? await Promise.all(picks.map(([, p]) => pool.run<Reproducer>({ type: 'shrink', seed, failing: p.fd, failure: p.failure, timeLimitMs: args.shrinkMs })))
      : picks.map(([, p]) => shrink(seed, p.fd, p.failure, args.shrinkMs));
  } finally {
    await pool?.close();
  }
  console.log(`\nMinimal reproducers (shrunk in ${formatDuration(performance.now() - ts)}):\n`);
  for (const r of reproducers) console.log(formatReproducer(r) + '\n');

  writeFileSync(
    file,
    JSON.stringify({ seed, runs, profiles, failingDocuments: t.failingDocs, byClass: t.byClass, reproducers }, null, 2) + '\n',
  );
  console.log(`Reproducers written to ${file}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`fuzz: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exit(70);
  },
);
