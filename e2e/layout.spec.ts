// The page's layout at the widths people use: no region overlaps another and nothing scrolls
// sideways from 360 to 1920 px; a phone shows one pane at a time (tabs) with the budget panel
// collapsible, a tablet two panes side by side, a desktop all four in a row.
import { type Page } from '@playwright/test';
import { expect, test } from './shared';
import { PANES, restartApp } from './helpers';

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The page's regions as drawn (hidden ones left out). */
async function regions(page: Page): Promise<Box[]> {
  return page.evaluate((panes) => {
    const named: [string, Element | null][] = [
      ['header', document.querySelector('[data-testid=app-header]')],
      ['budget', document.querySelector('section[aria-label="Intensity selection"]')],
      ['tabs', document.querySelector('[data-testid=pane-tabs]')],
      ['footer', document.querySelector('[data-testid=app-footer]')],
      ...panes.map((p): [string, Element | null] => [p, document.querySelector(`[data-testid=pane-${p}]`)?.closest('section') ?? null]),
    ];
    // open only on demand
    for (const [name, sel] of [
      ['rule editor', '.rule-editor'],
      ['checker', '[data-testid=checker-input]'],
      ['report', '[data-testid=checker-report]'],
    ]) {
      const el = document.querySelector(sel);
      if (el) named.push([name, el.closest('section, aside, .rule-editor')]);
    }
    const out: Box[] = [];
    for (const [name, el] of named) {
      if (!el) throw new Error(`no ${name} region on the page`);
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) out.push({ name, x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height });
    }
    return out;
  }, [...PANES]);
}

function overlaps(boxes: Box[]): string[] {
  const bad: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (w > 1 && h > 1) bad.push(`${a.name} × ${b.name} (${Math.round(w)}×${Math.round(h)} px)`);
    }
  return bad;
}

