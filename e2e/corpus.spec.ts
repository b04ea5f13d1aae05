// The corpus view (/corpus, issue 12): 20 files set through the file picker fill the table with
// numbers and the per-rule chart; a rule edit changes the corpus totals and shows the difference
// from the profile's defaults; a reload keeps the corpus; a file opens in the four panes; clearing
// leaves nothing in IndexedDB. Files that are not text, too large or binary are named with a
// reason. No console error, no request to another origin, no CSP violation.
import { type Page } from '@playwright/test';
import { expect, freshTest as test } from './shared';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildReport } from 'caveman-compress/internals/report';
import { validateProfile } from 'caveman-compress/internals/profiles';
import { nodeCounter } from 'caveman-compress/node';
import { expectClean, holdScripts, snapshot, watch } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const DIR = join(process.cwd(), 'fixtures/artifacts');
const SOURCES = readdirSync(DIR)
  .filter((n) => /\.(md|txt)$/.test(n))
  .sort()
  .map((n) => readFileSync(join(DIR, n), 'utf8'));

/** 20 texts made from the fixtures (the later ones with a numbered first line, so each is its own file). */
const FILES = Array.from({ length: 20 }, (_, i) => ({
  name: `note-${String(i + 1).padStart(2, '0')}.md`,
  mimeType: 'text/markdown',
  text: i < SOURCES.length ? SOURCES[i] : `Copy ${i + 1}: the notes below are basically the same as before.\n\n${SOURCES[i % SOURCES.length]}`,
}));
const asPayload = (f: { name: string; mimeType: string; text: string }) => ({ name: f.name, mimeType: f.mimeType, buffer: Buffer.from(f.text, 'utf8') });

const ROWS_TIMEOUT = 180_000; // the machine running the suite may be busy

