// The thresholds chart under the budget slider: one step per intensity at the panes' token
// counts, both thresholds as handles that move by mouse and by keyboard, in step with the slider,
// the selection and the permalink.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './shared';
import { COLOUR_RULES, seriousViolations } from './axe';
import { expectClean, OUTPUTS, open, watch } from './helpers';

const value = async (l: Locator) => Number(await l.getAttribute('aria-valuenow'));

/** The steps as drawn: intensity, from, to, tokens (low budget first). */
async function steps(page: Page) {
  return page
    .getByTestId('thresholds-chart')
    .locator('g[data-testid^="threshold-step-"][data-from]')
    .evaluateAll((gs) => gs.map((g) => [g.getAttribute('data-testid')!.slice('threshold-step-'.length), Number(g.getAttribute('data-from')), Number(g.getAttribute('data-to')), g.getAttribute('data-tokens')]));
}

test('the chart shows a step per intensity at the panes’ counts; its handles move the thresholds by mouse and keyboard, and the link keeps them', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000); // two pages open the playground on a shared machine
  const w = watch(page, baseURL!);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  const chart = page.getByTestId('thresholds-chart');
  await expect(chart).toBeVisible();

  // three steps, each labelled with its pane's token count
  const counts: Record<string, string> = {};
  for (const level of OUTPUTS) {
    counts[level] = (await page.getByTestId(`tokens-${level}`).textContent())!.trim();
    expect(counts[level]).toMatch(/^\d+$/);
    await expect(chart.getByTestId(`threshold-step-tokens-${level}`)).toHaveText(counts[level]);
  }
  // (polled: the handles' values and the steps drawn from them may be a render apart)
  await expect.poll(() => steps(page)).toEqual([
    ['ultra', 0, 20, counts.ultra],
    ['full', 20, 50, counts.full],
    ['lite', 50, 100, counts.lite],
  ]);
  await expect(page.getByTestId('thresholds-summary')).toHaveText(`lite above 50 %: ${counts.lite} tokens; full 20–50 %: ${counts.full}; ultra below 20 %: ${counts.ultra}`);

  // drag the upper handle with the mouse from 50 towards 70
  const upper = chart.getByTestId('threshold-handle-upper');
  const lower = chart.getByTestId('threshold-handle-lower');
  expect(await value(upper)).toBe(50);
  expect(await value(lower)).toBe(20);
  const u = (await upper.boundingBox())!;
  const l = (await lower.boundingBox())!;
  const perCent = (u.x + u.width / 2 - (l.x + l.width / 2)) / 30;
  const y = u.y + 8;
  await page.mouse.move(u.x + u.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(u.x + u.width / 2 + 10 * perCent, y, { steps: 5 });
  await page.mouse.move(u.x + u.width / 2 + 20 * perCent, y, { steps: 5 });
  await page.mouse.up();
  const U = await value(upper);
  expect(Math.abs(U - 70)).toBeLessThanOrEqual(1);
  await expect(page.getByTestId('threshold-upper')).toHaveValue(String(U));
  await expect(page.getByTestId('threshold-upper-value')).toHaveText(String(U));
  await expect.poll(async () => (await steps(page)).map((s) => s.slice(0, 3))).toEqual([
    ['ultra', 0, 20],
    ['full', 20, U],
    ['lite', U, 100],
  ]);
  // 60 % was lite under 50; under the dragged threshold it is full
  await page.getByTestId('budget-slider').fill('60');
  await expect(page.getByTestId('selected-intensity')).toHaveText('full');
  await expect(chart.getByTestId('thresholds-budget')).toHaveAttribute('data-budget', '60');

  // the lower handle by keyboard: PageUp moves 10, arrows 1
  await lower.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowRight');
  await expect(lower).toHaveAttribute('aria-valuenow', '61');
  await expect(page.getByTestId('threshold-lower')).toHaveValue('61');
  await expect(page.getByTestId('selected-intensity')).toHaveText('ultra');
  await page.keyboard.press('ArrowLeft');
  await expect(lower).toHaveAttribute('aria-valuenow', '60');
  await expect(page.getByTestId('selected-intensity')).toHaveText('full');
  await expect.poll(async () => (await steps(page)).map((s) => s.slice(0, 3))).toEqual([
    ['ultra', 0, 60],
    ['full', 60, U],
    ['lite', U, 100],
  ]);
  // lower never passes upper
  await page.keyboard.press('End');
  await expect(lower).toHaveAttribute('aria-valuenow', String(U - 1));
  await expect(upper).toHaveAttribute('aria-valuemin', String(U));
  await page.keyboard.press('Home');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(lower).toHaveAttribute('aria-valuenow', '20');

  // the permalink carries the new thresholds, and opens on them
  await page.getByTestId('share-button').click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(new RegExp(`[#&]t=20-${U}(&|$)`));
  const other = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await other.goto(link.slice(link.indexOf('/', 'http://'.length)));
  await expect(other.getByTestId('threshold-handle-upper')).toHaveAttribute('aria-valuenow', String(U), { timeout: 60_000 });
  await expect(other.getByTestId('threshold-handle-lower')).toHaveAttribute('aria-valuenow', '20');
  await expect(other.getByTestId('threshold-upper')).toHaveValue(String(U));
  await other.close();
  expectClean(w);
});

test.describe('on a phone', () => {
  // the playground starts at this size (the shared page restarts after the viewport is set)
  test.use({ viewport: { width: 390, height: 844 } });
  test('the chart is in the folded budget panel and fits the screen', async ({ page }) => {
    await open(page);
    await expect(page.getByTestId('thresholds-chart')).toBeHidden();
    await page.getByTestId('budget-toggle').click();
    const chart = page.getByTestId('thresholds-chart');
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expect(chart.getByTestId('threshold-handle-upper')).toBeVisible();
    await expect(chart.getByTestId('threshold-handle-lower')).toBeVisible();
  });
});

test('axe finds no serious violation in the chart, light and dark', async ({ page }) => {
  await open(page);
  await expect(page.getByTestId('threshold-handle-upper')).toBeVisible();
  // the page follows the scheme without a reload
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark, scheme === 'dark');
    expect(await seriousViolations(page, { include: '[data-testid=thresholds-chart]', rules: scheme === 'dark' ? COLOUR_RULES : undefined }), scheme).toEqual([]);
  }
});

test('two thresholds 1 % apart can both be grabbed: the lower by its left half, the upper by its right half', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  const lower = page.getByTestId('threshold-lower');
  const upper = page.getByTestId('threshold-upper');
  await upper.focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowLeft');
  await lower.focus();
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
  await expect(lower).toHaveValue('29');
  await expect(upper).toHaveValue('30');
  const box = (await lower.boundingBox())!;
  const x = (v: number) => box.x + 11 + ((box.width - 22) * v) / 100; // a 22 px thumb travels width − 22
  const y = box.y + box.height / 2;
  await page.mouse.move(x(29) - 4, y);
  await page.mouse.down();
  await page.mouse.move(x(29) - 44, y, { steps: 5 });
  await page.mouse.up();
  await expect(upper).toHaveValue('30');
  expect(Number(await lower.inputValue())).toBeLessThan(29);
  await page.mouse.move(x(30) + 4, y);
  await page.mouse.down();
  await page.mouse.move(x(30) + 44, y, { steps: 5 });
  await page.mouse.up();
  expect(Number(await upper.inputValue())).toBeGreaterThan(30);
});
