// How the CLI is bundled for Node (scripts/build-lib.mjs), and the benchmark with it
// (scripts/bench-run.mjs), so that `npm run bench` times the code as the CLI ships it.
export const NODE_BUNDLE = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // esbuild's table holds \p{…} back from Node targets, and would turn each such regex literal into
  // a `new RegExp(…)` made again at every call: the engine tests one per word, the segmenter one
  // per line. Node 20 has them (V8 since Node 10).
  supported: { 'regexp-unicode-property-escapes': true },
  legalComments: 'none',
  logLevel: 'warning',
  // tiktoken ships WASM: it stays in node_modules and is loaded at run time
  external: ['@dqbd/tiktoken'],
  // bundled CommonJS dependencies may call require(); give them one in this ES module
  banner: {
    js: "import { createRequire as __cavemanCreateRequire } from 'node:module'; const require = __cavemanCreateRequire(import.meta.url);",
  },
};
