// Issue 13, items 3 and 4: the playground says why. A control the profile switches off says so
// and the reason chain names the skipped step; an edit's hover links to its rule's card, whose
// "open in playground" brings the example back; an empty input invites to paste or open an example.
import { expect, test } from './shared';
import { expectClean, open, settled, snapshot, watch } from './helpers';

test('a control the profile switches off says so, and the reason chain names the skipped step', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  await expect(page.getByTestId('profile-select')).toHaveValue('forge');
  await page.getByTestId('budget-slider').fill('38');
  await page.getByTestId('explicit-select').selectOption('ultra');

  // forge's precedence has no explicit step: the budget still decides, and the panel says why
  await expect(page.getByTestId('selected-intensity')).toHaveText('full');
  await expect(page.getByTestId('explicit-select-off')).toHaveText(/off in forge/);
  await expect(page.getByTestId('explicit-select')).toHaveAttribute('title', /forge profile switches this step off/);
  await expect(page.getByTestId('explicit-select')).toHaveValue('ultra'); // still readable and set
  await expect(page.getByTestId('selection-reason')).toContainText('explicit ultra: skipped (off in forge)');
  await expect(page.getByTestId('selection-reason')).toContainText('remaining budget 38 %');
  // a step forge does take carries no note
  await expect(page.getByTestId('depth-select-off')).toHaveCount(0);

  // cavekit takes the step: the same control now decides, and nothing is marked off
  await page.getByTestId('profile-select').selectOption('cavekit');
  await expect(page.getByTestId('selected-intensity')).toHaveText('ultra');
  await expect(page.getByTestId('explicit-select-off')).toHaveCount(0);
  await expect(page.getByTestId('selection-reason')).toHaveText('explicit caveman_intensity=ultra');
  expectClean(w);
});

test("an edit's hover links to its rule's card, and the card opens its example in the playground", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const w = watch(page, baseURL!);
  await open(page);
  const edit = page.getByTestId('pane-full').locator('.edit-article').first();
  await edit.hover();
  const link = page.locator('.monaco-hover:visible a', { hasText: 'full.article' });
  await expect(link).toBeVisible();
  await link.click();

  await expect(page).toHaveURL(/\/rules\/#rule-full\.article$/);
  const card = page.getByTestId('rule-full.article');
  await expect(card).toBeInViewport();
  const example = (await page.getByTestId('rule-input-full.article').textContent())!;
  const profile = (await page.getByTestId('rule-output-full.article').getAttribute('data-profile'))!;
  expect(example.length).toBeGreaterThan(10);

  await card.getByTestId('rule-open-full.article').click();
  await expect(page).toHaveURL(/\/#v=1&/);
  await expect.poll(async () => (await snapshot(page)).input).toBe(example);
  const s = await settled(page);
  expect(s.profileId).toBe(profile);
  await expect(page.getByTestId('pane-input')).toContainText(example.slice(0, 20));
  expectClean(w);
});

test('an empty input invites to paste or open an example, whose button opens the gallery', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  await expect(page.getByTestId('empty-state')).toHaveCount(0);
  await page.getByTestId('pane-input').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await snapshot(page)).input).toBe('');

  const empty = page.getByTestId('empty-state');
  await expect(empty).toBeVisible();
  await expect(empty).toContainText('Paste an artifact, or open an example');
  await empty.getByTestId('empty-examples').click();
  await expect(page.getByTestId('examples-gallery')).toBeVisible();
  await page.getByTestId('examples-gallery').locator('[data-testid^=example-]').first().click();
  await expect.poll(async () => (await snapshot(page)).input).not.toBe('');
  await expect(empty).toHaveCount(0);
  expectClean(w);
});

test('the first screen says what it is: a tagline at 1024 px and a described budget slider', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await page.setViewportSize({ width: 1024, height: 800 });
  await open(page);
  await expect(page.getByTestId('tagline')).toBeVisible();
  await expect(page.getByTestId('tagline')).toHaveText('agent prose in fewer tokens', { useInnerText: true }); // the longer half is for 2xl
  // what to expect of a real artifact, said where it is pasted, before anything is
  await expect(page.getByTestId('expectation')).toBeVisible();
  await expect(page.getByTestId('expectation')).toHaveText('real artifacts save 2–6 %');
  await expect(page.getByTestId('expectation')).toHaveAttribute('title', /a careful human or model rewrite about twice that/);
  const slider = page.getByTestId('budget-slider');
  await expect(slider).toHaveAttribute('title', /context window is left/);
  await expect(slider).toHaveAccessibleDescription(/How much of the agent's context window is left/);
  expectClean(w);
});
