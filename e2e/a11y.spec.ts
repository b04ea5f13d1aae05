// axe on every view a visitor reaches, in both colour schemes: no serious or critical violation
// (contrast of text on the protected tints and the zone colours included).
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { open } from './helpers';

async function serious(page: Page, what: string) {
  const r = await new AxeBuilder({ page }).analyze();
  const bad = r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${what}: ${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  return bad;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`no serious accessibility violation on /, the rule editor, the checker, the gallery, /rules and /corpus (${scheme})`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme: scheme });
    await open(page);
    const found: string[] = [];
    found.push(...(await serious(page, '/')));
    await page.getByTestId('rules-button').click();
    await expect(page.getByTestId('rule-editor')).toBeVisible();
    found.push(...(await serious(page, 'rule editor')));
    await page.getByTestId('rules-button').click();
    await page.getByTestId('checker-button').click();
    await page.getByTestId('checker-input').locator('.view-lines').click();
    await page.keyboard.insertText('Database ready.');
    await expect(page.getByTestId('checker-report')).toBeVisible();
    found.push(...(await serious(page, 'checker')));
    await page.getByTestId('examples-button').click();
    await expect(page.getByTestId('examples-gallery')).toBeVisible();
    found.push(...(await serious(page, 'gallery')));
    await page.getByTestId('examples-close').click();
    await page.goto('/rules/');
    await expect(page.locator('h1')).toBeVisible();
    found.push(...(await serious(page, '/rules')));
    // the corpus view with a few files reported: table, totals, chart, rule editor
    await page.goto('/corpus/');
    await expect(page.getByTestId('corpus-empty')).toContainText('No files yet');
    await page.getByTestId('corpus-files-input').setInputFiles(
      ['handoff-note.md', 'review-report.md', 'status-lines.md'].map((name) => ({ name, mimeType: 'text/markdown', buffer: readFileSync(join(process.cwd(), 'fixtures/artifacts', name)) })),
    );
    await expect(page.getByTestId('corpus-table')).toHaveAttribute('data-rows-ready', '3', { timeout: 120_000 });
    await expect(page.getByTestId('corpus-chart-svg')).toBeVisible();
    found.push(...(await serious(page, '/corpus')));
    expect(found).toEqual([]);
  });
}
