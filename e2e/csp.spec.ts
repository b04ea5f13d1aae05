// The exported pages carry a Content-Security-Policy (scripts/csp.mjs) and the server sends it
// with the other security headers. Using the whole app reports no violation: the editors, both
// workers, the tokenizer's WASM, the rule editor, the checker, the diff view, the gallery and
// /rules all work under it.
import { expect, freshTest as test } from './shared';
import { open, pasteInput, settled } from './helpers';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test('the whole app runs under its Content-Security-Policy, with no violation', async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const res = await page.goto('/');
  const headers = res!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toBe(headers['content-security-policy']);

  await open(page);
  await expect(page.getByTestId('tokenizer-ready')).toBeVisible({ timeout: 30_000 }); // the WASM and ranks loaded
  const snap = await pasteInput(page, 'I really think the database is basically ready, and the build is fine.');
  expect(snap.outputs!.lite).not.toContain('really');
  await page.getByTestId('rules-button').click();
  await expect(page.getByTestId('rule-editor')).toBeVisible();
  await page.getByTestId('checker-button').click();
  await page.getByTestId('checker-input').locator('.view-lines').click();
  await page.keyboard.insertText('Database ready.');
  await expect(page.getByTestId('checker-report')).toBeVisible();
  await page.getByTestId('diff-button').click();
  await expect(page.locator('.monaco-diff-editor')).toBeVisible();
  await page.getByTestId('diff-button').click();
  await page.getByTestId('examples-button').click();
  await expect(page.getByTestId('examples-gallery')).toBeVisible();
  await page.getByTestId('examples-close').click();
  await expect(page.getByTestId('examples-gallery')).toBeHidden();
  await settled(page);
  await page.getByTestId('rules-link').click();
  await expect(page).toHaveURL(/\/rules\/?$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});
