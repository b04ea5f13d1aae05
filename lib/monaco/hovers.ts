// One hover provider for every pane: it looks up the protected spans and edits drawn in the
// hovered model and explains them ("Protected: url — why", "full: article dropped — removed
// “the ”", its rule a link to the rule's card on /rules). Texts are built on hover only, never on
// each update.
import type { Monaco } from './monaco';
import { hoversAt, type OffsetDecoration } from './decorations';
import { heldHoversAt } from './heldDecorations';

type Lists = ReadonlyArray<readonly OffsetDecoration[]>;

// per model: lists whose marks never overlap (looked up by binary search), and marks that may
// (what the token guard held back: two rules on one word)
const byModel = new Map<string, { lists: Lists; overlapping: readonly OffsetDecoration[] }>();
let installed = false;

export function setHoverLists(modelUri: string, lists: Lists, overlapping: readonly OffsetDecoration[] = []): void {
  byModel.set(modelUri, { lists, overlapping });
}

export function clearHoverLists(modelUri: string): void {
  byModel.delete(modelUri);
}

/**
 * The rules page beside the playground, absolute: the playground is the site's root page, so
 * "rules/" against it carries a BASE_PATH (/caveman/rules/) and drops a permalink's fragment.
 */
export function rulesPageUrl(): string {
  return new URL('rules/', document.baseURI).href;
}

export function installHoverProvider(monaco: Monaco): void {
  if (installed) return;
  installed = true;
  const rulesUrl = rulesPageUrl();
  // Monaco opens http(s) links of a hover in a new window; the rules page is this site, so it
  // opens in this tab like the header's Rules link (the draft is kept in local storage)
  monaco.editor.registerLinkOpener({
    open(resource) {
      const href = resource.toString(true);
      if (!href.startsWith(rulesUrl)) return false;
      window.location.assign(href);
      return true;
    },
  });
  // a very large text is shown as plain text (models.ts: fitLanguage); its marks explain themselves all the same
  monaco.languages.registerHoverProvider(['markdown', 'plaintext'], {
    provideHover(model, position) {
      const marks = byModel.get(model.uri.toString());
      if (!marks) return null;
      const offset = model.getOffsetAt(position);
      const hits = hoversAt(marks.lists, offset, rulesUrl).concat(heldHoversAt(marks.overlapping, offset, rulesUrl));
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
