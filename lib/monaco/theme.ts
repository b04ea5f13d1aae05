// Monaco themes that follow the system colour scheme, matching the page background.
import type { Monaco } from './monaco';

let installed = false;

/** The editors' background in each scheme (the page's): the marks drawn on it are checked against it. */
export const EDITOR_BACKGROUND = { light: '#ffffff', dark: '#0a0a0a' } as const;

export function installThemes(monaco: Monaco): void {
  if (installed) return;
  installed = true;
  // Markdown's token colours sit on the protected spans' tints too: each is at least 4.5:1 on
  // every tint of its scheme (lib/theme/palette.ts), where the base themes' blues and greens are not.
  monaco.editor.defineTheme('caveman-light', {
    base: 'vs',
    inherit: true,
    rules: [
      { token: 'comment', foreground: '1a6b1a' },
      { token: 'type', foreground: '1d5f73' },
    ],
    colors: { 'editor.background': EDITOR_BACKGROUND.light, 'editorLineNumber.foreground': '#a3a3a3' },
  });
  monaco.editor.defineTheme('caveman-dark', {
    base: 'vs-dark',
    inherit: true,
    rules: [
      { token: 'keyword', foreground: '9cdcfe' },
      { token: 'tag', foreground: '9cdcfe' },
      { token: 'attribute.name', foreground: '9cdcfe' },
      { token: 'variable', foreground: 'a5cdf0' },
      { token: 'variable.source', foreground: 'a5cdf0' },
      { token: 'string', foreground: 'f0c8b0' },
      { token: 'attribute.value', foreground: 'f0c8b0' },
      { token: 'comment', foreground: 'b5d6a7' },
    ],
    colors: { 'editor.background': EDITOR_BACKGROUND.dark, 'editorLineNumber.foreground': '#525252' },
  });
  const mq = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => monaco.editor.setTheme(mq.matches ? 'caveman-dark' : 'caveman-light');
  apply();
  mq.addEventListener('change', apply);
}
