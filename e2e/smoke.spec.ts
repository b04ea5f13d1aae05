// Smoke test of the static playground: loads, recompresses on typing, logs no console error and
// fetches nothing from another origin (the app must work offline, no CDN).
import { type Page } from '@playwright/test';
import { expect, freshTest as test } from './shared';
import { settled } from './helpers';

const SCREENSHOTS = 'e2e/screenshots';

/** Text of a pane whether it is a plain element or a Monaco editor (which renders nbsp). */
async function paneText(page: Page, id: string): Promise<string> {
  const pane = page.getByTestId(id);
  const text = await pane.evaluate((el) => {
    if (el instanceof HTMLTextAreaElement) return el.value;
    const lines = el.querySelectorAll('.view-lines .view-line');
    if (lines.length) return Array.from(lines, (l) => l.textContent ?? '').join('\n');
    return (el as HTMLElement).innerText ?? el.textContent ?? '';
  });
  return text.replace(/\u00a0/g, ' ');
}

test('playground loads, compresses as you type, stays on its own origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const consoleErrors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400) consoleErrors.push(`HTTP ${res.status()} ${res.url()}`);
  });
  page.on('request', (req) => {
    const url = req.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });

  await page.goto('/');
  // The editors load after the page: wait for Monaco in every pane before typing into one.
  for (const id of ['pane-input', 'pane-lite', 'pane-full', 'pane-ultra']) {
    await expect(page.getByTestId(id).locator('.monaco-editor')).toBeVisible({ timeout: 30_000 }); // as open() in helpers.ts: slow beside another worker
  }

  // Replace the input by typing.
  await page.getByTestId('pane-input').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('I really think zebraFlag is basically fine, and the database is not ready.');

  for (const id of ['pane-lite', 'pane-full', 'pane-ultra']) {
    await expect.poll(() => paneText(page, id), { message: `${id} shows the new input` }).toContain('zebraFlag');
  }
  const lite = await paneText(page, 'pane-lite');
  expect(lite).not.toMatch(/\breally\b/);
  expect(lite).toMatch(/\bbasically\b/); // a hedge inside a sentence: "basically fine" is mostly fine
  for (const id of ['pane-lite', 'pane-full', 'pane-ultra']) {
    // "is not" may contract to "isn't" where that saves a token: the negation stays either way
    expect(await paneText(page, id), `${id} keeps the negation`).toMatch(/\bnot\b|n't\b/);
  }
  // full keeps "I think" (it marks a guess) and drops the article; ultra never costs more tokens than full
  expect(await paneText(page, 'pane-full')).toMatch(/\bI think\b/);
  expect(await paneText(page, 'pane-full')).not.toMatch(/\bthe database\b/);
  await settled(page);
  const tok = async (id: string) => Number(await page.getByTestId(id).textContent());
  expect(await tok('tokens-ultra')).toBeLessThanOrEqual(await tok('tokens-full'));
  expect(await tok('tokens-full')).toBeLessThan(await tok('tokens-input'));

  await page.screenshot({ path: `${SCREENSHOTS}/smoke.png`, fullPage: true });
  expect(consoleErrors, 'console errors').toEqual([]);
  expect(foreign, 'requests to another origin').toEqual([]);
});
