import { describe, expect, it } from 'vitest';
import { linkRange, mapOffsetToOutput, mapPoint, mapProtectedSpans, mapRangesToOutput, type EditLike } from './map-ranges';
import { rng } from '../../packages/caveman/src/testing/seeded';

/** Build the output and the edits from a list of replacements on `input`. */
function apply(input: string, reps: Array<[start: number, end: number, after: string]>): { output: string; edits: EditLike[] } {
  let output = '';
  let last = 0;
  const edits: EditLike[] = [];
  for (const [s, e, after] of [...reps].sort((a, b) => a[0] - b[0])) {
    output += input.slice(last, s);
    const os = output.length;
    output += after;
    edits.push({ input: { start: s, end: e }, output: { start: os, end: output.length } });
    last = e;
  }
  output += input.slice(last);
  return { output, edits };
}

describe('mapRangesToOutput', () => {
  it('is the identity without edits', () => {
    expect(mapRangesToOutput([{ start: 2, end: 5, kind: 'url' }], [])).toEqual([{ start: 2, end: 5, kind: 'url' }]);
  });

  it('shifts spans by the cumulative delta of the edits before them', () => {
    const input = 'I just really like `code` and the https://x.io link.';
    const code = input.indexOf('`code`');
    const url = input.indexOf('https://x.io');
    const { output, edits } = apply(input, [
      [2, 7, ''], // "just "
      [7, 14, ''], // "really "
      [30, 34, ''], // "the "
    ]);
    expect(output).toBe('I like `code` and https://x.io link.');
    const spans = [
      { start: url, end: url + 12, kind: 'url' },
      { start: code, end: code + 6, kind: 'code' },
    ];
    const mapped = mapRangesToOutput(spans, edits);
    expect(mapped.map((m) => m && output.slice(m.start, m.end))).toEqual(['https://x.io', '`code`']);
    expect(mapped[0]!.kind).toBe('url');
  });

  it('handles insertions, replacements that grow, and edits touching a span', () => {
    const input = 'database at src/a.ts then done';
    const p = input.indexOf('src/a.ts');
    const { output, edits } = apply(input, [
      [0, 8, 'DB'],
      [p, p, '>>'], // insertion right before the span
      [p + 8, p + 8, '<<'], // insertion right after
      [p + 9, p + 13, '->'],
    ]);
    expect(output).toBe('DB at >>src/a.ts<< -> done');
    const [m] = mapRangesToOutput([{ start: p, end: p + 8 }], edits);
    expect(m && output.slice(m.start, m.end)).toBe('src/a.ts');
  });

  it('drops a range that an edit overlaps, including an insertion strictly inside', () => {
    const input = 'abcdefghij';
    const { edits } = apply(input, [[3, 5, 'X'], [8, 8, '+']]);
    expect(mapRangesToOutput([{ start: 2, end: 4 }, { start: 7, end: 9 }, { start: 5, end: 8 }], edits)).toEqual([
      null,
      null,
      { start: 4, end: 7 },
    ]);
  });

  it('accepts unsorted edits and ranges and keeps the caller order', () => {
    const input = 'a the b the c';
    const { output, edits } = apply(input, [[2, 6, ''], [8, 12, '']]);
    const ranges = [{ start: 12, end: 13 }, { start: 0, end: 1 }, { start: 6, end: 7 }];
    const mapped = mapRangesToOutput(ranges, [...edits].reverse());
    expect(mapped.map((m) => m && output.slice(m.start, m.end))).toEqual(['c', 'a', 'b']);
  });

  it('maps UTF-16 offsets (astral characters count twice)', () => {
    const input = '😀 really `x` 😀';
    const { output, edits } = apply(input, [[3, 10, '']]);
    const s = input.indexOf('`x`');
    const [m] = mapRangesToOutput([{ start: s, end: s + 3 }], edits);
    expect(output.slice(m!.start, m!.end)).toBe('`x`');
  });

  it('agrees with a brute-force mapping on random edits', () => {
    const rnd = rng(7);
    for (let round = 0; round < 200; round++) {
      const input = Array.from({ length: 60 }, () => 'abcdefgh '[rnd(9)]).join('');
      const reps: Array<[number, number, string]> = [];
      let pos = 0;
      while (pos < input.length) {
        pos += rnd(8);
        if (pos > input.length) break;
        const len = rnd(4);
        const end = Math.min(input.length, pos + len);
        reps.push([pos, end, 'XYZ'.slice(0, rnd(4))]);
        pos = end + 1;
      }
      const { output, edits } = apply(input, reps);
      const s = rnd(60);
      const e = Math.min(60, s + rnd(6));
      const [m] = mapRangesToOutput([{ start: s, end: e }], edits);
      const touched = edits.some(
        (x) =>
          (x.input.start < e && x.input.end > s) ||
          (x.input.start === x.input.end && x.input.start > s && x.input.start < e),
      );
      if (touched) expect(m).toBeNull();
      else {
        expect(m).not.toBeNull();
        expect(output.slice(m!.start, m!.end)).toBe(input.slice(s, e));
      }
    }
  });
});

