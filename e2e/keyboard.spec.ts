// The keyboard always gets out of an editor: Esc moves the focus to the end of the pane (from
// where Tab goes on to the next pane), an output pane passes Tab on (nothing to type there), and
// Ctrl+M makes Tab leave the input too; the input says so while it has the focus. The help button
// has a name a screen reader can say.
import { type Page } from '@playwright/test';
import { expect, test } from './shared';
import { modelText, open, OUTPUTS, PANES } from './helpers';

/** The data-testid of the pane (or checker) the focused element is in, and whether it is an editor. */
async function focusAt(page: Page) {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return {
      inEditor: !!a?.closest('.monaco-editor'),
      pane: a?.closest('section')?.querySelector('[data-testid^=pane-], [data-testid=checker-input]')?.getAttribute('data-testid') ?? null,
      title: a?.hasAttribute('data-pane-title') ? a.textContent?.trim() : null,
      exit: !!a?.hasAttribute('data-pane-exit'),
      section: a?.closest('section')?.getAttribute('aria-label') ?? null,
    };
  });
}

test('Esc leaves every editor for the end of its pane, and Tab goes on to the next pane', async ({ page }) => {
  await open(page);
  const sections: Record<string, string> = { input: 'Verbose input', lite: 'lite', full: 'full', ultra: 'ultra' };
  for (const p of PANES) {
    await page.getByTestId(`pane-${p}`).locator('.view-lines').click();
    expect((await focusAt(page)).inEditor, `${p}: the editor has the focus`).toBe(true);
    await page.keyboard.press('Escape');
    expect(await focusAt(page)).toMatchObject({ inEditor: false, pane: `pane-${p}`, exit: true, section: sections[p] });
    await page.keyboard.press('Tab');
    const next = await focusAt(page);
    // on to another pane (or past the last one), never back into the same editor
    expect(next.section, `${p}: Tab moved on to the next pane`).not.toBe(sections[p]);
    expect(next.inEditor && next.pane === `pane-${p}`).toBe(false);
  }
  // the checker's editor too
  await page.getByTestId('checker-button').click();
  await page.getByTestId('checker-input').locator('.view-lines').click();
  expect((await focusAt(page)).inEditor).toBe(true);
  await page.keyboard.press('Escape');
  expect(await focusAt(page)).toMatchObject({ inEditor: false, pane: 'checker-input', exit: true });
});

test('while the input editor has the focus, a hint says Tab indents and how to leave', async ({ page }) => {
  await open(page);
  await expect(page.getByTestId('tab-hint')).toBeHidden();
  await page.getByTestId('pane-input').locator('.view-lines').click();
  await expect(page.getByTestId('tab-hint')).toBeVisible();
  await expect(page.getByTestId('tab-hint')).toContainText('Esc then Tab: next pane');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tab-hint')).toBeHidden();
});

test('Tab leaves an output pane, and the input after Ctrl+M, without typing', async ({ page }) => {
  await open(page);
  const before = await modelText(page, 'input');
  for (const p of OUTPUTS) {
    await page.getByTestId(`pane-${p}`).locator('.view-lines').click();
    await page.keyboard.press('Tab');
    const at = await focusAt(page);
    expect(at.inEditor && at.pane === `pane-${p}`, `${p}: Tab left the editor`).toBe(false);
  }
  await page.getByTestId('pane-input').locator('.view-lines').click();
  await page.keyboard.press('Control+M');
  await page.keyboard.press('Tab');
  const at = await focusAt(page);
  expect(at.inEditor && at.pane === 'pane-input', 'Tab left the input after Ctrl+M').toBe(false);
  expect(await modelText(page, 'input')).toBe(before);
});

test('the help button is named, and Esc in an editor closes the help first', async ({ page }) => {
  await open(page);
  const help = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await help.click();
  await expect(page.getByTestId('help-popover')).toContainText('Ctrl+M');
  await help.click();
  await expect(page.getByTestId('help-popover')).toBeHidden();
  // from inside an editor: Alt+H opens the help, Esc closes it and the focus goes back to the editor
  await page.getByTestId('pane-full').locator('.view-lines').click();
  await page.keyboard.press('Alt+H');
  await expect(page.getByTestId('help-popover')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('help-popover')).toBeHidden();
  expect((await focusAt(page)).inEditor).toBe(true);
});

test('opening the checker or the rule editor moves the focus into it; Alt+C and Alt+R do too, and Esc closes the rule editor', async ({ page }) => {
  await open(page);
  // the button: the cursor lands in the checker's editor, ready for a paste
  await page.getByTestId('checker-button').click();
  await expect.poll(async () => (await focusAt(page)).pane).toBe('checker-input');
  expect((await focusAt(page)).inEditor).toBe(true);
  await page.keyboard.insertText('Typed here.');
  await expect.poll(async () => (await page.evaluate(() => window.__caveman!.snapshot())).checker).toBe('Typed here.');
  // Alt+C from the checker's editor closes it; from elsewhere it opens it with the cursor in it
  await page.keyboard.press('Alt+KeyC');
  await expect(page.getByTestId('checker-input')).toHaveCount(0);
  await page.getByTestId('pane-input').locator('.view-lines').click();
  await page.keyboard.press('Alt+KeyC');
  await expect.poll(async () => (await focusAt(page)).pane).toBe('checker-input');
  await page.keyboard.press('Alt+KeyC');

  // the rule editor: its first control has the focus, Esc (outside an editor) closes it and gives the focus back
  await page.getByTestId('rules-button').click();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="rule-editor"]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rule-editor')).toHaveCount(0);
  await expect(page.getByTestId('rules-button')).toBeFocused();
  await page.keyboard.press('Alt+KeyR');
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="rule-editor"]'))).toBe(true);
  await page.keyboard.press('Alt+KeyR');
  await expect(page.getByTestId('rule-editor')).toHaveCount(0);
});
