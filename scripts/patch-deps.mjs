#!/usr/bin/env node
// Patches a dependency where its own code is quadratic on input a user controls; runs as npm
// `postinstall` (before `prepare` builds the package, which bundles the patched code), so every
// install, the app's build, the tests and the published package read the same patched source.
//
// micromark 4.0.3, initialize/text.js (lib/ and dev/lib/): the inline pass merges adjacent `data`
// events with one `Array#splice` per run of them, and each splice moves the rest of the paragraph's
// events. A paragraph where every few characters a construct is tried and fails ("[a](" repeated,
// "![", "&", "]" between links or emphasis) holds thousands of such runs: 64 KB of "[a](" took
// 2.3 s in `check` and 400 KB over 90 s. The patch merges them in one pass that writes the array in
// place: the same events (the run's first enter and exit kept, the token's end the run's last end).
// packages/caveman/src/core/growth.test.ts times two such paragraphs at 1x and 8x (the ratio was
// over 20 before the patch, 8-10 after); the parser's other tests hold its trees.
//
// Idempotent: a patched file is left as it is. A file that has neither the original loop nor the
// patch (another micromark) -> an error naming it and a non-zero exit, so an upgrade is noticed.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MARK = '/* caveman: linear merge of data runs */';

/** micromark's loop, as lib/ (types inlined to "data") and dev/lib/ (types.data) write it. */
const ORIGINAL = /while \(\+\+index <= events\.length\) \{\s*if \(enter === undefined\) \{\s*if \(events\[index\] && events\[index\]\[1\]\.type === (types\.data|"data")\) \{\s*enter = index;?\s*index\+\+;?\s*\}\s*\} else if \(!events\[index\] \|\| events\[index\]\[1\]\.type !== (?:types\.data|"data")\) \{\s*\/\/ Don’t do anything if there is one data token\.\s*if \(index !== enter \+ 2\) \{\s*events\[enter\]\[1\]\.end = events\[index - 1\]\[1\]\.end;?\s*events\.splice\(enter \+ 2, index - enter - 2\);?\s*index = enter \+ 2;?\s*\}\s*enter = undefined;?\s*\}\s*\}/;

const linear = (data) => `${MARK}
    let write = 0
    for (index = 0; index < events.length; index++) {
      const event = events[index]
      if (event[1].type !== ${data}) {
        enter = undefined
        events[write++] = event
      } else if (enter === undefined) {
        enter = write
        events[write++] = event
      } else if (write - enter < 2) {
        events[write++] = event
      } else {
        events[enter][1].end = event[1].end
      }
    }
    events.length = write`;

let failed = false;
for (const dir of ['lib', 'dev/lib']) {
  const file = join(root, 'node_modules', 'micromark', dir, 'initialize', 'text.js');
  if (!existsSync(file)) continue;
  const source = readFileSync(file, 'utf8');
  if (source.includes(MARK)) continue;
  const match = ORIGINAL.exec(source);
  if (!match) {
    console.error(`patch-deps: ${file} does not have micromark 4.0.3's merge of data runs; update scripts/patch-deps.mjs for this version`);
    failed = true;
    continue;
  }
  const patched = source.slice(0, match.index) + linear(match[1]) + source.slice(match.index + match[0].length);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, patched);
  renameSync(tmp, file);
}
process.exit(failed ? 1 : 0);
