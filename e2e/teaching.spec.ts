// End-to-end tests of the teaching features (SPEC §6): the examples gallery of the playground and
// the rules page (/rules). Every output the browser shows is recomputed here in Node with the
// same core (packages/caveman/src/core) from the same definitions (lib/examples), and must be equal.
import { type Page } from '@playwright/test';
import { expect, test } from './shared';
import { mkdirSync } from 'node:fs';
import { compress, compressAll } from 'caveman-compress/internals/compress';
import { selectIntensity } from 'caveman-compress/internals/select';
import { PROFILES, PROFILE_IDS } from 'caveman-compress/internals/profiles';
import { RULES } from 'caveman-compress/internals/rules/index';
import { INTENSITIES, PROTECTED_KINDS, type Intensity } from 'caveman-compress/internals/types';
import { ARTIFACT_EXAMPLES, EXAMPLES, VECTOR_EXAMPLES, exampleById } from '../lib/examples/catalog';
import { exampleProfile, INVARIANT_EXAMPLE, KIND_EXAMPLES, PRECEDENCE_STEPS, SCOPE_EXAMPLES } from '../lib/examples/teaching';
import { SCOPE_RULES } from 'caveman-compress/internals/scope';
import { nodeCounter } from 'caveman-compress/node';
import { expectClean, holdScripts, open, settled, snapshot, watch, type Snapshot } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const SCREENSHOTS = 'e2e/screenshots';

const openPlayground = (page: Page) => open(page);

/** Visible text of a pane's editor, whitespace collapsed (Monaco renders only the visible lines). */
async function paneText(page: Page, pane: string): Promise<string> {
  const t = await page.getByTestId(`pane-${pane}`).evaluate((el) => {
    const lines = Array.from(el.querySelectorAll<HTMLElement>('.view-lines .view-line'));
    lines.sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top));
    return lines.map((l) => l.textContent ?? '').join(' ');
  });
  return squash(t.replace(/\u00a0/g, ' '));
}

/** Without whitespace: Monaco wraps long lines anywhere (inside "email+password" too). */
const squash = (s: string) => s.replace(/\s+/g, '');

/** Opens the gallery, clicks one example, waits for the outputs of the new input. */
async function loadFromGallery(page: Page, id: string): Promise<Snapshot> {
  const ex = exampleById(id)!;
  await page.getByTestId('examples-button').click();
  await expect(page.getByTestId('examples-gallery')).toBeVisible();
  await page.getByTestId(`example-${id}`).click();
  await expect(page.getByTestId('examples-gallery')).toBeHidden();
  await expect.poll(async () => (await snapshot(page)).input).toBe(ex.text);
  await page.waitForFunction(() => {
    const s = window.__caveman!.snapshot();
    return s.resultsSeq === s.seq;
  });
  return settled(page);
}

/**
 * The outputs the playground shows equal the core's in Node for the same input and profile (with
 * the token guard of the encoding the worker used, as `caveman compress` does).
 */
async function expectOutputsOfCore(page: Page, snap: Snapshot, profileId: string) {
  await expect(page.getByTestId('profile-select')).toHaveValue(profileId);
  const guard = snap.guard === 'o200k_base' || snap.guard === 'cl100k_base' ? nodeCounter(snap.guard) : null;
  const want = compressAll(snap.input, { profile: PROFILES[profileId], ...(guard ? { countTokens: guard } : {}) });
  for (const level of INTENSITIES) expect(snap.outputs![level], `${level} output`).toBe(want[level].output);
}

