// Markdown segmentation by a line scanner (not a full remark parse: remark costs ~5x a tiktoken
// encode of the same text, and typing must stay cheap). It finds the prose units (paragraphs,
// list items, headings, table rows, quoted lines) and the block regions that are never prose.
// The checker cross-checks structure with remark, so a scanner miss shows up as a failed invariant.
import type { ProtectedKind, Range } from './types';

export interface Gap extends Range {
  /** A table pipe: the next cell starts a new sentence. */
  cellBreak: boolean;
}

export type UnitKind = 'paragraph' | 'heading' | 'listItem' | 'tableRow';

export interface Unit extends Range {
  kind: UnitKind;
  gaps: Gap[];
}

export interface BlockRegion extends Range {
  kind: ProtectedKind;
  reason: string;
}

export interface Segmentation {
  units: Unit[];
  regions: BlockRegion[];
}

interface Line {
  start: number; // offset of the first char
  end: number; // offset of the end of content (before \r?\n)
  text: string;
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let pos = 0;
  const n = text.length;
  while (pos <= n) {
    let nl = text.indexOf('\n', pos);
    if (nl === -1) nl = n;
    let end = nl;
    if (end > pos && text.charCodeAt(end - 1) === 13) end--;
    lines.push({ start: pos, end, text: text.slice(pos, end) });
    if (nl === n) break;
    pos = nl + 1;
  }
  return lines;
}

