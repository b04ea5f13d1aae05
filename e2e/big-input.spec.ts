// Big inputs. A paste far past the playground's input limit: kept in the input, counted (with progress on
// screen, the same count as Node's tokenizer), not compressed, and said so in words; shortening it
// brings the outputs back. The main thread's long tasks are printed by `npm run bench:ui`.
import { expect, test } from './shared';
import { open, snapshot } from './helpers';
import { nodeCounter } from 'caveman-compress/node';
import type { ShareState } from '../lib/state/permalink';
import { encodePermalink, shareBase } from './helpers';

// lib/state/session.ts's LINK_CONFIRM_LENGTH: the longest link the page makes (MAX_LENGTH)
const LINK_CONFIRM_LENGTH = 64_000;

test('a 5 MB paste is kept and counted with progress, the outputs wait, and a shorter input brings them back', async ({ page }) => {
  test.setTimeout(180_000);
  const snap = await open(page);
  let text = '';
  for (let i = 0; text.length < 5_000_000; i++) text += snap.input.replace(/T014/g, `T${1000 + i}`) + '\n';
  text = text.slice(0, 5_000_000);

  await page.getByTestId('pane-input').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  // a real paste event, as the browser sends one: the text travels on the event
  await page.evaluate((t) => {
    (window as unknown as { __paste: DataTransfer }).__paste = new DataTransfer();
    (window as unknown as { __paste: DataTransfer }).__paste.setData('text/plain', t);
  }, text);
  await page.evaluate(() => {
    const seen = { progress: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid=count-progress]')) seen.progress = true;
    }).observe(document.body, { subtree: true, childList: true });
    const data = (window as unknown as { __paste: DataTransfer }).__paste;
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });

  // kept, whole
  await expect.poll(async () => (await snapshot(page)).input.length, { timeout: 60_000 }).toBe(text.length);
  expect((await snapshot(page)).input).toBe(text);
  // said so in words, with the size and the limit
  await expect(page.getByTestId('input-limit')).toContainText('4.8 MB');
  await expect(page.getByTestId('input-limit')).toContainText('256 KB');
  for (const level of ['lite', 'full', 'ultra']) {
    await expect(page.getByTestId(`pane-${level}`).getByTestId('over-limit')).toBeVisible();
    await expect(page.getByTestId(`tokens-${level}`)).toHaveText('—');
  }
  // counted: the same count as Node's tokenizer, after a progress line
  const expected = nodeCounter('o200k_base')(text);
  await expect(page.getByTestId('tokens-input')).toHaveText(String(expected), { timeout: 90_000 });
  expect(await page.evaluate(() => (window as unknown as { __seen: { progress: boolean } }).__seen.progress)).toBe(true);
  await expect(page.getByTestId('count-progress')).toHaveCount(0);

  for (const level of ['lite', 'full', 'ultra']) await expect(page.getByTestId(`reduction-${level}`)).toHaveText(/paused/);

  // Ctrl+Z takes the paste back whole (the page sets a text this large in one go, outside Monaco's
  // undo stack), and the outputs come back with the text
  await page.getByTestId('pane-input').locator('.monaco-editor').click({ position: { x: 40, y: 40 } });
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(async () => (await snapshot(page)).input, { timeout: 30_000 }).toBe(snap.input);
  await expect(page.getByTestId('input-limit')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('pane-full').getByTestId('over-limit')).toHaveCount(0);
  await expect(page.getByTestId('tokens-full')).toHaveText(/^\d+$/, { timeout: 30_000 });
  expect((await snapshot(page)).outputs!.full).toBe(snap.outputs!.full);

  // a paste over the limit through Monaco's own paste command, then typing over it, brings the
  // outputs back too
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text.slice(0, 300_000));
  await expect(page.getByTestId('input-limit')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(snap.input);
  await expect(page.getByTestId('input-limit')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('tokens-full')).toHaveText(/^\d+$/, { timeout: 30_000 });
  expect((await snapshot(page)).outputs!.full).toBe(snap.outputs!.full);
});

test('a text set in one go (a link opened in the tab) keeps every protected mark, also where it starts like the old one', async ({ page }) => {
  const snap = await open(page);
  const marks = () => page.getByTestId('pane-input').locator('[class*="protected-"]').count();
  await expect.poll(marks, { timeout: 30_000 }).toBeGreaterThan(0);
  const before = await marks();
  // the same text with one more paragraph at the end: the marks at the top are the old ones'
  const frag = await encodePermalink(page, { ...shareBase, input: snap.input + '\nOne more line, about `src/extra.ts`.\n' });
  await page.evaluate((f) => (location.hash = f), frag);
  await expect.poll(async () => (await snapshot(page)).input.endsWith('`src/extra.ts`.\n'), { timeout: 30_000 }).toBe(true);
  await expect(page.getByTestId('tokens-full')).toHaveText(/^\d+$/, { timeout: 30_000 });
  await expect.poll(marks, { timeout: 30_000 }).toBeGreaterThanOrEqual(before);
});

test('a link longer than any the page makes says so before it loads, and opens on request', async ({ page }) => {
  test.setTimeout(120_000);
  // incompressible words, so the link is long
  let seed = 9;
  // xorshift32: an exact integer generator (a float LCG falls into a short cycle)
  const next = () => ((seed ^= seed << 13), (seed ^= seed >>> 17), (seed ^= seed << 5), seed >>> 0);
  const word = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + (next() % 26))).join('');
  const huge: ShareState = { ...shareBase, input: Array.from({ length: 20_000 }, word).join(' ') };
  await open(page);
  const frag = await encodePermalink(page, huge);
  expect(frag.length).toBeGreaterThan(LINK_CONFIRM_LENGTH);

  await page.goto('/#' + frag);
  await page.reload();
  await expect(page.getByTestId('long-link')).toContainText(`${frag.length.toLocaleString('en-US')} characters`);
  // not loaded: the page opened on its example
  expect((await snapshot(page)).input).not.toBe(huge.input);
  await page.getByTestId('open-long-link').click();
  await expect.poll(async () => (await snapshot(page)).input, { timeout: 30_000 }).toBe(huge.input);
  await expect(page.getByTestId('long-link')).toHaveCount(0);
  await expect(page.getByTestId('tokens-full')).toHaveText(/^\d+$/, { timeout: 60_000 });
});
