// axe on every view a visitor reaches, in both colour schemes: no serious or critical violation
// (contrast of text on the protected tints and the zone colours included). Each view is set up
// once and checked in light, then dark: the page follows the scheme without a reload (Tailwind's
// media variant, Monaco's theme on the media query's change).
import { type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './shared';
import { open } from './helpers';
import { COLOUR_RULES, seriousViolations } from './axe';

/**
 * The view as it is now, in each scheme: the editors' theme has followed before axe reads it.
 * Every rule in light; in dark, the rules about colour (the DOM, its names and roles are the same).
 */
async function inBothSchemes(page: Page, what: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction(
      (dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark && Array.from(document.querySelectorAll('.monaco-editor')).every((e) => e.classList.contains('vs-dark') === dark),
      scheme === 'dark',
    );
    const inView = await seriousViolations(page, { rules: scheme === 'dark' ? COLOUR_RULES : undefined });
    found.push(...inView.map((v) => `${what} (${scheme}): ${v}`));
  }
  return found;
}

test('no serious accessibility violation on /, the rule editor, the checker, the gallery, /rules and /corpus, light and dark', async ({ page }) => {
  test.setTimeout(300_000);
  await open(page);
  const found: string[] = [];
  found.push(...(await inBothSchemes(page, '/')));
  await page.getByTestId('rules-button').click();
  await expect(page.getByTestId('rule-editor')).toBeVisible();
  found.push(...(await inBothSchemes(page, 'rule editor')));
  await page.getByTestId('rules-button').click();
  await page.getByTestId('checker-button').click();
  await page.getByTestId('checker-input').locator('.view-lines').click();
  await page.keyboard.insertText('Database ready.');
  await expect(page.getByTestId('checker-report')).toBeVisible();
  found.push(...(await inBothSchemes(page, 'checker')));
  await page.getByTestId('examples-button').click();
  await expect(page.getByTestId('examples-gallery')).toBeVisible();
  found.push(...(await inBothSchemes(page, 'gallery')));
  await page.getByTestId('examples-close').click();
  await page.goto('/rules/');
  await expect(page.locator('h1')).toBeVisible();
  found.push(...(await inBothSchemes(page, '/rules')));
  // the corpus view with a few files reported: table, totals, chart, rule editor
  await page.goto('/corpus/');
  await expect(page.getByTestId('corpus-empty')).toContainText('No files yet');
  await page.getByTestId('corpus-files-input').setInputFiles(
    ['handoff-note.md', 'review-report.md', 'status-lines.md'].map((name) => ({ name, mimeType: 'text/markdown', buffer: readFileSync(join(process.cwd(), 'fixtures/artifacts', name)) })),
  );
  await expect(page.getByTestId('corpus-table')).toHaveAttribute('data-rows-ready', '3', { timeout: 120_000 });
  await expect(page.getByTestId('corpus-chart-svg')).toBeVisible();
  found.push(...(await inBothSchemes(page, '/corpus')));
  expect(found).toEqual([]);
});
