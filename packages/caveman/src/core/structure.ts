// Markdown structure by remark (the reference parser), for invariant 5. The checker runs on
// arbitrary pairs, so it must not trust the engine's own segmenter.
//
// A document's structure is a flat preorder list of its blocks (each with its nesting depth, its
// compared attributes and its number of children), and for every phrasing block (paragraph,
// heading, table cell) the multiset of its non-prose inline items: inline code, link and image
// destinations, reference identifiers, inline HTML, hard breaks, strikethrough and emphasis.
import type { Offence, Range } from './types';
import { endOf, parseDocument, startOf, type MdNode, type ParsedChunk } from './check-parse';

export interface InlineItem {
  kind: string;
  value: string;
  start: number;
  end: number;
}

export interface StructItem {
  depth: number;
  type: string;
  /** Compared attributes (heading level, list kind / start / tightness, code info and body …). */
  attrs: string;
  /** Number of child blocks (list items, rows, cells, blocks in a container). */
  n: number;
  start: number;
  end: number;
  /** Inline items of a phrasing block. */
  inline?: InlineItem[];
}

const PHRASING = new Set(['paragraph', 'heading', 'tableCell']);
const CONTAINERS = new Set(['root', 'blockquote', 'list', 'listItem', 'footnoteDefinition', 'table', 'tableRow']);
/** Inline kinds counted, not compared by value. */
const COUNTED = new Set(['break', 'delete', 'emphasis', 'strong']);

function attrsOf(n: MdNode): string {
  switch (n.type) {
    case 'heading':
      return `h${n.depth}${n.children?.length ? '' : ' empty'}`;
    case 'tableCell':
      return n.children?.length ? '' : 'empty';
    case 'list':
      return `${n.ordered ? `ordered start=${n.start ?? 1}` : 'bullet'} ${n.spread ? 'loose' : 'tight'}`;
    case 'listItem':
      return `${n.checked === true ? '[x] ' : n.checked === false ? '[ ] ' : ''}${n.spread ? 'loose' : 'tight'}`;
    case 'table':
      return (n.align ?? []).map((a) => a ?? 'none').join(',');
    case 'code':
      return `${n.lang ?? ''}\u0000${n.meta ?? ''}\u0000${n.value ?? ''}`;
    case 'html':
    case 'yaml':
    case 'toml':
      return n.value ?? '';
    case 'definition':
      return `${n.identifier ?? ''}\u0000${n.url ?? ''}\u0000${n.title ?? ''}`;
    case 'footnoteDefinition':
      return n.identifier ?? '';
    default:
      return '';
  }
}

function inlineItems(block: MdNode, base: number): InlineItem[] {
  const out: InlineItem[] = [];
  // pre-order with a stack of its own: brackets nested 100,000 deep do not reach the call stack's end
  const stack: MdNode[] = [...(block.children ?? [])].reverse();
  const descend = (n: MdNode) => {
    const k = n.children;
    if (k) for (let i = k.length - 1; i >= 0; i--) stack.push(k[i]);
  };
  const visit = (n: MdNode) => {
    const s = startOf(n) + base;
    const e = endOf(n) + base;
    switch (n.type) {
      case 'inlineCode':
        out.push({ kind: 'inline code', value: n.value ?? '', start: s, end: e });
        return;
      case 'html':
        out.push({ kind: 'inline HTML', value: n.value ?? '', start: s, end: e });
        return;
      case 'image':
        out.push({ kind: 'image', value: n.url ?? '', start: s, end: e });
        return;
      case 'imageReference':
        out.push({ kind: 'image reference', value: n.identifier ?? '', start: s, end: e });
        return;
      case 'footnoteReference':
        out.push({ kind: 'footnote reference', value: n.identifier ?? '', start: s, end: e });
        return;
      case 'break':
        out.push({ kind: 'break', value: '', start: s, end: e });
        return;
      case 'link':
        out.push({ kind: 'link', value: n.url ?? '', start: s, end: e });
        break;
      case 'linkReference':
        out.push({ kind: 'link reference', value: n.identifier ?? '', start: s, end: e });
        break;
      case 'delete':
      case 'emphasis':
      case 'strong':
        out.push({ kind: n.type, value: '', start: s, end: e });
        break;
      default:
        break;
    }
    descend(n);
  };
  while (stack.length) visit(stack.pop()!);
  return out;
}

