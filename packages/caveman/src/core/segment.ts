// Markdown segmentation by a CommonMark + GFM parser (markdown-it, see markdown.ts). It finds the
// prose units (paragraphs, list items, headings, table rows) with the structure inside them that
// rules must not touch (line prefixes, cell pipes, inline code, links, emphasis markers, escapes),
// and the block regions that are never prose (code, HTML, front matter, payloads, banners).
// Anything whose source offsets cannot be verified byte for byte stays verbatim: no unit.
import type { ProtectedKind, Range } from './types';
import { parseMarkdown, helpers, type MdToken } from './markdown';
import { BANNER, COMMAND_LINE, REASONS, classifyParagraph, isTsvLine } from './classify';
import { frontMatterEnd } from './frontmatter';
import { pushAll, sharedEnds } from './common';
import { keep } from './keep';
import { dropSlot, slot } from './caches';
import { NEGATIONS } from './lexicon';
import { mayDisagree, remarkCodeRanges } from './codelines';

export interface Gap extends Range {
  /** A table pipe: the next cell starts a new sentence. */
  cellBreak: boolean;
}

export type UnitKind = 'paragraph' | 'heading' | 'listItem' | 'tableRow';

/**
 * Inline structure inside a unit: immutable for every rule. Each is made by atom(), one literal with
 * every field, `kind` and `reason` undefined where there are none: one hidden class, and one that a
 * GC cannot take (keep.ts).
 */
export interface Atom extends Range {
  /** 'x': immutable text; 'm': an emphasis marker at word boundaries (immutable, invisible to sentence logic, ultra strips it). */
  role: 'x' | 'm';
  /** Reported as a protected span of this kind. */
  kind?: ProtectedKind;
  reason?: string;
  /** Hidden from the span scanners: the parser already knows what these bytes are. */
  masked: boolean;
  /** An emphasis marker ultra keeps (around a URL or identifier, or a whole-line label). */
  keep: boolean;
}

/** An atom with every field, in one order: the one place atoms are made. */
function atom(start: number, end: number, role: Atom['role'], masked: boolean, kind?: ProtectedKind, reason?: string, keep = false): Atom {
  return { start, end, role, kind, reason, masked, keep };
}

/**
 * Emphasized text that holds more than words and sentence punctuation (a URL, a path, an
 * identifier: a symbol, or a dot, colon or underscore inside a word): its markers stay at ultra.
 */
