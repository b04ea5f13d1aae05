// The oracle's own view of a markdown document through remark: a flat structural signature
// (one line per block, one per phrasing block's inline inventory) and the prose text.
// Deliberately independent of packages/caveman/src/core/structure.ts, so the two can disagree.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';

// Minimal mdast shape: enough for the walk, without a dependency on @types/mdast.
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  depth?: number;
  ordered?: boolean | null;
  start?: number | null;
  spread?: boolean | null;
  checked?: boolean | null;
  align?: (string | null)[] | null;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  title?: string | null;
  identifier?: string;
  referenceType?: string;
  position?: { start: { offset?: number; line: number }; end: { offset?: number; line: number } };
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']);
const withoutFrontMatter = unified().use(remarkParse).use(remarkGfm);

export function parse(text: string): MdNode {
  const tree = processor.parse(text) as unknown as MdNode;
  // micromark-extension-frontmatter: an unclosed `---` / `+++` on the first line turns the blocks
  // after it into paragraphs ("---\n\n- a" reads as rule + paragraph, CommonMark says rule +
  // list). With no front matter found, the extension has nothing to add: parse without it.
  if (!hasFrontMatter(tree) && /^\uFEFF?(?:---|\+\+\+)/.test(text)) return withoutFrontMatter.parse(text) as unknown as MdNode;
  return tree;
}

const PHRASING_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);
const ENVELOPE = /^<!-- caveman: intensity=(lite|full|ultra) version=\d+ -->$/;

export function hasFrontMatter(tree: MdNode): boolean {
  const first = tree.children?.[0];
  return first?.type === 'yaml' || first?.type === 'toml';
}

/**
 * The output without its envelope, when the envelope sits where SPEC §2 allows it: the first
 * block, or right after the front matter when the input has one. An envelope above the front
 * matter stays, so the structure comparison sees the front matter turned into a rule and text.
 * The node is dropped from the parsed output rather than the line from the text and the rest
 * parsed again: the rest must read as the input does with the envelope in place (a BOM pushed
 * below the envelope turns an indented code block into a paragraph).
 */
export function stripEnvelope(
  text: string,
  tree: MdNode,
  inputHasFrontMatter: boolean,
): { tree: MdNode; text: string; stripped: boolean; misplaced: boolean } {
  const kids = tree.children ?? [];
  const at = inputHasFrontMatter ? 1 : 0;
  const node = kids[at];
  if (!node || node.type !== 'html' || !ENVELOPE.test(node.value ?? '')) return { tree, text, stripped: false, misplaced: false };
  // The first line, or the line right after the front matter: not after a blank line.
  const line = inputHasFrontMatter ? kids[0].position!.end.line + 1 : 1;
  const misplaced = node.position!.start.line !== line;
  // micromark drops a leading BOM before it counts offsets.
  const shift = text.startsWith('\uFEFF') ? 1 : 0;
  const start = node.position!.start.offset! + shift;
  let end = node.position!.end.offset! + shift;
  if (text.startsWith('\r\n', end)) end += 2;
  else if (text[end] === '\n' || text[end] === '\r') end += 1;
  return { tree: { ...tree, children: kids.filter((_, i) => i !== at) }, text: text.slice(0, start) + text.slice(end), stripped: true, misplaced };
}

interface InlineInventory {
  code: string[];
  links: string[];
  html: string[];
  breaks: number;
  deletes: number;
  emphasis: number;
}

function inlineInventory(node: MdNode, inv: InlineInventory = { code: [], links: [], html: [], breaks: 0, deletes: 0, emphasis: 0 }) {
  for (const c of node.children ?? []) {
    switch (c.type) {
      case 'inlineCode':
        inv.code.push(c.value ?? '');
        break;
      case 'link':
      case 'image':
        inv.links.push(`${c.type}(${c.url})`);
        break;
      case 'linkReference':
      case 'imageReference':
        inv.links.push(`${c.type}[${c.identifier}/${c.referenceType}]`);
        break;
      case 'footnoteReference':
        inv.links.push(`footnote[${c.identifier}]`);
        break;
      case 'html':
        inv.html.push(c.value ?? '');
        break;
      case 'break':
        inv.breaks++;
        break;
      case 'delete':
        inv.deletes++;
        break;
      case 'emphasis':
      case 'strong':
        inv.emphasis++;
        break;
    }
    if (c.children) inlineInventory(c, inv);
  }
  return inv;
}

const j = JSON.stringify;

/**
 * One line per structural fact, with its path (`2.list/0.item/1.paragraph`), so the first
 * differing line of two signatures says where the structure changed.
 */
export function signature(tree: MdNode, opts: { emphasis: boolean }): string[] {
  const out: string[] = [];
  const walk = (node: MdNode, path: string) => {
    (node.children ?? []).forEach((c, i) => {
      const p = `${path}${i}.${c.type}`;
      switch (c.type) {
        case 'heading':
          out.push(`${p} depth=${c.depth}`);
          break;
        case 'list':
          out.push(`${p} ordered=${!!c.ordered} start=${c.start ?? ''} spread=${!!c.spread} items=${c.children?.length}`);
          break;
        case 'listItem':
          out.push(`${p} checked=${c.checked ?? 'none'} spread=${!!c.spread}`);
          break;
        case 'table':
          out.push(`${p} align=${j(c.align)} rows=${c.children?.length}`);
          break;
        case 'tableRow':
          out.push(`${p} cells=${c.children?.length}`);
          break;
        case 'code':
          out.push(`${p} lang=${j(c.lang ?? null)} meta=${j(c.meta ?? null)} value=${j(c.value)}`);
          break;
        case 'html':
        case 'yaml':
        case 'toml':
          out.push(`${p} value=${j(c.value)}`);
          break;
        case 'definition':
          out.push(`${p} id=${j(c.identifier)} url=${j(c.url)} title=${j(c.title ?? null)}`);
          break;
        case 'footnoteDefinition':
          out.push(`${p} id=${j(c.identifier)}`);
          break;
        default:
          out.push(`${p}`);
      }
      if (PHRASING_BLOCKS.has(c.type)) {
        const inv = inlineInventory(c);
        out.push(
          `${p} inline code=${j(inv.code)} links=${j(inv.links)} html=${j(inv.html)} breaks=${inv.breaks} delete=${inv.deletes}` +
            (opts.emphasis ? ` emphasis=${inv.emphasis}` : ''),
        );
      } else if (c.children) {
        walk(c, `${p}/`);
      }
    });
  };
  walk(tree, '');
  return out;
}

const NOT_PROSE = new Set(['code', 'inlineCode', 'html', 'yaml', 'toml', 'definition', 'image', 'imageReference']);

/**
 * Prose: text nodes outside code, HTML and front matter. Text nodes of one block are joined
 * without a separator (emphasis may split a word: `**not**ice`), anything dropped leaves a space.
 */
export function prose(tree: MdNode): string {
  const blocks: string[] = [];
  const inline = (node: MdNode): string =>
    (node.children ?? [])
      .map((c) => (c.type === 'text' ? (c.value ?? '') : NOT_PROSE.has(c.type) || c.type === 'break' ? ' ' : inline(c)))
      .join('');
  const walk = (node: MdNode) => {
    for (const c of node.children ?? []) {
      if (NOT_PROSE.has(c.type)) continue;
      if (PHRASING_BLOCKS.has(c.type)) blocks.push(inline(c));
      else walk(c);
    }
  };
  walk(tree);
  return blocks.join('\n');
}