async function cspWatch(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

async function rowsReady(page: Page, n: number) {
  await expect(page.getByTestId('corpus-row')).toHaveCount(n);
  await expect(page.getByTestId('corpus-table')).toHaveAttribute('data-rows-ready', String(n), { timeout: ROWS_TIMEOUT });
  await expect(page.getByTestId('corpus-progress')).toBeHidden({ timeout: ROWS_TIMEOUT });
}

const totalTokens = async (page: Page, level: string) => Number(await page.getByTestId(`total-${level}`).getAttribute('data-tokens'));

test('20 files: table, chart, a rule edit, reload, open in the panes, clear', async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  const w = watch(page, baseURL!);
  await cspWatch(page);
  await page.goto('/corpus/');
  await expect(page.getByTestId('corpus-empty')).toContainText('No files yet');
  await expect(page.getByTestId('corpus-no-link')).toContainText('no link');

  await page.getByTestId('corpus-files-input').setInputFiles(FILES.map(asPayload));
  await expect(page.getByTestId('corpus-count')).toHaveText('20 files');
  await rowsReady(page, 20);
  // every row has numbers: input tokens, and a reduction per intensity
  const tokens = await page.getByTestId('cell-tokens').allTextContents();
  expect(tokens).toHaveLength(20);
  for (const t of tokens) expect(Number(t)).toBeGreaterThan(0);
  for (const level of ['lite', 'full', 'ultra']) {
    const cells = await page.getByTestId(`cell-reduction-${level}`).allTextContents();
    expect(cells.every((c) => /^(−|\+)?\d+(\.\d)? %$/.test(c))).toBe(true);
  }
  const sum = tokens.reduce((a, t) => a + Number(t), 0);
  await expect(page.getByTestId('total-tokens')).toHaveText(sum.toLocaleString('en'));
  // rows out of view were skipped while the run filled them; once it is over every row is drawn,
  // out of view too (a capture of the whole page shows them), and the table is still a table
  await expect(page.locator('[data-testid=corpus-row][data-lazy]')).toHaveCount(0);
  const table = page.getByRole('table', { name: /20 files of the corpus/ });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(table.getByRole('rowheader')).toHaveCount(20);
  await expect(table.getByRole('columnheader', { name: 'Tokens' })).toBeVisible();
  const last = page.getByTestId('corpus-row').last();
  await expect(last).toHaveCSS('content-visibility', 'visible');

  // sorting by tokens (descending, then ascending) with aria-sort on the header
  await page.getByTestId('sort-tokens').click();
  await expect(page.locator('th', { has: page.getByTestId('sort-tokens') })).toHaveAttribute('aria-sort', 'descending');
  const desc = (await page.getByTestId('cell-tokens').allTextContents()).map(Number);
  expect(desc).toEqual([...desc].sort((a, b) => b - a));
  await page.getByTestId('sort-tokens').click();
  await expect(page.locator('th', { has: page.getByTestId('sort-tokens') })).toHaveAttribute('aria-sort', 'ascending');

  // the chart: a stacked bar per intensity, in the rule groups' colours, with a legend
  await expect(page.getByTestId('corpus-chart-svg')).toBeVisible();
  expect(await page.locator('[data-testid^="bar-full-"]').count()).toBeGreaterThan(1);
  await expect(page.getByTestId('bar-full-article')).toHaveCSS('fill', /rgb/);
  await expect(page.getByTestId('corpus-chart-legend')).toContainText('article');

  // a rule edit re-runs the corpus: without the article rule, full keeps more tokens
  const fullBefore = await totalTokens(page, 'full');
  const liteBefore = await totalTokens(page, 'lite');
  await expect(page.getByTestId('rule-editor')).toBeVisible();
  await page.getByTestId('group-article').uncheck();
  await expect(page.getByTestId('corpus-delta')).toHaveAttribute('data-state', 'current', { timeout: ROWS_TIMEOUT });
  await expect(page.getByTestId('corpus-progress')).toBeHidden({ timeout: ROWS_TIMEOUT });
  const fullAfter = await totalTokens(page, 'full');
  expect(fullAfter).toBeGreaterThan(fullBefore);
  expect(await totalTokens(page, 'lite')).toBe(liteBefore);
  await expect(page.getByTestId('delta-total-full')).toHaveText(`full +${fullAfter - fullBefore}`);
  await expect(page.getByTestId('delta-total-lite')).toHaveText('lite 0');
  await expect(page.getByTestId('cell-delta-full').first()).toBeVisible();

  // "export report": the JSON the core's buildReport gives for the same files and tuned profile
  // (what `caveman report --json` prints), downloaded from the page
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-report').click()]);
  expect(download.suggestedFilename()).toBe('caveman-report-forge.json');
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
  const tuned = validateProfile({ base: 'forge', groups: { article: false } });
  if (!tuned.ok) throw new Error(tuned.error);
  const expected = buildReport(
    FILES.map((f) => ({ name: f.name, text: f.text, bytes: Buffer.byteLength(f.text) })),
    { profile: tuned.profile, countTokens: nodeCounter('o200k_base'), encoding: 'o200k_base' },
  );
  expect(exported).toEqual(JSON.parse(JSON.stringify(expected)));
  expect(exported.totals.intensities.full.tokens).toBe(fullAfter);

  // the thresholds chart, fed with the corpus totals
  await expect(page.getByTestId('corpus-thresholds').getByTestId('thresholds-chart')).toBeVisible();
  await expect(page.getByTestId('corpus-thresholds').getByTestId('thresholds-summary')).toContainText(String(fullAfter));

  // a reload keeps the corpus and its rule edit
  await page.reload();
  await rowsReady(page, 20);
  await expect(page.getByTestId('edit-count')).toHaveText('1 edited');
  await expect(page.getByTestId('corpus-delta')).toHaveAttribute('data-state', 'current', { timeout: ROWS_TIMEOUT });
  expect(await totalTokens(page, 'full')).toBe(fullAfter);

  // a click opens the file in the four panes, with the corpus's rule edit
  const target = FILES[4];
  await page.getByTestId('sort-name').click(); // back to name order (A to Z)
  await page.locator(`[data-testid=corpus-row][data-name="${target.name}"] [data-testid=corpus-open]`).click();
  await expect(page.getByTestId('pane-input').locator('.monaco-editor')).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await snapshot(page)).input, { timeout: 30_000 }).toBe(target.text);
  await expect(page.getByTestId('pane-input')).toContainText(target.text.split('\n')[0].slice(0, 40));
  expect(new URL(page.url()).search).toBe(''); // the text is in the fragment, which no server sees
  await expect(page.getByTestId('rules-button')).toContainText('•'); // the tuned profile came along

  // back, and clear: nothing is left in IndexedDB
  await page.getByTestId('corpus-link').click();
  await rowsReady(page, 20);
  await page.getByTestId('corpus-clear').click();
  await page.getByTestId('corpus-clear-confirm').click();
  await expect(page.getByTestId('corpus-empty')).toBeVisible();
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('corpus-empty')).toContainText('No files yet');
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).toEqual([]);

  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expectClean(w);
});

