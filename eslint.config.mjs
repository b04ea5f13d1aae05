import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The core package, the scripts and the e2e specs hold no React: the React, hooks, JSX-a11y and
// Next rules have nothing to check there (2 s of the lint's 19), and they misread a Playwright
// fixture's `use` as a hook.
const NO_REACT = ['packages/**', 'scripts/**', 'e2e/**'];
const reactRules = Object.fromEntries(
  [...nextVitals, ...nextTs]
    .flatMap((c) => Object.keys(c.rules ?? {}))
    .filter((r) => /^(react|react-hooks|jsx-a11y|@next\/next)\//.test(r))
    .map((r) => [r, 'off']),
);

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { files: NO_REACT, rules: reactRules },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-subpath/**',
    'build/**',
    'dist/**',
    'packages/*/dist/**',
    'packages/*/.dist-build-*/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'e2e/screenshots/**',
    'bench-results/**',
    '.test-reports/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]);
