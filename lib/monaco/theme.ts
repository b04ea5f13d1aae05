// Monaco themes that follow the system colour scheme, matching the page background.
import type { Monaco } from './monaco';

let installed = false;

export function installThemes(monaco: Monaco): void {
  if (installed) return;
  installed = true;
  monaco.editor.defineTheme('caveman-light', {
    base: 'vs',
    inherit: true,
    rules: [],
    colors: { 'editor.background': '#ffffff', 'editorLineNumber.foreground': '#a3a3a3' },
  });
  monaco.editor.defineTheme('caveman-dark', {
    base: 'vs-dark',
    inherit: true,
    rules: [],
    colors: { 'editor.background': '#0a0a0a', 'editorLineNumber.foreground': '#525252' },
  });
  const mq = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => monaco.editor.setTheme(mq.matches ? 'caveman-dark' : 'caveman-light');
  apply();
  mq.addEventListener('change', apply);
}
