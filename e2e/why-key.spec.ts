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
