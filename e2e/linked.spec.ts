// Linked panes (issue 13): a hover or the cursor in one pane lights the matching text in the
// others, scrolling is synced (with a switch), and a row of the savings table selects its rule
// group's edits in every pane. The edits a highlight must match are recomputed here in Node with
// the same core, from the text the page shows.
import { type Page } from '@playwright/test';
import { expect, test } from './shared';
import { compressAll } from 'caveman-compress/internals/compress';
import { PROFILES } from 'caveman-compress/internals/profiles';
import { DEFAULT_EXAMPLE } from '../lib/examples/default';
import { nodeCounter } from 'caveman-compress/node';
import { expectClean, open as openPage, OUTPUTS, pasteInput, watch, type Snapshot } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });
// four editors on a machine shared with other builds: Monaco can take a while to come up
test.describe.configure({ timeout: 150_000 });

/** The playground with its four editors and the first outputs (helpers' open, with more patience). */
async function open(page: Page): Promise<Snapshot> {
  return openPage(page, '/', { monacoTimeout: 90_000 });
}

/** Resolves after `n` of the page's animation frames. */
async function frames(page: Page, n: number) {
  await page.evaluate((k) => new Promise<void>((done) => { const step = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => step(left - 1))); step(k); }), n);
}

/** A pane's scrollTop once it has stopped moving (the same over three frames). */
async function settledScroll(page: Page, pane: string): Promise<number> {
  let last = await scrollTop(page, pane);
  for (;;) {
    await frames(page, 3);
    const now = await scrollTop(page, pane);
    if (now === last) return now;
    last = now;
  }
}

/** The text of a pane's elements of one class, in reading order (a range may be cut into several spans). */
async function classText(page: Page, pane: string, cls: string): Promise<string> {
  return page.getByTestId(`pane-${pane}`).evaluate((el, c) => {
    const parts = Array.from(el.querySelectorAll<HTMLElement>(`.view-lines .${c}`)).map((n) => {
      const r = n.getBoundingClientRect();
      return { top: Math.round(r.top), left: r.left, text: n.textContent ?? '' };
    });
    parts.sort((a, b) => a.top - b.top || a.left - b.left);
    return parts.map((p) => p.text).join('').replace(/\u00a0/g, ' ');
  }, cls);
}

async function classCount(page: Page, pane: string, cls: string): Promise<number> {
  return page.getByTestId(`pane-${pane}`).locator(`.view-lines .${cls}`).count();
}

/** A pane's scrollTop, as Monaco draws it (its lines are moved up by that much). */
async function scrollTop(page: Page, pane: string): Promise<number> {
  return page.getByTestId(`pane-${pane}`).evaluate((el) => -parseFloat(el.querySelector<HTMLElement>('.lines-content')!.style.top || '0'));
}

function coreEdits(snap: Snapshot) {
  const guard = snap.guard === 'o200k_base' || snap.guard === 'cl100k_base' ? nodeCounter(snap.guard) : null;
  return compressAll(snap.input, { profile: PROFILES[snap.profileId], ...(guard ? { countTokens: guard } : {}) });
}

test('hovering an edit in each output lights its input text, and its image in the other outputs', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  const snap = await open(page);
  const core = coreEdits(snap);
  for (const level of OUTPUTS) {
    // out of the panes first: nothing lit, so what lights next is this hover's
    await page.getByTestId('app-header').hover();
    await expect.poll(() => classCount(page, 'input', 'linked-range')).toBe(0);
    // the first mark: a replacement, or a deletion (its mark sits on a neighbouring character)
    const mark = page.getByTestId(`pane-${level}`).locator('.view-lines .edit').first();
    const box = (await mark.boundingBox())!;
    await page.mouse.move(box.x + 1, box.y + box.height / 2);
    await expect.poll(() => classText(page, 'input', 'linked-range'), { message: `${level}: the input text of the hovered edit is lit` }).not.toBe('');
    const before = await classText(page, 'input', 'linked-range');
    // a replacement is lit in its own pane; a deletion has no text there, only the place it was
    const after = await classText(page, level, 'linked-range');
    if (after === '') expect(await classCount(page, level, 'linked-gap')).toBe(1);
    // the lit pair is one of this output's edits: the input text and what the output has instead
    const edit = core[level].edits.find((e) => e.after === after && e.before === before);
    expect(edit, `${level}: "${before}" → "${after}" is an edit of ${level}`).toBeDefined();
    // and the other outputs light something too: the same input text as they rendered it
    for (const other of OUTPUTS) {
      if (other === level) continue;
      await expect.poll(async () => (await classCount(page, other, 'linked-range')) + (await classCount(page, other, 'linked-gap'))).toBeGreaterThan(0);
    }
  }
  // leaving the panes clears the light
  await page.getByTestId('app-header').hover();
  await expect.poll(() => classCount(page, 'input', 'linked-range')).toBe(0);
  expectClean(w);
});

