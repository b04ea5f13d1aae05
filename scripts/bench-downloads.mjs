#!/usr/bin/env node
// Tokenizer downloads with the HTTP cache disabled (npm run bench:downloads), against the built
// static site (out/), in Debian's Chromium driven by Playwright. For each run, a fresh page:
//   - how many times the tokenizer's WASM and each encoding's ranks are requested, and the bytes
//     transferred (the page's and both workers' requests);
//   - when each worker has its encoder (the compression worker's `ready`, the token worker's
//     `loaded`), and when all four counts of the page's text are shown, timed in the page with
//     performance.now() (a MutationObserver sees the counts' data-seq reach the input version);
//   - then the other encoding is chosen: its ranks' requests and the time to its four counts.
// The page opens on a permalink of a text that is not the build's first screen, so the counts
// must come from the tokenizer.
//
//   npm run build && npm run bench:downloads [-- --runs 5 --dir out]

import { chromium } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createStaticServer } from './serve.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { arg, builtSite } from './bench-cli.mjs';

const RUNS = Number(arg('runs', 5));
const DIR = builtSite('bench-downloads');

/** Sizes of the tokenizer's files as shipped, by kind. */
const fileBytes = {};

/** What each shipped file is, by its content: 'wasm', 'o200k_base', 'cl100k_base' (ranks) or absent. */
function classify(dir) {
  const kinds = new Map();
  const add = (p, kind, size) => {
    kinds.set('/' + p.slice(dir.length + 1), kind);
    fileBytes[kind] = size;
  };
  const walk = (d) => {
    for (const e of readdirSync(d)) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else {
        const buf = readFileSync(p);
        if (e.endsWith('.wasm') && buf.includes('tiktoken')) add(p, 'wasm', buf.length);
        // a ranks file, shipped as a script or as data, names its special tokens
        else if (buf.includes('"<|endofprompt|>":200018')) add(p, 'o200k_base', buf.length);
        else if (buf.includes('"<|endofprompt|>":100276')) add(p, 'cl100k_base', buf.length);
      }
    }
  };
  walk(dir);
  return kinds;
}

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

const TEXT =
  'Handoff: the migration for T300 is basically done, and I think the staging database is ready. ' +
  'Please note that the build of `api/server.ts` still fails on Node 18; we should really fix it before v2.4.1 ships. ' +
  'Die Datenbank ist bereit, und die Tests laufen wieder. Ещё одна строка для счёта токенов.\n';

