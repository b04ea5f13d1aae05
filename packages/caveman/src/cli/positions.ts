// Line and column of an offset, for reports that point into a text.
//
// Lines and columns are 1-based. A column counts UTF-16 code units, like the offsets of the core's
// ranges and the playground's editor (Monaco), so `col - 1` is the offset from the line's start
// and a character outside the Basic Multilingual Plane (most emoji) takes two columns. A line ends
// at LF, CRLF or a lone CR (the core accepts all three). A leading byte order mark is not part of
// line 1: editors hide it, and the first visible character is column 1.

export interface Position {
  line: number;
  col: number;
}

/** Offsets of every line start of `text`, ascending; a leading BOM is skipped. */
export function lineStarts(text: string): number[] {
  const starts = [text.charCodeAt(0) === 0xfeff ? 1 : 0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

/** Positions in one text; built once, then each lookup is a binary search. */
export class LineIndex {
  private readonly starts: number[];

  constructor(readonly text: string) {
    this.starts = lineStarts(text);
  }

  /** The position of `offset` (clamped to the text; an offset inside a CRLF stays on its line). */
  at(offset: number): Position {
    const off = Math.max(this.starts[0] === 1 && offset < 1 ? 1 : 0, Math.min(offset, this.text.length));
    const s = this.starts;
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid] <= off) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: off - s[lo] + 1 };
  }
}

/** `name:line:col`, the form compilers print and terminals and editors open. */
export function formatPosition(name: string, p: Position): string {
  return `${name}:${p.line}:${p.col}`;
}
