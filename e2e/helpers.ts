// Helpers shared by the e2e specs of the rule editor, checker and permalinks (the same ones
// e2e/playground.spec.ts uses): console / request watching, the window.__caveman probe, and
// reading the editors' text.
import { expect, type Page } from '@playwright/test';
import type { CavemanProbe } from '../components/probe';
import type { ShareState } from '../lib/state/permalink';

export const PANES = ['input', 'lite', 'full', 'ultra'] as const;
export const OUTPUTS = ['lite', 'full', 'ultra'] as const;

export interface Watch {
  consoleErrors: string[];
  failed: string[];
  foreign: string[];
}

/** Records console errors, failed requests and requests to another origin. */
export function watch(page: Page, baseURL: string): Watch {
  const origin = new URL(baseURL).origin;
  const w: Watch = { consoleErrors: [], failed: [], foreign: [] };
  page.on('console', (m) => {
    if (m.type() === 'error') w.consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => w.consoleErrors.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    const err = r.failure()?.errorText ?? '';
    // A test's own navigation (goto, reload) cancels whatever is in flight (the icon, a worker
    // chunk): that is navigation, not a failed request. A missing file still shows as HTTP 404.
    if (err === 'net::ERR_ABORTED') return;
    w.failed.push(`${r.url()} ${err}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) w.failed.push(`HTTP ${r.status()} ${r.url()}`);
  });
  page.on('request', (r) => {
    const url = r.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) w.foreign.push(url);
  });
  return w;
}

export function expectClean(w: Watch) {
  expect(w.consoleErrors, 'console errors').toEqual([]);
  expect(w.failed, 'failed requests').toEqual([]);
  expect(w.foreign, 'requests to another origin').toEqual([]);
}

/** What the page's probe (components/probe.ts) reports of the store. */
export type Snapshot = ReturnType<CavemanProbe['snapshot']>;

export async function snapshot(page: Page): Promise<Snapshot> {
  // right after a navigation the probe may not be installed yet
  await page.waitForFunction(() => !!window.__caveman);
  return page.evaluate(() => window.__caveman!.snapshot());
}

/** Waits until outputs (with the token guard) and all four counts of the current version are rendered. */
export async function settled(page: Page, timeout?: number): Promise<Snapshot> {
  await page.waitForFunction(() => {
    const c = window.__caveman;
    if (!c || !c.lastUpdate) return false;
    const s = c.snapshot();
    return c.lastUpdate.seq === s.seq && c.lastUpdate.encoding === s.encoding;
  }, undefined, { timeout });
  return snapshot(page);
}

/** Pages the shared-page fixture (e2e/shared.ts) has just restarted on `/`, not navigated since. */
export const restarted = new WeakSet<Page>();

/**
 * Opens `path` (default the playground) and waits for the editors and the first outputs. A page
 * the shared fixture has just restarted on `/` is already that: it is not loaded again.
 */
export async function open(page: Page, path = '/', { monacoTimeout = 30_000 } = {}) {
  const fresh = restarted.delete(page) && path === '/' && new URL(page.url()).pathname === '/' && !new URL(page.url()).hash;
  if (!fresh) {
    // from `/` to `/#link` would be a navigation within the document, not the load asked for
    if (page.url() !== 'about:blank') await page.goto('about:blank');
    await page.goto(path);
  }
  await editorsUp(page, monacoTimeout);
  return settled(page);
}

/**
 * The playground started again in the same page, as a new tab of a fresh browser would start it
 * (no storage, no fragment, the first state; components/probe.ts, restart), without a load.
 */
export async function restartApp(page: Page, timeout = 30_000): Promise<Snapshot> {
  await page.waitForFunction(() => !!window.__caveman, undefined, { timeout });
  await page.evaluate(() => window.__caveman!.restart());
  await editorsUp(page, timeout);
  return settled(page, timeout);
}

/** Waits for the Monaco editor of each pane on screen (a phone shows one pane at a time). */
export async function editorsUp(page: Page, timeout = 30_000) {
  // Monaco loads after the first output; slow beside another worker
  for (const p of PANES) {
    const pane = page.getByTestId(`pane-${p}`);
    if (p === 'input' || (await pane.isVisible())) await expect(pane.locator('.monaco-editor')).toBeVisible({ timeout });
  }
}

/** Replaces the input in one go (a paste). */
export async function pasteInput(page: Page, text: string) {
  await page.getByTestId('pane-input').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
  await expect.poll(async () => (await snapshot(page)).input).toBe(text);
  return settled(page);
}

/** The exact text of a pane's Monaco model. */
export async function modelText(page: Page, pane: string): Promise<string | null> {
  return page.evaluate((p) => window.__caveman!.modelText(p), pane);
}

/** Visible text of a pane's editor, whitespace collapsed. */
export async function paneText(page: Page, pane: string): Promise<string> {
  const t = await page.getByTestId(`pane-${pane}`).evaluate((el) => {
    const lines = Array.from(el.querySelectorAll<HTMLElement>('.view-lines .view-line'));
    lines.sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top));
    return lines.map((l) => l.textContent ?? '').join(' ');
  });
  return t.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
}

export const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * paneText once the pane is laid out: the same on two reads a frame apart. After a change of the
 * pane's width (a panel closed), Monaco wraps its lines again a frame or two later, and a read
 * in between joins them where the old width broke them.
 */
export async function settledPaneText(page: Page, pane: string): Promise<string> {
  let last = await paneText(page, pane);
  for (let tries = 0; tries < 100; tries++) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const now = await paneText(page, pane);
    if (now === last) return now;
    last = now;
  }
  throw new Error(`the text of pane ${pane} kept changing`);
}

/** The three outputs as the editors hold them (exact) once they equal the store's outputs. */
export async function outputTexts(page: Page): Promise<Record<string, string>> {
  const snap = await settled(page);
  const out: Record<string, string> = {};
  for (const l of OUTPUTS) {
    await expect.poll(() => modelText(page, l)).toBe(snap.outputs![l]);
    out[l] = snap.outputs![l];
  }
  return out;
}

/** A complete shareable state (the page's defaults with a short input), to build links from. */
export const shareBase: ShareState = {
  input: 'The build is basically complete and the database is ready.',
  profileId: 'forge',
  rules: null,
  budget: 38,
  thresholds: { lower: 20, upper: 50 },
  mode: 'on',
  depth: null,
  phase: null,
  securitySensitive: false,
  explicit: null,
  fallbacks: 0,
  terse: null,
  encoding: 'o200k_base',
  diffTarget: null,
  showEdits: true,
  showProtected: true, syncScroll: true,
  expandedView: false,
  checker: '',
  accepted: [],
};

/** The permalink fragment of a state, made by the page's own codec. */
export async function encodePermalink(page: Page, state: ShareState): Promise<string> {
  return page.evaluate((s) => window.__caveman!.encodeLink(s), state);
}

/**
 * Holds the page's scripts (they start after its first paint) until the returned function is
 * called: what a user does on the static first screen meanwhile is what a slow load lets them do.
 * Navigate with `waitUntil: 'domcontentloaded'`: the load event waits for the held scripts.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
