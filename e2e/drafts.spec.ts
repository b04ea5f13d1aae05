// Drafts are never lost (issue 11, item 7): links opened one after the other in a tab, and
// several tabs typing at once, leave every typed draft in the restore list ("Drafts"), and
// restoring one brings its text back into the input editor.
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './shared';
import { mkdirSync } from 'node:fs';
import { COLOUR_RULES, seriousViolations } from './axe';
import { encodePermalink, expectClean, modelText, open, pasteInput, settled, shareBase, snapshot, watch } from './helpers';

const VIEWPORT = { width: 1440, height: 900 };
test.use({ viewport: VIEWPORT });

const DRAFT = ['Handoff: the retry logic is basically done in src/net/retry.ts.', '', 'The reviewer really wants a short summary of the change.'].join('\n');

/** A permalink fragment, made by the page's own codec. */
function link(page: Page, input: string): Promise<string> {
  return encodePermalink(page, { ...shareBase, input });
}

async function inputIs(page: Page, text: string) {
  await expect.poll(async () => (await snapshot(page)).input).toBe(text);
  await expect.poll(() => modelText(page, 'input')).toBe(text);
}

async function openList(page: Page) {
  await page.getByTestId('drafts-button').click();
  await expect(page.getByTestId('drafts-list')).toBeVisible();
  return page.getByTestId('drafts-list').getByTestId('draft-item');
}

test('a typed draft survives two links opened one after the other in the same tab, and restores into the editor', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  await pasteInput(page, DRAFT);
  const a = await link(page, 'Link A: the server is basically ready.');
  const b = await link(page, 'Link B: the client is really ready.');
  // pasted into the address bar right away, one after the other
  await page.goto('/#' + a);
  await inputIs(page, 'Link A: the server is basically ready.');
  await page.goto('/#' + b);
  await inputIs(page, 'Link B: the client is really ready.');
  await settled(page);

  // the bar offers the typed draft, not link A
  await expect(page.getByTestId('draft-bar')).toContainText('(19 words, profile forge)');

  const items = await openList(page);
  // the two links were opened, not edited: they are in the URL, not drafts
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Handoff: the retry logic is basically done in src/net/retry…');
  await expect(items.first()).toContainText(/just now · this tab · 19 words/);
  await expect(items.first().locator('time')).toHaveAttribute('title', /\d/);
  await items.first().getByRole('button', { name: /^Restore draft: Handoff: the retry logic/ }).click();
  await expect(page.getByTestId('drafts-list')).toBeHidden();
  await inputIs(page, DRAFT);
  const snap = await settled(page);
  await expect(page.getByTestId('tokens-input')).toHaveText(String(snap.counts.input));
  await expect(page.getByTestId('draft-bar')).toHaveCount(0);

  // restoring kept what was on screen (link B, about to leave the URL): nothing was lost
  await openList(page);
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Link B: the client is really ready.' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Handoff:' })).toHaveAttribute('data-on-screen', 'true');
  await expect(items.filter({ hasText: 'Handoff:' }).getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('drafts-list')).toBeHidden();
  expectClean(w);
});

test('the same with each link opened as a new page load in the tab', async ({ page, baseURL }) => {
  test.setTimeout(120_000); // three page loads
  const w = watch(page, baseURL!);
  await open(page);
  await pasteInput(page, DRAFT);
  const a = await link(page, 'Link A: the server is basically ready.');
  const b = await link(page, 'Link B: the client is really ready.');
  for (const [frag, text] of [
    [a, 'Link A: the server is basically ready.'],
    [b, 'Link B: the client is really ready.'],
  ]) {
    await settled(page);
    await page.goto('about:blank');
    await page.goto('/#' + frag);
    await inputIs(page, text);
  }
  await settled(page);
  await page.getByTestId('restore-draft').click();
  await inputIs(page, DRAFT);
  await settled(page);
  expectClean(w);
});

async function pageIn(browser: Browser, baseURL: string) {
  const ctx = await browser.newContext({ baseURL, viewport: VIEWPORT });
  return { ctx, newPage: () => ctx.newPage() };
}