const NOT_PLAIN = /[/\\@#`~=<>{}[\]|$%&+^*]|[\p{L}\p{N}][.:_][\p{L}\p{N}]|^_|_$|:\/\//u;
/**
 * A stressed negation ("are **not** gated"): its markers stay at ultra too. Stripped, the "not"
 * would be a plain one that the next pass contracts ("aren't"), so ultra would not be idempotent,
 * and the author's stress would be gone.
 */
const STRESSED_NEGATION = new RegExp(`(?:^|[^\\p{L}])(?:${NEGATIONS.join('|')}|nor|neither|\\p{L}+n['’]t)(?![\\p{L}])`, 'iu');

/** What may stand before an emphasis that ultra strips, and after it. */
const OPEN_BOUNDARY = /^[\s(\["'“‘*_~]$/u;
const CLOSE_BOUNDARY = /^[\s)\]"'”’*_~]$/u;

/** Words inside emphasis or strikethrough: rules never remove them, so markers never close on nothing. */
export interface Hold extends Range {
  /** false: emphasis that ultra strips (markers at word boundaries); its words are free once the markers go. */
  always: boolean;
}

export interface Unit extends Range {
  kind: UnitKind;
  gaps: Gap[];
  atoms: Atom[];
  holds: Hold[];
}

export interface BlockRegion extends Range {
  kind: ProtectedKind;
  reason: string;
}

export interface Segmentation {
  units: Unit[];
  regions: BlockRegion[];
}

/** The segmenter's caches, in the active cache set (caches.ts). */
interface SegmentCaches {
  segs: Map<string, Segmentation>;
  chunks: Map<string, Chunk>;
  /** Characters of the texts in `chunks`. */
  chunkChars: number;
  /** Counts the chunked segmentations: a placement unused by the last two is dropped. */
  generation: number;
  lastChunking: Chunking | null;
}
const SEGMENT = Symbol('segment');

/**
 * A text longer than this (characters; the page takes 256 KB) is compressed once, as the CLI and a
 * library caller do: no keystroke follows it, so nothing of its run is kept to be reused (its
 * segmentation and chunking here, its trace and units' runs in compress.ts). What such a run keeps
 * alive is then its result: a 50 MB text had kept 1.1 GB of caches after its run.
 */
export const ONE_SHOT_CHARS = 4 * 1024 * 1024;

/** Whether `text` is one the engine compresses once (ONE_SHOT_CHARS). */
export function isOneShot(text: string): boolean {
  return text.length > ONE_SHOT_CHARS;
}

/** The characters of chunk texts the chunk cache keeps (a chunk keeps its units, and they their analyses). */
const MAX_CHUNK_CHARS = 2_000_000;
const caches = (): SegmentCaches => slot(SEGMENT, () => ({ segs: new Map(), chunks: new Map(), chunkChars: 0, generation: 0, lastChunking: null }));

export function segment(text: string): Segmentation {
  const c = caches();
  const hit = c.segs.get(text);
  if (hit) return hit;
  let seg = hasDefinition(text) ? whole(text) : chunked(text);
  // A prose unit on a line the checker's parser reads as code stays as written (codelines.ts).
  if (mayDisagree(text)) seg = { units: outsideRemarkCode(text, seg.units), regions: seg.regions };
  // a text compressed once (ONE_SHOT_CHARS) is not kept: its units would keep its analyses and runs alive
  if (c.segs.size > 8) c.segs.clear();
  if (!isOneShot(text)) c.segs.set(text, seg);
  return seg;
}

export function clearSegmentCache() {
  dropSlot(SEGMENT);
}

// ---- chunks ----
//
// A keystroke must not re-parse 100 KB. The text is cut into chunks where CommonMark cannot carry
// anything across: before a line at column 0 that starts with a letter or `#` after a blank line
// (it closes every container and paragraph). A chunk that ends inside a top-level fence or HTML
// block (they run across blank lines) is joined with the next one. Each chunk is parsed on its
// own and cached by its text, so an edit re-parses the chunk it falls in. Link reference
// definitions reach across the whole document: a text that has one is parsed whole.

interface Chunk extends Segmentation {
  /** No top-level fence or HTML block runs into its trailing blank lines. */
  clean: boolean;
  /**
   * Its units and regions placed at the offsets it was last seen at: a chunk that stays put
   * hands out the same objects, so per-unit caches downstream find them by identity. Each with
   * the last segmentation (`generation`) that placed it there.
   */
  placed?: Map<number, { seg: Segmentation; gen: number }>;
  /** The size of `placed` at which its stale places are next swept. */
  sweepAt?: number;
}


/** What starts a link reference definition: `^ {0,3}` before it, checked by hasDefinition. */
const DEFINITION_AT = /\[(?:[^\]\\\r\n]|\\.)+\]:/y;

/**
 * Whether a line (after at most 3 spaces) starts a link reference definition: /^ {0,3}\[…\]:/m,
 * tried at each '[' instead of at each line (a keystroke in 100 KB: 0.22 -> 0.03 ms).
 */
export function hasDefinition(text: string): boolean {
  for (let i = text.indexOf('['); i >= 0; i = text.indexOf('[', i + 1)) {
    let j = i;
    while (j > 0 && i - j < 3 && text.charCodeAt(j - 1) === 32) j--;
    // the line terminators of a multiline ^
    const c = j === 0 ? 10 : text.charCodeAt(j - 1);
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) {
      DEFINITION_AT.lastIndex = i;
      if (DEFINITION_AT.test(text)) return true;
    }
  }
  return false;
}

/** The text parsed in one piece: what the chunked path must equal (segment.test.ts). */
export function segmentWhole(text: string): Segmentation {
  const seg = whole(text);
  return mayDisagree(text) ? { units: outsideRemarkCode(text, seg.units), regions: seg.regions } : seg;
}

/** The units none of whose characters remark reads as code: the others stay as written. */
function outsideRemarkCode(text: string, units: Unit[]): Unit[] {
  const code = remarkCodeRanges(text);
  if (!code.length) return units;
  let k = 0;
  return units.filter((u) => {
    while (k < code.length && code[k + 1] <= u.start) k += 2;
    for (let i = k; i < code.length && code[i] < u.end; i += 2) if (code[i + 1] > u.start) return false;
    return true;
  });
}

function whole(text: string): Segmentation {
  const { units, regions } = build(text);
  return { units, regions };
}

/** Offsets where a chunk may start, a character at a time (a text with '\r' in it). */
function cuts(text: string): number[] {
  const out: number[] = [];
  let blank = false;
  let lineStart = 0;
  let content = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 10;
    if (c === 10 || c === 13) {
      blank = !content;
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      lineStart = i + 1;
      content = false;
      continue;
    }
    if (i === lineStart && blank && lineStart > 0 && (c === 35 || /\p{L}/u.test(text[i]))) out.push(i);
    if (c !== 32 && c !== 9) content = true;
  }
  return out;
}

/**
 * The cuts after `from`, one per call (the text's length when none is left): `from` starts a line,
 * the line before it blank when `blank`. A text with no '\r' is read a line at a time, and only as
 * far as the chunks need (a keystroke's chunks end where the last text's chunks take over).
 */
