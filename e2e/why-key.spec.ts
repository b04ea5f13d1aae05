// Why a word changed, without a mouse: Alt+W in an output pane shows the hover that names the rule
// at the cursor; the help lists the key.
import { expect, test } from './shared';
import { expectClean, open, pasteInput, watch } from './helpers';

test('Alt+W in an output pane names the rule of the change at the cursor', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  await pasteInput(page, 'We utilized the cache before the release.');
  const full = page.getByTestId('pane-full');
  await expect(full.locator('.edit').first()).toBeVisible();
  // the cursor on "Used" (the first word: "We utilized" -> "Used")
  await full.locator('.view-line').first().click({ position: { x: 12, y: 8 } });
  await page.keyboard.press('Alt+W');
  await expect(page.locator('.monaco-hover:visible')).toContainText(/full\.(synonym|pronoun)/);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByTestId('help-popover')).toContainText('Alt+W');
  expectClean(w);
});

test('on a touch screen (390 px), tapping an edited word names its rule', async ({ browser, baseURL }) => {
  const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await ctx.newPage();
  try {
    const w = watch(page, baseURL!);
    await open(page);
    await pasteInput(page, 'We utilized the cache before the release.');
    await page.getByTestId('pane-tab-full').tap();
    const full = page.getByTestId('pane-full');
    await expect(full.locator('.edit').first()).toBeVisible();
    // "We utilized" -> "Used": tap the first word
    await full.locator('.view-line').first().tap({ position: { x: 12, y: 8 } });
    await expect(page.locator('.monaco-hover:visible')).toContainText(/full\.(synonym|pronoun)/);
    expectClean(w);
  } finally {
    await ctx.close();
  }
});
