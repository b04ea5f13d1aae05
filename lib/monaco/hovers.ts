// One hover provider for every pane: it looks up the protected spans and edits drawn in the
// hovered model and explains them ("Protected: url — why", "full: article dropped — removed
// “the ”"). Texts are built on hover only, never on each update.
import type { Monaco } from './monaco';
import { hoversAt, type OffsetDecoration } from './decorations';

type Lists = ReadonlyArray<readonly OffsetDecoration[]>;

const byModel = new Map<string, Lists>();
let installed = false;

export function setHoverLists(modelUri: string, lists: Lists): void {
  byModel.set(modelUri, lists);
}

export function clearHoverLists(modelUri: string): void {
  byModel.delete(modelUri);
}

export function installHoverProvider(monaco: Monaco): void {
  if (installed) return;
  installed = true;
  // a very large text is shown as plain text (models.ts: fitLanguage); its marks explain themselves all the same
  monaco.languages.registerHoverProvider(['markdown', 'plaintext'], {
    provideHover(model, position) {
      const lists = byModel.get(model.uri.toString());
      if (!lists) return null;
      const hits = hoversAt(lists, model.getOffsetAt(position));
      if (hits.length === 0) return null;
      const start = Math.min(...hits.map((h) => h.start));
      const end = Math.max(...hits.map((h) => h.end));
      const a = model.getPositionAt(start);
      const b = model.getPositionAt(end);
      return {
        range: new monaco.Range(a.lineNumber, a.column, b.lineNumber, b.column),
        contents: hits.map((h) => ({ value: h.text, isTrusted: false, supportThemeIcons: false })),
      };
    },
  });
}