function cutsAfter(text: string, from: number, blank: boolean): () => number {
  if (text.indexOf('\r') >= 0) {
    const all = cuts(text);
    let k = 0;
    return () => {
      while (k < all.length && all[k] <= from) k++;
      return k < all.length ? all[k++] : text.length;
    };
  }
  let start = from;
  return () => {
    while (start <= text.length) {
      let nl = text.indexOf('\n', start);
      if (nl < 0) nl = text.length;
      let i = start;
      while (i < nl && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
      const cut = start > from && blank && i === start && i < nl && (text.charCodeAt(i) === 35 || /\p{L}/u.test(text[i]));
      blank = i === nl;
      start = nl + 1;
      if (cut) return i;
    }
    return text.length;
  };
}

/**
 * The last chunked text, chunk by chunk: the next text (a keystroke later) takes over the chunks
 * before its first difference as they stand, and the chunks after its last one moved along, from
 * the first place its own chunking meets theirs.
 */
interface Chunking {
  text: string;
  matterEnd: number;
  from: number[];
  chunks: Chunk[];
}

function chunked(text: string): Segmentation {
  caches().generation++;
  const matterEnd = frontMatterEnd(text);
  const next: Chunking = { text, matterEnd, from: [], chunks: [] };
  const units: Unit[] = [];
  const regions: BlockRegion[] = [];
  const add = (c: Chunk, from: number) => {
    next.from.push(from);
    next.chunks.push(c);
    const p = placed(c, from);
    for (const u of p.units) units.push(u);
    for (const r of p.regions) regions.push(r);
  };
  let from = 0;
  const last = caches().lastChunking?.matterEnd === matterEnd ? caches().lastChunking : null;
  let tailStart = Infinity;
  let dIn = 0;
  if (last) {
    const { head, tail } = sharedEnds(last.text, text);
    tailStart = last.text.length - tail;
    dIn = text.length - last.text.length;
    // a chunk ends where the next one starts: a cut, which reads its own character and the line before
    let n = 0;
    while (n + 1 < last.chunks.length && last.from[n + 1] < head) n++;
    for (let i = 0; i < n; i++) add(last.chunks[i], last.from[i]);
    if (n) from = last.from[n];
  }
  // front matter runs across blank lines, and starts the text: no cut falls inside it
  const scan = cutsAfter(text, from, from > 0);
  const nextCut = () => {
    let c = scan();
    while (c <= matterEnd && c < text.length) c = scan();
    return c;
  };
  while (from < text.length) {
    if (last && from - dIn >= tailStart) {
      // The rest of the text is the last one's end. Where this chunking cuts at a place the last
      // one cut too, the rest chunks alike: each later cut reads lines after this one, and each
      // chunk is parsed on its own (that this place is a cut, this text's own scan decided).
      const i = bisect(last.from, from - dIn);
      if (i >= 0) {
        for (let x = i; x < last.chunks.length; x++) add(last.chunks[x], last.from[x] + dIn);
        break;
      }
    }
    let end = nextCut();
    let c = chunk(text.slice(from, end));
    while (!c.clean && end < text.length) {
      end = nextCut();
      c = chunk(text.slice(from, end));
    }
    add(c, from);
    from = end;
  }
  // a text segmented once (ONE_SHOT_CHARS) leaves no chunking to follow: its chunks keep all its units
  caches().lastChunking = isOneShot(text) ? null : next;
  return { units, regions };
}

/** The index of x in the sorted list, or -1. */
function bisect(list: number[], x: number): number {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] === x) return mid;
    if (list[mid] < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function chunk(text: string): Chunk {
  let c = caches().chunks.get(text);
  if (!c) {
    c = build(text);
    const cc = caches();
    if (cc.chunks.size > 4096 || cc.chunkChars > MAX_CHUNK_CHARS) {
      cc.chunks.clear();
      cc.chunkChars = 0;
    }
    cc.chunks.set(text, c);
    cc.chunkChars += text.length;
  }
  return c;
}

function placed(c: Chunk, from: number): Segmentation {
  const p = c.placed?.get(from);
  if (p) {
    p.gen = caches().generation;
    return p.seg;
  }
  const seg = { units: c.units.map((u) => placedUnit(u, from)), regions: c.regions.map((r) => ({ ...r, start: r.start + from, end: r.end + from })) };
  c.placed ??= new Map();
  // The same chunk text can stand at many places (a repeated section) and keeps each of them
  // while the text does; where it stood before an edit moved it is forgotten. The sweep runs when
  // the map has doubled since the last one, so a paragraph repeated 80,000 times costs a lookup
  // per repeat, not a scan of every place it stood (that was quadratic: 20 MB took 74 s).
  if (c.placed.size >= (c.sweepAt ?? 4)) {
    for (const [at, q] of c.placed) if (q.gen < caches().generation - 1) c.placed.delete(at);
    c.sweepAt = Math.max(4, 2 * c.placed.size);
  }
  c.placed.set(from, { seg, gen: caches().generation });
  return seg;
}

/**
 * A chunk's unit placed at an offset in the text. Its gaps, atoms and holds are shifted when first
 * read: an edit moves some hundreds of units along, whose analyses are found by their origin
 * (unitOrigin), so most of them are never read (placing them eagerly cost a keystroke in 100 KB
 * more than 1 ms).
 */
class PlacedUnit implements Unit {
  readonly kind: UnitKind;
  readonly start: number;
  readonly end: number;
  readonly #origin: Unit;
  readonly #by: number;
  #gaps?: Gap[];
  #atoms?: Atom[];
  #holds?: Hold[];

  constructor(origin: Unit, by: number) {
    this.kind = origin.kind;
    this.start = origin.start + by;
    this.end = origin.end + by;
    this.#origin = origin;
    this.#by = by;
  }

  get origin(): Unit {
    return this.#origin;
  }
  get gaps(): Gap[] {
    return (this.#gaps ??= this.#origin.gaps.map((x) => moved(x, this.#by)));
  }
  get atoms(): Atom[] {
    return (this.#atoms ??= this.#origin.atoms.map((x) => moved(x, this.#by)));
  }
  get holds(): Hold[] {
    return (this.#holds ??= this.#origin.holds.map((x) => moved(x, this.#by)));
  }
  toJSON(): Unit {
    return { kind: this.kind, start: this.start, end: this.end, gaps: this.gaps, atoms: this.atoms, holds: this.holds };
  }
}

const moved = <T extends Range>(x: T, by: number): T => ({ ...x, start: x.start + by, end: x.end + by });

/**
 * The unit as its chunk holds it (chunk-relative offsets), whatever place the chunk stands at:
 * what a unit's text and structure give (its protection, its rewrites) is cached by it, so an
 * edit that moves the units after it does not make them new to those caches.
 */
export function unitOrigin(u: Unit): Unit {
  return u instanceof PlacedUnit ? u.origin : u;
}

keep(new PlacedUnit({ kind: 'paragraph', start: 0, end: 0, gaps: [], atoms: [], holds: [] }, 1));

function placedUnit(u: Unit, from: number): Unit {
  return from === 0 ? u : new PlacedUnit(u, from);
}

/** Line starts of a text; lines end at \r\n, \r or \n (as CommonMark reads them). */
function lineStarts(text: string, from: number): { starts: number[]; ends: number[] } {
  const starts = [from];
  const ends: number[] = [];
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      ends.push(i);
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  ends.push(text.length);
  return { starts, ends };
}

const isBlank = (c: number) => c === 32 || c === 9;

class Builder {
  readonly units: Unit[] = [];
  readonly regions: BlockRegion[] = [];
  /** A banner block runs to the end of this text (it may go on in the next chunk). */
  openBanner = false;
  /** First line of a code block that followed a line of text directly (paragraph()): -1 when none is open. */
  noEditFrom = -1;
  /** Original offsets of line starts and ends. */
  private readonly orig: { starts: number[]; ends: number[] };
  /** Offsets of line starts in markdown-it's normalised source (\r\n and \r -> \n). */
  private readonly norm: number[];

  constructor(private readonly text: string, base: number) {
    this.orig = lineStarts(text, base);
    this.norm = [];
    let n = 0;
    for (let l = 0; l < this.orig.starts.length; l++) {
      this.norm.push(n);
      n += this.orig.ends[l] - this.orig.starts[l] + 1;
    }
  }

  lineStart(l: number) {
    return this.orig.starts[l];
  }
  lineEnd(l: number) {
    return this.orig.ends[Math.min(l, this.orig.ends.length - 1)];
  }
  /** Original offset of a normalised offset on line l. */
  toOrig(l: number, normOffset: number) {
    return this.orig.starts[l] + (normOffset - this.norm[l]);
  }
  lineText(l: number) {
    return this.text.slice(this.orig.starts[l], this.orig.ends[l]);
  }
  region(start: number, end: number, kind: ProtectedKind, reason: string) {
    if (end > start) this.regions.push({ start, end, kind, reason });
  }
  /** First non-blank offset of line l at or after from. */
  skipBlank(l: number, from: number) {
    const end = this.lineEnd(l);
    while (from < end && isBlank(this.text.charCodeAt(from))) from++;
    return from;
  }
  trimEnd(start: number, end: number) {
    while (end > start && isBlank(this.text.charCodeAt(end - 1))) end--;
    return end;
  }

  /** A block region over lines [a, b), from the first non-blank character. */
  lines(a: number, b: number, kind: ProtectedKind, reason: string, startAt?: number) {
    let last = b - 1;
    while (last > a && this.lineText(last).trim() === '') last--;
    const s = startAt ?? this.skipBlank(a, this.lineStart(a));
    this.region(s, this.trimEnd(s, this.lineEnd(last)), kind, reason);
  }

  /**
   * Map an inline token's content onto the source: one entry per content line, the original
   * offset of its first non-blank character. Null when the bytes do not match (then: verbatim).
   */
  place(content: string, firstLine: number, starts: number[]): { at: number[]; lineOf: number[]; lead: number[] } | null {
    const lines = content.split('\n');
    const at: number[] = [];
    const lead: number[] = [];
    const lineOf: number[] = [];
    let p = 0;
    for (let k = 0; k < lines.length; k++) {
      const raw = lines[k];
      let lw = 0;
      while (lw < raw.length && isBlank(raw.charCodeAt(lw))) lw++;
      const core = raw.slice(lw);
      const l = firstLine + k;
      if (starts[k] === undefined) return null;
      const o = this.toOrig(l, starts[k]);
      if (this.text.slice(o, o + core.length) !== core) return null;
      at.push(o);
      lead.push(lw);
      lineOf.push(p);
      p += raw.length + 1;
    }
    return { at, lineOf, lead };
  }

  // ---- blocks ----

  run(tokens: MdToken[]) {
    let itemLevel = -1;
    let skipUntilLine = -1;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.map && t.map[0] < skipUntilLine && t.nesting >= 0) {
        // inside a banner block: skip to its end
        if (t.nesting === 1) i = closing(tokens, i);
        continue;
      }
      const firstInItem = t.level === itemLevel && t.nesting >= 0;
      if (firstInItem) itemLevel = -1;
      switch (t.type) {
        case 'list_item_open':
          itemLevel = t.level + 1;
          break;
        case 'front_matter':
          this.region(this.lineStart(0), frontMatterEnd(this.text), 'frontmatter', 'front matter: YAML read by tools');
          break;
        case 'fence': {
          const l = t.map![0];
          const col = this.lineText(l).indexOf(t.markup);
          this.lines(l, t.map![1], 'code', 'fenced code block', col >= 0 ? this.lineStart(l) + col : undefined);
          break;
        }
        case 'code_block':
          this.lines(t.map![0], t.map![1], 'code', 'indented code block');
          // Right after a line of text, CommonMark reads an indented line as that paragraph's lazy
          // continuation (an indented code block cannot interrupt a paragraph) where markdown-it,
          // after a list item, reads code: remark then takes a "```" there as the start of inline
          // code running into the lines below. Those lines stay as written.
          if (t.map![0] > 0 && this.lineText(t.map![0] - 1).trim() !== '') this.noEditFrom = t.map![0];
          break;
        case 'html_block':
          this.lines(t.map![0], t.map![1], t.content.trimStart().startsWith('<!--') ? 'comment' : 'code', t.content.trimStart().startsWith('<!--') ? 'HTML comment' : 'HTML block');
          break;
        case 'heading_open': {
          const inline = tokens[i + 1];
          if (t.level === 0 && t.tag === 'h2' && BANNER.test(inline.content)) {
            const end = bannerEnd(tokens, i);
            if (end === -1) this.openBanner = true;
            const last = end === -1 ? this.orig.starts.length : end;
            this.lines(t.map![0], last, 'anchor', REASONS.banner);
            skipUntilLine = last;
            i = closing(tokens, i);
            break;
          }
          this.heading(t, inline);
          i += 2;
          break;
        }
        case 'paragraph_open':
          this.paragraph(t, tokens[i + 1], firstInItem ? 'listItem' : 'paragraph');
          i += 2;
          break;
        case 'table_open':
          i = this.table(tokens, i);
          break;
        default:
          break;
      }
    }
    this.units.sort((a, b) => a.start - b.start);
    this.regions.sort((a, b) => a.start - b.start);
  }

  heading(open: MdToken, inline: MdToken) {
    const starts = (open.meta as { starts?: number[] } | null)?.starts;
    if (!starts || !inline.content) return;
    const l = open.map![0];
    if (open.markup.startsWith('#')) {
      // ATX: the content starts after the #s and blanks; the closing sequence stays outside.
      let o = this.toOrig(l, starts[0]);
      while (this.text[o] === '#') o++;
      o = this.skipBlank(l, o);
      if (!this.text.startsWith(inline.content, o)) return;
      this.inline(inline, 'heading', [o], [0], [0], [l]);
      return;
    }
    const placed = this.place(inline.content, l, starts);
    if (placed) this.inline(inline, 'heading', placed.at, placed.lineOf, placed.lead, placed.at.map((_, k) => l + k));
  }

  paragraph(open: MdToken, inline: MdToken, kind: UnitKind) {
    const starts = (open.meta as { starts?: number[] } | null)?.starts;
    if (!starts || !inline.content) return;
    const l = open.map![0];
    // A paragraph that goes on from a code block the parsers may read apart stays as written.
    if (this.noEditFrom >= 0) {
      let blank = false;
      for (let k = this.noEditFrom; k < l && !blank; k++) blank = this.lineText(k).trim() === '';
      if (!blank) return;
      this.noEditFrom = -1;
    }
    const placed = this.place(inline.content, l, starts);
    if (!placed) return;
    const lineIdx = placed.at.map((_, k) => l + k);
    // Payload and anchor paragraphs are protected whole.
    const lines = placed.at.map((o, k) => this.text.slice(o, this.trimEnd(o, this.lineEnd(lineIdx[k]))));
    const start = placed.at[0];
    const end = this.trimEnd(start, this.lineEnd(lineIdx[lineIdx.length - 1]));
    const cls = classifyParagraph(this.text.slice(start, end), kind === 'paragraph' ? lines : []);
    if (cls) {
      this.region(start, end, cls.kind, cls.reason);
      return;
    }
    this.inline(inline, kind, placed.at, placed.lineOf, placed.lead, lineIdx);
  }

  /**
   * A unit from an inline token whose content lines start at `at` (original offsets) and at
   * `lineOf` in the content string (`lead` blanks in the content before that start).
   */
  inline(inline: MdToken, kind: UnitKind, at: number[], lineOf: number[], lead: number[], lineIdx: number[]) {
    const content = inline.content;
    const n = at.length;
    const lineEndOrig = (k: number) => (k === n - 1 ? at[k] + content.length - lineOf[k] - lead[k] : this.trimEnd(at[k], this.lineEnd(lineIdx[k])));
    const toOrig = (p: number) => {
      let lo = 0;
      let hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (lineOf[mid] <= p) lo = mid;
        else hi = mid - 1;
      }
      return at[lo] + Math.max(0, p - lineOf[lo] - lead[lo]);
    };
    const start = at[0];
    const end = lineEndOrig(n - 1);
    if (end <= start) return;
    const gaps: Gap[] = [];
    for (let k = 1; k < n; k++) gaps.push({ start: lineEndOrig(k - 1), end: at[k], cellBreak: false });
    const { atoms, holds } = inlineStructure(inline.children ?? [], content, toOrig);
    // Whole lines that are commands or TSV rows (never the first line of a list item, which is the item).
    if (kind !== 'heading') {
      for (let k = 0; k < n; k++) {
        const s = at[k];
        const e = lineEndOrig(k);
        const line = this.text.slice(s, e);
        if (isTsvLine(line)) atoms.push(atom(s, e, 'x', true, 'payload', REASONS.tsv));
        else if (!(k === 0 && kind === 'listItem') && COMMAND_LINE.test(line)) atoms.push(atom(s, e, 'x', true, 'command', REASONS.command));
      }
      if (kind === 'listItem') {
        // The checkbox with the blank after it: `[ ]` glued to what follows is no checkbox.
        const m = /^\[[ xX]\](?:[ \t]+|$)/.exec(this.text.slice(start, start + 12));
        if (m) atoms.push(atom(start, start + m[0].length, 'x', false));
      }
    }
    this.units.push({ start, end, kind, gaps, atoms, holds });
  }

  table(tokens: MdToken[], i: number): number {
    const open = tokens[i];
    const starts = (open.meta as { starts?: number[] } | null)?.starts ?? [];
    const map0 = open.map![0];
    let j = i + 1;
    for (; j < tokens.length && tokens[j].type !== 'table_close'; j++) {
      if (tokens[j].type !== 'tr_open') continue;
      const line = tokens[j].map![0];
      const cells: MdToken[] = [];
      for (j++; tokens[j].type !== 'tr_close'; j++) if (tokens[j].type === 'inline') cells.push(tokens[j]);
      const s = starts[line - map0];
      if (s !== undefined) this.row(line, this.toOrig(line, s), cells);
    }
    return j;
  }

  /** A table row: cells split at unescaped pipes as GFM does, one unit with a gap per pipe. */
  row(line: number, from: number, cells: MdToken[]) {
    const end = this.trimEnd(from, this.lineEnd(line));
    const rowEnd = end;
    const segs: Range[] = [];
    let last = from;
    let escaped = false;
    for (let p = from; p < end; p++) {
      const c = this.text.charCodeAt(p);
      if (c === 124 && !escaped) {
        segs.push({ start: last, end: p });
        last = p + 1;
      }
      escaped = c === 92; // markdown-it's escapedSplit: any backslash escapes a following pipe
    }
    segs.push({ start: last, end });
    if (segs.length && segs[0].end === segs[0].start) segs.shift();
    if (segs.length && segs[segs.length - 1].end === segs[segs.length - 1].start) segs.pop();
    const placed: { r: Range; tok: MdToken }[] = [];
    for (let c = 0; c < cells.length && c < segs.length; c++) {
      let { start: s, end: e } = segs[c];
      const raw = this.text.slice(s, e);
      s += raw.length - raw.trimStart().length;
      e -= raw.length - raw.trimEnd().length;
      if (e <= s) continue;
      placed.push({ r: { start: s, end: e }, tok: cells[c] });
    }
    if (!placed.length) return;
    const atoms: Atom[] = [];
    const holds: Hold[] = [];
    const gaps: Gap[] = [];
    for (let c = 0; c < placed.length; c++) {
      const { r, tok } = placed[c];
      if (c > 0) gaps.push({ start: placed[c - 1].r.end, end: r.start, cellBreak: true });
      if (this.text.slice(r.start, r.end) !== tok.content) {
        // `\|` is unescaped in the parsed cell: keep such a cell as it is.
        atoms.push(atom(r.start, r.end, 'x', true));
        continue;
      }
      const inner = inlineStructure(tok.children ?? [], tok.content, (p) => r.start + p);
      pushAll(atoms, inner.atoms);
      pushAll(holds, inner.holds);
    }
    // Cells past the header's column count are not rendered; they stay as written, inside the unit
    // so that its scope (a `--force` there) is judged on the whole row.
    const lastCell = placed[placed.length - 1].r.end;
    if (lastCell < rowEnd) gaps.push({ start: lastCell, end: rowEnd, cellBreak: true });
    this.units.push({ start: placed[0].r.start, end: Math.max(lastCell, rowEnd), kind: 'tableRow', gaps, atoms, holds });
  }
}

/** Index of the token closing the block opened at i. */
function closing(tokens: MdToken[], i: number): number {
  if (tokens[i].nesting !== 1) return i;
  let depth = 0;
  for (let j = i; j < tokens.length; j++) {
    depth += tokens[j].nesting;
    if (depth === 0) return j;
  }
  return tokens.length - 1;
}

/** First line of the next top-level H1/H2 or rule after the banner heading at i, or -1 (the end). */
function bannerEnd(tokens: MdToken[], i: number): number {
  for (let j = closing(tokens, i) + 1; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.level !== 0 || !t.map) continue;
    if ((t.type === 'heading_open' && (t.tag === 'h1' || t.tag === 'h2')) || t.type === 'hr') return t.map[0];
  }
  return -1;
}

