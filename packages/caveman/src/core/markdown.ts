// The CommonMark + GFM parser of the engine: markdown-it (block tokens with line maps, inline
// tokens), configured to read markdown the way remark-parse + remark-gfm do, plus what the engine
// needs and markdown-it does not give: source offsets of inline tokens. Each inline rule is
// wrapped so that the tokens it pushes carry `[start, end)` offsets into the inline content.
import MarkdownIt from 'markdown-it';
import type { MarkdownIt as Md, StateBlock, StateInline, Token } from 'markdown-it';
import { frontMatterEnd } from './frontmatter';
import { keep } from './keep';

export type MdToken = Token & { pos?: [number, number] };

/** Marks text tokens flushed from `pending` (their text was gathered by several rules). */
const FLUSHED = { flushed: true };

type InlineRule = (state: StateInline, silent: boolean) => boolean;

function tracked(name: string, fn: InlineRule): InlineRule {
  return (state, silent) => {
    if (silent) return fn(state, silent);
    const start = state.pos;
    const first = state.tokens.length;
    const ok = fn(state, silent);
    if (!ok) return ok;
    const toks = state.tokens as MdToken[];
    const end = state.pos;
    const own: MdToken[] = [];
    for (let i = first; i < toks.length; i++) if (toks[i].meta !== FLUSHED && !toks[i].pos) own.push(toks[i]);
    if (!own.length) return ok;
    if (name === 'link') {
      // `[` opens, `](dest "title")` (or `]`, `][ref]`) closes; the label's tokens were placed by
      // the rules that the link rule ran on it.
      const labelEnd = state.md.helpers.parseLinkLabel(state, start, true);
      own[0].pos = [start, start + 1];
      own[own.length - 1].pos = [labelEnd >= 0 ? labelEnd : end - 1, end];
      return ok;
    }
    // Delimiter runs push one token per marker (emphasis) or pair (strikethrough), in order.
    const text = state.src.slice(start, end);
    if ((name === 'emphasis' || name === 'strikethrough') && own.map((t) => t.content).join('') === text) {
      let p = start;
      for (const t of own) {
        t.pos = [p, p + t.content.length];
        p += t.content.length;
      }
      return ok;
    }
    for (const t of own) t.pos = [start, end];
    return ok;
  };
}

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

/**
 * Where each line's content starts (after container markers and indentation), recorded on the
 * block's opening token as `meta.starts`: offsets into the normalised source.
 */
function lineStarts(fn: BlockRule): BlockRule {
  return (state, startLine, endLine, silent) => {
    const first = state.tokens.length;
    const ok = fn(state, startLine, endLine, silent);
    if (ok && !silent) {
      const open = state.tokens[first];
      if (open?.map) {
        const starts: number[] = [];
        for (let l = open.map[0]; l < open.map[1]; l++) starts.push(state.bMarks[l] + state.tShift[l]);
        open.meta = { starts };
      }
    }
    return ok;
  };
}

/**
 * micromark (remark) reads a list that follows indented code, even across blank lines, as
 * interrupting it: an ordered list must then start at 1 and its first item must not be empty.
 * The checker reads markdown with remark, so the engine follows it here.
 */
function listAfterCode(fn: BlockRule): BlockRule {
  return (state, startLine, endLine, silent) => {
    // Asked whether it ends a paragraph: the block before the list is that paragraph.
    if (silent && state.parentType === 'paragraph') return fn(state, startLine, endLine, silent);
    let prev: Token | undefined;
    for (let i = state.tokens.length - 1; i >= 0; i--) {
      const t = state.tokens[i];
      if (t.level < state.level) break;
      if (t.level === state.level) {
        prev = t;
        break;
      }
    }
    if (prev?.type === 'code_block') {
      const pos = state.bMarks[startLine] + state.tShift[startLine];
      const line = state.src.slice(pos, state.eMarks[startLine]);
      const m = /^(\d{1,9})[.)](?:[ \t]+(\S)?|$)/.exec(line) ?? /^[-+*](?:[ \t]+(\S)?|$)/.exec(line);
      if (m && ((/^\d/.test(line) && Number(m[1]) !== 1) || !m[m.length - 1])) return false;
    }
    return fn(state, startLine, endLine, silent);
  };
}