describe('mapOffsetToOutput', () => {
  it('adds the delta of the edits ending at or before the offset', () => {
    const { edits } = apply('one two three', [[0, 4, ''], [8, 13, '3']]);
    expect(mapOffsetToOutput(4, edits)).toBe(0);
    expect(mapOffsetToOutput(8, edits)).toBe(4);
    expect(mapOffsetToOutput(13, edits)).toBe(5);
  });
});

describe('mapProtectedSpans', () => {
  it('keeps byte-exact spans and reports the rest as lost', () => {
    const input = 'see the v1.2.3 now';
    const { output, edits } = apply(input, [[4, 8, '']]);
    const v = input.indexOf('v1.2.3');
    const { mapped, lost } = mapProtectedSpans(input, output, [{ start: v, end: v + 6 }, { start: 4, end: 7 }], edits);
    expect(mapped).toEqual([{ start: 4, end: 10 }]);
    expect(lost).toEqual([{ start: 4, end: 7 }]);
  });
});

describe('mapPoint', () => {
  const input = 'I really think the database is ready now';
  const db = input.indexOf('database');
  const { output, edits } = apply(input, [
    [2, 9, ''], // "really " deleted
    [15, 19, ''], // "the " deleted
    [db, db + 8, 'DB'],
    [db + 11, db + 11, ' very'], // inserted after "is"
  ]);

  it('maps unedited text both ways', () => {
    expect(output).toBe('I think DB is very ready now');
    const r = input.indexOf('ready');
    expect(output.slice(mapPoint(r, edits, 'input'), mapPoint(r + 5, edits, 'input'))).toBe('ready');
    const o = output.indexOf('ready');
    expect(input.slice(mapPoint(o, edits, 'output'), mapPoint(o + 5, edits, 'output'))).toBe('ready');
  });

  it('maps an offset inside an edit to the start or end of its image', () => {
    expect(mapPoint(db + 3, edits, 'input')).toBe(output.indexOf('DB'));
    expect(mapPoint(db + 3, edits, 'input', 'end')).toBe(output.indexOf('DB') + 2);
    expect(mapPoint(output.indexOf('DB') + 1, edits, 'output', 'end')).toBe(db + 8);
  });

  it('keeps an empty edit exactly at the offset outside a range starting or ending there', () => {
    // "is| ready": the insertion " very" sits at the offset
    expect(mapPoint(db + 11, edits, 'input')).toBe(output.indexOf(' very') + 5);
    expect(mapPoint(db + 11, edits, 'input', 'end')).toBe(output.indexOf(' very'));
    // in the output, the deletion of "the " is an empty range before "DB"
    expect(mapPoint(output.indexOf('DB'), edits, 'output')).toBe(db);
    expect(mapPoint(output.indexOf('DB'), edits, 'output', 'end')).toBe(input.indexOf('the '));
  });
});

