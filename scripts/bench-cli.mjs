// The command line both browser benchmarks share (bench-ui.mjs, bench-downloads.mjs): `--name
// value` options, and the built site they serve (`--dir`, out/ by default), which must exist.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `--name value` from the command line, else `dflt`. */
export function arg(name, dflt, args = process.argv.slice(2)) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : dflt;
}

/** The built site's folder (`--dir`); exits with one line when it has not been built. */
export function builtSite(bench) {
  const dir = resolve(ROOT, arg('dir', 'out'));
  if (!existsSync(resolve(dir, 'index.html'))) {
    console.error(`${bench}: ${dir}/index.html not found; run \`npm run build\` first`);
    process.exit(2);
  }
  return dir;
}
