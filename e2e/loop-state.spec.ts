// The seed loops' own inputs in the playground (issue 37): godmode's terse session state beside
// the other selection controls where the profile reads it, and each output expanded for a human
// reader, as expand() in Node gives it.
import { expect, test } from './shared';
import { expand } from 'caveman-compress/internals/expand';
import { PROFILES } from 'caveman-compress/internals/profiles';
import { encodePermalink, expectClean, modelText, open, pasteInput, shareBase, watch } from './helpers';

test("the terse profile shows godmode's session state, and the selection follows it; a link keeps it", async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  const selected = page.getByTestId('selected-intensity');
  const reason = page.getByTestId('selection-reason');
  await expect(page.getByTestId('terse-inputs')).toHaveCount(0); // forge has no terse switch
  await page.getByTestId('profile-select').selectOption('terse');
  await expect(page.getByTestId('terse-inputs')).toBeVisible();
  await expect(selected).toHaveText('full'); // no session state given: the switch is not read

  const rounds = page.getByTestId('terse-rounds');
  await rounds.fill('2');
  await expect(selected).toHaveText('off');
  await expect(reason).toContainText('2 rounds without a human (< 5): terse off');
  await rounds.fill('5');
  await expect(selected).toHaveText('full');
  await expect(reason).toContainText('terse auto on');
  await page.getByTestId('terse-opted-out').check();
  await expect(selected).toHaveText('off');
  await expect(reason).toContainText('opted out');
  await page.getByTestId('terse-env').check();
  await expect(selected).toHaveText('full');
  await expect(reason).toContainText('GODMODE_TERSE set');
  // out of range: refused with a message, the last valid count kept
  await rounds.fill('1000');
  await expect(page.getByTestId('terse-rounds-error')).toContainText('a whole number, 0 to 999');
  await expect(selected).toHaveText('full');
  await rounds.fill('');
  await expect(page.getByTestId('terse-rounds-error')).toHaveCount(0);
  await page.getByTestId('terse-opted-out').uncheck();
  await page.getByTestId('terse-env').uncheck();
  await expect(reason).not.toContainText('terse');

  // a link carries the state (and another profile hides it again)
  const frag = await encodePermalink(page, { ...shareBase, profileId: 'terse', terse: { rounds: 3, optedOut: false, env: false } });
  await page.evaluate((f) => (location.hash = f), frag);
  await expect(rounds).toHaveValue('3');
  await expect(selected).toHaveText('off');
  await page.getByTestId('profile-select').selectOption('cavekit');
  await expect(page.getByTestId('terse-inputs')).toHaveCount(0);
  expectClean(w);
});

test('each output expanded for a human: the text is expand() of the pane, as Node gives it', async ({ page, baseURL }) => {
  const w = watch(page, baseURL!);
  await open(page);
  const text =
    'The database migration failed because the configuration was missing, so the deploy stopped.\n\nThe authentication and authorization modules depend on approximately 12 dependencies.\n';
  await pasteInput(page, text);
  await page.getByTestId('expanded-toggle').check();
  for (const level of ['lite', 'full', 'ultra'] as const) {
    const out = (await modelText(page, level))!;
    const want = expand(out, { profile: PROFILES.forge }).output;
    await expect(page.getByTestId(`expanded-text-${level}`)).toHaveText(want, { useInnerText: true });
    if (level === 'ultra') {
      expect(out).not.toBe(want); // ultra abbreviated or symbolised something, and it came back
      expect(want).not.toMatch(/\bDB\b|->/);
    }
  }
  await expect(page.getByTestId('expanded-ultra')).toContainText(/\d+ abbreviations? or symbols? in words/);
  // off again: the editors are back
  await page.getByTestId('expanded-toggle').uncheck();
  await expect(page.getByTestId('expanded-ultra')).toHaveCount(0);
  expectClean(w);
});
