#!/usr/bin/env node
// `npm run bench`: bundles scripts/bench.ts with esbuild the way scripts/build-lib.mjs bundles the
// CLI (scripts/node-bundle.mjs), then runs the bundle with plain Node. So the timings are
// of the code as the CLI ships it, not of a TypeScript loader's per-module output.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_BUNDLE } from './node-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(root, 'dist', 'bench.mjs');

let esbuild;
try {
  esbuild = await import('esbuild');
} catch (err) {
  console.error(`bench: cannot load esbuild (${err.message}); run npm ci first`);
  process.exit(2);
}
try {
  await esbuild.build({
    ...NODE_BUNDLE,
    absWorkingDir: root,
    entryPoints: ['scripts/bench.ts'],
    outfile,
    tsconfig: join(root, 'tsconfig.json'),
  });
} catch (err) {
  console.error(`bench: build failed: ${err?.message?.split('\n')[0] ?? err}`);
  process.exit(2);
}
const r = spawnSync(process.execPath, ['--expose-gc', outfile, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
process.exit(r.status ?? 1);
