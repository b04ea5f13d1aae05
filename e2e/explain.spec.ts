// Issue 34: every change can be read, and every output checks itself. The Explain view lists each
// change of an output with its rule and a link to the rule's card, and a row lights the change in
// the panes; each output pane's badge says whether the contract with the input holds; a
// settings-only link whose rules would rewrite the text on screen lists them and asks first.
import { expect, test } from './shared';
import { expectClean, open, pasteInput, shareBase, watch } from './helpers';

const TEXT = 'I have implemented the registration endpoint. It accepts an email and a password, and it really validates them before storing the user record in the database.';

test('the Explain view lists every change of the output with its rule; a row lights it in the panes', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  await pasteInput(page, TEXT);
  await page.getByTestId('show-explain').click();
  const list = page.getByTestId('explain-list');
  await expect(list).toBeVisible();
  for (const level of ['full', 'ultra'] as const) {
    await list.getByTestId(`explain-tab-${level}`).click();
    const want = (await page.evaluate((l) => window.__caveman!.edits(l), level)).sort();
    expect(want.length).toBeGreaterThan(3);
    // a row holds one edit, or the touching edits of one rule (a contraction's two halves)
    await expect.poll(async () => (await list.getByTestId('explain-row').evaluateAll((rows) => rows.flatMap((r) => (r.getAttribute('data-edit') ?? '').split('\n')))).sort()).toEqual(want);
  }
  // a row's rule links to its card; its text lights the change in the panes
  const row = list.locator('[data-rule="full.article"]').first();
  await list.getByTestId('explain-tab-full').click();
  await expect(row.locator('a')).toHaveAttribute('href', /rules\/#rule-full\.article$/);
  await row.locator('button').click();
  // the article is gone from full (a thin mark where it was) and lit in the input
  await expect(page.getByTestId('pane-full').locator('.linked-range')).not.toHaveCount(0);
  await expect(page.getByTestId('pane-input').locator('.linked-range').first()).toBeVisible();
  await expect(page.getByTestId('pane-input').locator('.linked-range').first()).toHaveText(/^(the|The|an|a)\s?$/);
  // a contraction is one row, "do not" -> "don't", never a bare "not" dropped
  await pasteInput(page, 'We do not retry on the timeout.');
  await list.getByTestId('explain-tab-full').click();
  const contraction = list.locator('[data-rule="full.contraction"]');
  await expect(contraction).toHaveCount(1);
  await expect(contraction.locator('button')).toHaveText(/do not\s*→\s*becomes\s*don't/);
  await expect(contraction).toContainText('L1');
  // the rule's card opens beside the work, not over it
  await expect(contraction.locator('a')).toHaveAttribute('target', '_blank');
  // back to the savings table
  await page.getByTestId('show-savings').click();
  await expect(page.getByTestId('savings-table')).toBeVisible();
  expectClean(w);
});

test("each output's badge says the contract with the input holds", async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  await pasteInput(page, TEXT);
  for (const level of ['lite', 'full', 'ultra']) {
    const badge = page.getByTestId(`self-check-${level}`);
    await expect(badge).toHaveAttribute('data-state', 'pass');
    await expect(badge).toContainText('contract holds');
  }
  expectClean(w);
});

test('a settings-only link whose rules would rewrite the text on screen lists them and asks first', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  const text = 'Do not deploy on Friday. The migration may never finish.';
  await pasteInput(page, text);
  const settingsOnly = await page.evaluate((s) => window.__caveman!.encodeSettingsLink(s), { ...shareBase, rules: { fillerWords: ['just', 'not', 'never', 'may'] } });
  await page.evaluate((f) => (location.hash = f), settingsOnly);
  const bar = page.getByTestId('link-rules-bar');
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('link-rules-edits')).toContainText('+ not, + never, + may');
  // nothing changed yet
  expect((await page.evaluate(() => window.__caveman!.snapshot())).profileEdits).toBeNull();
  await page.getByTestId('link-rules-keep').click();
  await expect(bar).toHaveCount(0);
  expect((await page.evaluate(() => window.__caveman!.snapshot())).input).toBe(text);
  expect((await page.evaluate(() => window.__caveman!.snapshot())).profileEdits).toBeNull();
  expectClean(w);
});

test('the controls say what they model, and a fallback count out of range is refused, not clamped', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  await expect(page.getByTestId('depth-select')).toHaveAttribute('title', /thorough clamps to lite \(step 6\)/);
  await expect(page.getByTestId('phase-select')).toHaveAttribute('title', /inspecting clamps to lite/);
  const input = page.getByTestId('fallbacks-input');
  await expect(input).toHaveAttribute('title', /3 or more clamp to lite/);
  for (const bad of ['1000', '2.5']) {
    await input.fill(bad);
    await expect(page.getByTestId('fallbacks-error')).toContainText('a whole number, 0 to 99');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue(bad); // what was typed stays, to be corrected
  }
  await input.fill('3');
  await expect(page.getByTestId('fallbacks-error')).toHaveCount(0);
  expectClean(w);
});
