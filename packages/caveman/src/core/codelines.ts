// Lines the checker's parser reads as code, for the few constructs the two parsers read apart.
// The engine segments with markdown-it and the checker reads with remark; on lazy continuation
// lines, indented fences and triple-backtick spans inside containers they can disagree on what is
// code ("-    text\n    ```" is code to markdown-it, the start of an inline code span to remark).
// A prose unit on a line remark reads as code stays as written, so compress and check agree.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import { frontMatterEnd } from './frontmatter';
import { chunksOf } from './check-parse';
import { slot } from './caches';

interface Node {
  type: string;
  children?: Node[];
  position?: { start: { line: number }; end: { line: number } };
}

const withMatter = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']);
const plain = unified().use(remarkParse).use(remarkGfm);

/**
 * Lines of a chunk where the parsers may disagree about code: text after container markers
 * indented four or more, an indented or quoted fence, a fence right after a list marker, a run of
 * three backticks inside a line. Most chunks have none and are not parsed a second time.
 */
const SUSPICIOUS = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))*(?: {4,}|\t)[^\s]|^[ \t]*(?:>[ \t]*)+(?:`{3,}|~{3,})|^ {1,3}(?:`{3,}|~{3,})|^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:`{3,}|~{3,})|\S`{3,}/m;

export const mayDisagree = (text: string) => SUSPICIOUS.test(text);

/** The 0-based lines remark reads as code (a code block, or inline code that spans lines). */
export function remarkCodeLines(text: string): Set<number> {
  const tree = (frontMatterEnd(text) === -1 ? plain : withMatter).parse(text) as Node;
  const out = new Set<number>();
  // with a stack of its own: nesting the input controls never reaches the call stack's end
  const stack: Node[] = [tree];
  while (stack.length) {
    const n = stack.pop()!;
    const p = n.position;
    if (p && (n.type === 'code' || (n.type === 'inlineCode' && p.end.line > p.start.line))) {
      for (let l = p.start.line; l <= p.end.line; l++) out.add(l - 1);
      continue;
    }
    const k = n.children ?? [];
    for (let i = k.length - 1; i >= 0; i--) stack.push(k[i]);
  }
  return out;
}

/** remark's code lines of each block read (by its source): a keystroke re-reads one block. */
/** In the active cache set (caches.ts). */
const BLOCK_CODE = Symbol('block code');
const blockCodes = () => slot(BLOCK_CODE, () => new Map<string, number[]>());

/**
 * Start/end offsets (sorted) of the lines remark reads as code in `text`: read block by block at
 * the checker's safe cuts (chunksOf), where each block reads as it does in the whole text, and
 * only the blocks where the parsers may disagree.
 */
export function remarkCodeRanges(text: string): number[] {
  const out: number[] = [];
  for (const c of chunksOf(text, { limit: 0, target: 0 })) {
    const own = c.source.slice(0, c.length);
    if (!mayDisagree(own)) continue;
    let ranges = blockCodes().get(c.source);
    if (!ranges) {
      const lines = remarkCodeLines(c.source);
      ranges = [];
      if (lines.size) {
        const starts = [0];
        for (let i = c.source.indexOf('\n'); i !== -1; i = c.source.indexOf('\n', i + 1)) starts.push(i + 1);
        for (const l of [...lines].sort((a, b) => a - b)) {
          if (l >= starts.length) continue;
          const s = starts[l];
          const e = l + 1 < starts.length ? starts[l + 1] : c.source.length;
          if (s < c.length) ranges.push(s, Math.min(e, c.length));
        }
      }
      if (blockCodes().size > 2_000) blockCodes().clear();
      blockCodes().set(c.source, ranges);
    }
    for (let i = 0; i < ranges.length; i += 2) out.push(ranges[i] + c.base, ranges[i + 1] + c.base);
  }
  return out;
}