/** Append the structure items of one parsed chunk to `out`. */
export function collectStructure(chunk: ParsedChunk, out: StructItem[]): void {
  const { tree, base, length } = chunk;
  // pre-order with a stack of its own: a quote nested 50,000 deep does not reach the call stack's end
  const stack: [MdNode, number][] = (tree.children ?? []).filter((c) => startOf(c) < length).reverse().map((c) => [c, 0]);
  while (stack.length) {
    const [n, depth] = stack.pop()!;
    const kids = n.children && !PHRASING.has(n.type) && CONTAINERS.has(n.type) ? n.children : undefined;
    const item: StructItem = { depth, type: n.type, attrs: attrsOf(n), n: kids?.length ?? 0, start: startOf(n) + base, end: endOf(n) + base };
    if (PHRASING.has(n.type)) item.inline = inlineItems(n, base);
    out.push(item);
    if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], depth + 1]);
  }
}

const COURTESY_UNIT = String.raw`(?:many thanks|thanks? (?:a lot|again|in advance)|thank you(?: (?:very much|in advance|again))?|thanks|thx|ty|cheers|(?:best|kind|warm)?\s?regards|best(?: wishes)?|hi|hello|hey)`;
/** "Thanks.", "Cheers,", and sign-offs of several ("Thanks and Regards", "Thanks, best regards"). */
const COURTESY = new RegExp(String.raw`^${COURTESY_UNIT}(?:\s*(?:,|and|&)?\s*${COURTESY_UNIT})*[\s.!,]*$`, 'i');
/** A top-level paragraph that only thanks or greets. */
function courtesy(text: string, x: StructItem): boolean {
  return x.depth === 0 && x.type === 'paragraph' && x.end - x.start <= 40 && COURTESY.test(text.slice(x.start, x.end).trim());
}

/** The structure of a whole document (parsed in chunks when long). */
export function structureOf(text: string): StructItem[] {
  const out: StructItem[] = [];
  parseDocument(text, (c) => collectStructure(c, out));
  return out;
}

export interface CompareOptions {
  /** Compare emphasis and strong counts (lite / full keep emphasis; ultra strips its markers). */
  emphasis: boolean;
}

/**
 * The first structural difference between two documents, as one precise offence (after the first
 * difference the rest is shifted: one precise offence beats twenty noisy ones), or null.
 */
export function compareStructure(va: string, aIn: StructItem[], vb: string, bIn: StructItem[], opts: CompareOptions): Offence | null {
  // a paragraph that only thanks or greets ("Thanks.", "Cheers,") is no block of the artifact's
  // content: a rewrite may drop it (the ledger reads its words as a pleasantry)
  const a = aIn.some((x) => courtesy(va, x)) ? aIn.filter((x) => !courtesy(va, x)) : aIn;
  const b = bIn.some((x) => courtesy(vb, x)) ? bIn.filter((x) => !courtesy(vb, x)) : bIn;
  const secA = sections(a);
  const secB = sections(b);
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i];
    const y = b[i];
    if (!x) return { message: `added: ${describe(y)}`, compressed: range(y) };
    if (!y) return { message: `lost: ${describe(x)}`, verbose: range(x) };
    // Top-level blocks per section (between headings): a paragraph split in two at the top level.
    const sa = secA.get(i);
    const sb = secB.get(i);
    if (sa && sb && sa.length !== sb.length) {
      const name = i === 0 && x.type !== 'heading' ? 'the document start' : `the section under ${describe(x)}`;
      return childrenDiff(a, sa, b, sb, `${name}: ${sa.length} top-level blocks became ${sb.length}`, span(a, sa), span(b, sb));
    }
    if (x.depth !== y.depth || x.type !== y.type || x.n !== y.n || x.attrs !== y.attrs) return blockDiff(va, a, vb, b, i);
    if (x.inline || y.inline) {
      const d = inlineDiff(x, y, opts);
      if (d) return d;
    }
  }
  return null;
}