const visiblePanes = (boxes: Box[]) => boxes.filter((b) => (PANES as readonly string[]).includes(b.name));

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('no region overlaps another and nothing scrolls sideways, 360 to 1920 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // the shared page starts again at this width, as a load at it would (e2e/shared.ts)
  await restartApp(page);
  for (const width of [360, 390, 500, 639, 640, 768, 1024, 1279, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const boxes = await regions(page);
    expect(overlaps(boxes), `overlaps at ${width} px`).toEqual([]);
    expect(await sidewaysScroll(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    for (const p of visiblePanes(boxes)) expect(p.width, `${p.name} pane width at ${width} px`).toBeGreaterThanOrEqual(300);
  }
});

test('with the rule editor or the checker open, still no overlap at 390, 768 and 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // the shared page starts again at this width, as a load at it would (e2e/shared.ts)
  await restartApp(page);
  for (const open of ['rules-button', 'checker-button']) {
    await page.getByTestId(open).click();
    for (const width of [390, 768, 1440]) {
      await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const boxes = await regions(page);
      // a phone shows the checker's panes as tabs of their own
      if (open === 'rules-button' || width >= 640) expect(boxes.map((b) => b.name)).toContain(open === 'rules-button' ? 'rule editor' : 'report');
      else await expect(page.getByTestId('pane-tab-report')).toBeVisible();
      expect(overlaps(boxes), `overlaps at ${width} px with ${open}`).toEqual([]);
      expect(await sidewaysScroll(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId(open).click();
  }
});

test('a phone (390 × 844) shows one pane at a time, chosen with tabs, and the budget panel folds', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const snap = await restartApp(page);

  let boxes = await regions(page);
  expect(visiblePanes(boxes).map((b) => b.name)).toEqual(['input']);
  expect(overlaps(boxes)).toEqual([]);
  // the pane starts on the first screen, not below the fold
  expect(visiblePanes(boxes)[0].y).toBeLessThan(844 / 2);
  await expect(page.getByTestId('budget-slider')).toBeHidden();

  await page.getByTestId('pane-tab-full').click();
  await expect(page.getByTestId('pane-tab-full')).toHaveAttribute('aria-selected', 'true');
  boxes = await regions(page);
  expect(visiblePanes(boxes).map((b) => b.name)).toEqual(['full']);
  expect(visiblePanes(boxes)[0].width).toBeGreaterThanOrEqual(360);
  // its editor takes over in place and draws the full output
  const firstLine = snap.outputs!.full.split('\n')[0];
  await expect(page.getByTestId('pane-full').locator('.view-line').first()).toHaveText(firstLine.replace(/ /g, '\u00a0'), { timeout: 30_000 });

  // arrow keys move between tabs
  await page.getByTestId('pane-tab-full').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('pane-tab-ultra')).toBeFocused();
  await expect(page.getByTestId('pane-ultra')).toBeVisible();
  await expect(page.getByTestId('pane-full')).toBeHidden();

  const toggle = page.getByTestId('budget-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('budget-slider')).toBeVisible();
  expect(overlaps(await regions(page))).toEqual([]);
  // the slider still selects: 5 % remaining is ultra under the default thresholds
  await page.getByTestId('budget-slider').fill('5');
  await expect(page.getByTestId('selected-intensity')).toHaveText('ultra');
  await toggle.click();
  await expect(page.getByTestId('budget-slider')).toBeHidden();

  // the popovers fit the phone's width
  for (const [button, popover] of [
    ['share-button', 'share-popover'],
    ['help-button', 'help-popover'],
  ]) {
    await page.getByTestId(button).click();
    const box = (await page.getByTestId(popover).boundingBox())!;
    expect(box.x, popover).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, popover).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
  }
});

test('a tablet (768 px) shows two panes side by side, the selected one beside the input; a desktop (1440 px) four in a row', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  // the shared page starts again at this width, as a load at it would (e2e/shared.ts)
  await restartApp(page);
  await expect(page.getByTestId('pane-tabs')).toBeHidden();
  let panes = visiblePanes(await regions(page));
  expect([...panes.map((b) => b.name)].sort()).toEqual([...PANES].sort());
  const at = (name: string) => panes.find((b) => b.name === name)!;
  // the page opens on full (38 % left): it shares the first row with the input, above the fold
  await expect(page.getByTestId('selected-intensity')).toHaveText('full');
  expect(Math.abs(at('input').y - at('full').y)).toBeLessThan(1);
  expect(at('full').x).toBeGreaterThan(at('input').x + at('input').width - 1);
  expect(at('lite').y).toBeGreaterThan(at('input').y + at('input').height - 1);
  expect(Math.abs(at('lite').y - at('ultra').y)).toBeLessThan(1);
  expect(at('ultra').x).toBeGreaterThan(at('lite').x);
  await expect(page.getByTestId('budget-slider')).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  panes = visiblePanes(await regions(page));
  expect(new Set(panes.map((b) => Math.round(b.y))).size).toBe(1);
  const xs = panes.map((b) => b.x);
  expect(xs).toEqual([...xs].sort((a, b) => a - b));
});

test('/rules and /corpus fit a phone (390 px) and a tablet (1024 px): no sideways scroll', async ({ page }) => {
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ['/rules/', '/corpus/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await sidewaysScroll(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});

test('at 1024 × 768 the chart waits for a click, so the checker\'s verdict starts on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await restartApp(page);
  await expect(page.getByTestId('budget-slider')).toBeVisible();
  await expect(page.getByTestId('thresholds-chart')).toBeHidden();
  await page.getByTestId('checker-button').click();
  const report = (await page.getByTestId('checker-report').boundingBox())!;
  expect(report.y).toBeLessThan(768 - 40);
  // one click brings the chart back
  await page.getByTestId('chart-show').click();
  await expect(page.getByTestId('thresholds-chart')).toBeVisible();
  await page.getByTestId('checker-button').click();
  await page.setViewportSize({ width: 1280, height: 720 });
});
