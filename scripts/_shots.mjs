import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
const ROOT = '/work/main';
const srv = spawn('node', ['scripts/serve.mjs', 'out'], { cwd: ROOT, env: { ...process.env, PORT: '0' } });
const url = await new Promise((ok) => srv.stdout.on('data', (d) => { const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(String(d)); if (m) ok(m[0]); }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const tag = process.argv[2] ?? 'a';
const sizes = process.argv[3] === 'all' ? [[1440, 900], [1024, 768], [390, 844]] : [[1440, 900], [1024, 768]];
for (const [w, h] of sizes) for (const scheme of (process.argv[3] === 'all' ? ['light', 'dark'] : ['light'])) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, hasTouch: w < 500 });
  const page = await ctx.newPage();
  await page.goto(url);
  await page.waitForSelector('[data-testid="tokens-ultra"]', { timeout: 60000, state: 'attached' });
  await page.waitForTimeout(2500);
  if (process.env.EXPLAIN) { await page.getByTestId('show-explain').click().catch(() => {}); await page.waitForTimeout(500); }
  await page.screenshot({ path: `/work/scratch/m-${tag}-${w}-${scheme}.png` });
  await ctx.close();
}
await browser.close();
srv.kill();
console.log('done');