test('files that are not text, too large or binary are named with a reason; pasted texts are added', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const w = watch(page, baseURL!);
  await cspWatch(page);
  await page.goto('/corpus/');
  // the page has read the kept corpus (empty)
  await expect(page.getByTestId('corpus-empty')).toContainText('No files yet');
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const binary = Buffer.alloc(2000, 0);
  binary.write('PK\u0003\u0004', 0, 'latin1');
  await page.getByTestId('corpus-files-input').setInputFiles([
    { name: 'logo.png', mimeType: 'image/png', buffer: png },
    { name: 'huge.md', mimeType: 'text/markdown', buffer: Buffer.from('word '.repeat(60_000)) },
    { name: 'archive.md', mimeType: 'text/markdown', buffer: binary },
    asPayload(FILES[0]),
  ]);
  const rejected = page.getByTestId('corpus-rejected');
  await expect(rejected).toContainText('2 files were not added');
  await expect(rejected).toContainText('logo.png');
  await expect(rejected).toContainText('not a text file');
  await expect(rejected).toContainText('huge.md');
  await expect(rejected).toContainText('too large');
  await rowsReady(page, 2);
  await expect(page.locator('[data-testid=corpus-row][data-name="archive.md"] [data-testid=row-error]')).toContainText('binary data');
  await expect(page.getByTestId('total-files')).toContainText('(+1 unreadable)');

  await page.getByTestId('corpus-paste').locator('summary').click();
  await page.getByTestId('paste-text').fill('I have basically finished the migration, and the tests really pass now.');
  await page.getByTestId('paste-add').click();
  await rowsReady(page, 3);
  await expect(page.locator('[data-testid=corpus-row][data-name="pasted-1.md"] [data-testid=cell-tokens]')).toHaveText(/^\d+$/);

  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expectClean(w);
});

test('files picked and a profile chosen before the page has run its scripts are taken once it has', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const w = watch(page, baseURL!);
  const release = await holdScripts(page); // until the files are picked
  await page.goto('/corpus/', { waitUntil: 'domcontentloaded' }); // the load event waits for the held scripts
  await expect(page.getByTestId('corpus-empty')).toContainText('Reading the corpus');
  await page.getByTestId('corpus-files-input').setInputFiles([asPayload(FILES[0]), asPayload(FILES[1])]);
  const select = page.getByTestId('corpus-profile-select');
  const other = await select.evaluate((s: HTMLSelectElement) => [...s.options].find((o) => !o.selected)!.value);
  await select.selectOption(other);
  release();
  await rowsReady(page, 2);
  await expect(page.getByTestId('corpus-count')).toHaveText('2 files');
  await expect(page.getByTestId('corpus-files-input')).toHaveJSProperty('value', '');
  // the rule editor shows the store's profile: the one chosen is the one the corpus runs under
  await expect(select).toHaveValue(other);
  await expect(page.getByLabel(/^Rule editor:/)).toContainText(other);
  expectClean(w);
});

test('a corpus cleared while it is still being written to IndexedDB leaves nothing behind', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const w = watch(page, baseURL!);
  await page.goto('/corpus/');
  await expect(page.getByTestId('corpus-empty')).toContainText('No files yet');
  // 120 files of some 40 KB: the page writes them in about 75 transactions, and the clear comes
  // while they are being written
  const body = SOURCES.join('\n\n');
  const files = Array.from({ length: 120 }, (_, i) => ({
    name: `big-${String(i + 1).padStart(3, '0')}.md`,
    mimeType: 'text/markdown',
    buffer: Buffer.from(`# Big ${i + 1}\n\n${body.repeat(Math.ceil(40_000 / body.length)).slice(0, 40_000)}\n`, 'utf8'),
  }));
  await page.getByTestId('corpus-files-input').setInputFiles(files);
  // in the table, and being written
  const saving = page.getByTestId('corpus-saving');
  await expect(page.getByTestId('corpus-count')).toHaveText('120 files');
  await expect(saving).toHaveAttribute('data-state', 'saving');
  await expect(saving).toHaveText('saving…');
  await page.getByTestId('corpus-clear').click();
  await page.getByTestId('corpus-clear-confirm').click();
  await expect(page.getByTestId('corpus-empty')).toBeVisible();
  // every write ended (the clear, and the add it cut short): no database, and none comes back
  await expect(saving).toHaveAttribute('data-state', 'saved', { timeout: 60_000 });
  await expect(saving).toHaveText('');
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  expect(await databases()).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('corpus-empty')).toContainText('No files yet');
  expect(await databases()).toEqual([]);
  expectClean(w);
});
