// axe-core on a page, as the a11y checks of every spec run it: serious and critical violations only.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules whose outcome depends on colours: the only ones a switch of colour scheme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * "rule (n): targets" for each serious or critical violation in the page, or in `include` (a CSS
 * selector), over every rule or only `rules`. Legacy mode runs axe.run in the page itself: the
 * default (runPartial, then finishRun in a blank page opened for it) took 1.7 s against 0.5 s here,
 * and the playground has no frame from another origin, which is what the default is for.
 */
export async function seriousViolations(page: Page, { include, rules }: { include?: string; rules?: string[] } = {}): Promise<string[]> {
  // (only the violations are read: axe then gathers one node per passed or incomplete check
  // instead of every node, which was most of its time on the larger views)
  let axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) axe = axe.include(include);
  if (rules) axe = axe.withRules(rules);
  const r = await axe.analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
