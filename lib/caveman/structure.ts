// Markdown structure by remark (the reference parser), for invariant 5. The checker runs on
// arbitrary pairs, so it must not trust the engine's own scanner.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';

interface Node {
  type: string;
  depth?: number;
  ordered?: boolean | null;
  checked?: boolean | null;
  value?: string;
  lang?: string | null;
  children?: Node[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

export interface StructItem {
  sig: string;
  start: number;
  end: number;
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']);

/** A flat list of structural signatures: headings, lists, items, tables, rows, code, front matter, html. */
export function structureOf(text: string): StructItem[] {
  const tree = processor.parse(text) as Node;
  const out: StructItem[] = [];
  const walk = (n: Node, path: string) => {
    const s = n.position?.start.offset ?? 0;
    const e = n.position?.end.offset ?? 0;
    switch (n.type) {
      case 'heading':
        out.push({ sig: `${path}heading h${n.depth}`, start: s, end: e });
        break;
      case 'list':
        out.push({ sig: `${path}list ${n.ordered ? 'ordered' : 'bullet'} of ${n.children?.length ?? 0}`, start: s, end: e });
        break;
      case 'listItem':
        out.push({ sig: `${path}item${n.checked === true ? ' [x]' : n.checked === false ? ' [ ]' : ''}`, start: s, end: e });
        break;
      case 'table':
        out.push({ sig: `${path}table ${n.children?.length ?? 0} rows × ${n.children?.[0]?.children?.length ?? 0} columns`, start: s, end: e });
        break;
      case 'tableRow':
        out.push({ sig: `${path}row of ${n.children?.length ?? 0} cells`, start: s, end: e });
        break;
      case 'code':
        out.push({ sig: `${path}code ${n.lang ?? ''}: ${n.value}`, start: s, end: e });
        break;
      case 'yaml':
      case 'toml':
        out.push({ sig: `front matter: ${n.value}`, start: s, end: e });
        break;
      case 'html':
        out.push({ sig: `${path}html: ${n.value}`, start: s, end: e });
        break;
      case 'blockquote':
        out.push({ sig: `${path}blockquote`, start: s, end: e });
        break;
      case 'thematicBreak':
        out.push({ sig: `${path}rule`, start: s, end: e });
        break;
      default:
        break;
    }
    if (n.type === 'paragraph' || n.type === 'heading' || n.type === 'tableCell') return; // inline content is prose
    n.children?.forEach((c, i) => walk(c, n.type === 'root' ? '' : `${path}${n.type}[${i}] `));
  };
  walk(tree, '');
  return out;
}