/** Top-level blocks of each section: keyed by the index of the section's first item (0, then each top-level heading). */
function sections(items: StructItem[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  let cur: number[] = [];
  out.set(0, cur);
  for (let i = 0; i < items.length; i++) {
    if (items[i].depth !== 0) continue;
    if (items[i].type === 'heading' && i > 0) out.set(i, (cur = []));
    cur.push(i);
  }
  return out;
}

function span(items: StructItem[], idx: number[]): Range {
  return idx.length ? { start: items[idx[0]].start, end: items[idx[idx.length - 1]].end } : { start: 0, end: 0 };
}

/** Two lists of sibling blocks of different lengths: point at the first that differs. */
function childrenDiff(a: StructItem[], ca: number[], b: StructItem[], cb: number[], what: string, ra: Range, rb: Range): Offence {
  let k = 0;
  while (k < ca.length && k < cb.length && a[ca[k]].type === b[cb[k]].type) k++;
  const split = splitOrMerge(a, ca, b, cb, k);
  if (split) return { ...split, message: `${what}: ${split.message}` };
  if (k < ca.length && k < cb.length) return { message: `${what}: ${describe(a[ca[k]])} became ${describe(b[cb[k]])}`, verbose: range(a[ca[k]]), compressed: range(b[cb[k]]) };
  if (k < ca.length) return { message: `${what}: lost ${describe(a[ca[k]])}`, verbose: range(a[ca[k]]), compressed: rb };
  if (k < cb.length) return { message: `${what}: added ${describe(b[cb[k]])}`, verbose: ra, compressed: range(b[cb[k]]) };
  return { message: what, verbose: ra, compressed: rb };
}

const range = (x: Range): Range => ({ start: x.start, end: x.end });

const NAMES: Record<string, string> = {
  paragraph: 'paragraph',
  blockquote: 'block quote',
  listItem: 'list item',
  tableRow: 'table row',
  tableCell: 'table cell',
  html: 'HTML block',
  yaml: 'YAML front matter',
  toml: 'TOML front matter',
  thematicBreak: 'thematic break',
};

function describe(x: StructItem): string {
  switch (x.type) {
    case 'heading':
      return `heading ${x.attrs}`;
    case 'list':
      return `${x.attrs.replace(/ (loose|tight)$/, '')} list of ${x.n} item${x.n === 1 ? '' : 's'} (${x.attrs.endsWith('loose') ? 'loose' : 'tight'})`;
    case 'listItem': {
      const box = /^\[.\] /.exec(x.attrs)?.[0] ?? '';
      return `list item ${box}(${x.attrs.slice(box.length)}, ${x.n} block${x.n === 1 ? '' : 's'})`;
    }
    case 'table':
      return `table of ${x.n} rows (align ${x.attrs})`;
    case 'tableRow':
      return `table row of ${x.n} cells`;
    case 'tableCell':
      return x.attrs === 'empty' ? 'empty table cell' : 'table cell';
    case 'blockquote':
      return `block quote of ${x.n} block${x.n === 1 ? '' : 's'}`;
    case 'footnoteDefinition':
      return `footnote definition [^${x.attrs}]`;
    case 'definition':
      return `link definition ${short(x.attrs.split('\u0000').filter(Boolean).join(' '))}`;
    case 'code': {
      const [lang] = x.attrs.split('\u0000');
      return `code block${lang ? ` (${lang})` : ''}`;
    }
    case 'html':
    case 'yaml':
    case 'toml':
      return `${NAMES[x.type]} ${short(x.attrs)}`;
    default:
      return NAMES[x.type] ?? x.type;
  }
}

/** Children of the container at index i (the items one level deeper, up to the next sibling). */
function childrenOf(items: StructItem[], i: number): number[] {
  const out: number[] = [];
  const d = items[i].depth;
  for (let j = i + 1; j < items.length && items[j].depth > d; j++) if (items[j].depth === d + 1) out.push(j);
  return out;
}

function blockDiff(va: string, a: StructItem[], vb: string, b: StructItem[], i: number): Offence {
  const x = a[i];
  const y = b[i];
  // Same container, different number of children: point at the first child that differs.
  if (x.type === y.type && x.depth === y.depth && x.attrs === y.attrs && x.n !== y.n) {
    return childrenDiff(a, childrenOf(a, i), b, childrenOf(b, i), `${describe(x)} became ${describe(y)}`, range(x), range(y));
  }
  if (x.type === y.type && x.type === 'code') return valueDiff(va, x, vb, y, 'code block');
  if (x.type === y.type && (x.type === 'yaml' || x.type === 'toml' || x.type === 'html')) return valueDiff(va, x, vb, y, NAMES[x.type]);
  return { message: `structure differs: ${describe(x)} became ${describe(y)}`, verbose: range(x), compressed: range(y) };
}

/** children lists ca / cb agree up to k: a paragraph at k-1 split into two, or two merged into one. */
function splitOrMerge(a: StructItem[], ca: number[], b: StructItem[], cb: number[], k: number): Offence | null {
  if (k < 1) return null;
  const pa = a[ca[k - 1]];
  const pb = b[cb[k - 1]];
  if (pa.type !== 'paragraph' || pb.type !== 'paragraph') return null;
  const nb = cb[k] !== undefined ? b[cb[k]] : undefined;
  const na = ca[k] !== undefined ? a[ca[k]] : undefined;
  if (nb?.type === 'paragraph' && na?.type !== 'paragraph') {
    return { message: 'paragraph split in two (or one added)', verbose: range(pa), compressed: { start: pb.start, end: nb.end } };
  }
  if (na?.type === 'paragraph' && nb?.type !== 'paragraph') {
    return { message: 'two paragraphs became one (merged, or one lost)', verbose: { start: pa.start, end: na.end }, compressed: range(pb) };
  }
  return null;
}

/** A code block, HTML block or front matter whose text changed: point at the first changed line. */
function valueDiff(va: string, x: StructItem, vb: string, y: StructItem, name: string): Offence {
  if (x.type === 'code') {
    const [la, ma, bodyA] = x.attrs.split('\u0000');
    const [lb, mb, bodyB] = y.attrs.split('\u0000');
    if (la !== lb || ma !== mb) {
      return { message: `code block info string ${short(`${la} ${ma}`.trim())} became ${short(`${lb} ${mb}`.trim())}`, verbose: firstLine(va, x), compressed: firstLine(vb, y) };
    }
    return lineDiff(va, x, bodyA, vb, y, bodyB, name);
  }
  return lineDiff(va, x, x.attrs, vb, y, y.attrs, name);
}

function lineDiff(va: string, x: StructItem, bodyA: string, vb: string, y: StructItem, bodyB: string, name: string): Offence {
  const la = bodyA.split('\n');
  const lb = bodyB.split('\n');
  let k = 0;
  while (k < la.length && k < lb.length && la[k] === lb[k]) k++;
  // (a line dropped: its place in the compressed block is between the lines around it, both named)
  if (k > 0 && la.length === lb.length + 1 && la.slice(k + 1).join('\n') === lb.slice(k).join('\n')) {
    const before = valueLine(vb, y, k - 1);
    const after = valueLine(vb, y, k);
    return { message: `${name} changed at line ${k + 1}: ${short(la[k])} dropped`, verbose: valueLine(va, x, k), compressed: { start: before.start, end: Math.max(before.end, after.end) } };
  }
  const msg = `${name} changed at line ${k + 1}: ${k < la.length ? short(la[k]) : '(end)'} became ${k < lb.length ? short(lb[k]) : '(end)'}`;
  return { message: msg, verbose: valueLine(va, x, k), compressed: valueLine(vb, y, k) };
}

function firstLine(src: string, x: StructItem): Range {
  const nl = src.indexOf('\n', x.start);
  return { start: x.start, end: nl === -1 || nl > x.end ? x.end : nl };
}

/** Range of the k-th line of a block's value in the source (fenced code and front matter: after the fence). */
function valueLine(src: string, x: StructItem, k: number): Range {
  const head = src.slice(x.start, Math.min(x.end, x.start + 8)).trimStart();
  const fenced = (x.type === 'code' && /^(?:`{3}|~{3})/.test(head)) || x.type === 'yaml' || x.type === 'toml';
  let line = fenced ? k + 1 : k;
  let s = x.start;
  while (line > 0) {
    const nl = src.indexOf('\n', s);
    if (nl === -1 || nl >= x.end) return range(x);
    s = nl + 1;
    line--;
  }
  const nl = src.indexOf('\n', s);
  return { start: s, end: nl === -1 || nl > x.end ? x.end : nl };
}

function inlineDiff(x: StructItem, y: StructItem, opts: CompareOptions): Offence | null {
  // emphasis stripped is licensed where the intensity strips it; emphasis added never is (a rule of
  // the user's own that writes "**" makes a claim the verbose text does not)
  if (!opts.emphasis) {
    for (const kind of ['strong', 'emphasis'] as const) {
      const na = (x.inline ?? []).filter((it) => it.kind === kind).length;
      const added = (y.inline ?? []).filter((it) => it.kind === kind);
      if (added.length > na) return { message: `${describe(x)}: ${plural(kind)} ${na} in verbose, ${added.length} in compressed (emphasis added)`, compressed: range(added[na]) };
    }
  }
  const keep = (it: InlineItem) => opts.emphasis || (it.kind !== 'emphasis' && it.kind !== 'strong');
  const ia = (x.inline ?? []).filter(keep);
  const ib = (y.inline ?? []).filter(keep);
  if (!ia.length && !ib.length) return null;
  const key = (it: InlineItem) => `${it.kind}\u0000${it.value}`;
  const left = new Map<string, number>();
  for (const it of ib) left.set(key(it), (left.get(key(it)) ?? 0) + 1);
  const missing: InlineItem[] = [];
  for (const it of ia) {
    const k = key(it);
    const c = left.get(k) ?? 0;
    if (c > 0) left.set(k, c - 1);
    else missing.push(it);
  }
  const extra: InlineItem[] = [];
  for (const it of ib) {
    const k = key(it);
    const c = left.get(k) ?? 0;
    if (c > 0) {
      extra.push(it);
      left.set(k, c - 1);
    }
  }
  if (!missing.length && !extra.length) return null;
  const where = describe(x);
  const m = missing[0];
  if (m && COUNTED.has(m.kind)) {
    const na = ia.filter((it) => it.kind === m.kind).length;
    const nb = ib.filter((it) => it.kind === m.kind).length;
    return { message: `${where}: ${plural(m.kind)} ${na} in verbose, ${nb} in compressed`, verbose: range(m), compressed: range(y) };
  }
  if (m) {
    const twin = extra.find((e) => e.value === m.value && e.kind !== m.kind && !COUNTED.has(e.kind));
    if (twin) return { message: `${where}: ${m.kind} ${short(m.value)} became ${article(twin.kind)} ${twin.kind}`, verbose: range(m), compressed: range(twin) };
    const other = extra.find((e) => e.kind === m.kind);
    if (other) return { message: `${where}: ${m.kind} ${short(m.value)} became ${short(other.value)}`, verbose: range(m), compressed: range(other) };
    return { message: `${where}: ${m.kind} ${short(m.value)} missing or changed`, verbose: range(m), compressed: range(y) };
  }
  const e = extra[0];
  if (COUNTED.has(e.kind)) {
    const na = ia.filter((it) => it.kind === e.kind).length;
    const nb = ib.filter((it) => it.kind === e.kind).length;
    return { message: `${where}: ${plural(e.kind)} ${na} in verbose, ${nb} in compressed`, verbose: range(x), compressed: range(e) };
  }
  return { message: `${where}: ${e.kind} ${short(e.value)} added`, verbose: range(x), compressed: range(e) };
}

const plural = (kind: string) =>
  ({ break: 'hard line breaks:', delete: 'strikethrough spans:', emphasis: 'emphasis spans:', strong: 'strong emphasis spans:' })[kind] ?? `${kind}:`;
const article = (kind: string) => (/^[aeiou]/i.test(kind) ? 'an' : 'a');

export function short(s: string): string {
  const one = s.replace(/\s+/g, ' ');
  return one.length > 60 ? JSON.stringify(one.slice(0, 57) + '…') : JSON.stringify(one);
}
