// Taking outputs away (issue 13): copy a pane's text, copy an output as Markdown, download it as
// a .md file, and the two kinds of share link (with the text, settings only).
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './shared';
import { expectClean, open, pasteInput, settled, snapshot, watch } from './helpers';

const TEXT = 'The build is basically complete and the database is really ready. We should probably deploy it to production as soon as possible.';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

test('copy, copy as Markdown and download give the pane texts exactly', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  const snap = await pasteInput(page, TEXT);
  const outputs = snap.outputs!;

  await page.getByRole('button', { name: 'Copy input text' }).click();
  await expect(page.getByTestId('copy-input').locator('[aria-hidden=true]')).toHaveText('copied');
  await expect(page.getByTestId('takeaway-status-input')).toHaveText('input text copied');
  expect(await clipboard(page)).toBe(TEXT);

  for (const level of ['lite', 'full', 'ultra'] as const) {
    await page.getByTestId(`copy-${level}`).click();
    await expect(page.getByTestId(`copy-${level}`).locator('[aria-hidden=true]')).toHaveText('copied');
    expect(await clipboard(page)).toBe(outputs[level]);
  }

  // Markdown: the output, a blank line, and one comment line with the numbers on screen
  await page.getByTestId('copy-md-full').click();
  await expect(page.getByTestId('copy-md-full').locator('[aria-hidden=true]')).toHaveText('copied');
  const md = await clipboard(page);
  const inTok = snap.counts.input!;
  const outTok = snap.counts.full!;
  const pct = (((inTok - outTok) / inTok) * 100).toFixed(1);
  const sign = inTok - outTok >= 0 ? '−' : '+';
  expect(md).toBe(`${outputs.full}\n\n<!-- caveman-playground: full · profile forge · ${outTok} tokens (${sign}${pct.replace('-', '')} % of ${inTok}) · o200k_base -->\n`);

  // download: a .md file with the same text, under the page's CSP (no console error, no request)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-ultra').click()]);
  expect(download.suggestedFilename()).toBe('caveman-ultra.md');
  const file = await readFile((await download.path())!, 'utf8');
  expect(file.startsWith(`${outputs.ultra}\n\n<!-- caveman-playground: ultra · profile forge · `)).toBe(true);
  expect(file.endsWith(' · o200k_base -->\n')).toBe(true);
  expectClean(w);
});

test('share: a link with the text, and a settings-only link that opens on the receiver’s text', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000); // four page loads in two contexts: 60 s ran out once under CI's load
  const w = watch(page, baseURL!);
  await open(page);
  await pasteInput(page, TEXT);
  await page.getByTestId('budget-slider').fill('80');
  await page.getByTestId('depth-select').selectOption('thorough');
  await expect.poll(async () => (await snapshot(page)).input).toBe(TEXT);

  await page.getByTestId('share-button').click();
  await expect(page.getByTestId('share-popover')).toBeVisible();
  await expect(page.getByTestId('share-text-button')).toHaveAttribute('aria-pressed', 'true');
  const textLink = await page.getByTestId('share-link').inputValue();
  expect(await clipboard(page)).toBe(textLink);
  expect(textLink).toMatch(/[#&]i=/);

  await page.getByTestId('share-settings-button').click();
  await expect(page.getByTestId('share-settings-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('share-link')).not.toHaveValue(textLink);
  const settingsLink = await page.getByTestId('share-link').inputValue();
  await expect.poll(() => clipboard(page)).toBe(settingsLink);
  expect(settingsLink).toMatch(/#v=1&so=1&/);
  expect(settingsLink).not.toMatch(/[#&](i|k)=/);
  expect(settingsLink).toMatch(/&b=80&/);
  // the address bar goes on holding the state on screen, text included
  expect(page.url()).toBe(textLink);
  expectClean(w);

  // someone else: a fresh browser with a draft of their own
  const other = await browser.newContext();
  try {
    const mine = await other.newPage();
    await open(mine);
    const own = 'My own text, which no link should replace.';
    await pasteInput(mine, own);
    await expect.poll(() => mine.url()).toContain('#v=1');
    await mine.close(); // closing flushes the draft into the list
    const tab = await other.newPage();
    const w2 = watch(tab, baseURL!);
    await open(tab, settingsLink.slice(new URL(settingsLink).origin.length));
    const s = await settled(tab);
    expect(s.input).toBe(own);
    await expect(tab.getByTestId('budget-value')).toContainText('80');
    await expect(tab.getByTestId('depth-select')).toHaveValue('thorough');
    await expect(tab.getByTestId('draft-bar')).toHaveCount(0);
    await expect(tab.getByTestId('error-banner')).toHaveCount(0);
    // the URL now holds what is on screen: a reload shows the same
    await expect.poll(() => tab.url()).not.toContain('so=1');
    expectClean(w2);

    // the link with the text brings the text
    const third = await other.newPage();
    await open(third, textLink.slice(new URL(textLink).origin.length));
    expect((await snapshot(third)).input).toBe(TEXT);
    await expect(third.getByTestId('budget-value')).toContainText('80');
  } finally {
    await other.close();
  }
});
