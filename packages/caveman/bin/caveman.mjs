#!/usr/bin/env node
// `caveman` command: runs the bundled CLI (dist/cli.mjs, built by `npm run build:lib`, which
// `npm ci` / `npm install` run through the `prepare` script). Plain Node 20, no TypeScript loader.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.mjs', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write('caveman: dist/cli.mjs is missing; run `npm run build:lib` first\n');
  process.exit(2);
}
const { main } = await import(cli.href);
await main(process.argv.slice(2));
