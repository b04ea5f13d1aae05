// The tokenizer's downloads (its WASM and an encoding's ranks) are fetched once per page and
// shared by both workers that count tokens (the token worker and the compression worker's token
// guard), even with the HTTP cache off; another encoding's ranks load when it is chosen, once.
// Requests are counted by what their responses hold, whoever made them (the page or a worker).
import { type Page, type Request } from '@playwright/test';
import { expect, freshTest as test } from './shared';
import { get_encoding, type Tiktoken } from '@dqbd/tiktoken';
import { expectClean, open, PANES, pasteInput, settled, snapshot, watch } from './helpers';

type Encoding = 'o200k_base' | 'cl100k_base';

const encoders = new Map<Encoding, Tiktoken>();
function nodeCount(encoding: Encoding, text: string): number {
  let enc = encoders.get(encoding);
  if (!enc) encoders.set(encoding, (enc = get_encoding(encoding)));
  return text.length === 0 ? 0 : enc.encode_ordinary(text).length;
}

test.afterAll(() => {
  for (const e of encoders.values()) e.free();
});

/** The tokenizer's files, by content: the WASM, or an encoding's ranks (JSON or a script, either way they name their special tokens). */
type Kind = 'wasm' | Encoding;

async function kindOf(req: Request): Promise<Kind | null> {
  const res = await req.response();
  if (!res) return null;
  const body = await res.body().catch(() => null);
  if (!body || body.length < 100_000) return null;
  if (body.subarray(0, 4).equals(Buffer.from([0x00, 0x61, 0x73, 0x6d])) && body.includes('tiktoken')) return 'wasm';
  if (!body.includes('bpe_ranks')) return null;
  if (body.includes('"<|endofprompt|>":200018')) return 'o200k_base';
  if (body.includes('"<|endofprompt|>":100276')) return 'cl100k_base';
  return null;
}

/** Counts the requests of each of the tokenizer's files, made by the page or any of its workers. */
function countDownloads(page: Page) {
  const kinds: Promise<Kind | null>[] = [];
  page.on('requestfinished', (req) => kinds.push(kindOf(req)));
  return async () => {
    const n: Record<Kind, number> = { wasm: 0, o200k_base: 0, cl100k_base: 0 };
    for (const k of await Promise.all(kinds)) if (k) n[k]++;
    return n;
  };
}

/** No HTTP cache, in the page and in its workers. */
async function disableCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // That reaches the page's own requests only. With a route installed, Playwright disables the
  // cache in every target it attaches to, the workers included, before they run.
  await page.route('**/*', (route) => route.continue());
}

/** The four counts shown, once they are of the current text (data-seq: the input version they count). */
async function shownCounts(page: Page): Promise<Record<string, number>> {
  const seq = String((await snapshot(page)).seq);
  const out: Record<string, number> = {};
  for (const p of PANES) {
    const el = page.getByTestId(`tokens-${p}`);
    await expect(el).toHaveAttribute('data-seq', seq);
    await expect(el).toHaveText(/^\d+$/);
    out[p] = Number(await el.textContent());
  }
  return out;
}

// Counted differently by the two encodings (o200k_base is better at non-English text).
const TEXT =
  'Handoff: the migration for T300 is basically done, and I think the staging database is ready. ' +
  'Die Datenbank ist bereit, und die Tests laufen wieder. Привет, мир! Это очень простой текст. 東京タワーから富士山が見えます。';

test('with the HTTP cache off, the WASM and the ranks are downloaded once and both workers count with them', async ({ page, baseURL }) => {
  test.setTimeout(120_000); // every request goes through a route, on a machine busy with other builds
  const w = watch(page, baseURL!);
  await disableCache(page);
  const downloads = countDownloads(page);
  await open(page);
  // both workers have the encoder: the token worker says so, the compression worker guards outputs with it
  await expect(page.getByTestId('tokenizer-ready')).toBeVisible({ timeout: 30_000 });
  const first = await pasteInput(page, TEXT);
  expect(first.guard).toBe('o200k_base');
  const o200 = await shownCounts(page);
  for (const p of PANES) expect(o200[p], p).toBe(nodeCount('o200k_base', p === 'input' ? first.input : first.outputs![p]));
  expect(await downloads()).toEqual({ wasm: 1, o200k_base: 1, cl100k_base: 0 });

  await page.getByTestId('encoding-select').selectOption('cl100k_base');
  const snap = await settled(page);
  expect(snap.encoding).toBe('cl100k_base');
  expect(snap.guard).toBe('cl100k_base');
  await expect(page.getByTestId('tokenizer-ready')).toBeVisible({ timeout: 30_000 });
  const cl100 = await shownCounts(page);
  for (const p of PANES) expect(cl100[p], p).toBe(nodeCount('cl100k_base', p === 'input' ? snap.input : snap.outputs![p]));
  expect(cl100.input).not.toBe(o200.input);
  expect(await downloads()).toEqual({ wasm: 1, o200k_base: 1, cl100k_base: 1 });

  // back again: both workers still have the first encoder
  await page.getByTestId('encoding-select').selectOption('o200k_base');
  await settled(page);
  expect(await shownCounts(page)).toEqual(o200);
  expect(await downloads()).toEqual({ wasm: 1, o200k_base: 1, cl100k_base: 1 });
  expectClean(w);
});

for (const fault of [
  { file: 'the WASM', url: /\/[^/]*\.wasm$/, answer: { status: 500, body: 'Internal Server Error' }, message: 'tokenizer WASM: HTTP 500' },
  { file: 'the ranks', url: /\/o200k_base\.[^/]*\.json$/, answer: { status: 200, contentType: 'text/html', body: '<!doctype html><title>Moved</title>' }, message: 'encoder ranks (o200k_base): unreadable' },
]) {
  test(`${fault.file} failing: the error banner says why, and once the server recovers the next request downloads it, once`, async ({ page }) => {
    test.setTimeout(120_000); // two loads of the tokenizer, on a machine busy with other builds
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let failing = true;
    let served = 0;
    await page.route(fault.url, (route) => {
      if (failing) return route.fulfill(fault.answer);
      served++;
      return route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('error-banner')).toContainText(fault.message, { timeout: 60_000 });
    failing = false;
    // compression goes on without counts; a new text asks for counts, which load the tokenizer again
    await expect(page.getByTestId('pane-input').locator('.monaco-editor')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('pane-input').locator('.view-lines').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(TEXT);
    await expect.poll(async () => (await snapshot(page)).input).toBe(TEXT);
    await expect(page.getByTestId('tokens-input')).toHaveText(String(nodeCount('o200k_base', TEXT)), { timeout: 30_000 });
    const snap = await snapshot(page);
    await expect(page.getByTestId('tokens-full')).toHaveText(String(nodeCount('o200k_base', snap.outputs!.full)));
    expect(served).toBe(1);
    expect(errors).toEqual([]);
  });
}
