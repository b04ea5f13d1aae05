// The checker's own eyes: remark (remark-parse + remark-gfm + remark-frontmatter), never the
// engine's segmenter. A long document is parsed in top-level chunks cut at safe points, so the
// parser's memory stays bounded (a whole-document parse of 20 MB takes gigabytes).
import { checkNesting } from './limits';
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { frontMatterEnd } from './frontmatter';
import { BANNER } from './classify';
import { remarkBoundedAttention } from './attention';

/** The mdast fields the checker reads (a loose view: every node type in one shape). */
export interface MdNode {
  type: string;
  depth?: number;
  ordered?: boolean | null;
  start?: number | null;
  spread?: boolean | null;
  checked?: boolean | null;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  title?: string | null;
  alt?: string | null;
  identifier?: string;
  label?: string | null;
  referenceType?: string;
  align?: (string | null)[] | null;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/** One parsed piece of a document: `tree` offsets plus `base` are offsets in the document. */
export interface ParsedChunk {
  tree: MdNode;
  base: number;
  /** Length of the document text in this chunk: root children starting at or after it are stubs. */
  length: number;
}

/**
 * remark-gfm with only the extensions a text can use: without autolink literals where no hint of
 * one is there (they are a third of a parse: a construct tried at every word, and a find-and-replace
 * over the tree), without footnotes where no "[^" is (their call construct reads back over every
 * "]"). Either way the tree is the one of every GFM extension (check-parse.test.ts holds it to that).
 */
function remarkGfmPart(footnotes: boolean) {
  return function (this: Processor) {
    const data = this.data();
    (data.micromarkExtensions ??= []).push(...(footnotes ? [gfmFootnote()] : []), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
    (data.fromMarkdownExtensions ??= []).push([...(footnotes ? [gfmFootnoteFromMarkdown()] : []), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown()]);
  };
}

// (each with emphasis read in linear time: attention.ts)
const withMatter = unified().use(remarkParse).use(remarkBoundedAttention).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']);
const plain = unified().use(remarkParse).use(remarkBoundedAttention).use(remarkGfm);
/** The parsers of the extensions a text can use, by [front matter][footnotes]. */
const partial = [false, true].map((matter) =>
  [false, true].map((footnotes) => {
    const p = unified().use(remarkParse).use(remarkBoundedAttention).use(remarkGfmPart(footnotes));
    return matter ? p.use(remarkFrontmatter, ['yaml', 'toml']) : p;
  }),
);
// remark-frontmatter misreads a first-line `---` that no fence closes (it turns the blocks after it
// into paragraphs); without front matter the plugin has nothing to add, so it is left out.
const processorFor = (text: string) => (frontMatterEnd(text) === -1 ? plain : withMatter);

/**
 * Whether GFM could find an autolink literal in `source`: each needs `www.`, a `://` (http, https)
 * or an `@` (an email, mailto:, xmpp:). Without one, parsing with or without the literal
 * extension gives the same tree (check-parse.test.ts holds it to that).
 */
export const mayHaveLiterals = (source: string) => /:\/\/|www\.|@/i.test(source);

/** Whether GFM could find a footnote call or definition in `source`: each opens with "[^". */
export const mayHaveFootnotes = (source: string) => source.includes('[^');

/** Documents up to this size are parsed whole (exactly as remark reads them). */
export const WHOLE_PARSE_LIMIT = 32_000;
/** Target chunk size for longer documents. */
export const CHUNK_TARGET = 16_000;
/** Characters a last chunk left open at its end may grow to, to hold the definitions it refers to. */
const OPEN_END_MERGE = 64_000;

export function startOf(n: MdNode): number {
  return n.position?.start.offset ?? 0;
}
export function endOf(n: MdNode): number {
  return n.position?.end.offset ?? 0;
}

/** One piece of a document as it is parsed: `source` is the string handed to remark. */
export interface Chunk {
  /** The document's text from `base`, `length` long, plus stub definitions after it. */
  source: string;
  base: number;
  length: number;
  /** Parsed with front matter (the first chunk of a document that has some). */
  matter: boolean;
}

/**
 * The chunks parseDocument parses `text` in: the whole text when it is at most `limit` long,
 * else pieces of about `target` cut at safe points (scanDocument), each with stub lines for the
 * definitions it refers to elsewhere. A target of 0 cuts at every safe point.
 */
export function chunksOf(text: string, opts: { limit?: number; target?: number } = {}): Chunk[] {
  const limit = opts.limit ?? WHOLE_PARSE_LIMIT;
  const matter = processorFor(text) === withMatter;
  // remark drops a leading BOM and counts offsets after it: parse from after it, with base 1.
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (text.length <= limit) return [{ source: text.slice(bom), base: bom, length: text.length - bom, matter }];
  const scan = scanDocument(text, opts.target ?? CHUNK_TARGET);
  const { defs, notes } = scan;
  // the first chunk starts after the BOM (a target of 0 also cuts at the first line)
  const cuts = [bom];
  for (const c of scan.cuts) if (c > cuts[cuts.length - 1]) cuts.push(c);
  if (cuts.length === 1) cuts.push(text.length);
  // A fence or HTML block left open at the end would swallow stub definitions after the last chunk:
  // that chunk takes in the ones before it until the definitions it refers to are its own (up to
  // OPEN_END_MERGE characters; past that its references read as text, as a reader of it alone would)
  if (scan.openAtEnd) {
    while (cuts.length > 2 && text.length - cuts[cuts.length - 2] <= OPEN_END_MERGE) {
      const s = cuts[cuts.length - 2];
      if (!stubs(text.slice(s), s, text.length, defs, notes)) break;
      cuts.splice(cuts.length - 2, 1);
    }
  }
  const out: Chunk[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const s = cuts[i];
    const e = cuts[i + 1];
    const body = text.slice(s, e);
    // remark drops a BOM that starts what it parses and counts offsets after it: a later chunk that
    // starts with one (a BOM in the middle of a text is text) is parsed after a blank line
    const lead = i > 0 && body.charCodeAt(0) === 0xfeff ? '\n' : '';
    const last = i + 2 === cuts.length;
    out.push({ source: lead + body + (last && scan.openAtEnd ? '' : stubs(body, s, e, defs, notes)), base: s - lead.length, length: body.length + lead.length, matter: matter && i === 0 });
  }
  return out;
}

export function parseChunk(c: Chunk): MdNode {
  checkNesting(c.source, c.base);
  const p = mayHaveLiterals(c.source) ? (c.matter ? withMatter : plain) : partial[+c.matter][+mayHaveFootnotes(c.source)];
  return p.parse(c.source) as MdNode;
}

/** `source` parsed with every GFM extension, whatever it holds (what parseChunk must equal). */
export function parseWithAllOfGfm(source: string, matter: boolean): MdNode {
  return (matter ? withMatter : plain).parse(source) as MdNode;
}

/** Parse `text` and hand each chunk to `visit` (one chunk for a short text); trees are not kept. */
export function parseDocument(text: string, visit: (chunk: ParsedChunk) => void, opts: { limit?: number; target?: number } = {}): void {
  for (const c of chunksOf(text, opts)) visit({ tree: parseChunk(c), base: c.base, length: c.length });
}

interface Def {
  raw: string; // the label as written
  at: number; // offset of the definition line
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const ATX = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const H1_H2 = /^ {0,3}#{1,2}(?:[ \t]+|$)/;
const THEMATIC = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const HTML_OPEN: [RegExp, RegExp][] = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];
const HTML6 = /^ {0,3}<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[ \t]|\/?>|$)/i;
const HTML7 = /^ {0,3}(?:<[A-Za-z][A-Za-z0-9-]*(?:[ \t]+[A-Za-z_:][\w.:-]*(?:[ \t]*=[ \t]*(?:[^"'=<>`\s]+|'[^']*'|"[^"]*"))?)*[ \t]*\/?>|<\/[A-Za-z][A-Za-z0-9-]*[ \t]*>)[ \t]*$/;
const LABEL = String.raw`((?:[^\\\[\]]|\\.){1,999})`;
// Each block-quote marker is matched atomically (a lookahead, then a backreference to what it
// took): with a plain `(?: {0,3}> ?)*` the space after a ">" can go to that marker or to the next
// one's indent, and a line of 30 nested ">" that is no definition backtracks 2^30 ways.
const DEF_LINE = new RegExp(String.raw`^(?:(?=( {0,3}> ?))\1)* {0,3}\[${LABEL}\]:`);
const REF = new RegExp(String.raw`\[${LABEL}\]`, 'g');

export function normalizeLabel(label: string): string {
  return label.replace(/[\t\n\r ]+/g, ' ').trim().toLowerCase().toUpperCase();
}

/**
 * Safe cut points (line starts) and the link / footnote definitions of the whole document.
 * A cut goes before a line at column 0 that follows a blank line and cannot continue the
 * previous block: not inside a fenced code block or an HTML block that spans blank lines, not a
 * list marker (it could continue a loose list), not `---` / `+++` (a chunk must not start with
 * something remark-frontmatter reads as front matter), not inside a banner block.
 */
export function scanDocument(text: string, target: number) {
  const cuts = [0];
  const defs = new Map<string, Def>();
  const notes = new Map<string, Def>();
  const fm = frontMatterEnd(text);
  let pos = fm === -1 ? 0 : fm;
  let fence: { ch: string; len: number } | null = null;
  let htmlEnd: RegExp | null = null;
  let prevBlank = true;
  let prevDef = false;
  let prevEnded = false;
  let banner = false; // a banner block runs to the next H1 / H2 or rule: never cut inside one
  // a "---" line under an unindented line (a setext underline or a rule) ends every block open at
  // the top level: a line after it may start a chunk as a line after a blank one does (a log of
  // ten thousand setext headings with no blank line is read in pieces, not in one quadratic parse)
  let prevText = false;
  let prevPipe = false; // the same, with a "|" in it
  let lastPipe = false; // the line before had a "|"
  let quoteRun = false; // a block quote's paragraph runs on (its lazy lines)
  let itemRun = false; // a list item's paragraph runs on (its lazy lines)
  let afterRule = false;
  // where a definition may be ("[x]:"), where it starts a block decides what a cut would change: no such cut then
  const setextCuts = !text.includes(']:');
  let htmlish = false; // a line since the last blank one opened with "<": an HTML block may run on to the next blank line
  let html67 = false;
  let prevCode = false;
  let prevEmptyItem = false;
  while (pos < text.length) {
    let nl = text.indexOf('\n', pos);
    if (nl === -1) nl = text.length;
    const line = text.charCodeAt(nl - 1) === 13 ? text.slice(pos, nl - 1) : text.slice(pos, nl);
    const start = pos;
    pos = nl + 1;
    const afterPrevRule = afterRule;
    const afterEmptyItem = prevEmptyItem;
    prevEmptyItem = false;
    // (an empty list item right after an indented code line is a paragraph's text, as micromark reads it)
    const codeBefore: boolean = prevCode;
    const rule: boolean = setextCuts && prevText && /^-+[ \t]*$/.test(line);
    // ("c | d" is a paragraph a "===" underlines; under "---" it may be a table's header)
    const underline: boolean = (prevText && /^ {0,3}(?:=+|-+)[ \t]*$/.test(line)) || (prevPipe && /^ {0,3}=+[ \t]*$/.test(line));
    const pipeBefore = lastPipe;
    lastPipe = line.includes('|') && line.trim() !== '';
    prevText = false;
    prevPipe = false;
    afterRule = false;
    if (fence) {
      const m = FENCE.exec(line);
      if (m && m[1][0] === fence.ch && m[1].length >= fence.len && m[2].trim() === '') {
        fence = null;
        prevEnded = true; // a closing fence ends its block
      }
      prevBlank = false;
      continue;
    }
    if (htmlEnd) {
      if (htmlEnd.test(line)) htmlEnd = null;
      prevBlank = false;
      continue;
    }
    const blank = line.trim() === '';
    // (a list item with text opens a paragraph that an unindented line after it continues, up to a blank line)
    if (blank || ATX.test(line) || THEMATIC.test(line) || FENCE.test(line) || /^ {0,3}>/.test(line)) itemRun = false;
    else if (LIST_MARKER.test(line)) itemRun = line.replace(LIST_MARKER, '').trim() !== '';
    if (blank || ATX.test(line) || THEMATIC.test(line) || FENCE.test(line) || LIST_MARKER.test(line)) quoteRun = false;
    else if (/^ {0,3}>/.test(line)) {
      // (the markers stripped with one class: a pattern that tells "> " from " >" itself backtracks on 1,400 of them)
      const rest = line.replace(/^[ \t>]*/, '');
      quoteRun = rest !== '' && !/^(?:#|```|~~~|[-*+][ \t]|\d{1,9}[.)][ \t])/.test(rest);
    }
    // an HTML block of CommonMark's kinds 6 and 7 runs to the next blank line: what looks like a
    // fence, a definition or a heading inside it is its text (kind 7 cannot interrupt a paragraph)
    if (blank) html67 = false;
    else if (!html67 && (HTML6.test(line) || (HTML7.test(line) && (prevBlank || prevEnded || prevDef)))) html67 = true;
    if (html67) {
      prevBlank = false;
      prevDef = false;
      prevEnded = false;
      prevText = false;
      prevCode = false;
      continue;
    }
    const h = H1_H2.exec(line);
    if (h) banner = h[0].includes('##') && BANNER.test(line.slice(h[0].length));
    else if (THEMATIC.test(line)) banner = false;
    if (
      !banner && !blank && (prevBlank || afterPrevRule) && start - cuts[cuts.length - 1] >= target &&
      !/^[ \t]/.test(line) && !LIST_MARKER.test(line) && !line.startsWith('---') && !line.startsWith('+++')
    ) cuts.push(start);
    const f = FENCE.exec(line);
    if (f && !(f[1][0] === '`' && f[2].includes('`'))) {
      fence = { ch: f[1][0], len: f[1].length };
      prevBlank = false;
      prevDef = false;
      prevEnded = false;
      continue;
    }
    for (const [open, close] of HTML_OPEN) {
      if (open.test(line)) {
        if (!close.test(line.slice(line.search(/</) + 2))) htmlEnd = close;
        break;
      }
    }
    // A definition starts a block: after a blank line, another definition or a heading (it cannot interrupt a paragraph).
    const d: RegExpExecArray | null = !blank && (prevBlank || prevDef || prevEnded || prevCode) ? DEF_LINE.exec(line) : null;
    if (d) {
      const raw = d[2]; // d[1] is the last block-quote marker
      const key = raw.startsWith('^') ? normalizeLabel(raw.slice(1)) : normalizeLabel(raw);
      const into = raw.startsWith('^') ? notes : defs;
      if (key && !into.has(key)) into.set(key, { raw: raw.startsWith('^') ? raw.slice(1) : raw, at: start });
    }
    // an indented code line (after a blank, a block's end or code): what follows it may start a block
    // (not right after an empty list item: "-" then "    code line" is the item's paragraph, which a
    // "[ref]:" line after it continues)
    prevCode = !blank && /^(?: {4}|\t)/.test(line) && (prevBlank || (prevEnded && !afterEmptyItem) || prevDef || prevCode);
    const emptyItem = /^ {0,3}(?:[-+*]|\d{1,9}[.)])[ \t]*$/.test(line);
    const textItem: boolean = emptyItem && codeBefore;
    prevEmptyItem = emptyItem && !textItem;
    prevDef = d !== null;
    // a block ends at an ATX heading, and at a "---" under a line of text (a setext underline or a rule)
    // (a thematic break ends every open block too: a definition may follow it)
    // (a setext underline "===" or "---" under a line of text ends its heading: a definition may follow it)
    // (and an empty list item: an unindented line after it starts a block of its own)
    prevEnded = ATX.test(line) || rule || THEMATIC.test(line) || underline || (!underline && emptyItem && !textItem);
    prevBlank = blank;
    // an unindented line of text (no container marker, no table pipe) a "---" may underline
    if (blank) htmlish = false;
    else if (/^ {0,3}</.test(line)) htmlish = true;
    prevText = textItem || (!blank && !htmlEnd && !htmlish && d === null && !prevEnded && !/^[ \t]/.test(line) && !/^[>|]/.test(line) && !line.includes('|') && !LIST_MARKER.test(line) && !/^-+[ \t]*$/.test(line));
    // (the first "|" line of a run only: a line after a header and its delimiter is a table's row; a delimiter
    // row with no header above it is a paragraph's text, which a "===" underlines)
    prevPipe = !blank && !htmlEnd && !htmlish && d === null && !prevEnded && !/^[ \t]/.test(line) && !/^>/.test(line) && line.includes('|') && !LIST_MARKER.test(line) && !pipeBefore;
    // (a line after a quote's paragraph with no ">" of its own is that paragraph's lazy line: no underline follows it)
    // (the same after a list item's paragraph: "- item\nThe build is done.\n===" is one paragraph)
    if (quoteRun || itemRun) prevText = prevPipe = false;
    afterRule = rule;
  }
  cuts.push(text.length);
  // a fence or an HTML block the text leaves open runs to its end: stub lines after the last chunk would be inside it
  return { cuts, defs, notes, openAtEnd: fence !== null || htmlEnd !== null };
}

/** Definitions from elsewhere in the document that the chunk refers to, as stub lines after it. */
function stubs(body: string, s: number, e: number, defs: Map<string, Def>, notes: Map<string, Def>): string {
  if (!defs.size && !notes.size) return '';
  const seen = new Set<string>();
  let out = '';
  REF.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = REF.exec(body))) {
    const note = m[1].startsWith('^');
    const key = normalizeLabel(note ? m[1].slice(1) : m[1]);
    const tag = (note ? '^' : '') + key;
    if (seen.has(tag)) continue;
    seen.add(tag);
    const d = (note ? notes : defs).get(key);
    if (!d || (d.at >= s && d.at < e)) continue;
    out += note ? `\n\n[^${d.raw}]: x` : `\n\n[${d.raw}]: x`;
  }
  return out ? (body.endsWith('\n') ? '' : '\n') + out + '\n' : '';
}
