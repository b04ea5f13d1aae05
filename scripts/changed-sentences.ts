// Every sentence a compression changed, beside its input: the material of a reader's audit.
//
//   npx tsx scripts/changed-sentences.ts FILE|DIR... [--intensity full|ultra|lite] [--profile P] [--json]
//
// A sentence is a line, cut after ". ", "! ", "? ", "; " and ": " (the engine's own notion of
// one does not matter here: a reader reads whatever the output says beside what the input said).
// Each pair is printed as `IN:` / `OUT:` with the file and line, so a reader who has not seen the
// rules can judge, pair by pair, whether the output still says what the input said.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compress, type Intensity } from 'caveman-compress';
import { nodeCounter } from 'caveman-compress/node';

const argv = process.argv.slice(2);
const opt = (name: string, def: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : def);
const intensity = opt('--intensity', 'full') as Intensity;
const profile = opt('--profile', 'forge');
const json = argv.includes('--json');
const paths = argv.filter((a, i) => !a.startsWith('--') && !(i > 0 && argv[i - 1].startsWith('--') && argv[i - 1] !== '--json'));

function files(p: string): string[] {
  if (statSync(p).isDirectory()) {
    return readdirSync(p).sort().flatMap((f) => (/^\d+\.md$/.test(f) || (!/^\d/.test(f) && /\.(md|txt)$/.test(f)) ? [join(p, f)] : []));
  }
  return [p];
}

/** Offsets where a sentence starts: line starts, and after terminal punctuation followed by a space. */
function cuts(text: string): number[] {
  const at = [0];
  const re = /\n|[.!?;:](?=[ \t]+\S)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) at.push(m.index + 1);
  at.push(text.length);
  return [...new Set(at)].sort((a, b) => a - b);
}

const count = nodeCounter('o200k_base');
const pairs: { file: string; line: number; input: string; output: string }[] = [];
for (const file of paths.flatMap(files)) {
  const text = readFileSync(file, 'utf8');
  const r = compress(text, { intensity, profile, countTokens: count });
  if (!r.edits.length) continue;
  const cs = cuts(text);
  // Input sentence of each edit; its output range from the edits' offsets.
  const touched = new Map<number, { a: number; b: number }>();
  for (const e of r.edits) {
    let k = 0;
    while (k + 1 < cs.length && cs[k + 1] <= e.input.start) k++;
    let k2 = k;
    while (k2 + 1 < cs.length && cs[k2 + 1] < e.input.end) k2++;
    for (let x = k; x <= k2; x++) if (!touched.has(x)) touched.set(x, { a: cs[x], b: cs[x + 1] });
  }
  const toOut = (p: number) => {
    let d = 0;
    for (const e of r.edits) {
      if (e.input.end <= p) d += e.output.end - e.output.start - (e.input.end - e.input.start);
      else if (e.input.start < p) return e.output.end;
    }
    return p + d;
  };
  for (const [, { a, b }] of [...touched].sort((x, y) => x[0] - y[0])) {
    const input = text.slice(a, b).trim();
    const output = r.output.slice(toOut(a), toOut(b)).trim();
    if (input === output) continue;
    pairs.push({ file, line: text.slice(0, a).split('\n').length, input, output });
  }
}
if (json) console.log(JSON.stringify(pairs, null, 1));
else for (const p of pairs) console.log(`${p.file}:${p.line}\n  IN:  ${p.input}\n  OUT: ${p.output}\n`);
console.error(`${pairs.length} changed sentences (${intensity}, ${profile})`);
