// Tailwind v4 reads this file through `@config "../tailwind.config.ts"` in app/globals.css.
//
// Colours: for every protected kind and every rule group there are three utilities, e.g.
//   bg-kind-code        -> var(--kind-code): switches with prefers-color-scheme (CSS variable below)
//   bg-kind-code-light  -> the light value,  bg-kind-code-dark -> the dark value
//   text-rule-article / decoration-rule-article / border-rule-article ... likewise.
// Dark mode follows the OS setting (`media`), so `dark:` variants work too.
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { CONTROL_COLORS, KIND_COLORS, LINK_COLORS, RULE_COLORS, ZONE_COLORS, type ColorPair } from './lib/theme/palette';

type Scale = Record<string, string | Record<string, string>>;

function scale(prefix: string, pairs: Record<string, ColorPair>): Scale {
  const out: Scale = {};
  for (const [name, pair] of Object.entries(pairs)) {
    out[name] = { DEFAULT: `var(--${prefix}-${name})`, light: pair.light, dark: pair.dark };
  }
  return out;
}

function vars(prefix: string, pairs: Record<string, ColorPair>, mode: keyof ColorPair): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, pair] of Object.entries(pairs)) out[`--${prefix}-${name}`] = pair[mode];
  return out;
}

/** Every scheme-dependent colour as a CSS variable: --kind-*, --rule-*, --zone-*, --ui-*. */
function themeVars(mode: keyof ColorPair): Record<string, string> {
  return {
    ...vars('kind', KIND_COLORS, mode),
    ...vars('rule', RULE_COLORS, mode),
    ...vars('zone', ZONE_COLORS, mode),
    ...vars('ui', { ...LINK_COLORS, ...CONTROL_COLORS }, mode),
  };
}

const config: Config = {
  darkMode: 'media',
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        kind: scale('kind', KIND_COLORS),
        rule: scale('rule', RULE_COLORS),
        zone: scale('zone', ZONE_COLORS),
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        ':root': themeVars('light'),
        '@media (prefers-color-scheme: dark)': { ':root': themeVars('dark') },
      });
    }),
  ],
};

export default config;
