#!/usr/bin/env node
// The README's screenshot (docs/playground.png): the playground as it first opens, 1440×900, light
// colour scheme, taken from the built static export in Debian's Chromium. Rerun it after a change
// to the page:
//
//   npm run build && node scripts/screenshot.mjs [--out docs/playground.png] [--dir out]
//
// It serves the export with `node scripts/serve.mjs out` on a free port (PORT=0, the port read
// back from the server's "Serving … at http://127.0.0.1:N/" line), opens it with Playwright's
// library in /usr/bin/chromium (scripts/chromium.mjs: CHROMIUM_PATH overrides it; the browser
// Playwright downloads is never used), waits for the four editors and the first outputs with
// their token counts, writes the PNG and stops the server. Any failure: one line on stderr, exit 1.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const VIEWPORT = { width: 1440, height: 900 };
const PANES = ['input', 'lite', 'full', 'ultra'];
const TIMEOUT_MS = 60_000;

/** `--name value` or `--name=value` from the command line, else `fallback`. */
function arg(name, fallback) {
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === `--${name}`) return argv[i + 1] ?? fallback;
    if (argv[i].startsWith(`--${name}=`)) return argv[i].slice(name.length + 3);
  }
  return fallback;
}

const OUT = resolve(ROOT, arg('out', 'docs/playground.png'));
const DIR = resolve(ROOT, arg('dir', 'out'));

/** Starts scripts/serve.mjs on a free port; resolves with the child and the site's URL. */
function serve(dir) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.mjs'), dir], {
      cwd: ROOT,
      // a BASE_PATH from the shell would serve the root export under a prefix it was not built for
      env: { ...process.env, PORT: '0', BASE_PATH: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => fail(new Error('the server did not start within 15 s')), 15_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /Serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) {
        clearTimeout(timer);
        done({ child, url: m[1] });
      }
    });
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (code ${code}): ${err.trim().split('\n')[0] || 'no message'}`));
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      fail(e);
    });
  });
}

async function main() {
  if (!existsSync(join(DIR, 'index.html'))) throw new Error(`${DIR}/index.html is missing: build the site first (npm run build)`);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no browser at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const { child, url } = await serve(DIR);
  let browser = null;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light', deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(url);
    // Monaco replaces the static first screen pane by pane; the counts come from the tokenizer
    for (const p of PANES) await page.locator(`[data-testid=pane-${p}] .monaco-editor`).waitFor({ state: 'visible' });
    await page.waitForFunction(
      (panes) => panes.every((p) => /\d/.test(document.querySelector(`[data-testid=tokens-${p}]`)?.textContent ?? '')),
      PANES,
    );
    // the last answer drawn is the one for the text on screen (components/probe.ts)
    await page.waitForFunction(() => {
      const c = window.__caveman;
      if (!c || !c.lastUpdate) return false;
      const s = c.snapshot();
      return c.lastUpdate.seq === s.seq && c.lastUpdate.encoding === s.encoding;
    });
    await page.locator('[data-testid=tokenizer-ready]').waitFor({ state: 'attached' });
    await page.mouse.move(0, VIEWPORT.height - 1); // no hover card over a pane
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500); // the editors' decorations and the thresholds chart settle
    mkdirSync(dirname(OUT), { recursive: true });
    await page.screenshot({ path: OUT });
    await context.close();
  } finally {
    await browser?.close().catch(() => {});
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
  console.log(`screenshot: ${relative(process.cwd(), OUT)} (${VIEWPORT.width}×${VIEWPORT.height}, light)`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`screenshot: ${String(err?.message ?? err).split('\n')[0]}`);
    process.exit(1);
  },
);