test('two tabs typing their own text keep both drafts; a third tab lists both', async ({ browser, baseURL }) => {
  test.setTimeout(120_000); // three pages load Monaco
  const { ctx, newPage } = await pageIn(browser, baseURL!);
  const one = await newPage();
  const w1 = watch(one, baseURL!);
  await open(one);
  await pasteInput(one, 'Tab one: the database migration is basically finished.');
  await expect.poll(() => one.url()).toContain('#v=1'); // saved (the URL and the draft are written together)

  const two = await newPage();
  const w2 = watch(two, baseURL!);
  await open(two);
  // a new tab without a link opens on the newest draft
  expect((await snapshot(two)).input).toBe('Tab one: the database migration is basically finished.');
  await pasteInput(two, 'Tab two: the deploy script is really ready to ship.');
  await expect.poll(() => two.url()).toContain('#v=1');

  // tab one hears of tab two's draft without reloading (the storage event): one to restore
  await expect(one.getByTestId('drafts-button')).toHaveText('Drafts (1)');
  const inOne = await openList(one);
  await expect(inOne.filter({ hasText: 'Tab two:' })).toContainText('other tab');
  await expect(inOne.filter({ hasText: 'Tab one:' })).toHaveAttribute('data-on-screen', 'true');
  await one.keyboard.press('Escape');

  // each tab's reload brings back its own draft, not the newest one
  await one.reload();
  await inputIs(one, 'Tab one: the database migration is basically finished.');

  const three = await newPage();
  const w3 = watch(three, baseURL!);
  await open(three);
  const items = await openList(three);
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Tab two: the deploy script is really ready to ship.');
  await expect(items.nth(1)).toContainText('Tab one: the database migration is basically finished.');
  for (const i of [0, 1]) await expect(items.nth(i)).toContainText('other tab');
  await items.nth(1).getByRole('button', { name: /^Restore draft: Tab one/ }).click();
  await inputIs(three, 'Tab one: the database migration is basically finished.');
  await settled(three);
  for (const w of [w1, w2, w3]) expectClean(w);
  await ctx.close();
});

test('the restore list at 1440 and 390 px, keyboard and axe, light and dark', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { ctx, newPage } = await pageIn(browser, baseURL!);
  const other = await newPage();
  await open(other);
  await pasteInput(other, 'Release notes for 2.4: the exporter is basically rewritten and the importer is really faster.');
  await expect.poll(() => other.url()).toContain('#v=1');
  await other.close();

  const page = await newPage();
  const w = watch(page, baseURL!);
  await open(page);
  await pasteInput(page, DRAFT);
  await page.goto('/#' + (await link(page, 'A shared link: the cache layer is basically ready.')));
  await inputIs(page, 'A shared link: the cache layer is basically ready.');
  await pasteInput(page, 'Edited link: the cache layer is ready, with a TTL of 30 s.');
  // saved: the other tab's draft and the typed one to restore, the edited link on screen
  await expect(page.getByTestId('drafts-button')).toHaveText('Drafts (2)');

  // reached and left by keyboard: Enter opens it with the focus on the first Restore, Esc gives it back
  await page.getByTestId('drafts-button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('draft-item')).toHaveCount(3);
  const first = page.getByTestId('drafts-list').getByRole('button', { name: /^Restore draft/ }).first();
  await expect(first).toBeFocused();
  expect(await first.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none')).toBe(true);

  // the open list in each scheme (the page follows it without a reload), wide and on a phone
  mkdirSync('e2e/screenshots', { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(VIEWPORT);
    expect(await seriousViolations(page, { include: '[data-testid=drafts-list]', rules: scheme === 'dark' ? COLOUR_RULES : undefined }), scheme).toEqual([]);
    await page.screenshot({ path: `e2e/screenshots/drafts-1440-${scheme}.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    const box = (await page.getByTestId('drafts-list').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `e2e/screenshots/drafts-390-${scheme}.png` });
  }
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('drafts-button')).toBeFocused();
  expectClean(w);
  await ctx.close();
});
