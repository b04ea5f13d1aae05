#!/usr/bin/env node
// After `next build` (npm run build): what the static export must and must not ship.
//   - every page paints before its scripts run (scripts/after-paint.mjs);
//   - every page gets its Content-Security-Policy (scripts/csp.mjs), the loader's hash included;
//   - no raw TypeScript sources: Turbopack copies a worker's source as an asset beside the worker
//     chunk it compiles from it, and nothing loads the copy;
//   - no source map without sources (Turbopack writes empty ones for some chunks).
//
//   node scripts/postbuild.mjs [DIR]   DIR defaults to out/
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPolicy } from './csp.mjs';
import { scriptsAfterPaint } from './after-paint.mjs';

function files(dir) {
  const out = [];
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else out.push(p);
  }
  return out;
}

/** A source map that maps nothing. */
export function isEmptyMap(text) {
  try {
    const m = JSON.parse(text);
    return (m.sources ?? []).length === 0 && (m.sections ?? []).length === 0;
  } catch {
    return false;
  }
}

export function postbuild(dir) {
  const all = files(dir);
  const pages = all.filter((f) => f.endsWith('.html'));
  for (const f of pages) writeFileSync(f, withPolicy(scriptsAfterPaint(readFileSync(f, 'utf8'))));
  const sources = all.filter((f) => /\.(?:ts|tsx)$/.test(f));
  const maps = all.filter((f) => f.endsWith('.map') && isEmptyMap(readFileSync(f, 'utf8')));
  for (const f of [...sources, ...maps]) rmSync(f);
  // a chunk that names a removed map would send devtools after a 404
  for (const m of maps) {
    const chunk = m.slice(0, -'.map'.length);
    try {
      const js = readFileSync(chunk, 'utf8');
      const bare = js.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');
      if (bare !== js) writeFileSync(chunk, bare);
    } catch {
      /* no chunk beside it */
    }
  }
  return { pages: pages.length, sources: sources.length, maps: maps.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'out';
  const r = postbuild(dir);
  console.log(`postbuild: a Content-Security-Policy in ${r.pages} pages; removed ${r.sources} raw sources and ${r.maps} empty source maps from ${dir}/`);
}
