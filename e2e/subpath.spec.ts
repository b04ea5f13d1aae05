// Sub-path hosting: an export built with BASE_PATH (npm test builds it with BASE_PATH=/caveman
// and moves it to out-subpath/) works when served under that prefix only, as on GitHub Pages.
// Every URL the app asks for — pages, chunks, every worker, the tokenizer's WASM and ranks,
// Monaco — must carry the prefix, or it 404s here (the server answers nothing outside it).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, freshTest as test } from './shared';
import { nodeCounter } from 'caveman-compress/node';
import { builtBase } from '../scripts/serve.mjs';
import { expectClean, PANES, pasteInput, settled, snapshot, watch, type Watch } from './helpers';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const DIR = 'out-subpath';
const INDEX = `${DIR}/index.html`;

// A local run without the second build skips; CI must have it (scripts/test-all.sh builds it).
test.skip(!process.env.CI && !existsSync(INDEX), `${DIR}/ is absent: build it with \`BASE_PATH=/caveman npm run build && rm -rf ${DIR} && mv out ${DIR} && npm run build\` (npm test does)`);

let server: ChildProcess | null = null;
let origin = '';
let base = '';
let root = '';

test.beforeAll(async () => {
  if (!existsSync(INDEX)) throw new Error(`${INDEX} is missing: scripts/test-all.sh must build the BASE_PATH export before e2e`);
  const built = builtBase(readFileSync(INDEX, 'utf8'));
  if (!built) throw new Error(`${DIR}/ was built for the site root (${built === null ? 'no asset URL found' : 'no prefix'}): build it with BASE_PATH set`);
  base = built;
  server = spawn(process.execPath, ['scripts/serve.mjs', DIR, '--base', base], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    server!.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Serving .* at (http:\/\/127\.0\.0\.1:\d+\S*)/.exec(out);
      if (m) resolve(m[1]);
    });
    server!.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    server!.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${err}`)));
  });
  origin = new URL(url).origin;
  root = origin + base;
  expect(url).toBe(`${root}/`);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  server = null;
});

/** Same-origin requests whose path is outside the prefix, but for the server's redirects into it. */
function outsideBase(page: Page): string[] {
  const outside: string[] = [];
  page.on('requestfinished', async (r) => {
    const u = new URL(r.url());
    if (u.origin !== origin || u.pathname.startsWith(`${base}/`)) return;
    if ((await r.response())?.status() === 302 && r.redirectedTo()?.url().startsWith(`${root}/`)) return;
    outside.push(r.url());
  });
  return outside;
}

/** Names of the page's workers as they start (each one's `self.name`). */
function workerNames(page: Page): string[] {
  const names: string[] = [];
  page.on('worker', async (w) => {
    // a worker may be gone before it answers (Monaco restarts its own): nothing to record then
    const name = await w.evaluate(() => self.name).catch(() => null);
    if (name !== null) names.push(name);
  });
  return names;
}

/** Root-relative URLs in the page's links, scripts and styles that lack the prefix. */
async function unprefixed(page: Page): Promise<string[]> {
  return page.evaluate((b) => {
    // Next adds a same-origin preconnect to "/" for fonts: an origin hint, never fetched as a path.
    const els = Array.from(document.querySelectorAll<HTMLElement>('a[href], link[href]:not([rel=preconnect]), script[src], img[src]'));
    return els
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
      .filter((u) => u.startsWith('/') && !u.startsWith('//') && !u.startsWith(`${b}/`));
  }, base);
}

interface Probe {
  page: Page;
  w: Watch;
  outside: string[];
  workers: string[];
  fallbacks: string[];
}

/** Everything a page under the prefix must not do, recorded from before its first request. */
async function instrument(page: Page): Promise<Probe> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const fallbacks: string[] = [];
  page.on('console', (m) => {
    if (/web worker/i.test(m.text())) fallbacks.push(m.text()); // Monaco only warns when it runs its worker's code on the main thread
  });
  return { page, w: watch(page, origin), outside: outsideBase(page), workers: workerNames(page), fallbacks };
}

async function expectNothingAmiss(p: Probe) {
  expect(await p.page.evaluate(() => window.__cspViolations), 'CSP violations').toEqual([]);
  expect(p.fallbacks, 'Monaco fell back to the main thread').toEqual([]);
  expect(p.outside, 'requests outside the prefix').toEqual([]);
  expectClean(p.w);
}

/** Until the editors are up and the first outputs and counts of this page are in (open() in helpers.ts). */
async function ready(page: Page) {
  for (const p of PANES) await expect(page.getByTestId(`pane-${p}`).locator('.monaco-editor')).toBeVisible({ timeout: 30_000 }); // slow beside another worker
  return settled(page);
}

const TEXT = 'I really think the Datenbank-Migration is basically ready, and the キャッシュ layer is not.';

test('the playground runs under the sub-path: first screen, tokenizer in both encodings, Monaco and its worker, the gallery', async ({ page }) => {
  const probe = await instrument(page);

  // the bare origin is sent to the prefix, as a user typing the host would be
  const res = await page.goto(`${origin}/`);
  expect(page.url()).toBe(`${root}/`);
  expect(res!.status()).toBe(200);
  expect(res!.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
  await expect(page).toHaveTitle('Caveman playground');
  for (const p of PANES) await expect(page.getByTestId(`tokens-${p}`)).toHaveText(/^\d[\d,]*$/);
  await ready(page);
  await expect(page.getByTestId('tokenizer-ready')).toBeVisible({ timeout: 30_000 });
  expect(await unprefixed(page)).toEqual([]);

  // The first screen's counts come with the HTML: a new input shows the worker's counts, equal
  // to Node's tokenizer, for both encodings (each loads its own ranks).
  const o200k = nodeCounter('o200k_base')(TEXT);
  const cl100k = nodeCounter('cl100k_base')(TEXT);
  expect(o200k, 'the text tells the encodings apart').not.toBe(cl100k); // 20 and 24
  const snap = await pasteInput(page, TEXT);
  expect(snap.outputs!.lite).not.toContain('really');
  await expect(page.getByTestId('tokens-input')).toHaveText(String(o200k));
  for (const p of PANES) await expect(page.getByTestId(`tokens-${p}`)).toHaveText(/^\d[\d,]*$/);
  await page.getByTestId('encoding-select').selectOption('cl100k_base');
  await expect(page.getByTestId('tokens-input')).toHaveText(String(cl100k), { timeout: 30_000 });
  await settled(page);

  // Monaco starts its editor worker for the diff
  await page.getByTestId('diff-button').click();
  await expect(page.locator('.monaco-diff-editor')).toBeVisible();
  await expect.poll(() => probe.workers, { timeout: 30_000 }).toContain('monaco-editor');
  await page.getByTestId('diff-button').click();

  // the gallery's examples load in place: no link in it may lose the prefix either
  await page.getByTestId('examples-button').click();
  await expect(page.getByTestId('examples-gallery')).toBeVisible();
  expect(await unprefixed(page)).toEqual([]);
  await page.getByTestId('examples-close').click();

  expect(probe.workers).toEqual(expect.arrayContaining(['compress', 'tokens', 'monaco-editor']));
  await expectNothingAmiss(probe);
});

test('the shared link and the address bar keep the prefix; a large input is encoded by the permalink worker', async ({ page, context }) => {
  const probe = await instrument(page);
  await page.goto(`${root}/`);
  await ready(page);

  await pasteInput(page, TEXT);
  await page.getByTestId('share-button').click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link.slice(0, root.length + 6)).toBe(`${root}/#v=1&`);
  const other = await context.newPage();
  const probe2 = await instrument(other);
  await other.goto(link);
  await expect.poll(async () => (await snapshot(other)).input, { timeout: 30_000 }).toBe(TEXT);
  await expectNothingAmiss(probe2);
  await other.close();

  // From 20,000 characters on, the permalink worker encodes the state
  // (lib/workers/permalinkClient.ts). A code block: the core leaves it alone, so the test waits
  // on the worker and not on compressing and rendering 20 KB of prose in four editors.
  await page.keyboard.press('Escape');
  const big = `${TEXT}\n\n\`\`\`ts\n${'const cache = new Map<string, number>(); // layer 1\n'.repeat(400)}\`\`\`\n`;
  expect(big.length).toBeGreaterThan(20_000);
  await pasteInput(page, big);
  await expect.poll(() => probe.workers, { timeout: 30_000 }).toContain('permalink');
  await expect.poll(() => page.url().slice(0, root.length + 6)).toBe(`${root}/#v=1&`);
  await expect.poll(() => page.url()).not.toBe(link);
  // what the worker wrote is the link Share computes on the main thread for the same state
  const written = page.url();
  await page.getByTestId('share-button').click();
  await expect(page.getByTestId('share-link')).toHaveValue(written);
  await expectNothingAmiss(probe);
});

test('/rules opens from its link under the sub-path, links back, and loads on its own', async ({ page }) => {
  const probe = await instrument(page);

  await page.goto(`${root}/`);
  await page.getByTestId('rules-link').click();
  await expect(page).toHaveURL(`${root}/rules/`);
  await expect(page.getByTestId('rules-page')).toBeVisible();
  await expect(page.locator('h1')).toBeVisible();
  expect(await unprefixed(page)).toEqual([]);

  await page.getByTestId('playground-link').click();
  await expect(page).toHaveURL(`${root}/`);
  await ready(page);

  // a deep link (a bookmark, a reload) to /rules/ under the prefix
  const res = await page.goto(`${root}/rules/`);
  expect(res!.status()).toBe(200);
  await expect(page.getByTestId('rules-page')).toBeVisible();
  expect(await unprefixed(page)).toEqual([]);

  await expectNothingAmiss(probe);
});
