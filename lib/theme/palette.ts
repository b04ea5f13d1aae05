// One colour per protected-span kind, per edit rule group and per intensity's budget zone, each with
// a light and a dark value. Single source for tailwind.config.ts (utility classes + CSS variables)
// and for any code that needs the raw values (Monaco decorations, the legend, the rules page).
import type { Intensity, ProtectedKind, RuleGroup } from 'caveman-compress/internals/types';

export interface ColorPair {
  light: string;
  dark: string;
}

/** Background tints for protected spans (readable under normal text colour in each scheme). */
export const KIND_COLORS: Record<ProtectedKind, ColorPair> = {
  code: { light: '#e5e7eb', dark: '#374151' },
  payload: { light: '#e0e7ff', dark: '#312e81' },
  frontmatter: { light: '#ede9fe', dark: '#4c1d95' },
  comment: { light: '#e7e5e4', dark: '#44403c' },
  url: { light: '#dbeafe', dark: '#1e3a8a' },
  email: { light: '#cffafe', dark: '#164e63' },
  path: { light: '#ccfbf1', dark: '#134e4a' },
  branch: { light: '#d1fae5', dark: '#064e3b' },
  identifier: { light: '#fef3c7', dark: '#78350f' },
  mention: { light: '#fce7f3', dark: '#831843' },
  version: { light: '#ecfccb', dark: '#365314' },
  number: { light: '#fef9c3', dark: '#713f12' },
  errorcode: { light: '#fee2e2', dark: '#7f1d1d' },
  hash: { light: '#f1f5f9', dark: '#334155' },
  quote: { light: '#fae8ff', dark: '#701a75' },
  command: { light: '#e0f2fe', dark: '#0c4a6e' },
  anchor: { light: '#ffedd5', dark: '#7c2d12' },
  keyvalue: { light: '#dcfce7', dark: '#14532d' },
  user: { light: '#ffe4e6', dark: '#881337' },
};

/** Foreground / underline colours for edits, one per rule group. */
export const RULE_COLORS: Record<RuleGroup, ColorPair> = {
  filler: { light: '#b91c1c', dark: '#fca5a5' },
  phrase: { light: '#c2410c', dark: '#fdba74' },
  article: { light: '#a16207', dark: '#fde047' },
  narrative: { light: '#be123c', dark: '#fda4af' },
  copula: { light: '#4d7c0f', dark: '#bef264' },
  pronoun: { light: '#15803d', dark: '#86efac' },
  synonym: { light: '#0f766e', dark: '#5eead4' },
  number: { light: '#0369a1', dark: '#7dd3fc' },
  abbreviation: { light: '#1d4ed8', dark: '#93c5fd' },
  arrow: { light: '#6d28d9', dark: '#c4b5fd' },
  conjunction: { light: '#a21caf', dark: '#f0abfc' },
  emphasis: { light: '#be185d', dark: '#f9a8d4' },
  status: { light: '#475569', dark: '#cbd5e1' },
  repair: { light: '#57534e', dark: '#d6d3d1' },
};

/**
 * The linked-range outline (hover / cursor in one pane lights the same text in the others): a
 * quiet neutral, 1 px, so it never outshouts an edit's coloured 2 px underline and shows on every
 * protected tint (at least 3:1 on each, as a graphical mark must).
 */
export const LINK_COLORS: Record<'linked', ColorPair> = {
  linked: { light: '#4b5563', dark: '#d1d5db' },
};

/**
 * The budget's controls: the thumb (the remaining budget) and the two threshold handles, on the
 * slider and drawn on the thresholds chart's axis (as --ui-thumb, --ui-handle with the link's).
 */
export const CONTROL_COLORS: Record<'thumb' | 'handle', ColorPair> = {
  thumb: { light: '#065f46', dark: '#34d399' },
  handle: { light: '#334155', dark: '#e2e8f0' },
};

/** The zone of the budget in which the thresholds pick each intensity (slider track, thresholds chart): --zone-<intensity>. */
export const ZONE_COLORS: Record<Intensity, ColorPair> = {
  ultra: { light: '#c4b5fd', dark: '#5b21b6' },
  full: { light: '#93c5fd', dark: '#1e40af' },
  lite: { light: '#86efac', dark: '#166534' },
};

/** CSS custom property holding the scheme-dependent colour, e.g. `--kind-code`, `--rule-article`. */
export const kindVar = (kind: ProtectedKind): string => `--kind-${kind}`;
export const ruleVar = (group: RuleGroup): string => `--rule-${group}`;
