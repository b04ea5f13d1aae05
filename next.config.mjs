// Static export: the playground runs entirely in the browser and is served from any static host
// (scripts/serve.mjs locally). No server at run time and no CDN: the build renders the first
// screen (app/page.tsx), the browser does the rest.
import { parseBasePath } from './scripts/base-path.mjs';

// BASE_PATH=/caveman builds the site for https://host/caveman/ (e.g. GitHub Pages): Next prefixes
// pages, links and every asset (workers, WASM, encoder ranks) with it. A bad value stops the build
// here with one line, not with a stack trace from deep inside Next.
let basePath;
try {
  basePath = parseBasePath(process.env.BASE_PATH);
} catch (err) {
  console.error(`next.config.mjs: ${err.message}`);
  process.exit(1);
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  ...(basePath ? { basePath } : {}),
  images: { unoptimized: true },
  // Every route becomes a folder with index.html, which any static host serves without rewrites.
  trailingSlash: true,
  reactStrictMode: true,
  // SOURCEMAPS=1 keeps the chunks' source maps, to read a profile of the built site by source line
  productionBrowserSourceMaps: process.env.SOURCEMAPS === '1',
  // npm test type-checks once, in its typecheck stage (`next typegen` and tsc: the route types
  // included), and its two builds (scripts/test-all.sh) skip checking the same sources again.
  typescript: { ignoreBuildErrors: process.env.SKIP_TYPECHECK === '1' },
  // The build renders the first screen with Node's tokenizer (app/page.tsx): its WASM is read
  // from the package at run time, so the package is loaded by Node, not bundled.
  serverExternalPackages: ['@dqbd/tiktoken'],
  // Turbopack is the default bundler of Next 16; an empty object keeps it on even if a `webpack()`
  // key is added later (Next refuses a webpack-only config under Turbopack otherwise).
  turbopack: {
    resolveAlias: {
      // The core parses markdown in a Web Worker, which has no `document`: use the package's
      // plain build, not its DOM build (Turbopack resolves workers with the browser condition).
      'decode-named-character-reference': './node_modules/decode-named-character-reference/index.js',
    },
  },
  // `next dev -H 127.0.0.1` serves HMR and assets to this origin only when it is listed.
  allowedDevOrigins: ['127.0.0.1'],
  // Hoisted, Monaco's modules become one 2.8 MB function that V8 parses and compiles whole, on the
  // main thread, when the editor imports it: the load's longest task, 0.7-1.6 s after the first
  // screen. Module by module, each is compiled when it first runs: the load's longest task took
  // 0.25-0.54 s (median 0.36 s of 6 loads) and the input editor was usable about 1 s sooner
  // (npm run bench:ui, Chromium 156 on a loaded 2-core machine).
  experimental: {
    turbopackScopeHoisting: false,
    // Turbopack keeps a cache in .next/cache for the next build of the same config (a warm build
    // compiled in 5.8 s against 18.5 cold). npm test builds twice, with and without BASE_PATH, and
    // each config's build finds the other's cache of no use: writing it cost 10-13 s of CPU a build
    // (41 and 50 cpu-s against 29-32 without it, cold, here), so its builds go without
    // (BUILD_CACHE=0, scripts/test-all.sh).
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== '0',
  },
};

export default nextConfig;
