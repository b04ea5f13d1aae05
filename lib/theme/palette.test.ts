import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { CONTROL_COLORS, ZONE_COLORS } from './palette';

// the page's background in each scheme (app/globals.css)
const PAGE = { light: '#ffffff', dark: '#0a0a0a' } as const;

describe('budget colours', () => {
  it('draws the thumb and the threshold handles at 3:1 or more (a graphical mark) on the page and on every zone they cross, in both schemes', () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const [control, pair] of Object.entries(CONTROL_COLORS)) {
        expect(contrastRatio(pair[mode], PAGE[mode]), `${control} on the ${mode} page`).toBeGreaterThanOrEqual(3);
        for (const [zone, z] of Object.entries(ZONE_COLORS)) expect(contrastRatio(pair[mode], z[mode]), `${control} on the ${zone} zone (${mode})`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