test('the examples gallery lists every example and loads one in a click; vector 7 switches to terse', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  const first = await openPlayground(page);

  await page.getByTestId('examples-button').click();
  const gallery = page.getByTestId('examples-gallery');
  await expect(gallery).toBeVisible();
  expect(VECTOR_EXAMPLES).toHaveLength(9);
  expect(ARTIFACT_EXAMPLES.length).toBeGreaterThanOrEqual(8);
  for (const ex of EXAMPLES) {
    const card = page.getByTestId(`example-${ex.id}`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(ex.title);
    await expect(card).toContainText(ex.kind);
    await expect(card).toContainText(ex.description);
    if (ex.profile && ex.group === 'vector' && ex.profile !== 'forge') await expect(card).toContainText(`profile ${ex.profile}`);
  }
  for (const n of [7, 8]) await expect(page.getByTestId(`example-vector-${n}`)).toContainText('profile terse');
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/gallery-1440.png` });

  // Esc closes it, nothing loaded
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  expect((await snapshot(page)).input).toBe(first.input);

  // vector 2 (forge): input and the three outputs change; the outputs are the core's
  let snap = await loadFromGallery(page, 'vector-2');
  await expectOutputsOfCore(page, snap, 'forge');
  for (const level of INTENSITIES) await expect.poll(() => paneText(page, level)).toBe(squash(snap.outputs![level]));
  await expect.poll(() => paneText(page, 'input')).toBe(squash(exampleById('vector-2')!.text));

  // vector 7: the profile switches to terse and the status line is compressed the terse way
  snap = await loadFromGallery(page, 'vector-7');
  await expectOutputsOfCore(page, snap, 'terse');
  expect(snap.outputs!.full.startsWith('R7')).toBe(true);
  await expect.poll(() => paneText(page, 'full')).toBe(squash(snap.outputs!.full));

  // an artifact without a profile keeps the current one (terse); one with a profile switches
  snap = await loadFromGallery(page, 'skill-file');
  expect(snap.input.startsWith('---\n')).toBe(true);
  await expectOutputsOfCore(page, snap, 'terse');
  snap = await loadFromGallery(page, 'cavecrew-refusals');
  await expectOutputsOfCore(page, snap, 'cavecrew');
  for (const level of INTENSITIES) expect(snap.outputs![level]).toContain('too-big. split: 4 one-line tasks.');

  // the gallery marks what is loaded
  await page.getByTestId('examples-button').click();
  await expect(page.getByTestId('example-cavecrew-refusals')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('example-vector-2')).not.toHaveAttribute('aria-current', 'true');
  await page.getByTestId('examples-close').click();
  await expect(gallery).toBeHidden();

  expectClean(w);
});

/** Checks every live example on the rules page against compress() in Node; returns how many. */
async function expectLiveExamplesOfCore(page: Page): Promise<Record<string, number>> {
  const shown = await page.locator('[data-live-example]').evaluateAll((els) =>
    els.map((el) => ({
      type: el.getAttribute('data-live-example')!,
      rule: el.getAttribute('data-rule-id'),
      id: el.getAttribute('data-example-id'),
      profile: el.getAttribute('data-profile')!,
      intensity: el.getAttribute('data-intensity')!,
      text: el.textContent ?? '',
    })),
  );
  const byType: Record<string, number> = {};
  const defs = [...KIND_EXAMPLES, ...SCOPE_EXAMPLES, INVARIANT_EXAMPLE];
  for (const s of shown) {
    byType[s.type] = (byType[s.type] ?? 0) + 1;
    if (s.type === 'rule') {
      const rule = RULES.find((r) => r.id === s.rule);
      expect(rule, s.rule ?? '').toBeDefined();
      expect(s.intensity).toBe(rule!.intensity);
      expect(PROFILES[s.profile].groups[rule!.group], `${rule!.id} runs with a profile that has its group on`).toBe(true);
      const want = compress(rule!.example!, { intensity: rule!.intensity, profile: s.profile, envelope: false }).output;
      expect(s.text, `live example of ${rule!.id} (${s.profile})`).toBe(want);
    } else {
      const def = defs.find((d) => d.id === s.id);
      expect(def, s.id ?? '').toBeDefined();
      expect(s.profile).toBe(def!.profile);
      expect(s.intensity).toBe(def!.intensity);
      const want = compress(def!.text, { intensity: def!.intensity as Intensity, profile: exampleProfile(def!), envelope: false }).output;
      expect(s.text, `live example ${def!.id}`).toBe(want);
    }
  }
  return byType;
}

test('the rules page shows every rule, kind and profile; its live examples equal the core in Node', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await page.goto('/rules/');
  await expect(page.getByTestId('rules-page')).toBeVisible();

  // a column per profile
  await expect(page.locator('[data-testid^="profile-column-"]')).toHaveCount(PROFILE_IDS.length);
  for (const id of PROFILE_IDS) await expect(page.getByTestId(`profile-column-${id}`)).toHaveText(id);
  // the profile differences from forge are highlighted (e.g. cavekit's → arrow, terse's status group)
  const arrowRow = page.getByTestId('profile-row-arrow');
  await expect(arrowRow.locator('td[data-profile="cavekit"]')).toHaveAttribute('data-differs', 'true');
  await expect(arrowRow.locator('td[data-profile="forge"]')).not.toHaveAttribute('data-differs', 'true');
  await expect(page.getByTestId('profile-row-group-status').locator('td[data-profile="terse"]')).toHaveAttribute('data-differs', 'true');
  await expect(page.getByTestId('profile-row-statusPhrases').locator('td[data-profile="terse"]')).toHaveText(String(PROFILES.terse.statusPhrases.length));

  // every rule of RULES, with its id, group, intensity and description
  for (const r of RULES) {
    const card = page.getByTestId(`rule-${r.id}`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(r.id);
    await expect(card).toContainText(r.group);
    await expect(card).toContainText(r.description);
    // the rule's own edits are highlighted in its output
    if (r.example) await expect(page.getByTestId(`rule-output-${r.id}`).locator('.mark-own, .mark-caret').first()).toBeAttached();
  }

  // every protected kind, each example's spans byte-exact; every out-of-scope rule kept verbose
  for (const k of PROTECTED_KINDS) await expect(page.getByTestId(`kind-${k}`)).toBeVisible();
  for (const ex of KIND_EXAMPLES) await expect(page.getByTestId(`exact-${ex.id}`)).toHaveAttribute('data-ok', 'true');
  for (const r of SCOPE_RULES) await expect(page.getByTestId(`scope-${r.id}`)).toBeVisible();
  for (const ex of SCOPE_EXAMPLES) await expect(page.getByTestId(`kept-${ex.id}`)).toHaveAttribute('data-ok', 'true');

  // the live outputs are the core's
  const counts = await expectLiveExamplesOfCore(page);
  expect(counts.rule).toBe(RULES.filter((r) => r.example).length);
  expect(counts.kind).toBe(KIND_EXAMPLES.length);
  expect(counts.scope).toBe(SCOPE_EXAMPLES.length);
  expect(counts.invariants).toBe(1);

  // precedence: every cell is selectIntensity for that profile
  for (const step of PRECEDENCE_STEPS) {
    for (const id of PROFILE_IDS) {
      const cell = page.getByTestId(`precedence-${step.id}`).locator(`td[data-profile="${id}"]`);
      await expect(cell).toHaveAttribute('data-selection', selectIntensity(step.input, PROFILES[id]).intensity);
    }
  }
  // invariants: the live check passes (tokens needs a tokenizer: not checked on this page)
  for (const id of ['protected', 'uncertainty', 'negation', 'actors', 'numbers', 'structure', 'idempotent', 'licensed']) {
    await expect(page.getByTestId(`invariant-${id}`)).toHaveAttribute('data-state', 'pass');
  }
  // the license table's finding classes, from the core's own list
  await expect(page.getByTestId('finding-classes')).toContainText('cause invented');
  await expect(page.getByTestId('finding-classes')).toContainText('role (who did what to whom)');

  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/rules-1440.png` });
  await page.getByTestId('kind-path').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/rules-kinds-1440.png` });
  await page.locator('#precedence').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/rules-precedence-1440.png` });
  await page.getByTestId('profiles-table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/rules-profiles-1440.png` });

  // the examples recompute in the browser for another profile (cavekit: → arrows)
  await page.getByTestId('rules-profile-select').selectOption('cavekit');
  await expect(page.getByTestId('rule-output-ultra.arrow')).toHaveAttribute('data-profile', 'cavekit');
  await expect(page.getByTestId('rule-output-ultra.arrow')).toContainText('→');
  await expect(page.getByTestId('rule-output-status.round')).toHaveAttribute('data-profile', 'terse');
  await expectLiveExamplesOfCore(page);

  expectClean(w);
});