test('the keyboard cursor in the input lights the same word in every output, and follows it', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  await page.getByTestId('pane-input').locator('.view-lines').click();
  await page.getByTestId('app-header').hover(); // the mouse out of the way: only the cursor drives
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight'); // "# H|andoff"
  await expect.poll(() => classText(page, 'input', 'linked-range')).toBe('Handoff');
  for (const level of OUTPUTS) await expect.poll(() => classText(page, level, 'linked-range')).toBe('Handoff');
  // down into the prose: another range, lit in every output (or marked where an output dropped it)
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await expect.poll(() => classText(page, 'input', 'linked-range')).not.toBe('Handoff');
  const lit = await classText(page, 'input', 'linked-range');
  expect(lit).not.toBe('');
  for (const level of OUTPUTS) {
    await expect.poll(async () => (await classCount(page, level, 'linked-range')) + (await classCount(page, level, 'linked-gap'))).toBeGreaterThan(0);
  }
  expectClean(w);
});

test('scrolling one pane scrolls the others to the same text; switched off, they stay', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  await pasteInput(page, `${DEFAULT_EXAMPLE}\n\n${DEFAULT_EXAMPLE}\n\n${DEFAULT_EXAMPLE}`);
  await page.keyboard.press('ControlOrMeta+Home'); // the paste left the cursor, and the view, at the end
  // (the editor scrolls in a later frame than the key's, to the first line: its padding may stay
  // scrolled past)
  await expect.poll(() => scrollTop(page, 'input'), { message: 'input back at the top' }).toBeLessThan(10);
  const home = await settledScroll(page, 'input');
  for (const level of OUTPUTS) await expect.poll(() => scrollTop(page, level), { message: `${level} back at the top` }).toBe(home);
  const sync = page.getByTestId('sync-scroll');
  await expect(sync).toBeChecked();
  const wheel = async (pane: string, dy: number) => {
    const box = (await page.getByTestId(`pane-${pane}`).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 4; i++) {
      await page.mouse.wheel(0, dy / 4);
      await frames(page, 2);
    }
  };
  await wheel('input', 1600);
  await expect.poll(() => scrollTop(page, 'input')).toBeGreaterThan(home + 150);
  const top = await settledScroll(page, 'input');
  for (const level of OUTPUTS) {
    await expect.poll(() => scrollTop(page, level), { message: `${level} follows` }).toBeGreaterThan(home + 50);
    // the outputs are shorter: the same text sits as high or higher up, never lower
    expect(await scrollTop(page, level)).toBeLessThanOrEqual(top + 30);
  }
  await sync.uncheck();
  const before = Object.fromEntries(await Promise.all(OUTPUTS.map(async (l) => [l, await scrollTop(page, l)] as const)));
  await wheel('input', 1600);
  await expect.poll(() => scrollTop(page, 'input')).toBeGreaterThan(top + 150);
  await settledScroll(page, 'input');
  await frames(page, 6); // a synced pane would have moved within a frame or two
  for (const level of OUTPUTS) expect(await scrollTop(page, level), `${level} stays`).toBe(before[level]);
  // on again, an output scrolled by hand leads the others, the input too
  await sync.check();
  const far = await scrollTop(page, 'input');
  await wheel('lite', -800);
  await expect.poll(() => scrollTop(page, 'lite')).toBeLessThan(before.lite);
  await expect.poll(() => scrollTop(page, 'input')).toBeLessThan(far - 150);
  expectClean(w);
});

test('a row of the savings table selects its rule group in every pane; again, it clears', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  const snap = await open(page);
  const core = coreEdits(snap);
  const row = page.getByTestId('savings-row-filler');
  const button = page.getByTestId('savings-select-filler');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await row.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  for (const level of OUTPUTS) {
    const n = core[level].edits.filter((e) => e.group === 'filler').length;
    expect(n, `${level} has filler edits`).toBeGreaterThan(0);
    await expect.poll(() => classCount(page, level, 'selected-group'), { message: `${level} shows its filler edits` }).toBeGreaterThan(0);
  }
  // in the input, the words the outputs dropped as filler
  await expect.poll(() => classText(page, 'input', 'selected-group')).toContain(core.lite.edits.find((e) => e.group === 'filler')!.before.trim());
  // Enter on the row's button clears it
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  for (const level of ['input', ...OUTPUTS]) await expect.poll(() => classCount(page, level, 'selected-group')).toBe(0);
  expectClean(w);
});

test('an empty input shows no reduction, not a negative zero', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  await page.getByTestId('pane-input').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  for (const level of OUTPUTS) {
    await expect(page.getByTestId(`tokens-${level}`)).toHaveText('0');
    await expect(page.getByTestId(`reduction-${level}`)).toHaveText('—');
  }
  expectClean(w);
});