/** Atoms and holds of an inline token's children; `at` maps content offsets to the source. */
function inlineStructure(children: MdToken[], content: string, at: (p: number) => number) {
  const atoms: Atom[] = [];
  const holds: Hold[] = [];
  const stack: { tok: MdToken; range: Range }[] = [];
  const add = (s: number, e: number, a: Omit<Atom, 'start' | 'end' | 'keep'> & { keep?: boolean }) => {
    const start = at(s);
    const end = at(e - 1) + 1;
    if (end > start) atoms.push(atom(start, end, a.role, a.masked, a.kind, a.reason, a.keep));
  };
  for (let i = 0; i < children.length; i++) {
    const t = children[i];
    const pos = t.pos;
    if (!pos) continue;
    switch (t.type) {
      case 'code_inline':
        add(pos[0], pos[1], { role: 'x', kind: 'code', reason: 'inline code', masked: true });
        break;
      case 'link_open': {
        let j = i + 1;
        while (j < children.length && children[j].type !== 'link_close') j++;
        const close = children[j]?.pos;
        if (!close) break;
        if (t.info === 'auto') {
          const mail = String(t.attrGet('href') ?? '').startsWith('mailto:') && !content.slice(pos[0], close[1]).includes('mailto:');
          add(pos[0], close[1], { role: 'x', kind: mail ? 'email' : 'url', reason: mail ? 'e-mail address' : 'autolink', masked: true });
          i = j;
          break;
        }
        // The label is kept as written (a title or a name); the destination is a protected URL.
        add(pos[0], close[1], { role: 'x', masked: true });
        const dest = destination(content, close[0] + 1, close[1]);
        if (dest) add(dest.start, dest.end, { role: 'x', kind: 'url', reason: 'link target', masked: true });
        break;
      }
      case 'image': {
        add(pos[0], pos[1], { role: 'x', masked: true });
        const labelEnd = content.lastIndexOf('](', pos[1]);
        const dest = labelEnd > pos[0] ? destination(content, labelEnd + 1, pos[1]) : null;
        if (dest) add(dest.start, dest.end, { role: 'x', kind: 'url', reason: 'image source', masked: true });
        break;
      }
      case 'html_inline': {
        const comment = t.content.startsWith('<!--');
        add(pos[0], pos[1], { role: 'x', kind: comment ? 'comment' : 'code', reason: comment ? 'HTML comment' : 'inline HTML', masked: true });
        break;
      }
      case 'text_special':
        add(pos[0], pos[1], { role: 'x', masked: false });
        break;
      case 'hardbreak':
        if (content.charCodeAt(pos[0]) === 92) add(pos[0], pos[0] + 1, { role: 'x', masked: false });
        break;
      case 'em_open':
      case 'strong_open':
      case 's_open': {
        const s = t.type === 'strong_open' ? pos[0] - 1 : pos[0];
        stack.push({ tok: t, range: { start: s, end: pos[1] } });
        break;
      }
      case 'em_close':
      case 'strong_close':
      case 's_close': {
        const o = stack.pop();
        if (!o) break;
        const close = { start: pos[0], end: t.type === 'strong_close' ? pos[1] + 1 : pos[1] };
        const strike = t.type === 's_close';
        const before = o.range.start > 0 ? content[o.range.start - 1] : ' ';
        const after = close.end < content.length ? content[close.end] : ' ';
        const inner = content.slice(o.range.end, close.start);
        // Intraword emphasis keeps its markers: stripping them would glue words together. Emphasis
        // around anything but plain words keeps them too (a URL, a path, an identifier:
        // `_config.db.host_` read without its markers is another identifier).
        // Markers at word boundaries only: after a blank or an opening bracket, before a blank, the
        // end or sentence punctuation that ends there ("a_b/__init__.py" is a path, not emphasis).
        const next = close.end + 1 < content.length ? content[close.end + 1] : ' ';
        const strip = !strike && OPEN_BOUNDARY.test(before) && (CLOSE_BOUNDARY.test(after) || (/[.,;:!?]/.test(after) && CLOSE_BOUNDARY.test(next)));
        // (Read without nested markers: "***the build***" keeps or strips both pairs alike, so a
        // second pass decides as the first did.)
        // Underscores around one word read as a name as often as emphasis ("__init__"), and markers
        // around no letter at all are no emphasis of words ("_::_"): both stay.
        const bare = inner.replace(/\*+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '');
        const underscored = content[o.range.start] === '_' && !/\s/.test(bare);
        // A label ("**Status:**", "**Status**:") and emphasis that opens its line ("**Verify in a
        // preview before commit**") are what a loop greps for and what a reader is told to do: ultra
        // keeps their markers; a stressed word inside a sentence loses them.
        const label = /:\s*$/.test(bare) || content[close.end] === ':';
        // (after a leading sign only, "⚠️ **Volume mapping** (verify …)", it still opens its line)
        // (read back a few characters only: a line of a million markers must not be scanned once per pair)
        const from = Math.max(0, o.range.start - 9);
        const back = content.slice(from, o.range.start);
        const nl = back.lastIndexOf('\n');
        const opensLine = (nl >= 0 || from === 0) && !/[\p{L}\p{N}`]/u.test(nl >= 0 ? back.slice(nl + 1) : back);
        // an italic title or name ("_Smith v. Jones_"): the markers say what kind of words they are
        const title = !content.startsWith('**', o.range.start) && !content.startsWith('__', o.range.start) && /^\p{Lu}/u.test(bare.trim());
        // a value set off as one: a grade or severity in capitals ("a **HIGH** finding"), or the value after a
        // label ("**Overall Grade**: ⚠️ **C (Baseline)**")
        const marked = (/\p{Lu}{2,}/u.test(bare) && !/\p{Ll}/u.test(bare)) || /:\s*(?:[^\p{L}\p{N}\s]{1,3}\s*)?$/u.test(back);
        const keep = NOT_PLAIN.test(bare) || underscored || !/[\p{L}\p{N}]/u.test(bare) || STRESSED_NEGATION.test(bare) || label || opensLine || title || marked;
        add(o.range.start, o.range.end, { role: strip ? 'm' : 'x', masked: true, keep });
        add(close.start, close.end, { role: strip ? 'm' : 'x', masked: true, keep });
        // (where ultra keeps the markers -- a label, a line's opening instruction -- it keeps the words they hold too:
        // "**Very poor**" is a grade, not "**Poor**")
        if (close.start > o.range.end) holds.push({ start: at(o.range.end), end: at(close.start - 1) + 1, always: !strip || keep });
        break;
      }
      default:
        break;
    }
  }
  return { atoms, holds };
}

/** The destination of an inline link or image, from just after its `]` to its end. */
function destination(content: string, from: number, end: number): Range | null {
  if (content[from] !== '(') return null;
  let p = from + 1;
  while (p < end && /[ \t\n]/.test(content[p])) p++;
  const res = helpers().parseLinkDestination(content, p, end);
  return res.ok && res.pos > p ? { start: p, end: res.pos } : null;
}

keep(new Builder('', 0));

function build(text: string): Chunk {
  const base = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const b = new Builder(text, base);
  const tokens = parseMarkdown(base ? text.slice(base) : text);
  b.run(tokens);
  return { units: b.units, regions: b.regions, clean: !b.openBanner && endsClosed(text, tokens), placed: undefined };
}

/** The last top-level block is not a fence or HTML block that runs into the trailing blank lines. */
function endsClosed(text: string, tokens: MdToken[]): boolean {
  let last: MdToken | null = null;
  for (const t of tokens) if (t.level === 0 && t.nesting >= 0 && t.map) last = t;
  if (!last || (last.type !== 'fence' && last.type !== 'html_block')) return true;
  const body = text.replace(/[ \t\r\n]+$/, '');
  const lines = body.length ? (body.match(/\r\n|\r|\n/g)?.length ?? 0) + 1 : 0;
  return last.map![1] <= lines;
}