test('a profile chosen on the static rules page before its scripts ran is the one its examples use', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  const release = await holdScripts(page);
  await page.goto('/rules/', { waitUntil: 'domcontentloaded' }); // the load event waits for the held scripts
  await page.getByTestId('rules-profile-select').selectOption('cavekit');
  release();
  await expect(page.getByTestId('rule-output-ultra.arrow')).toHaveAttribute('data-profile', 'cavekit');
  await expect(page.getByTestId('rule-output-ultra.arrow')).toContainText('→');
  await expect(page.getByTestId('rules-profile-select')).toHaveValue('cavekit');
  expectClean(w);
});

test('the playground links to the rules page and back', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await openPlayground(page);
  await page.getByTestId('rules-link').click();
  await expect(page.getByTestId('rules-page')).toBeVisible();
  await expect(page).toHaveURL(/\/rules\/?$/);
  await page.getByTestId('playground-link').click();
  await expect(page.getByTestId('pane-full').locator('.monaco-editor')).toBeVisible();
  await settled(page);
  expectClean(w);
});

test('the rules page and the gallery in the dark scheme', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/rules/#protected');
  await expect(page.getByTestId('kind-code')).toBeVisible();
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).not.toBe('rgb(255, 255, 255)');
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/rules-dark-1440.png` });
  await openPlayground(page);
  await page.getByTestId('examples-button').click();
  await expect(page.getByTestId('examples-gallery')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/gallery-dark-1440.png` });
  expectClean(w);
});
