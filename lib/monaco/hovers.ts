// One hover provider for every pane: it looks up the protected spans and edits drawn in the
// hovered model and explains them ("Protected: url — why", "full: article dropped — removed
// “the ”", its rule a link to the rule's card on /rules). Texts are built on hover only, never on
// each update.
import type { Monaco } from './monaco';
import { hoversAt, type OffsetDecoration } from './decorations';
import { installHeldMarks } from './heldMarks';

type Lists = ReadonlyArray<readonly OffsetDecoration[]>;

const byModel = new Map<string, Lists>();
let installed = false;

export function setHoverLists(modelUri: string, lists: Lists): void {
  byModel.set(modelUri, lists);
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
  installHeldMarks(monaco, rulesUrl); // what the token guard held back: its own marks and hovers
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
      const lists = byModel.get(model.uri.toString());
      if (!lists) return null;
      const hits = hoversAt(lists, model.getOffsetAt(position), rulesUrl);
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
