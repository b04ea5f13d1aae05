// Screenshots of the checker pane with a model's compression, at three widths, light and dark.
import { spawn, execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
const ROOT = '/work/main';
const verbose = `## Handoff\n\nI have implemented the retry in \`src/upload.ts\`. The upload does not retry on HTTP 429, and it might still fail under heavy load.\n\nWe will run the twelve remaining tests before the release. The reviewer flagged two issues in the auth middleware.\n`;
const model = `## Handoff\n\nAdded retry in \`src/upload.ts\`. Upload retries on HTTP 429, fails under heavy load.\n\nRun 12 remaining tests after release. Reviewer flagged 2 issues in auth mw.\n`;
const frag = execFileSync('npx', ['tsx', '-e', `import {encodePermalink, defaultsWith} from './lib/state/permalink'; (async()=>{ const s={...defaultsWith(${JSON.stringify(verbose)}), checker: ${JSON.stringify(model)}}; process.stdout.write(await encodePermalink(s)); })()`], { cwd: ROOT }).toString().trim();
const srv = spawn('node', ['scripts/serve.mjs', 'out'], { cwd: ROOT, env: { ...process.env, PORT: '0' } });
const url = await new Promise((ok) => srv.stdout.on('data', (d) => { const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(String(d)); if (m) ok(m[0]); }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[1440, 900], [1024, 768], [390, 844]]) for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, hasTouch: w < 500 });
  const page = await ctx.newPage();
  await page.goto(url + '#' + frag);
  await page.waitForSelector('[data-testid="checker-report"][data-status="fail"]', { timeout: 60000 }).catch(() => {});
  await page.waitForTimeout(1500);
  if (w < 500) { const tab = page.getByRole('tab', { name: /report/i }); if (await tab.count()) await tab.first().click(); await page.waitForTimeout(500); }
  const first = page.locator('[data-testid="finding-show"]').first();
  if (await first.count()) { await first.click(); await page.waitForTimeout(400); }
  await page.screenshot({ path: `/work/scratch/s5-${w}-${scheme}.png` });
  await ctx.close();
}
await browser.close();
srv.kill();
console.log('done');
