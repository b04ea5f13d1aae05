// What the checker requires of the prose, read from remark's tree (never the engine's segmenter):
// the values that must survive byte-exact (invariant 1) and the prose text in which hedges and
// negations are counted (invariants 2 and 3).
//
// A phrasing block (paragraph, heading, table cell) is read from its source slice: container
// prefixes of its continuation lines are dropped, and the non-text inline nodes (inline code,
// HTML, link and image destinations) are masked with spaces, since structure compares those by
// value. The span scanners of protect.ts (the definition of the protected kinds, shared on
// purpose) then run over that text; the shared line and block classifiers of classify.ts add
// command lines, TSV rows, payload / anchor paragraphs and banner blocks, and scope.ts the
// out-of-scope blocks, each of which must appear whole.
import type { ProtectOptions } from './protect';
import { protectSpans } from './protect';
import { BANNER, COMMAND_LINE, REASONS, classifyParagraph, isTsvLine } from './classify';
import { outOfScope } from './scope';
import { endOf, startOf, type MdNode, type ParsedChunk } from './check-parse';

/** Prose of one phrasing block, with a map from its offsets back to the document. */
export interface ProseText {
  text: string;
  /** Pairs (offset in text, offset in document) at the start of each line. */
  segs: number[];
  /** Start/end pairs (document offsets) of the block's protected spans and inline code: the ledger's atoms. */
  atoms?: number[];
  /** Why the block is kept whole (out of scope, a payload, a banner), when it is. */
  whole?: string;
}

/** The offset in the prose text of a document offset inside it. */
export function fromDoc(p: ProseText, doc: number): number {
  const s = p.segs;
  let k = 0;
  for (let i = 0; i < s.length; i += 2) if (s[i + 1] <= doc) k = i;
  return s[k] + (doc - s[k + 1]);
}

export function toDoc(p: ProseText, off: number): number {
  const s = p.segs;
  let lo = 0;
  let hi = s.length / 2 - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (s[mid * 2] <= off) lo = mid;
    else hi = mid - 1;
  }
  return s[lo * 2 + 1] + (off - s[lo * 2]);
}

export interface ProseSink {
  /** A value that must occur in the compressed text (document offsets). */
  required(value: string, start: number, reason: string): void;
  /** The prose of a phrasing block (hedges and negations are counted here). */
  prose(p: ProseText): void;
  /** Each exact string the span scanners (and the profile's user patterns) run over. */
  scanned?(text: string): void;
}

function spansOf(text: string, opts: ProtectOptions, seen?: (text: string) => void) {
  seen?.(text);
  return protectSpans(text, opts);
}

