// The first screen is in the static HTML (lib/state/firstScreen.ts): it reads with JavaScript off, it is
// exactly what the running app computes, and the editors take its place without moving anything.
import { expect, freshTest as test } from './shared';
import { get_encoding } from '@dqbd/tiktoken';
import { expectClean, holdScripts, PANES, settled, snapshot, watch } from './helpers';

test('with JavaScript off, the static page shows the four panes, their decorations and counts', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const statics: Record<string, string> = {};
  const counts: Record<string, number> = {};
  for (const pane of PANES) {
    statics[pane] = (await page.getByTestId(`static-${pane}`).textContent()) ?? '';
    expect(statics[pane].length).toBeGreaterThan(100);
    counts[pane] = Number(await page.getByTestId(`tokens-${pane}`).textContent());
  }
  // the counts are the tokenizer's counts of the texts shown
  const enc = get_encoding('o200k_base');
  try {
    for (const pane of PANES) expect(counts[pane]).toBe(enc.encode_ordinary(statics[pane]).length);
  } finally {
    enc.free();
  }
  expect(counts.full).toBeLessThan(counts.input);
  expect(await page.getByTestId('pane-input').locator('[class*="protected-"]').count()).toBeGreaterThan(3);
  for (const level of ['lite', 'full', 'ultra']) {
    expect(await page.getByTestId(`pane-${level}`).locator('[class*="edit-"]').count()).toBeGreaterThan(0);
    await expect(page.getByTestId(`reduction-${level}`)).toContainText('%');
  }
  // and what each rule group saved, as the core counts it
  await expect(page.getByTestId('savings-row-article').locator('td').last()).toHaveText(/^\d+$/);
  await context.close();
});

test('the running app computes the same first screen, and the editors take over without a layout shift', async ({ browser, baseURL, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const still = await context.newPage();
  await still.goto('/');
  const statics: Record<string, string> = {};
  for (const pane of PANES) statics[pane] = (await still.getByTestId(`static-${pane}`).textContent()) ?? '';
  await context.close();

  const w = watch(page, baseURL!);
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const box = await page.getByTestId('pane-full').boundingBox();
  await settled(page);
  for (const pane of PANES) await expect(page.getByTestId(`pane-${pane}`).locator('.monaco-editor')).toBeVisible();
  await expect(page.locator('[data-testid^=static-]')).toHaveCount(0);
  const s = await snapshot(page);
  expect(s.input).toBe(statics.input);
  await expect(page.getByTestId('savings-row-article').locator('td').last()).toHaveText(/^\d+$/);
  for (const level of ['lite', 'full', 'ultra'] as const) expect(s.outputs![level]).toBe(statics[level]);
  expect(await page.getByTestId('pane-full').boundingBox()).toEqual(box);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.05);
  expectClean(w);
});

test('choices made on the static first screen before its scripts ran are the ones that run', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const w = watch(page, baseURL!);
  const release = await holdScripts(page); // while the controls are used
  await page.goto('/', { waitUntil: 'domcontentloaded' }); // the load event waits for the held scripts
  const profile = page.getByTestId('profile-select');
  const encoding = page.getByTestId('encoding-select');
  const slider = page.getByTestId('budget-slider');
  const other = await profile.evaluate((s: HTMLSelectElement) => [...s.options].find((o) => !o.selected)!.value);
  const otherEncoding = await encoding.evaluate((s: HTMLSelectElement) => [...s.options].find((o) => !o.selected)!.value);
  await profile.selectOption(other);
  await encoding.selectOption(otherEncoding);
  await slider.fill('7');
  release();
  const s = await settled(page);
  expect(s.profileId).toBe(other);
  expect(s.encoding).toBe(otherEncoding);
  await expect(profile).toHaveValue(other);
  await expect(encoding).toHaveValue(otherEncoding);
  // the slider's text comes from the store: the budget chosen is the one in effect
  await expect(slider).toHaveAttribute('aria-valuetext', '7% budget remaining');
  expectClean(w);
});
