import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowestFirst from './scripts/vitest-sequencer';

export default defineConfig({
  resolve: {
    // `@/x` -> repo root (tsconfig paths); a regex so scoped packages (`@dqbd/...`) are untouched.
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) },
      // the package by its name, from its source (tsconfig paths; the packed tarball is tested whole in packages/caveman/src/pack.test.ts)
      { find: /^caveman-compress$/, replacement: fileURLToPath(new URL('./packages/caveman/src/index.ts', import.meta.url)) },
      { find: /^caveman-compress\/node$/, replacement: fileURLToPath(new URL('./packages/caveman/src/node.ts', import.meta.url)) },
      { find: /^caveman-compress\/tokens$/, replacement: fileURLToPath(new URL('./packages/caveman/src/tokens.ts', import.meta.url)) },
      { find: /^caveman-compress\/internals$/, replacement: fileURLToPath(new URL('./packages/caveman/src/internals.ts', import.meta.url)) },
      { find: /^caveman-compress\/internals\/(.+)$/, replacement: fileURLToPath(new URL('./packages/caveman/src/core/', import.meta.url)) + '$1' },
    ],
  },
  test: {
    environment: 'node',
    include: ['lib/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'out/**', 'dist/**', 'packages/*/dist/**', '.next/**'],
    // one worker per core: vitest's default for a run is one fewer, which on a 2-core machine
    // is a single worker beside an idle core
    maxWorkers: availableParallelism(),
    // test files share a worker's module graph: the core, remark and the tokenizer are imported
    // once per worker, not once per file (a quarter of the run's time). Every file restores what
    // it stubs (fake timers, globals) and clears the caches it measures.
    isolate: false,
    // the slowest files first, so that the two workers end together (scripts/vitest-sequencer.ts)
    sequence: { sequencer: SlowestFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
