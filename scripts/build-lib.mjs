#!/usr/bin/env node
// Builds the library and the CLI with esbuild (runs as npm `prepare`, so `npm ci` builds it):
//   lib/caveman/index.ts -> dist/caveman.mjs   (platform neutral ESM, dependencies bundled)
//   bin/cli.ts           -> dist/cli.mjs       (Node ESM; @dqbd/tiktoken stays external and is
//                                               loaded from node_modules at run time: it ships WASM)
//   bin/cli-worker.ts    -> dist/cli-worker.mjs (the CLI's pattern worker: dist/cli.mjs starts it
//                                               from its own directory, with new URL(..., import.meta.url))
// plus dist/caveman.d.mts so TypeScript users of `caveman-playground` get the core's types.
// Any esbuild error -> the error on stderr and a non-zero exit.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_BUNDLE } from './node-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

let esbuild;
try {
  esbuild = await import('esbuild');
} catch (err) {
  console.error(`build-lib: cannot load esbuild (${err.message}); run npm ci first`);
  process.exit(1);
}

const common = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  tsconfig: join(root, 'tsconfig.json'),
};

const started = Date.now();
try {
  mkdirSync(dist, { recursive: true });
  await Promise.all([
    esbuild.build({
      ...common,
      entryPoints: ['lib/caveman/index.ts'],
      outfile: 'dist/caveman.mjs',
      platform: 'neutral',
      // `neutral` has no defaults: resolve packages the way a bundler for browsers and Node would.
      mainFields: ['module', 'main'],
      conditions: ['import', 'default'],
    }),
    ...[
      ['bin/cli.ts', 'dist/cli.mjs'],
      ['bin/cli-worker.ts', 'dist/cli-worker.mjs'],
      // the MCP server (`caveman mcp`): its own bundle, so the SDK is parsed only when it serves
      ['bin/mcp.ts', 'dist/mcp.mjs'],
    ].map(([entry, outfile]) =>
      esbuild.build({
        ...common,
        ...NODE_BUNDLE,
        entryPoints: [entry],
        outfile,
      }),
    ),
  ]);
  writeFileSync(
    join(dist, 'caveman.d.mts'),
    "// Types of the bundled core (dist/caveman.mjs).\nexport * from '../lib/caveman/index';\n",
  );
} catch (err) {
  // esbuild already printed the diagnostics (logLevel warning); add one summary line.
  console.error(`build-lib: failed: ${err?.message?.split('\n')[0] ?? err}`);
  process.exit(1);
}
console.log(`build-lib: dist/caveman.mjs, dist/cli.mjs, dist/cli-worker.mjs, dist/mcp.mjs (${Date.now() - started} ms)`);
