// The checker catches each kind of damage a compression can do (SPEC §3), on hand-made pairs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, compress, getProfile } from './index';
import { checkAll, checkProtectInputs, clearReadings, readingOf } from './check';
import fc from 'fast-check';
import { documentArb } from '@/scripts/fuzz/generate';
import { compressAll, INTENSITIES } from './index';
import { nodeCounter } from '../tokens/node';
import { parseDocument } from './check-parse';
import { collectStructure, type StructItem } from './structure';
import { collectProse } from './check-prose';
import { countNeedles } from './check-count';
import { compileProtect } from './protect';

const counters = { o200k_base: nodeCounter('o200k_base'), cl100k_base: nodeCounter('cl100k_base') };
const failing = (v: string, c: string) => check(v, c, { counters }).invariants.filter((i) => !i.pass).map((i) => i.id);

const V = `## Status

The cache might be stale, so the server does not reload it. The request took 226ms in src/cache/load.ts:42.

- Fix the cache
- Add a test
- Update the docs

| step | result |
|---|---|
| build | the build is complete |
| test | all tests pass |
`;

describe('checker', () => {
  it('passes an honest compression', () => {
    const c = compress(V, { intensity: 'full' }).output;
    const rep = check(V, c, { counters, intensity: 'full' });
    expect(rep.invariants.filter((i) => !i.pass)).toEqual([]);
    expect(rep.pass).toBe(true);
    expect(rep.tokens.o200k_base.compressed).toBeLessThan(rep.tokens.o200k_base.verbose);
    expect(rep.tokens.cl100k_base.percent).toBeGreaterThan(0);
  });

  it('catches a dropped hedge', () => {
    const bad = V.replace('might be stale', 'is stale');
    expect(failing(V, bad)).toEqual(['uncertainty']);
    const off = check(V, bad).invariants.find((i) => i.id === 'uncertainty')!.offences[0];
    expect(V.slice(off.verbose!.start, off.verbose!.end)).toBe('might');
  });

  it('accepts a hedge moved within its class (approximately -> about)', () => {
    expect(failing('It takes approximately 3 rounds.', 'Takes about 3 rounds.')).toEqual([]);
  });

  it('catches a dropped negation', () => {
    expect(failing(V, V.replace('does not reload', 'reloads'))).toEqual(['negation']);
  });

  it('catches a changed path', () => {
    const ids = failing(V, V.replace('src/cache/load.ts:42', 'src/cache/load.ts'));
    expect(ids).toContain('protected');
  });

  it('catches a changed number', () => {
    const ids = failing(V, V.replace('226ms', '230ms'));
    expect(ids).toContain('numbers');
    expect(ids).toContain('protected');
    expect(failing('It took 198ms.', 'It took ~200ms.')).toContain('numbers');
  });

  it('catches a lost list item', () => {
    const ids = failing(V, V.replace('- Add a test\n', ''));
    expect(ids).toContain('structure');
    const off = check(V, V.replace('- Add a test\n', '')).invariants.find((i) => i.id === 'structure')!.offences[0];
    expect(off.message).toMatch(/list|item/);
  });

  it('catches a changed table', () => {
    const bad = V.replace('| test | all tests pass |\n', '').replace('|---|---|', '|---|---|');
    expect(failing(V, bad)).toContain('structure');
    const merged = V.replace('| build | the build is complete |', '| build the build is complete |');
    expect(failing(V, merged)).toContain('structure');
  });

  it('catches more tokens than the input', () => {
    expect(failing('Build ok.', 'The build has completed successfully and everything is fine.')).toContain('tokens');
  });

  it('checks idempotence of the core\'s own output at the intensity, and calls it not applicable to another text', () => {
    const v = 'The build is complete and I have implemented the retry.';
    const own = compress(v, { intensity: 'full' }).output;
    const mine = check(v, own, { intensity: 'full' }).invariants.find((i) => i.id === 'idempotent')!;
    expect(mine).toMatchObject({ pass: true, offences: [] });
    expect(mine.skipped).toBeUndefined();
    // a model's rewrite the core would compress further: no promise of the core's is broken
    const pasted = check(v, 'The build is complete; I have implemented the retry.', { intensity: 'full' }).invariants.find((i) => i.id === 'idempotent')!;
    expect(pasted.skipped).toBe(true);
    expect(pasted.note).toMatch(/not applicable/);
    expect(check('x', 'x').invariants.find((i) => i.id === 'idempotent')!.skipped).toBe(true);
  });

  it('measures the reduction against the profile target', () => {
    const v = 'I have implemented the registration endpoint. It accepts an email and a password, validates them against the schema, and then hashes the password.';
    const rep = check(v, compress(v, { intensity: 'full' }).output, { counters, intensity: 'full' });
    expect(rep.target.percent).toBe(40);
    expect(rep.target.encoding).toBe('o200k_base');
    expect(rep.target.met).toBe(rep.tokens.o200k_base.percent >= 40);
    const terse = check('Round 7: kept.', 'R7 keep.', { profile: 'terse', counters });
    expect(terse.target.intensity).toBe('terse');
    expect(terse.target.percent).toBe(20); // short text: >= 20 % accepted
  });

  it('counts the envelope line: an envelope that makes the output longer fails the tokens invariant', () => {
    const v = 'The build is complete and the tests pass.';
    const c = '<!-- caveman: intensity=full version=1 -->\nBuild complete, tests pass.';
    const rep = check(v, c, { counters });
    expect(failing(v, c)).toEqual(['tokens']);
    expect(rep.tokens.o200k_base.compressed).toBeGreaterThan(rep.tokens.o200k_base.verbose);
    expect(rep.invariants.find((i) => i.id === 'tokens')!.offences[0].message).toMatch(/the envelope line counts/);
    // The envelope is metadata for every other invariant, and its intensity is read (the
    // idempotence check knows it: this text is not the core's output, so it does not apply).
    expect(rep.invariants.find((i) => i.id === 'idempotent')!.note).toMatch(/not the core's own output at full/);
    // A text long enough to pay for its envelope passes.
    const long = Array.from({ length: 12 }, (_, i) => `In round ${i + 1} I have really just implemented the registration endpoint, and it basically works.`).join('\n\n');
    const short = Array.from({ length: 12 }, (_, i) => `In round ${i + 1} added registration endpoint; works.`).join('\n\n');
    expect(failing(long, `<!-- caveman: intensity=lite version=1 -->\n${short}`)).toEqual([]);
  });
});

const structureOffence = (v: string, c: string, intensity?: 'lite' | 'full' | 'ultra') => {
  const rep = check(v, c, { intensity });
  const inv = rep.invariants.find((i) => i.id === 'structure')!;
  return inv.pass ? null : inv.offences[0];
};

describe('checker: structure by remark', () => {
  const doc = `# Plan

The cache might be stale. The server does not reload it, so requests see old data.

- Fix the cache
- Add a test

| step | result |
|---|---|
| build | the build is complete |
| test | all tests pass |

Run \`npm test\` and read [the guide](https://example.com/guide) first.

![diagram](docs/flow.png)

1. Install
   \`\`\`sh
   npm ci --prefer-offline
   \`\`\`
2. Build
`;

  it('passes the document against itself', () => {
    expect(structureOffence(doc, doc, 'lite')).toBeNull();
    expect(failing(doc, doc)).toEqual([]);
  });

  it('catches a paragraph split in two', () => {
    const bad = doc.replace('stale. The server', 'stale.\n\nThe server');
    const off = structureOffence(doc, bad)!;
    expect(off.message).toMatch(/paragraph split/);
    expect(doc.slice(off.verbose!.start, off.verbose!.end)).toMatch(/^The cache might be stale\. The server/);
    expect(bad.slice(off.compressed!.start, off.compressed!.end)).toBe('The cache might be stale.\n\nThe server does not reload it, so requests see old data.');
    // Inside a list item too.
    const item = '- First point. Second point.\n- Other\n';
    expect(structureOffence(item, '- First point.\n\n  Second point.\n- Other\n')).not.toBeNull();
  });

  it('catches a tight list turned loose', () => {
    const off = structureOffence(doc, doc.replace('- Fix the cache\n', '- Fix the cache\n\n'))!;
    expect(off.message).toMatch(/tight.*became.*loose/);
  });

  it('catches an emptied table cell', () => {
    const off = structureOffence(doc, doc.replace('| test | all tests pass |', '| test |  |'))!;
    expect(off.message).toMatch(/empty table cell/);
    expect(doc.slice(off.verbose!.start, off.verbose!.end)).toContain('all tests pass');
  });

  it('catches emptied emphasis at lite and full, not at ultra (which strips the markers)', () => {
    const v = 'This is **Really** important for the release.';
    const c = 'This is **** important for the release.';
    const off = structureOffence(v, c, 'lite')!;
    expect(off.message).toMatch(/strong emphasis spans: 1 in verbose, 0 in compressed/);
    expect(v.slice(off.verbose!.start, off.verbose!.end)).toBe('**Really**');
    expect(structureOffence(v, c, 'full')).not.toBeNull();
    expect(structureOffence(v, 'This is Really important for the release.', 'ultra')).toBeNull();
    expect(structureOffence(v, 'This is Really important for the release.')).toBeNull(); // intensity unknown
  });

  it('catches changed inline code', () => {
    const bad = doc.replace('`npm test`', '`npm run test`');
    const off = structureOffence(doc, bad)!;
    expect(off.message).toMatch(/inline code "npm test" became "npm run test"/);
    expect(doc.slice(off.verbose!.start, off.verbose!.end)).toBe('`npm test`');
    expect(bad.slice(off.compressed!.start, off.compressed!.end)).toBe('`npm run test`');
  });

  it('catches a changed link url', () => {
    const bad = doc.replace('https://example.com/guide', 'https://example.com/guide2');
    const off = structureOffence(doc, bad)!;
    expect(off.message).toMatch(/link "https:\/\/example.com\/guide" became/);
    expect(failing(doc, bad)).toContain('structure');
  });

  it('catches an image turned into a link', () => {
    const bad = doc.replace('![diagram]', '[diagram]');
    const off = structureOffence(doc, bad)!;
    expect(off.message).toMatch(/image "docs\/flow.png" became a link/);
    expect(doc.slice(off.verbose!.start, off.verbose!.end)).toBe('![diagram](docs/flow.png)');
  });

  it('places a dropped code line between the lines around it in the compression', () => {
    const v = 'Config:\n\n```py\nmodes = {\n    "cool": 2,\n    "switch": 1,\n}\n```\n';
    const bad = v.replace('    "switch": 1,\n', '');
    const off = structureOffence(v, bad)!;
    expect(off.message).toMatch(/code block changed at line 3: .*switch.* dropped/);
    expect(v.slice(off.verbose!.start, off.verbose!.end)).toBe('    "switch": 1,');
    expect(bad.slice(off.compressed!.start, off.compressed!.end)).toBe('    "cool": 2,\n}');
  });

  it('catches a changed fenced code body inside a list item', () => {
    const bad = doc.replace('npm ci --prefer-offline', 'npm ci');
    const off = structureOffence(doc, bad)!;
    expect(off.message).toMatch(/code block changed at line 1/);
    expect(doc.slice(off.verbose!.start, off.verbose!.end)).toBe('   npm ci --prefer-offline');
    expect(bad.slice(off.compressed!.start, off.compressed!.end)).toBe('   npm ci');
  });

  it('catches changed front matter', () => {
    const v = '---\ntitle: Release plan\nowner: ops\n---\n\nThe build is complete.\n';
    const bad = v.replace('owner: ops', 'owner: dev');
    const off = structureOffence(v, bad)!;
    expect(off.message).toMatch(/YAML front matter changed at line 2/);
    expect(v.slice(off.verbose!.start, off.verbose!.end)).toBe('owner: ops');
    // An envelope after the front matter is not structure.
    const env = v.replace('---\n\n', '---\n<!-- caveman: intensity=full version=1 -->\n\n');
    expect(structureOffence(v, env)).toBeNull();
  });

  it('catches a changed heading level and a lost block', () => {
    expect(structureOffence(doc, doc.replace('# Plan', '## Plan'))!.message).toMatch(/heading h1 became heading h2/);
    expect(structureOffence(doc, doc.replace('![diagram](docs/flow.png)\n\n', ''))!.message).toMatch(/top-level blocks/);
  });
});

describe('checker: its own eyes for protected spans', () => {
  it('finds spans in prose, not in code, and classifier blocks whole', () => {
    const v = 'Run this first:\n$ npm ci --prefer-offline\nThen check the output.\n';
    const bad = v.replace('--prefer-offline', '--offline');
    const off = check(v, bad).invariants.find((i) => i.id === 'protected')!.offences[0];
    expect(v.slice(off.verbose!.start, off.verbose!.end)).toBe('$ npm ci --prefer-offline');
    expect(off.message).toMatch(/command line/);
  });

  it('keeps out-of-scope blocks verbatim', () => {
    const v = 'Deploy notes.\n\nThe API key was leaked in the public repo and must be rotated now.\n';
    const bad = v.replace('must be rotated now', 'rotate now');
    expect(failing(v, bad)).toContain('protected');
  });

  it('keeps a banner block byte-exact', () => {
    const v = '## ⏸ AWAITING YOUR INPUT\n\nPlease confirm the migration plan before I start.\n\n## Next\n\nThe rest is prose.\n';
    expect(failing(v, v.replace('Please confirm', 'Confirm'))).toContain('protected');
    expect(failing(v, v.replace('The rest is prose.', 'Rest is prose.'))).not.toContain('protected');
  });
});

describe('checker: hedges and negations in prose only', () => {
  it('does not count hedges inside code', () => {
    const v = 'The job is done.\n\n```\nretry might fail, maybe not\n```\n\nUse `--might` here.\n';
    const c = 'Job done.\n\n```\nretry might fail, maybe not\n```\n\nUse `--might` here.\n';
    expect(failing(v, c)).toEqual([]);
    // A hedge moved into code is not a hedge kept.
    expect(failing('This might fail.', 'This `might` fail.')).toContain('uncertainty');
  });

  it('counts "about" / "around" as a hedge only before a quantity', () => {
    expect(failing('We need to talk about locking.', 'Talk locking.')).not.toContain('uncertainty');
    expect(failing('Sorry about that, the build is done.', 'Build done.')).not.toContain('uncertainty');
    expect(failing('The query takes about 40 ms.', 'Query takes 40 ms.')).toContain('uncertainty');
    expect(failing('It retried around twelve times.', 'Retried 12 times.')).toContain('uncertainty');
    expect(failing('It takes approximately 3 rounds.', 'Takes about 3 rounds.')).toEqual([]);
  });

  it('catches a dropped "cannot", and accepts cannot -> can\'t', () => {
    expect(failing('The worker cannot reach the queue.', 'Worker can reach queue.')).toEqual(['negation']);
    expect(failing('The worker cannot reach the queue.', "Worker can't reach queue.")).toEqual([]);
  });

  it('keeps "it should be noted" out of the hedges', () => {
    expect(failing('It should be noted that the build passed.', 'The build passed.')).toEqual([]);
  });
});

describe('checker: linear building blocks', () => {
  it('a long document parsed in chunks reads as the whole-document parse', () => {
    const dir = join(__dirname, '..', '..', '..', '..', 'fixtures', 'artifacts');
    const text = readdirSync(dir)
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n\n');
    const popts = compileProtect([], [], []);
    const read = (opts: { limit?: number; target?: number }) => {
      const items: StructItem[] = [];
      const req: string[] = [];
      const prose: string[] = [];
      let chunks = 0;
      const sink = { required: (v: string, at: number) => void req.push(`${at}:${v}`), prose: (p: { text: string }) => void prose.push(p.text) };
      parseDocument(text, (c) => {
        chunks++;
        collectStructure(c, items);
        collectProse(text, c, popts, sink);
      }, opts);
      return { items, req, prose, chunks };
    };
    const whole = read({ limit: Number.MAX_SAFE_INTEGER });
    expect(whole.chunks).toBe(1);
    for (const target of [500, 4000]) {
      const parts = read({ limit: 0, target });
      expect(parts.chunks).toBeGreaterThan(3);
      expect(parts.items).toEqual(whole.items);
      expect(parts.req).toEqual(whole.req);
      expect(parts.prose).toEqual(whole.prose);
    }
  });

  it('chunks keep link references and footnotes defined in another chunk', () => {
    const para = (i: number) => `Paragraph ${i} cites [the spec][spec] and a note[^n].`;
    const text = [...Array.from({ length: 40 }, (_, i) => para(i)), '[spec]: https://example.com/spec', '[^n]: The note.'].join('\n\n') + '\n';
    const items = (opts: { limit?: number; target?: number }) => {
      const out: StructItem[] = [];
      parseDocument(text, (c) => collectStructure(c, out), opts);
      return out;
    };
    const whole = items({});
    expect(whole[0].inline!.map((x) => x.kind)).toEqual(['link reference', 'footnote reference']);
    expect(items({ limit: 0, target: 200 })).toEqual(whole);
  });

  it('names the strings it runs the user patterns over (masked prose, not code)', () => {
    expect(checkProtectInputs('# Plan\n\nRun `x` now, see [docs](https://a.b/c).\n\n```\ncode\n```\n')).toEqual(['Plan', 'Run     now, see  docs                .']);
  });

  it('counts many needles in one pass as indexOf would', () => {
    const hay = 'abcabcab 12 120 1.12 12 aaaa';
    const needles = ['abc', 'cab', 'b', '12', 'aa', 'zzz'];
    const naive = (n: string) => {
      let c = 0;
      for (let i = hay.indexOf(n); i !== -1; i = hay.indexOf(n, i + n.length)) c++;
      return c;
    };
    const got = countNeedles(hay, needles);
    for (const n of needles) expect(got.get(n), n).toBe(naive(n));
    const alone = countNeedles(hay, ['12'], (n, i) => !/\d|\./.test(hay[i - 1] ?? '') && !/\d/.test(hay[i + n.length] ?? ''));
    expect(alone.get('12')).toBe(2);
  });
});

describe('check: a leading BOM', () => {
  it('reads the prose after a BOM where it is (remark counts offsets after the BOM)', () => {
    expect(failing('\ufeffJust might.\n', '\ufeffmight\n')).toEqual([]);
    expect(failing('\ufeff- a\n  - It might be `x`.\n', '\ufeff- a\n  - might be `x`\n')).toEqual([]);
    expect(failing('\ufeffIt might be `x`.\n', '\ufeffIt be `x`.\n')).toEqual(['uncertainty']);
  });
});

describe('the verbose reading kept between calls', () => {
  it('gives the same report whether the verbose text was read before or not', () => {
    const dir = join(__dirname, '..', '..', '..', '..', 'fixtures', 'artifacts');
    const texts = readdirSync(dir).filter((f) => f.endsWith('.md')).slice(0, 6).map((f) => readFileSync(join(dir, f), 'utf8'));
    const levels = ['lite', 'full', 'ultra'] as const;
    const reports = (order: string[]) =>
      order.map((t) => levels.map((intensity) => JSON.stringify(check(t, compress(t, { intensity }).output, { intensity }))));
    // first round: every text read afresh (more texts than are kept); second: in reverse order
    const first = reports(texts);
    const again = reports([...texts].reverse()).reverse();
    expect(again).toEqual(first);
  });

  it('reads the same text again under other protected patterns', () => {
    const t = 'The build is done and the tests pass.\n';
    const out = compress(t, { intensity: 'full' }).output;
    expect(out).not.toMatch(/^The /);
    const plain = check(t, out, { intensity: 'full' });
    const theProtected = check(t, out, { intensity: 'full', profile: { ...getProfile('forge'), protectedPatterns: [{ pattern: '\\bthe\\b', flags: 'i' }] } });
    expect(plain.invariants.find((i) => i.id === 'protected')!.pass).toBe(true);
    expect(theProtected.invariants.find((i) => i.id === 'protected')!.pass).toBe(false);
  });
});

describe('checker: blocks read once', () => {
  const artifacts = () => {
    const dir = join(__dirname, '..', '..', '..', '..', 'fixtures', 'artifacts');
    return readdirSync(dir).sort().map((f) => readFileSync(join(dir, f), 'utf8'));
  };

  it('reads a text block by block (the blocks parsed together) as remark reads it whole: generated documents, their outputs and concatenations', () => {
    fc.assert(
      fc.property(fc.array(documentArb, { minLength: 1, maxLength: 3 }), fc.constantFrom('\n\n', '\n', ''), (docs, sep) => {
        const text = docs.map((d) => d.text).join(sep);
        const whole = readingOf(text, 'whole');
        expect(readingOf(text, 'blocks')).toEqual(whole);
        expect(readingOf(text, 'again')).toEqual(whole);
        const all = compressAll(text, { profile: 'forge' });
        for (const i of INTENSITIES) {
          const whole = readingOf(all[i].output, 'whole');
          expect(readingOf(all[i].output, 'blocks')).toEqual(whole);
          // as check() reads it: after the verbose text, only the blocks it does not share are parsed
          expect(readingOf(all[i].output, 'blocks', 'forge', text)).toEqual(whole);
        }
      }),
      { numRuns: 60, seed: 12 },
    );
  }, 120_000);

  it('a last block left open (a fence with no end) still reads the link definitions of the blocks before it', () => {
    const text = '[ref]: https://example.com\n\nsee [ref]\n~~~\nThe build is done.\n';
    expect(readingOf(text, 'blocks')).toEqual(readingOf(text, 'whole'));
  });

  it('cuts after a "---" under a line of text only where every block closes: setext headings, rules, HTML, lists, quotes and tables around it', () => {
    const line = fc.constantFrom('The build is done.', 'Heading two', '---', '-', '===', '', '<div>', '</div>', '<details>', '> quoted text', '- item', '1. first', '| a | b |', '|---|---|', 'c | d', '    code line', '```', '~~~', 'lazy line', '[ref]: https://example.com', 'see [ref]', '***', '# Title');
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const text = lines.join('\n') + '\n';
        expect(readingOf(text, 'blocks')).toEqual(readingOf(text, 'whole'));
      }),
      { numRuns: Number(process.env.CUT_RUNS ?? 400) },
    );
    // a definition right after a setext heading's underline is one: found by this property
    const afterSetext = 'see [ref]\n\nThe build is done.\n===\n[ref]: https://example.com\nThe build is done.\n';
    expect(readingOf(afterSetext, 'blocks')).toEqual(readingOf(afterSetext, 'whole'));
    // (no underline after a quote's lazy line, nor after a table's delimiter row)
    for (const text of ['> quoted text\nThe build is done.\n===\n[ref]: https://example.com\n\nsee [ref]\n', 'The build is done.\n[ref]: https://example.com\n\n|---|---|\n|---|---|\n===\n[ref]: https://example.com\nThe build is done.\n']) {
      expect(readingOf(text, 'blocks')).toEqual(readingOf(text, 'whole'));
    }
    // (nor after a list item's lazy line: "- item\nThe build is done.\n===" is one paragraph, the "[ref]:" after it
    // goes on with it: found by this property)
    const afterItemLazy = '- item\nThe build is done.\n===\n[ref]: https://example.com\n\nsee [ref]\nThe build is done.\n';
    expect(readingOf(afterItemLazy, 'blocks')).toEqual(readingOf(afterItemLazy, 'whole'));
    // (a delimiter row with no header above it is text a "===" underlines: found by this property)
    const delimiterHeading = '|---|---|\n===\n[ref]: https://example.com\n\nsee [ref]\n';
    expect(readingOf(delimiterHeading, 'blocks')).toEqual(readingOf(delimiterHeading, 'whole'));
    // (an empty item right after an indented code line is a paragraph's text, as micromark reads it: found by this property)
    for (const text of ['    code line\n-\n[ref]: https://example.com\n\nsee [ref]\n', '    code line\n-\n===\n[ref]: https://example.com\n\nsee [ref]\n']) {
      expect(readingOf(text, 'blocks')).toEqual(readingOf(text, 'whole'));
    }
    const afterEmptyItem = '-\n[ref]: https://example.com\n\nsee [ref]\n';
    expect(readingOf(afterEmptyItem, 'blocks')).toEqual(readingOf(afterEmptyItem, 'whole'));
    // an indented line right after an empty item is its paragraph, not code: a "[ref]:" after it goes on with it
    // (found by this property)
    const itemParagraph = '-\n    code line\n[ref]: https://example.com\n\nThe build is done.\n[ref]: https://example.com\nThe build is done.\n';
    expect(readingOf(itemParagraph, 'blocks')).toEqual(readingOf(itemParagraph, 'whole'));
    // a definition right after a thematic break is one (the break ends every block): found by this property
    const afterBreak = '***\n[ref]: https://example.com\n\nsee [ref]\n';
    expect(readingOf(afterBreak, 'blocks')).toEqual(readingOf(afterBreak, 'whole'));
    // ten thousand setext headings with no blank line: read in pieces, in linear time
    const log = (n: number) => Array.from({ length: n }, (_, i) => `Heading number ${i}\n---`).join('\n') + '\n';
    expect(readingOf(log(50), 'blocks')).toEqual(readingOf(log(50), 'whole'));
  });

  it('reads a text through the blocks of other texts (one memo for a corpus), the oldest let go when the memo is full, as remark reads it whole', () => {
    fc.assert(
      fc.property(fc.array(documentArb, { minLength: 2, maxLength: 5 }), fc.constantFrom(0, 300, 3_000, Infinity), (docs, limit) => {
        const texts = docs.map((d) => d.text);
        // texts that share blocks: each one's blocks again, mixed with the next one's
        const mixed = texts.map((t, i) => `${t}\n\n${texts[(i + 1) % texts.length]}`);
        const corpus = [...texts, ...mixed];
        corpus.forEach((t, i) => expect(readingOf(t, 'blocks', 'forge', corpus.slice(0, i), limit)).toEqual(readingOf(t, 'whole')));
      }),
      { numRuns: 40, seed: 7 },
    );
  }, 120_000);

  it('checks a file the same whether or not the files before it (sharing its blocks) were checked', () => {
    const texts = artifacts().slice(0, 4);
    const corpus = [...texts, texts.map((t) => t.split('\n\n').slice(0, 6).join('\n\n')).join('\n\n')];
    const checked = (t: string) => {
      const all = compressAll(t, { profile: 'forge', countTokens: counters.o200k_base });
      return checkAll(t, { lite: { output: all.lite.output }, full: { output: all.full.output }, ultra: { output: all.ultra.output } }, { profile: 'forge', counters });
    };
    const after = corpus.map(checked);
    corpus.forEach((t, i) => {
      clearReadings();
      expect(checked(t)).toEqual(after[i]);
    });
  });

  it('reads the realistic artifacts block by block as whole, front matter and BOM included', () => {
    const texts = [...artifacts(), '---\ntitle: x\n---\n\n# A\n\nSome text.\n', '\ufeff# Title\n\nBody [ref].\n\n[ref]: https://a.b\n'];
    for (const text of texts) {
      const whole = readingOf(text, 'whole');
      expect(whole.items.length).toBeGreaterThan(0);
      expect(readingOf(text, 'blocks')).toEqual(whole);
      expect(readingOf(text, 'again')).toEqual(whole);
    }
  });

  it('reads a block that starts with a BOM (text, in the middle of a document) where it is, alone or first among the unread blocks', () => {
    const verbose = '---\r\ntitle: x\r\n---\r\n\r\n# Summary\r\n\r\nThe \ufeffbuild is done.\r\n\r\n\ufeffIt might grow.\r\n\r\n1. Thanks!\r\n';
    const output = verbose.replace('It might grow.', 'It might grow a lot.');
    for (const t of [verbose, output]) expect(readingOf(t, 'blocks')).toEqual(readingOf(t, 'whole'));
    const whole = readingOf(output, 'whole');
    expect(whole.hedges.map((h) => h.word)).toEqual(['might']);
    expect(readingOf(output, 'blocks', 'forge', verbose)).toEqual(whole);
    expect(check(verbose, output, { profile: 'forge' }).invariants.find((i) => i.id === 'uncertainty')!.pass).toBe(true);
  });

  it('checkAll reports what check reports for each output, and a second check of the same pair (its blocks kept) the same', () => {
    for (const text of artifacts().slice(0, 5)) {
      const all = compressAll(text, { profile: 'forge', countTokens: counters.o200k_base });
      const outputs = { lite: { output: all.lite.output, intensity: 'lite' as const }, full: { output: all.full.output, intensity: 'full' as const }, ultra: { output: all.ultra.output, intensity: 'ultra' as const } };
      const together = checkAll(text, outputs, { profile: 'forge', counters });
      for (const i of INTENSITIES) {
        const alone = check(text, all[i].output, { profile: 'forge', intensity: i, counters });
        expect(together[i]).toEqual(alone);
        expect(check(text, all[i].output, { profile: 'forge', intensity: i, counters })).toEqual(alone);
      }
      // a broken output is still caught with every block of the text already read
      const broken = all.full.output.replace(/`([^`\n]+)`/, '`$1x`');
      if (broken !== all.full.output) expect(check(text, broken, { profile: 'forge', intensity: 'full', counters }).pass).toBe(false);
    }
  });
});

describe('actors (invariant 4)', () => {
  it('fails when a pronoun of anyone but the author goes, by class, and points at it', () => {
    const v = 'They kept the old index and you run the migration. He signed off.';
    const rep = check(v, 'Kept old index and run migration. Signed off.', { intensity: 'full' });
    const actors = rep.invariants.find((i) => i.id === 'actors')!;
    expect(actors.pass).toBe(false);
    expect(actors.offences.map((o) => v.slice(o.verbose!.start, o.verbose!.end))).toEqual(['They', 'you', 'He']);
    // a class may change its word ("they" -> "they've" is still "they"), and the author's own pronouns do not count
    expect(check('They have merged it. I fixed it.', "They've merged it. Fixed it.", { intensity: 'full' }).invariants.find((i) => i.id === 'actors')!.pass).toBe(true);
  });

  it('does not count a pronoun in a pleasantry or in code', () => {
    const v = 'Thank you for the review. Let me know if you have questions. Run `you --they` twice.';
    expect(check(v, 'Run `you --they` twice.', { intensity: 'lite' }).invariants.find((i) => i.id === 'actors')!.pass).toBe(true);
  });
});

describe('claim words are matched where they stand', () => {
  it('fails a "not" moved to the next sentence, pointing at both places', () => {
    const v = 'The migration is done. The cache is not stale.';
    const c = 'Migration not done. Cache stale.';
    const neg = check(v, c, { intensity: 'full' }).invariants.find((i) => i.id === 'negation')!;
    expect(neg.pass).toBe(false);
    // the ledger reads each sentence with the one it became: dropped from the second, added to the first
    expect(neg.offences).toHaveLength(2);
    expect(c.slice(neg.offences[0].compressed!.start, neg.offences[0].compressed!.end)).toBe('not');
    expect(neg.offences[0].message).toContain('added');
    expect(v.slice(neg.offences[1].verbose!.start, neg.offences[1].verbose!.end)).toBe('not');
    expect(c.slice(neg.offences[1].compressed!.start, neg.offences[1].compressed!.end)).toBe('Cache stale');
    expect(neg.offences[1].message).toContain('dropped');
  });

  it('fails a "not" moved to another list item, and a hedge moved to another paragraph', () => {
    expect(check('- The build is green.\n- The cache is not warm.\n', '- Build not green.\n- Cache warm.\n', { intensity: 'full' }).pass).toBe(false);
    const rep = check('It might fail.\n\nIt passes.\n', 'It fails.\n\nIt might pass.\n', { intensity: 'full' });
    expect(rep.invariants.find((i) => i.id === 'uncertainty')!.pass).toBe(false);
  });

  it('points at the word that went, not one that stayed, once per occurrence', () => {
    const v = 'It does not retry and it never logs.';
    const neg = check(v, 'It does not retry and it logs.', { intensity: 'full' }).invariants.find((i) => i.id === 'negation')!;
    expect(neg.offences.map((o) => v.slice(o.verbose!.start, o.verbose!.end))).toEqual(['never']);
  });

  it('fails a negation left standing alone', () => {
    const neg = check('The cache is not stale.', 'Cache stale. Not.', { intensity: 'full' }).invariants.find((i) => i.id === 'negation')!;
    expect(neg.pass).toBe(false);
    expect(neg.offences.some((o) => o.message.includes('stands alone'))).toBe(true);
  });

  it('still passes a negation that stays in its sentence, whatever the rewrite', () => {
    expect(check('The cache is not stale. It does not retry.', "Cache not stale. Doesn't retry.", { intensity: 'full' }).invariants.filter((i) => !i.pass && i.id !== 'idempotent')).toEqual([]);
  });
});

describe('hedges as a reader counts them', () => {
  it('takes ≈ before a number as an approximation', () => {
    expect(check('It uses around 10 MB.', 'Uses ≈ 10 MB.', { intensity: 'full' }).invariants.find((i) => i.id === 'uncertainty')!.pass).toBe(true);
  });

  it('does not count "unclear" inside a pleasantry', () => {
    const v = 'The patch is merged. Let me know if anything is unclear.';
    expect(check(v, 'Patch merged.', { intensity: 'lite' }).invariants.find((i) => i.id === 'uncertainty')!.pass).toBe(true);
    expect(check('The cause is unclear.', 'Cause known.', { intensity: 'full' }).invariants.find((i) => i.id === 'uncertainty')!.pass).toBe(false);
  });
});
