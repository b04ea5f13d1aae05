// End-to-end tests against the static export (out/), served by scripts/serve.mjs.
// The build happens before (scripts/test-all.sh runs `next build` once); this config never builds.
// The browser is Debian's /usr/bin/chromium: Playwright's own browser download is never used.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // One per core: a browser running one test keeps about one core and a half busy. npm test runs
  // e2e on its own, after the unit tests (scripts/test-all.sh): 181 s against 227 s with one worker.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }]]
    : [['list']],
  use: {
    baseURL: BASE_URL,
    // A trace records DOM snapshots and a screencast at every step: it doubled the time of a
    // passing run (npm test's e2e, 51 s against 30 s for three specs). CI retries a failure once,
    // and that retry is traced; locally, `npx playwright test --trace on` records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs out',
    url: `${BASE_URL}/`,
    env: { PORT: String(PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
