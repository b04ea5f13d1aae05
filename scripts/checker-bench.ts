// `npm run bench -- --checker DIR`: how well check() reads meaning, on a labelled set in the format
// of shared/checker/labels.json. Each entry pairs a verbose text (DIR/corpus/<verbose>, else
// DIR/../corpus/<verbose>) with a compressed file (DIR/<file>): "changed" entries carry one meaning
// change of a class, "kept" ones only edits a careful reader accepts. A change counts as reported
// only when a finding that fails lies at the changed place (its compressed range overlaps the
// `after` text); a kept file must pass with no failing finding. The faithful rewrites beside the
// verbose texts (NN.full.md, NN.caveman.md) must pass too; their reviews are counted per 1,000 tokens.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, type CheckReport } from 'caveman-compress';

interface Label {
  file: string;
  source?: string;
  verbose: string;
  verdict: 'changed' | 'kept';
  class: string;
  before: string;
  after: string;
}

export interface CheckerBench {
  lines: string[];
  caught: number;
  changed: number;
  keptPass: number;
  kept: number;
  faithfulPass: number;
  faithful: number;
  reviewsPer1k: number;
}

const failing = (r: CheckReport) => r.findings.filter((f) => f.severity === 'fail');
const overlaps = (a: { start: number; end: number }, s: number, e: number) => a.start < e && a.end > s;

export function checkerBench(dir: string, count: (t: string) => number): CheckerBench {
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Label[];
  const corpus = existsSync(join(dir, 'corpus')) ? join(dir, 'corpus') : join(dir, '..', 'corpus');
  const read = (f: string) => readFileSync(f, 'utf8');
  const per = new Map<string, { hit: number; n: number }>();
  const lines: string[] = [];
  const misses: string[] = [];
  let caught = 0;
  let asReview = 0;
  let benignClean = 0;
  let changed = 0;
  let keptPass = 0;
  let kept = 0;
  let ms = 0;
  for (const l of labels) {
    const verbose = read(join(corpus, l.verbose));
    const compressed = read(join(dir, l.file));
    const t0 = performance.now();
    const r = check(verbose, compressed, {});
    ms += performance.now() - t0;
    const e = per.get(l.class) ?? { hit: 0, n: 0 };
    per.set(l.class, e);
    e.n++;
    if (l.verdict === 'changed') {
      changed++;
      const at = compressed.indexOf(l.after);
      const end = at + l.after.length;
      // an invariant's offence at the place counts too (structure, code blocks: compared by value)
      const hit = failing(r).some((f) => overlaps(f.compressed, at, end)) ||
        r.invariants.some((i) => !i.pass && i.offences.some((o) => o.compressed && overlaps(o.compressed, at, end)));
      // a finding to review at the place reports it to a reader, not as a failure: counted apart
      const review = !hit && r.findings.some((f) => f.severity === 'review' && overlaps(f.compressed, at, end));
      if (hit) {
        e.hit++;
        caught++;
      } else if (review) {
        asReview++;
        misses.push(`  review only  ${l.file} (${l.class}): ${JSON.stringify(l.after.slice(0, 90))}`);
      } else misses.push(`  missed  ${l.file} (${l.class}): ${JSON.stringify(l.after.slice(0, 90))}`);
    } else {
      kept++;
      const bad = failing(r);
      const inv = r.invariants.filter((i) => !i.pass);
      if (!bad.length && !inv.length) {
        e.hit++;
        keptPass++;
        if (!r.findings.length) benignClean++;
      } else misses.push(`  false alarm  ${l.file}: ${(bad[0]?.message ?? inv[0]?.offences[0]?.message ?? inv[0]?.id ?? '').slice(0, 110)}`);
    }
  }
  // faithful rewrites beside the verbose texts
  let faithful = 0;
  let faithfulPass = 0;
  let reviews = 0;
  let tokens = 0;
  for (const f of readdirSync(corpus).filter((x) => /^\d+\.(full|caveman)\.md$/.test(x)).sort()) {
    const v = read(join(corpus, f.replace(/\.(full|caveman)\.md$/, '.md')));
    const c = read(join(corpus, f));
    const r = check(v, c, {});
    faithful++;
    tokens += count(c);
    reviews += r.findings.filter((x) => x.severity === 'review').length;
    const bad = failing(r);
    if (r.pass && !bad.length) faithfulPass++;
    else misses.push(`  faithful fails  ${f}: ${(bad[0]?.message ?? r.invariants.find((i) => !i.pass)?.offences[0]?.message ?? '').slice(0, 110)}`);
  }
  const reviewsPer1k = tokens ? (reviews / tokens) * 1000 : 0;
  const rows = [...per.entries()].sort((a, b) => (a[0] === 'benign' ? 1 : b[0] === 'benign' ? -1 : a[0].localeCompare(b[0])));
  const w = Math.max(...rows.map(([k]) => k.length), 10);
  lines.push(`checker on ${dir} (${labels.length} pairs; check() ${(ms / Math.max(1, labels.length)).toFixed(1)} ms a pair)`);
  lines.push('');
  lines.push(`${'class'.padEnd(w)}  reported in their place`);
  for (const [k, v] of rows) lines.push(`${k.padEnd(w)}  ${v.hit}/${v.n}${k === 'benign' ? '  (pass with no failing finding)' : ''}`);
  lines.push('');
  lines.push(`changes reported in their place: ${caught}/${changed} (${changed ? ((caught / changed) * 100).toFixed(1) : '0'} %) as a failure; ${asReview} more as a finding to review`);
  lines.push(`benign edits that pass: ${keptPass}/${kept} (${benignClean} with no finding at all)`);
  if (faithful) lines.push(`faithful rewrites that pass: ${faithfulPass}/${faithful}; reviews on them: ${reviews} in ${tokens} o200k tokens (${reviewsPer1k.toFixed(2)} per 1,000)`);
  if (misses.length) lines.push('', ...misses);
  return { lines, caught, changed, keptPass, kept, faithfulPass, faithful, reviewsPer1k };
}