function initScript() {
  const t = (window.__dl = { worker: {}, counts: [], long: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) t.long.push({ at: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const W = window.Worker;
  window.Worker = class extends W {
    constructor(url, opts) {
      super(url, opts);
      const name = opts?.name ?? 'worker';
      this.addEventListener('message', (e) => {
        const d = e.data;
        if ((d?.type === 'ready' && d.ok) || d?.type === 'loaded') (t.worker[`${name}:${d.encoding}`] ??= performance.now());
      });
    }
  };
  const ids = ['input', 'lite', 'full', 'ultra'].map((p) => `[data-testid=tokens-${p}]`);
  let last = '';
  new MutationObserver(() => {
    const c = window.__caveman;
    if (!c) return;
    const seq = String(c.inputSeq());
    const els = ids.map((q) => document.querySelector(q));
    const key = `${seq}|${c.snapshot().encoding}`;
    if (key !== last && els.every((el) => el && el.getAttribute('data-seq') === seq && /^\d+$/.test(el.textContent ?? ''))) {
      last = key;
      t.counts.push({ key, at: performance.now(), values: els.map((el) => Number(el.textContent)) });
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-seq'] });
}

/** What the server sent: { kind, phase, bytes } per tokenizer file. */
const served = { phase: 'load', log: [] };

async function run(browser, base, link) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // That reaches the page only, not its workers. With a route installed, Playwright disables the
  // cache in every target it attaches to, the workers included, before they run.
  await page.route('**/*', (route) => route.continue());
  await page.addInitScript(initScript);
  // counted where they are served: every request reaches the server (the cache is off), whoever
  // made it (the page or a worker), with the bytes of its body as sent
  served.log.length = 0;
  served.phase = 'load';
  await page.goto(base + '#' + link);
  await page.waitForFunction(() => window.__dl.counts.some((c) => c.key.endsWith('|o200k_base')), null, { timeout: 60_000 });
  await page.waitForFunction(() => Object.keys(window.__dl.worker).length >= 2, null, { timeout: 60_000 });
  await page.waitForTimeout(500); // a late duplicate download would show here
  const first = await page.evaluate(() => ({ ...window.__dl, worker: { ...window.__dl.worker } }));
  served.phase = 'switch';
  const t0 = await page.evaluate(() => performance.now());
  await page.getByTestId('encoding-select').selectOption('cl100k_base');
  await page.waitForFunction(() => window.__dl.counts.some((c) => c.key.endsWith('|cl100k_base')), null, { timeout: 60_000 });
  await page.waitForTimeout(500);
  const second = await page.evaluate(() => window.__dl);
  await context.close();
  const o = first.counts.find((c) => c.key.endsWith('|o200k_base'));
  const c = second.counts.find((x) => x.key.endsWith('|cl100k_base'));
  return {
    seen: [...served.log],
    countsMs: o.at,
    compressReadyMs: first.worker['compress:o200k_base'],
    tokensReadyMs: first.worker['tokens:o200k_base'],
    switchCountsMs: c.at - t0,
    // main-thread tasks over 50 ms from the switch to its counts: the page is otherwise idle
    switchLongMs: second.long.filter((l) => l.at >= t0 && l.at <= c.at).map((l) => Math.round(l.ms)),
    values: { o200k_base: o.values, cl100k_base: c.values },
  };
}

async function main() {
  const kinds = classify(DIR);
  const server = createStaticServer(DIR);
  // before the server's own handler, which sends a tokenizer file (gzipped) with one res.end()
  server.prependListener('request', (req, res) => {
    const kind = kinds.get(new URL(req.url, 'http://x').pathname);
    if (!kind) return;
    const entry = { kind, phase: served.phase, bytes: 0 };
    served.log.push(entry);
    for (const m of ['write', 'end']) {
      const f = res[m].bind(res);
      res[m] = (chunk, ...rest) => {
        if (chunk && typeof chunk !== 'function') entry.bytes += Buffer.byteLength(chunk);
        return f(chunk, ...rest);
      };
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs = [];
  try {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await p.goto(base);
    await p.waitForFunction(() => !!window.__caveman);
    const link = await p.evaluate(
      (input) =>
        window.__caveman.encodeLink({
          input,
          profileId: 'forge',
          rules: null,
          budget: 38,
          thresholds: { lower: 20, upper: 50 },
          mode: 'on',
          depth: null,
          phase: null,
          securitySensitive: false,
          explicit: null,
          fallbacks: 0,
          encoding: 'o200k_base',
          diffTarget: null,
          showEdits: true,
          showProtected: true,
          checker: '',
        }),
      TEXT,
    );
    await ctx.close();
    for (let i = 0; i < RUNS; i++) runs.push(await run(browser, base, link));
  } finally {
    await browser.close();
    server.close();
  }
  const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : 'n/a');
  const kb = (x) => `${(x / 1024).toFixed(0)} KiB`;
  console.log(`Tokenizer downloads, HTTP cache disabled, ${RUNS} runs (median)`);
  for (const [phase, label] of [
    ['load', 'page load (o200k_base)'],
    ['switch', 'switch to cl100k_base'],
  ]) {
    console.log(`  ${label}:`);
    for (const kind of ['wasm', 'o200k_base', 'cl100k_base']) {
      const per = runs.map((r) => r.seen.filter((s) => s.phase === phase && s.kind === kind));
      if (per.every((x) => x.length === 0)) continue;
      const bytes = median(per.map((x) => x.reduce((a, s) => a + s.bytes, 0)));
      console.log(`    ${kind.padEnd(12)} ${per.map((x) => x.length).join('/')} requests, ${kb(bytes)} transferred (gzip; the file is ${kb(fileBytes[kind])})`);
    }
  }
  console.log(`  compression worker encoder ready  ${ms(median(runs.map((r) => r.compressReadyMs)))}   (${runs.map((r) => ms(r.compressReadyMs)).join(', ')})`);
  console.log(`  token worker encoder ready        ${ms(median(runs.map((r) => r.tokensReadyMs)))}   (${runs.map((r) => ms(r.tokensReadyMs)).join(', ')})`);
  console.log(`  all four counts shown             ${ms(median(runs.map((r) => r.countsMs)))}   (${runs.map((r) => ms(r.countsMs)).join(', ')})`);
  console.log(`  switch -> cl100k counts shown     ${ms(median(runs.map((r) => r.switchCountsMs)))}   (${runs.map((r) => ms(r.switchCountsMs)).join(', ')})`);
  console.log(`  long tasks during the switch      ${runs.map((r) => JSON.stringify(r.switchLongMs)).join(' ')}`);
  console.log(`  counts ${JSON.stringify(runs[0].values)}`);
}

main().catch((e) => {
  console.error(`bench-downloads: ${e instanceof Error ? e.stack : String(e)}`);
  process.exit(1);
});
