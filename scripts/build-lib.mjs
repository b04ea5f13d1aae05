#!/usr/bin/env node
// Builds the package caveman-compress (packages/caveman) with esbuild; runs as npm `prepare`, so
// `npm ci` builds it. Into packages/caveman/dist:
//   index.mjs, node.mjs, tokens.mjs,    the library's entries (src/index.ts, src/node.ts,
//   internals.mjs, internals/*.mjs      src/tokens.ts, src/internals.ts, each engine module),
//                                       their dependencies bundled into shared chunks (chunks/):
//                                       one copy of the engine and its caches
//   cli.mjs, cli-worker.mjs, mcp.mjs, mcp-worker.mjs    the `caveman` command, its pattern worker, its MCP
//                                       server (src/cli/), the engine bundled into their own few
//                                       chunks (chunks/cmd-*): a command starts by loading a handful
//                                       of files, not the library's sixty
// @dqbd/tiktoken is the one dependency left outside: it ships WASM, loaded at run time.
// With --types (npm pack runs it as `prepack`) it also emits dist/types/**/*.d.ts with tsc, their
// relative imports given the `.js` a consumer's node16/nodenext resolution needs.
// The build goes to a folder of its own first, and only files that changed are then moved into
// dist/, each by a rename (chunks before the entries that import them): a process running the CLI
// meanwhile, or a second build (tests build it too, side by side), never sees a missing or
// half-written file. A build without --types leaves dist/types as it is.
// Any error -> the error on stderr and a non-zero exit.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_BUNDLE } from './node-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = join(root, 'packages', 'caveman');
const dist = join(pkg, 'dist');
const withTypes = process.argv.includes('--types');
// the build's own folder, beside dist/ (the same file system: renames from it are atomic)
const out = join(pkg, `.dist-build-${process.pid}`);

let esbuild;
try {
  esbuild = await import('esbuild');
} catch (err) {
  console.error(`build-lib: cannot load esbuild (${err.message}); run npm ci first`);
  process.exit(1);
}

const started = Date.now();
try {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await Promise.all([
    esbuild.build({
      ...NODE_BUNDLE,
      absWorkingDir: pkg,
      entryPoints: { index: 'src/index.ts', node: 'src/node.ts', tokens: 'src/tokens.ts', internals: 'src/internals.ts', ...coreModules() },
      outdir: out,
      outExtension: { '.js': '.mjs' },
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      // the engine is pure: it needs no require() (the banner is for the CLI's CommonJS dependencies)
      banner: {},
    }),
    esbuild.build({
      ...NODE_BUNDLE,
      absWorkingDir: pkg,
      entryPoints: { cli: 'src/cli/cli.ts', 'cli-worker': 'src/cli/cli-worker.ts', mcp: 'src/cli/mcp.ts', 'mcp-worker': 'src/cli/mcp-worker.ts' },
      outdir: out,
      outExtension: { '.js': '.mjs' },
      // each worker shares its command's code (the engine and the MCP SDK once, not twice)
      splitting: true,
      chunkNames: 'chunks/cmd-[name]-[hash]',
      // the engine bundled in (from src, as tsconfig's paths name it), not imported through the
      // library's entries: a process then loads a handful of files, where the library's sixty
      // chunks cost a one-line compress ~15 % of its time in module loading. White space and
      // syntax minified (names kept, for the stack of an internal error): less to read and parse
      // at every start, and the package stays under 1 MiB packed with the engine in twice
      minifyWhitespace: true,
      minifySyntax: true,
    }),
  ]);
} catch (err) {
  // esbuild already printed the diagnostics (logLevel warning); add one summary line.
  console.error(`build-lib: failed: ${err?.message?.split('\n')[0] ?? err}`);
  rmSync(out, { recursive: true, force: true });
  process.exit(1);
}

if (withTypes) {
  try {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-p', join(pkg, 'tsconfig.build.json'), '--outDir', join(out, 'types')], { cwd: pkg, stdio: 'inherit' });
    withJsExtensions(join(out, 'types'));
  } catch (err) {
    console.error(`build-lib: types failed: ${err?.message?.split('\n')[0] ?? err}`);
    rmSync(out, { recursive: true, force: true });
    process.exit(1);
  }
}
publish(out, dist, withTypes ? [] : ['types']);
rmSync(out, { recursive: true, force: true });
const files = readdirSync(dist).filter((f) => f.endsWith('.mjs'));
console.log(`build-lib: ${relative(root, dist)}/{${files.join(',')}}${withTypes ? ' and types' : ''} (${Date.now() - started} ms)`);

/** Relative paths of the files under `dir`. */
function filesUnder(dir, rel = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name), `${rel}${name}/`) : [`${rel}${name}`]));
}

/**
 * Moves the build in `from` into `to`: each file that is new or changed by a rename (files in
 * folders first, the top-level entries last, so that what an entry imports is there before it),
 * then removes what the build no longer makes, but for the folders in `keep`.
 */
function publish(from, to, keep) {
  const made = filesUnder(from).sort((a, b) => Number(!a.includes('/')) - Number(!b.includes('/')) || a.localeCompare(b));
  for (const f of made) {
    const target = join(to, f);
    const bytes = readFileSync(join(from, f));
    if (existsSync(target) && readFileSync(target).equals(bytes)) continue;
    mkdirSync(dirname(target), { recursive: true });
    renameSync(join(from, f), target);
  }
  const wanted = new Set(made);
  for (const f of filesUnder(to)) {
    if (wanted.has(f) || keep.some((k) => f.startsWith(`${k}/`))) continue;
    rmSync(join(to, f), { force: true });
  }
}

/**
 * Each engine module as an entry of its own, `internals/<module>` (the exports map's
 * `./internals/*`): an importer takes what it names, where the `./internals` barrel would bring
 * the whole engine (the playground's first screen needs the types and profiles, not the checker).
 */
function coreModules() {
  const entries = {};
  const walk = (dir, rel) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, `${rel}${name}/`);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) entries[`internals/${rel}${name.slice(0, -3)}`] = path;
    }
  };
  walk(join(pkg, 'src', 'core'), '');
  return entries;
}

/** `from './x'` in emitted declarations -> './x.js' or './x/index.js', as node16 resolution wants. */
function withJsExtensions(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      withJsExtensions(path);
      continue;
    }
    if (!name.endsWith('.d.ts')) continue;
    const text = readFileSync(path, 'utf8');
    const fixed = text.replace(/((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g, (m, head, q, spec) => {
      if (/\.(js|mjs|json)$/.test(spec)) return m;
      const base = join(dirname(path), spec);
      if (existsSync(`${base}.d.ts`)) return `${head}${q}${spec}.js${q}`;
      if (existsSync(join(base, 'index.d.ts'))) return `${head}${q}${spec}/index.js${q}`;
      return m;
    });
    if (fixed !== text) writeFileSync(path, fixed);
  }
}
