import { describe, expect, it } from 'vitest';
import { RULE_GROUPS } from 'caveman-compress/internals/types';
import { KIND_COLORS, LINK_COLORS, RULE_COLORS } from '../theme/palette';
import { contrastRatio } from '../theme/contrast';
import { decorationCss } from './styles';
import { EDITOR_BACKGROUND } from './theme';

const SCHEMES = ['light', 'dark'] as const;
const css = decorationCss();

/** Every background a mark can sit on in a scheme: the editor's, and each protected span's tint. */
const grounds = (scheme: (typeof SCHEMES)[number]) => [EDITOR_BACKGROUND[scheme], ...Object.values(KIND_COLORS).map((k) => k[scheme])];

describe('decoration styles', () => {
  it("draws a deletion's mark in its group's colour, at 3:1 or more on every background of both schemes", () => {
    expect(css).toMatch(/\.edit-deletion::after\{[^}]*var\(--edit-color\)/);
    for (const g of RULE_GROUPS) {
      expect(css).toContain(`.edit-${g}{--edit-color:var(--rule-${g})`);
      for (const scheme of SCHEMES) {
        for (const bg of grounds(scheme)) expect(contrastRatio(RULE_COLORS[g][scheme], bg), `${g} on ${bg} (${scheme})`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('outlines a linked range without a background of its own, at 3:1 or more on every background', () => {
    const rule = /\.linked-range\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain('var(--ui-linked)');
    expect(rule).not.toContain('background');
    for (const scheme of SCHEMES) {
      for (const bg of grounds(scheme)) expect(contrastRatio(LINK_COLORS.linked[scheme], bg), `${bg} (${scheme})`).toBeGreaterThanOrEqual(3);
    }
  });

  it('outlines a selected group in its own colour', () => {
    for (const g of RULE_GROUPS) expect(css).toContain(`.sg-${g}{--sg-color:var(--rule-${g})}`);
    expect(css).toMatch(/\.selected-group\{[^}]*var\(--sg-color\)/);
  });
});
