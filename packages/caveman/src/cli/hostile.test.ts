// Hostile input to every command of the CLI, through its injectable run(): generated texts (huge
// paragraphs of numbers, long words, deep nesting, binary and broken UTF-8), prototype names as
// profiles, rules files with prototype keys. Whatever comes in, the command ends with 0, 1 or 2,
// and a 2 says what was wrong in one line -- never an internal error (70) or a throw.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from './cli';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'caveman-hostile-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__'];

/** A piece of hostile text; a document is a few of them. */
const piece = fc.oneof(
  fc.integer({ min: 2_000, max: 40_000 }).map((n) => Array.from({ length: n }, (_, i) => String((i * 7919) % 100_000)).join(' ')),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 50, max: 400 }).map((n) => '> '.repeat(n) + 'deep quote'),
  fc.integer({ min: 50, max: 300 }).map((n) => Array.from({ length: n }, (_, i) => `${' '.repeat(2 * i)}- item ${i}`).join('\n')),
  fc.integer({ min: 100, max: 5_000 }).map((n) => '*_'.repeat(n) + 'word' + '_*'.repeat(n)),
  fc.integer({ min: 100, max: 3_000 }).map((n) => '`'.repeat(n) + ' code ' + '`'.repeat(n - 1)),
  fc.integer({ min: 10, max: 2_000 }).map((n) => '[a]('.repeat(n) + ')'.repeat(n)),
  fc.constantFrom('The build is not done; it might fail.', '| a | b |\n|---|---|\n| 1 | 2 |', '```\ncode\n```', '<!-- c -->', '---\nk: v\n---'),
  fc.string({ maxLength: 200 }),
);
const doc = fc.array(piece, { minLength: 1, maxLength: 3 }).map((ps) => ps.join('\n\n'));

/** Bytes a text file may hold: the text, or the text with a NUL or broken UTF-8 put in. */
const bytes = fc.tuple(doc, fc.constantFrom('none', 'nul', 'latin1', 'lone-continuation')).map(([text, spoil]) => {
  const b = Buffer.from(text, 'utf8');
  if (spoil === 'nul') return Buffer.concat([b, Buffer.from([0])]);
  if (spoil === 'latin1') return Buffer.concat([b, Buffer.from([0x63, 0x61, 0x66, 0xe9])]);
  if (spoil === 'lone-continuation') return Buffer.concat([Buffer.from([0x80]), b]);
  return b;
});

const rulesJson = fc.oneof(
  fc.constantFrom(...PROTO_NAMES).map((n) => JSON.stringify({ base: n })),
  fc.constantFrom(...PROTO_NAMES).map((n) => JSON.stringify({ id: n })),
  fc.constantFrom(...PROTO_NAMES).map((n) => `{"${n}": {"groups": {}}}`),
  fc.constantFrom(...PROTO_NAMES).map((n) => JSON.stringify({ groups: { [n]: false } })),
  fc.constantFrom(...PROTO_NAMES).map((n) => JSON.stringify({ thresholds: { [n]: 10 } })),
  fc.integer({ min: 1, max: 5_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
);

const profileArg = fc.oneof(fc.constantFrom(...PROTO_NAMES), fc.string({ maxLength: 12 }));

function oneLineOr0(r: { code: number; stderr: string }) {
  expect([0, 1, 2]).toContain(r.code);
  if (r.code === 2) {
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^caveman: /);
  }
}

describe('the CLI on hostile input', () => {
  it('ends with 0, 1 or 2 on any text, for every command', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(bytes, fc.constantFrom('compress', 'check', 'tokens', 'report'), fc.constantFrom('full', 'ultra'), async (b, command, intensity) => {
        const file = join(dir, `t${n++}.md`);
        writeFileSync(file, b);
        const argv = command === 'check' ? ['check', file, file] : command === 'compress' ? ['compress', file, '--intensity', intensity] : [command, file];
        oneLineOr0(await run(argv));
      }),
      { numRuns: 24, seed: 20261206 },
    );
  }, 240_000);

  it('ends soon on the worst shapes: deep quotes and lists, emphasis and backtick soup, a paragraph of 150,000 numbers', async () => {
    const shapes = [
      '> '.repeat(400) + 'deep quote, not a definition',
      Array.from({ length: 300 }, (_, i) => `${' '.repeat(2 * i)}- item ${i}`).join('\n'),
      '*_'.repeat(5_000) + 'word' + '_*'.repeat(5_000),
      '`'.repeat(3_000) + ' code ' + '`'.repeat(2_999),
      '[a]('.repeat(2_000) + ')'.repeat(2_000),
      Array.from({ length: 150_000 }, (_, i) => String((i * 7919) % 100_000)).join(' '),
    ];
    for (const [k, text] of shapes.entries()) {
      const file = join(dir, `shape${k}.md`);
      writeFileSync(file, text);
      for (const argv of [['compress', file, '--intensity', 'ultra'], ['check', file, file], ['tokens', file], ['report', file]]) {
        const r = await run(argv);
        expect(r.code, `${argv[0]} of shape ${k}: ${r.stderr}`).toBe(0); // a text checked against itself passes
      }
    }
  }, 120_000);

  it('refuses prototype names and hostile rules files with one line and 2', async () => {
    const file = join(dir, 'ok.md');
    writeFileSync(file, 'The build is complete and it might pass.\n');
    await fc.assert(
      fc.asyncProperty(profileArg, rulesJson, async (profile, rules) => {
        const p = await run(['compress', file, '--profile', profile]);
        oneLineOr0(p);
        const rf = join(dir, 'rules.json');
        writeFileSync(rf, rules);
        oneLineOr0(await run(['compress', file, '--rules', rf]));
        oneLineOr0(await run(['check', file, file, '--rules', rf]));
      }),
      { numRuns: 60, seed: 20261206 },
    );
    for (const name of PROTO_NAMES) {
      const r = await run(['compress', file, '--profile', name]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^caveman: unknown profile/);
    }
  }, 120_000);

  it('says in one line that it could not write, with its own exit code, on a full disk', () => {
    const bin = fileURLToPath(new URL('../../bin/caveman.mjs', import.meta.url));
    const file = join(dir, 'w.md');
    writeFileSync(file, 'The build is complete.\n');
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" compress "${file}" > /dev/full`], { encoding: 'utf8' });
    expect(r.status).toBe(74);
    expect(r.stderr.trimEnd().split('\n')).toEqual(['caveman: cannot write the output: no space left on the device (ENOSPC)']);
  });

  it('exits with its own code when standard error cannot be written either (a full disk, a closed descriptor)', () => {
    const bin = fileURLToPath(new URL('../../bin/caveman.mjs', import.meta.url));
    for (const redirect of ['2> /dev/full', '2>&-']) {
      const bad = spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" compress "${join(dir, 'missing.md')}" ${redirect}`], { encoding: 'utf8' });
      expect(bad.status, redirect).toBe(2);
      expect(bad.stdout).toBe('');
    }
  });
});