describe('linkRange', () => {
  const input = 'We will be in order to ship the fix, see `src/a.ts` today.';
  const reps: Array<[number, number, string]> = [
    [input.indexOf('will be '), input.indexOf('will be ') + 8, ''],
    [input.indexOf('in order to'), input.indexOf('in order to') + 11, 'to'],
    [input.indexOf('the fix'), input.indexOf('the fix') + 4, ''],
  ];
  const { output, edits } = apply(input, reps);

  it('links a word in unedited text to the same word', () => {
    const s = input.indexOf('ship');
    const { from, to } = linkRange({ start: s, end: s + 4 }, edits, 'input');
    expect(from).toEqual({ start: s, end: s + 4 });
    expect(output.slice(to.start, to.end)).toBe('ship');
  });

  it('widens a range to every edit it overlaps, both ways', () => {
    const o = input.indexOf('order');
    const a = linkRange({ start: o, end: o + 5 }, edits, 'input');
    expect(input.slice(a.from.start, a.from.end)).toBe('in order to');
    expect(output.slice(a.to.start, a.to.end)).toBe('to');
    const t = output.indexOf('to ship');
    const b = linkRange({ start: t + 1, end: t + 1 }, edits, 'output');
    expect(output.slice(b.from.start, b.from.end)).toBe('to');
    expect(input.slice(b.to.start, b.to.end)).toBe('in order to');
  });

  it('gives a deletion an empty image at the place of the removed text', () => {
    const w = input.indexOf('will');
    const { to } = linkRange({ start: w, end: w + 4 }, edits, 'input');
    expect(to.start).toBe(to.end);
    expect(output.slice(0, to.start)).toBe('We ');
  });

  it('maps a protected span byte-exact', () => {
    const p = input.indexOf('`src/a.ts`');
    const { from, to } = linkRange({ start: p, end: p + 10 }, edits, 'input');
    expect(from).toEqual({ start: p, end: p + 10 });
    expect(output.slice(to.start, to.end)).toBe('`src/a.ts`');
  });

  it('maps a range whose image is the applied edits, on random edits', () => {
    const rnd = rng(11);
    for (let round = 0; round < 300; round++) {
      const text = Array.from({ length: 50 }, () => 'abcdefgh '[rnd(9)]).join('');
      const rs: Array<[number, number, string]> = [];
      let pos = 0;
      while (pos < text.length) {
        pos += rnd(7);
        if (pos > text.length) break;
        const end = Math.min(text.length, pos + rnd(4));
        rs.push([pos, end, 'XYZ'.slice(0, rnd(4))]);
        pos = end + 1;
      }
      const { output: out, edits: es } = apply(text, rs);
      const s = rnd(51);
      const e = Math.min(50, s + 1 + rnd(8));
      if (s >= e) continue;
      const { from, to } = linkRange({ start: s, end: e }, es, 'input');
      // widened over the range, never cutting an edit
      expect(from.start).toBeLessThanOrEqual(s);
      expect(from.end).toBeGreaterThanOrEqual(e);
      for (const x of es) {
        const cut = (x.input.start < from.start && x.input.end > from.start) || (x.input.start < from.end && x.input.end > from.end);
        expect(cut).toBe(false);
      }
      // the image is the widened text with its edits applied (insertions at the ends left out)
      let expected = '';
      let at = from.start;
      for (let i = 0; i < es.length; i++) {
        const x = es[i].input;
        if (x.end <= from.start && !(x.start === x.end && x.start > from.start)) continue;
        if (x.start >= from.end) break;
        if (x.start === x.end && (x.start === from.start || x.start === from.end)) continue;
        expected += text.slice(at, x.start) + rs.find((r) => r[0] === x.start && r[1] === x.end)![2];
        at = x.end;
      }
      expected += text.slice(at, from.end);
      expect(out.slice(to.start, to.end)).toBe(expected);
      // and back: the image links to a range inside the widened one
      const back = linkRange(to, es, 'output');
      expect(back.to.start).toBeGreaterThanOrEqual(from.start);
      expect(back.to.end).toBeLessThanOrEqual(from.end);
    }
  });
});
