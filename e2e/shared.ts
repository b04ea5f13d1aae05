// One page per Playwright worker for the specs that only need a fresh playground, not a fresh
// load: between tests the playground restarts itself (window.__caveman.restart(),
// components/probe.ts), which stops everything, drops storage, the fragment and the editors'
// models, and starts again from the store's first state, as a new tab on `/` would. The page
// keeps its scripts, Monaco, the tokenizer and the compression worker (told to forget all but its
// loaded code and encoders), so a test starts in ~0.3 s and 0.3 s of the browser's CPU instead of
// a load's 2-4 s and 2 s. A spec that needs a real load (a link, a route set before it, the first screen) says so
// with page.goto / open(page, path), which load the page as before.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { restartApp, restarted } from './helpers';

interface Shared {
  context: BrowserContext;
  page: Page | null;
}

/**
 * The playground on `/` restarted and working: its editors up, the first outputs and counts in,
 * no error on screen. A document a test loaded under a route (a tokenizer made to fail) or broke
 * is not: it is loaded again.
 */
async function restartedHere(page: Page): Promise<boolean> {
  if (new URL(page.url()).pathname !== '/') return false;
  const banner = page.getByTestId('error-banner');
  // (each side settles on its own: the one that loses the race must not reject unheard)
  const outcome = await Promise.race([
    restartApp(page, 10_000).then(
      () => 'ready',
      () => 'stuck',
    ),
    banner.waitFor({ state: 'visible', timeout: 10_000 }).then(
      () => 'error',
      () => 'stuck',
    ),
  ]);
  return outcome === 'ready' && !(await banner.isVisible());
}

export const test = base.extend<object, { shared: Shared }>({
  shared: [
    async ({ browser }, provide, workerInfo) => {
      const u = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: u.baseURL,
        userAgent: u.userAgent,
        deviceScaleFactor: u.deviceScaleFactor,
        isMobile: u.isMobile,
        hasTouch: u.hasTouch,
      });
      const shared: Shared = { context, page: null };
      await provide(shared);
      await context.close();
    },
    { scope: 'worker' },
  ],

  // the tests' `context` is the shared page's (permissions granted there apply to it)
  context: async ({ shared }, provide) => {
    await provide(shared.context);
  },

  page: async ({ shared, viewport, colorScheme }, provide) => {
    let page = shared.page;
    if (!page || page.isClosed()) page = shared.page = await shared.context.newPage();
    // what the last test left on the page object: its listeners, routes, emulation, permissions
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme: colorScheme ?? 'light', reducedMotion: null, forcedColors: null, media: null });
    // other tabs the last test opened in this context
    for (const p of shared.context.pages()) if (p !== page) await p.close();
    if (!(await restartedHere(page))) {
      // first test, or the last one left `/` or left it broken: load it, then start from what a
      // new tab has
      await page.goto('/');
      await page.evaluate(async () => {
        for (const db of (await indexedDB.databases?.()) ?? []) if (db.name) indexedDB.deleteDatabase(db.name);
      });
      await restartApp(page);
    }
    restarted.add(page);
    await provide(page);
    restarted.delete(page);
    // after the test: its beforeEach may grant them before this fixture's setup
    await shared.context.clearPermissions();
  },
});

/**
 * For the specs whose every test needs a browser of its own (storage, a first load, routes set
 * before it): Playwright's own `context` and `page`, a new browser context a test, with the
 * project's device and the test's options. The worker fixtures are `test`'s, so Playwright runs
 * these specs in the same workers as the others, in file order; with a worker of another kind
 * it queued them all after the others, and one worker ran them while the other had ended.
 */
export const freshTest = test.extend<object>({
  context: async ({ browser, baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, colorScheme, javaScriptEnabled, acceptDownloads }, provide) => {
    const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, colorScheme, javaScriptEnabled, acceptDownloads });
    await provide(context);
    await context.close();
  },
  page: async ({ context }, provide) => {
    await provide(await context.newPage());
  },
});

export { expect };