/** remark-frontmatter's YAML/TOML block at the top, as a `front_matter` token. */
function frontMatter(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (keeping) keep(state);
  if (startLine !== 0 || state.blkIndent !== 0 || state.parentType !== 'root') return false;
  const end = frontMatterEnd(state.src);
  if (end === -1) return false;
  if (silent) return true;
  let line = 0;
  while (line < state.lineMax && state.eMarks[line] < end) line++;
  const token = state.push('front_matter', '', 0);
  token.map = [0, line + 1];
  token.content = state.src.slice(0, end);
  state.line = line + 1;
  return true;
}

function create(): Md {
  const md = new MarkdownIt('default', { html: true, linkify: false, typographer: false });
  // CommonMark accepts every destination (remark too); markdown-it drops javascript: and the like
  // because it renders HTML. Here nothing is rendered.
  md.validateLink = () => true;
  // Keep escapes and entities as their own tokens, and emptied delimiter tokens in place.
  md.core.ruler.disable(['text_join']);
  md.inline.ruler2.disable(['fragments_join']);
  md.block.ruler.before('table', 'front_matter', frontMatter);
  const list = md.block.ruler.__rules__.find((x) => x.name === 'list');
  if (list) md.block.ruler.at('list', listAfterCode(list.fn as BlockRule), { alt: list.alt });
  for (const name of ['table', 'heading', 'lheading', 'paragraph']) {
    const r = md.block.ruler.__rules__.find((x) => x.name === name);
    if (r) md.block.ruler.at(name, lineStarts(r.fn as BlockRule), { alt: r.alt });
  }
  for (const r of [...md.inline.ruler.__rules__]) md.inline.ruler.at(r.name, tracked(r.name, r.fn as InlineRule));
  const Base = md.inline.State;
  md.inline.State = class extends Base {
    constructor(...args: ConstructorParameters<typeof Base>) {
      super(...args);
      if (keeping) keep(this);
    }
    pushPending() {
      const t = super.pushPending();
      t.meta = FLUSHED;
      return t;
    }
  };
  md.core.ruler.push('keep', (state) => {
    if (keeping) keep(state);
  });
  keeping = true;
  keep(md.parse(KEEPER, {}));
  keeping = false;
  return md;
}

/**
 * A document with every kind of block and inline, parsed once and kept with its states (keep.ts):
 * markdown-it's tokens gain their fields one by one, and its states are made per parse.
 */
let keeping = false;
const KEEPER = [
  '---',
  'title: keep',
  '---',
  '',
  '# Heading *em* **strong** `code` [link](http://a.b "t") ![img](c.png) <b>x</b> ~~del~~ &amp; \\* <http://x.y>',
  '',
  'Setext',
  '======',
  '',
  'A paragraph with a hard  ',
  'break, _under_, __bold__, a [ref][r] and a footnote-like [x].',
  '',
  '[r]: http://r.example "title"',
  '',
  '- item one',
  '  - nested *item*',
  '- [ ] task',
  '',
  '1. first',
  '2) second',
  '',
  '> quote with `code`',
  '> > nested',
  '',
  '```ts',
  'const x = 1;',
  '```',
  '',
  '    indented code',
  '',
  '| a | b |',
  '| --- | :-: |',
  '| *c* | `d` |',
  '',
  '<div>',
  'html block',
  '</div>',
  '',
  '***',
  '',
].join('\n');

let instance: Md | null = null;

/** Block tokens with their inline children, of text with line endings normalised to \n. */
export function parseMarkdown(src: string): MdToken[] {
  instance ??= create();
  return instance.parse(src, {}) as MdToken[];
}

export const helpers = (): Md['helpers'] => {
  instance ??= create();
  return instance.helpers;
};