/** Walks one parsed chunk of `src` and reports its required values and prose to `sink`. */
export function collectProse(src: string, chunk: ParsedChunk, opts: ProtectOptions, sink: ProseSink): void {
  const { tree, base, length } = chunk;
  const S = (n: MdNode) => startOf(n) + base;
  const E = (n: MdNode) => endOf(n) + base;

  /**
   * The inline code spans (start, end pairs) of the block masksOf read last: each is a required
   * value, so a changed `path` fails "protected spans" as it does without its backticks.
   */
  let codes: number[] = [];
  const requireCodes = (list: number[]) => {
    for (let i = 0; i < list.length; i += 2) sink.required(src.slice(list[i], list[i + 1]), list[i], REASONS.code);
  };

  /** Masked ranges (document offsets) of the non-text inline nodes of a phrasing block. */
  const masksOf = (block: MdNode): number[] => {
    const m: number[] = [];
    codes = [];
    // in document order, with a stack of its own (links nested 100,000 deep stay off the call stack):
    // an entry is a node, or the mask that closes a link after its children
    const stack: (MdNode | [number, number])[] = [...(block.children ?? [])].reverse();
    const push = (k: MdNode[]) => {
      for (let i = k.length - 1; i >= 0; i--) stack.push(k[i]);
    };
    while (stack.length) {
      const n = stack.pop()!;
      if (Array.isArray(n)) {
        m.push(n[0], n[1]);
        continue;
      }
      switch (n.type) {
        case 'inlineCode':
          codes.push(S(n), E(n));
          m.push(S(n), E(n));
          break;
        case 'html':
        case 'image':
        case 'imageReference':
        case 'footnoteReference':
          m.push(S(n), E(n));
          break;
        case 'link':
        case 'linkReference': {
          const k = n.children ?? [];
          if (!k.length) m.push(S(n), E(n));
          else {
            if (S(k[0]) > S(n)) m.push(S(n), S(k[0]));
            if (E(n) > E(k[k.length - 1])) stack.push([E(k[k.length - 1]), E(n)]);
            push(k);
          }
          break;
        }
        default:
          push(n.children ?? []);
      }
    }
    return m;
  };

  /** The prose of [cs, ce): lines without container prefixes, masks blanked; and the raw lines. */
  const proseOf = (cs: number, ce: number, masks: number[], inQuote: boolean) => {
    const parts: string[] = [];
    const lines: string[] = [];
    const starts: number[] = [];
    const segs: number[] = [];
    let off = 0;
    let mi = 0;
    let pos = cs;
    let first = true;
    const block = src.slice(cs, ce); // line breaks are searched in the block only (a table row may share a long line)
    const brk = /\r\n?|\n/g; // CommonMark's line endings: \n, \r\n and a lone \r
    while (pos <= ce) {
      brk.lastIndex = pos - cs;
      const m = brk.exec(block);
      const nl = m ? m.index + cs : ce;
      let ls = pos;
      const le = nl;
      if (!first) {
        const pre = (inQuote ? /^[ \t]*(?:>[ \t]?[ \t]*)*/ : /^[ \t]*/).exec(src.slice(ls, Math.min(le, ls + 200)));
        ls += pre ? pre[0].length : 0;
      }
      const raw = src.slice(ls, le);
      lines.push(raw);
      starts.push(ls);
      let masked = raw;
      while (mi < masks.length && masks[mi + 1] <= ls) mi += 2;
      if (mi < masks.length && masks[mi] < le) {
        const bits: string[] = [];
        let at = 0;
        for (let j = mi; j < masks.length && masks[j] < le; j += 2) {
          const a = Math.max(masks[j], ls) - ls;
          const b = Math.min(masks[j + 1], le) - ls;
          if (b <= a) continue;
          bits.push(raw.slice(at, a), ' '.repeat(b - a));
          at = b;
        }
        bits.push(raw.slice(at));
        masked = bits.join('');
      }
      if (!first) {
        parts.push('\n');
        off++;
      }
      segs.push(off, ls);
      parts.push(masked);
      off += masked.length;
      first = false;
      if (!m || nl >= ce) break;
      pos = nl + m[0].length;
    }
    return { prose: { text: parts.join(''), segs } as ProseText, lines, starts };
  };

  const scan = (p: ProseText, blank?: Set<number>, atoms?: number[]) => {
    let text = p.text;
    if (blank?.size) {
      const ls = text.split('\n');
      for (const j of blank) ls[j] = ' '.repeat(ls[j].length);
      text = ls.join('\n');
    }
    for (const s of spansOf(text, opts, sink.scanned)) {
      const a = toDoc(p, s.start);
      const b = toDoc(p, s.end - 1) + 1;
      sink.required(src.slice(a, b), a, s.reason);
      atoms?.push(a, b);
    }
  };

  /** Hands a block's prose to the sink with its atoms, and why it is kept whole when it is. */
  const emitter = (prose: ProseText, atoms: number[]) => (whole?: string) => {
    prose.atoms = atoms;
    if (whole) prose.whole = whole;
    sink.prose(prose);
  };

  const paragraph = (n: MdNode, inQuote: boolean, firstInItem: boolean, claimed: boolean) => {
    const s = S(n);
    const e = E(n);
    const { prose, lines, starts } = proseOf(s, e, masksOf(n), inQuote);
    const inline = codes;
    const atoms = inline.slice();
    const emit = emitter(prose, atoms);
    if (claimed) return emit('claimed');
    const slice = src.slice(s, e);
    const scope = outOfScope(slice);
    if (scope) {
      sink.required(slice, s, scope.reason);
      return emit(scope.reason);
    }
    const cls = classifyParagraph(lines.join('\n'), lines);
    if (cls) {
      sink.required(slice, s, cls.reason);
      return emit(cls.reason);
    }
    const blank = new Set<number>();
    lines.forEach((l, j) => {
      if (j === 0 && firstInItem) return;
      const cmd = COMMAND_LINE.test(l);
      if (!cmd && !isTsvLine(l)) return;
      const lead = l.length - l.trimStart().length;
      sink.required(l.trim(), starts[j] + lead, cmd ? REASONS.command : REASONS.tsv);
      atoms.push(starts[j] + lead, starts[j] + lead + l.trim().length);
      blank.add(j);
    });
    requireCodes(inline);
    scan(prose, blank, atoms);
    emit();
  };

  /** A heading or table cell: its content (children) range. */
  const phrasing = (n: MdNode, inQuote: boolean, claimed: boolean, scoped: boolean) => {
    const k = n.children ?? [];
    if (!k.length) return;
    const cs = S(k[0]);
    const ce = E(k[k.length - 1]);
    const { prose } = proseOf(cs, ce, masksOf(n), inQuote);
    const inline = codes;
    const atoms = inline.slice();
    const emit = emitter(prose, atoms);
    if (claimed) return emit('claimed');
    if (scoped) {
      const slice = src.slice(cs, ce);
      const scope = outOfScope(slice, n.type === 'heading');
      if (scope) {
        sink.required(slice, cs, scope.reason);
        return emit(scope.reason);
      }
    }
    requireCodes(inline);
    scan(prose, undefined, atoms);
    emit();
  };

  const headingText = (n: MdNode) => {
    const k = n.children ?? [];
    return k.length ? src.slice(S(k[0]), E(k[k.length - 1])) : '';
  };

  // The block tree, walked with a stack of its own (not the call stack): a quote nested 10,000 deep
  // is as readable as a flat one. Each frame is a run of sibling blocks; a list's frame holds its
  // items, each of which opens a frame of its blocks.
  interface Frame {
    kids: MdNode[];
    i: number;
    inQuote: boolean;
    parent: string;
    claimed: boolean;
    bannerEnd: number;
  }
  const walk = (root: MdNode[]) => {
    const stack: Frame[] = [{ kids: root, i: 0, inQuote: false, parent: 'root', claimed: false, bannerEnd: -1 }];
    while (stack.length) {
      const f = stack[stack.length - 1];
      if (f.i >= f.kids.length) {
        stack.pop();
        continue;
      }
      const i = f.i++;
      const c = f.kids[i];
      if (f.parent === 'list') {
        stack.push({ kids: c.children ?? [], i: 0, inQuote: f.inQuote, parent: 'listItem', claimed: f.claimed, bannerEnd: -1 });
        continue;
      }
      if (c.type === 'heading' && c.depth === 2 && !f.claimed && i > f.bannerEnd && BANNER.test(headingText(c))) {
        let j = i + 1;
        while (j < f.kids.length && !(f.kids[j].type === 'heading' && (f.kids[j].depth ?? 9) <= 2) && f.kids[j].type !== 'thematicBreak') j++;
        const end = Math.min(E(f.kids[j - 1]), base + length);
        sink.required(src.slice(S(c), end), S(c), REASONS.banner);
        f.bannerEnd = j - 1;
      }
      const claimed = f.claimed || i <= f.bannerEnd;
      const inQuote = f.inQuote;
      switch (c.type) {
        case 'paragraph':
          paragraph(c, inQuote, f.parent === 'listItem' && i === 0, claimed);
          break;
        case 'heading':
          phrasing(c, inQuote, claimed, true);
          break;
        case 'table':
          for (const row of c.children ?? []) {
            const scope = claimed ? null : outOfScope(src.slice(S(row), E(row)));
            if (scope) sink.required(src.slice(S(row), E(row)), S(row), scope.reason);
            for (const cell of row.children ?? []) phrasing(cell, inQuote, claimed || scope !== null, false);
          }
          break;
        case 'blockquote':
          stack.push({ kids: c.children ?? [], i: 0, inQuote: true, parent: c.type, claimed, bannerEnd: -1 });
          break;
        case 'list':
          stack.push({ kids: c.children ?? [], i: 0, inQuote, parent: 'list', claimed, bannerEnd: -1 });
          break;
        case 'footnoteDefinition':
          stack.push({ kids: c.children ?? [], i: 0, inQuote, parent: c.type, claimed, bannerEnd: -1 });
          break;
        default:
          break; // code, html, front matter, definitions, rules: compared by value in structure
      }
    }
  };

  walk((tree.children ?? []).filter((c) => startOf(c) < length));
}

export { actorHits, hedgeHits, negationHits, type WordHit } from './claims';