const QUOTE_PREFIX = /^(?: {0,3}> ?)+/;
const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})/;
const THEMATIC = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const ATX = /^( {0,3}#{1,6})(?=[ \t]|$)[ \t]*/;
const LIST_ITEM = /^(\s*)(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)(?:\[[ xX]\][ \t]+)?/;
const TABLE_DELIM = /^\s*\|?\s*:?-{1,}:?\s*(?:\|\s*:?-{1,}:?\s*)*\|?\s*$/;
const COMMAND = /^\s*(?:\$ |git |npm |npx |node |gh |pnpm |yarn |bash |curl |docker |cargo |pip3? |python3? )/;
const HTML_BLOCK = /^ {0,3}<\/?(?:[A-Za-z][\w-]*)(?:\s|\/?>|$)/;
const LINK_DEF = /^ {0,3}\[[^\]]+\]:\s+\S/;
const BANNER = /^## ⏸ (?:AWAITING YOUR INPUT|APPROVAL REQUIRED)/;
const WORKDOC_KEY = /^\s*(?:allowed_scope|failing_test_cmd|expected_failure_pattern|expected_pass_pattern|passing_test_cmd|evidence_class|evidence_blockers):/;
const YAMLISH = /^\s*(?:- )?["']?[\w.\-/]+["']?:(?:\s|$)/;

const segCache = new Map<string, Segmentation>();

export function segment(text: string): Segmentation {
  const hit = segCache.get(text);
  if (hit) return hit;
  const seg = scan(text);
  if (segCache.size > 8) segCache.clear();
  segCache.set(text, seg);
  return seg;
}

export function clearSegmentCache() {
  segCache.clear();
}

function scan(text: string): Segmentation {
  const lines = splitLines(text);
  const units: Unit[] = [];
  const regions: BlockRegion[] = [];
  let open: Unit | null = null;
  let openLines: Line[] = [];
  let prevBlank = true;
  let inListContext = false;

  const close = () => {
    if (!open) return;
    const u = open;
    open = null;
    const ls = openLines;
    openLines = [];
    const body = text.slice(u.start, u.end);
    if (u.kind === 'paragraph' || u.kind === 'listItem') {
      const first = body.trimStart()[0];
      if ((first === '{' || first === '[') && isJson(body)) {
        regions.push({ start: u.start, end: u.end, kind: 'payload', reason: 'JSON payload: machine-read, kept byte-exact' });
        return;
      }
      if (u.kind === 'paragraph' && ls.length >= 2 && ls.every((l) => WORKDOC_KEY.test(l.text))) {
        regions.push({ start: u.start, end: u.end, kind: 'anchor', reason: 'workdoc Planned-block keys: parsed by the compliance checker' });
        return;
      }
      if (u.kind === 'paragraph' && ls.length >= 2 && ls.every((l) => YAMLISH.test(l.text))) {
        regions.push({ start: u.start, end: u.end, kind: 'payload', reason: 'YAML payload: machine-read, kept byte-exact' });
        return;
      }
    }
    units.push(u);
  };

  let i = 0;
  // Front matter: YAML (---) or TOML (+++) at the very top.
  if (lines.length > 1 && /^(?:---|\+\+\+)\s*$/.test(lines[0].text)) {
    const fence = lines[0].text.trim();
    for (let j = 1; j < lines.length; j++) {
      const t = lines[j].text.trim();
      if (t === fence || (fence === '---' && t === '...')) {
        regions.push({ start: 0, end: lines[j].end, kind: 'frontmatter', reason: 'front matter: YAML read by tools' });
        i = j + 1;
        break;
      }
    }
  }

  for (; i < lines.length; i++) {
    const line = lines[i];
    const qm = QUOTE_PREFIX.exec(line.text);
    const qlen = qm ? qm[0].length : 0;
    const rest = line.text.slice(qlen);
    const restStart = line.start + qlen;

    // Fenced code: everything to the closing fence (or the end) is code.
    const fm = FENCE_OPEN.exec(rest);
    if (fm) {
      close();
      const ch = fm[2][0];
      const len = fm[2].length;
      let j = i + 1;
      const closeRe = new RegExp(`^(?: {0,3}> ?)*\\s*${ch === '`' ? '`' : '~'}{${len},}\\s*$`);
      while (j < lines.length && !closeRe.test(lines[j].text)) j++;
      const last = Math.min(j, lines.length - 1);
      regions.push({ start: line.start, end: lines[last].end, kind: 'code', reason: 'fenced code block' });
      i = last;
      prevBlank = false;
      continue;
    }

    const trimmed = rest.trim();
    if (trimmed === '') {
      close();
      prevBlank = true;
      continue;
    }

    // HTML comment block.
    if (trimmed.startsWith('<!--')) {
      close();
      const endIdx = text.indexOf('-->', restStart);
      const stop = endIdx === -1 ? text.length : endIdx + 3;
      let j = i;
      while (j + 1 < lines.length && lines[j].end < stop) j++;
      // The comment ends mid-line: the rest of that line is kept with it (no prose after a comment line).
      regions.push({ start: restStart + rest.indexOf('<!--'), end: lines[j].end, kind: 'comment', reason: 'HTML comment' });
      i = j;
      prevBlank = false;
      continue;
    }

    // Banner blocks run to the next H2, rule or end, byte-exact.
    if (BANNER.test(rest)) {
      close();
      let j = i + 1;
      while (j < lines.length && !/^#{1,2} /.test(lines[j].text) && !THEMATIC.test(lines[j].text)) j++;
      let last = j - 1;
      while (last > i && lines[last].text.trim() === '') last--;
      regions.push({ start: line.start, end: lines[last].end, kind: 'anchor', reason: 'banner block: parsed byte-exact with its glyph' });
      i = last;
      prevBlank = false;
      continue;
    }

    // Indented code: after a blank line, outside a list.
    if (prevBlank && !inListContext && /^(?: {4}|\t)/.test(rest) && !open) {
      let j = i;
      let last = i;
      while (j < lines.length) {
        const t = lines[j].text.slice(qlen);
        if (t.trim() === '') { j++; continue; }
        if (!/^(?: {4}|\t)/.test(t)) break;
        last = j;
        j++;
      }
      regions.push({ start: line.start, end: lines[last].end, kind: 'code', reason: 'indented code block' });
      i = last;
      prevBlank = false;
      continue;
    }

    if (THEMATIC.test(rest)) {
      close();
      prevBlank = false;
      inListContext = false;
      continue;
    }

    // Lines with a tab are TSV rows (machine payloads).
    if (rest.includes('\t') && !LIST_ITEM.test(rest)) {
      close();
      regions.push({ start: line.start, end: line.end, kind: 'payload', reason: 'TSV row: column count and delimiters are a contract' });
      prevBlank = false;
      continue;
    }

    if (COMMAND.test(rest)) {
      close();
      regions.push({ start: restStart + (rest.length - rest.trimStart().length), end: line.end, kind: 'command', reason: 'command line: run literally' });
      prevBlank = false;
      continue;
    }

    if (HTML_BLOCK.test(rest) || LINK_DEF.test(rest)) {
      close();
      prevBlank = false;
      continue;
    }

    const hm = ATX.exec(rest);
    if (hm) {
      close();
      let end = line.end;
      const closing = /[ \t]+#+[ \t]*$/.exec(rest);
      const gaps: Gap[] = [];
      if (closing && closing.index >= hm[0].length) {
        gaps.push({ start: restStart + closing.index, end: line.end, cellBreak: false });
        end = line.end;
      }
      const start = restStart + hm[0].length;
      if (start < end) units.push({ start, end: trimEnd(text, start, end), kind: 'heading', gaps: clip(gaps, start, trimEnd(text, start, end)) });
      prevBlank = false;
      inListContext = false;
      continue;
    }

    // Tables: a row with pipes followed by a delimiter row.
    if (rest.includes('|') && i + 1 < lines.length && TABLE_DELIM.test(lines[i + 1].text.slice(qlen)) && lines[i + 1].text.includes('-')) {
      close();
      pushRow(text, line, qlen, units);
      let j = i + 2;
      while (j < lines.length) {
        const t = lines[j].text.slice(qlen);
        if (t.trim() === '' || !t.includes('|')) break;
        pushRow(text, lines[j], qlen, units);
        j++;
      }
      i = j - 1;
      prevBlank = false;
      continue;
    }

    const lm = LIST_ITEM.exec(rest);
    if (lm) {
      close();
      const start = restStart + lm[0].length;
      inListContext = true;
      prevBlank = false;
      if (start >= line.end) continue;
      open = { start, end: trimEnd(text, start, line.end), kind: 'listItem', gaps: [] };
      openLines = [line];
      continue;
    }

    // Paragraph text: a continuation of the open unit, or a new paragraph.
    const lead = rest.length - rest.trimStart().length;
    const cstart = restStart + lead;
    if (open && !prevBlank) {
      const u: Unit = open;
      const cend = trimEnd(text, cstart, line.end);
      u.gaps.push({ start: u.end, end: cstart, cellBreak: false });
      u.end = cend;
      openLines.push(line);
    } else {
      close();
      if (lead === 0 && qlen === 0) inListContext = false;
      open = { start: cstart, end: trimEnd(text, cstart, line.end), kind: 'paragraph', gaps: [] };
      openLines = [line];
    }
    prevBlank = false;
  }
  close();
  units.sort((a, b) => a.start - b.start);
  regions.sort((a, b) => a.start - b.start);
  return { units, regions };
}

function trimEnd(text: string, start: number, end: number): number {
  while (end > start && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
  return end;
}

function clip(gaps: Gap[], start: number, end: number): Gap[] {
  return gaps
    .map((g) => ({ ...g, start: Math.max(g.start, start), end: Math.min(g.end, end) }))
    .filter((g) => g.end > g.start);
}

function pushRow(text: string, line: Line, qlen: number, units: Unit[]) {
  const start = line.start + qlen;
  const end = trimEnd(text, start, line.end);
  if (end <= start) return;
  const row = text.slice(start, end);
  const gaps: Gap[] = [];
  const re = /[ \t]*(?<!\\)\|[ \t]*/g;
  let m: RegExpExecArray | null;
  // Pipes inside inline code belong to the cell.
  const codeRanges: Range[] = [];
  const cre = /(`+)[^`]*?\1/g;
  while ((m = cre.exec(row))) codeRanges.push({ start: m.index, end: m.index + m[0].length });
  while ((m = re.exec(row))) {
    const s = m.index;
    if (codeRanges.some((c) => s >= c.start && s < c.end)) continue;
    gaps.push({ start: start + s, end: start + s + m[0].length, cellBreak: true });
  }
  units.push({ start, end, kind: 'tableRow', gaps });
}

function isJson(body: string): boolean {
  if (body.length > 200_000) return false;
  try {
    const v: unknown = JSON.parse(body);
    return typeof v === 'object' && v !== null;
  } catch {
    return false;
  }
}
