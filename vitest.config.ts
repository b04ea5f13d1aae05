import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // `@/x` -> repo root (tsconfig paths); a regex so scoped packages (`@dqbd/...`) are untouched.
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) }],
  },
  test: {
    environment: 'node',
    include: ['lib/**/*.test.ts', 'bin/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'out/**', 'dist/**', '.next/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
