// Issue 13, item 3: why a rule did not fire. /rules says "twelve" -> "12", the playground keeps
// "twelve": the token guard held the rewrite back (" twelve" is 1 token, " 12" is 2). The output
// pane marks such words (.held-back), and the hover names the rule, the cost and the encoding.
import { type Page } from '@playwright/test';
import { expect, test } from './shared';
import { expectClean, modelText, open, pasteInput, settled, watch } from './helpers';

const TEXT = 'We ran twelve tests and two of them failed.\n\n- Latency and throughput\n\nThe database is basically faster now.\n';

/** Hover a mark and return the visible hover's text once it names `rule`. */
async function hoverText(page: Page, mark: ReturnType<Page['locator']>, rule: string): Promise<string> {
  await page.mouse.move(0, 0);
  await expect(page.locator('.monaco-hover:visible')).toHaveCount(0);
  await mark.hover();
  const hover = page.locator('.monaco-hover:visible', { hasText: rule });
  await expect(hover).toBeVisible();
  return (await hover.innerText()).replace(/\s+/g, ' ');
}

test('a number word the guard kept is marked in the output, and its hover says the rule, the cost and the encoding', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const w = watch(page, baseURL!);
  await open(page);
  const s = await pasteInput(page, TEXT);
  expect(s.encoding).toBe('o200k_base');
  await expect.poll(() => modelText(page, 'full')).toContain('Ran twelve tests and two of them');

  const full = page.getByTestId('pane-full');
  const marks = full.locator('.held-back');
  await expect(marks).toHaveCount(2);
  await expect(marks.nth(0)).toHaveText('twelve');
  await expect(marks.nth(1)).toHaveText('two');
  await expect(marks.nth(0)).toHaveClass(/\bheld-number\b/);
  // a held mark is not an edit: the words are the input's
  await expect(full.locator('.edit.held-back')).toHaveCount(0);

  let text = await hoverText(page, marks.nth(0), 'full.number');
  expect(text).toContain('kept “twelve”');
  expect(text).toContain('would write “12”');
  expect(text).toContain('+1 token in o200k_base');
  expect(text).toContain('invariant 7');
  const link = page.locator('.monaco-hover:visible a', { hasText: 'full.number' });
  await expect(link).toHaveAttribute('href', /\/rules\/#rule-full\.number$/);

  // the legend explains the mark and counts it per output
  await expect(page.getByTestId('held-legend')).toContainText('full 2');
  await expect(page.getByTestId('held-legend')).toContainText('ultra 3');
  // its sample is a word this input holds back, not a fixed one
  await expect(page.getByTestId('held-sample')).toHaveText('twelve');

  // another encoding: the guard is recomputed in it, and the hover says so
  await page.mouse.move(0, 0);
  await page.getByTestId('encoding-select').selectOption('cl100k_base');
  await expect.poll(async () => (await settled(page)).encoding).toBe('cl100k_base');
  await expect(marks).toHaveCount(2);
  text = await hoverText(page, marks.nth(0), 'full.number');
  expect(text).toContain('+1 token in cl100k_base');
  expect(text).not.toContain('o200k_base');
  expectClean(w);
});

test('a unit the guard kept whole is marked with its would-be edit, and Show edits hides the marks', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const w = watch(page, baseURL!);
  await open(page);
  await pasteInput(page, TEXT);
  await expect.poll(() => modelText(page, 'ultra')).toContain('- Latency and throughput');

  const ultra = page.getByTestId('pane-ultra');
  const unit = ultra.locator('.held-back.held-conjunction');
  await expect(unit).toHaveCount(1);
  await expect(unit).toHaveText(/^\s*and\s*$/);
  const text = await hoverText(page, unit, 'ultra.plus');
  expect(text).toContain('would write “+”');
  expect(text).toContain('the rewritten line is +1 token in o200k_base');
  expect(text).toContain('the unit stays whole');
  await expect(ultra.locator('.held-back.held-number')).toHaveCount(2);

  await page.mouse.move(0, 0);
  await page.getByTestId('edits-toggle').uncheck();
  await expect(ultra.locator('.held-back')).toHaveCount(0);
  await expect(page.getByTestId('held-legend')).toContainText('hidden');
  await page.getByTestId('edits-toggle').check();
  await expect(ultra.locator('.held-back')).toHaveCount(3);
  // a text with nothing held back has no sample word in the legend
  await pasteInput(page, 'The build is done.');
  await expect(page.getByTestId('held-legend')).toContainText('full 0');
  await expect(page.getByTestId('held-sample')).toHaveCount(0);
  expectClean(w);
});
