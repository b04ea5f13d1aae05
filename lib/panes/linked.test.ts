import { describe, expect, it } from 'vitest';
import { compressAll, INTENSITIES, PROFILES, type RuleGroup } from 'caveman-compress';
import { DEFAULT_EXAMPLE } from '../examples/default';
import { editAt, groupRanges, linkedRanges, markOf, unitAt } from './linked';

const input = DEFAULT_EXAMPLE;
const all = compressAll(input, { profile: PROFILES.forge });
const body = { panes: all };
const slice = (text: string, r: { start: number; end: number } | undefined) => (r ? text.slice(r.start, r.end) : undefined);

describe('linkedRanges', () => {
  it('links every edit of every output to its input text, and to the same text where another output kept it', () => {
    let checked = 0;
    for (const level of INTENSITIES) {
      for (const edit of all[level].edits) {
        const linked = linkedRanges({ pane: level, start: edit.output.start, end: edit.output.end, edit }, body);
        expect(slice(input, linked.input)).toBe(edit.before);
        expect(slice(all[level].output, linked[level])).toBe(edit.after);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('links a word of the input to the same word in every output that kept it', () => {
    const at = input.indexOf('flaky');
    const linked = linkedRanges({ pane: 'input', start: at, end: at + 5 }, body);
    expect(slice(input, linked.input)).toBe('flaky');
    for (const level of INTENSITIES) expect(slice(all[level].output, linked[level])).toBe('flaky');
  });

  it('links a protected span byte-exact in every pane, from an output too', () => {
    const span = all.full.protected.find((p) => input.slice(p.start, p.end) === 'src/auth/session.ts:42');
    expect(span).toBeDefined();
    const fromInput = linkedRanges({ pane: 'input', start: span!.start, end: span!.end }, body);
    for (const level of INTENSITIES) expect(slice(all[level].output, fromInput[level])).toBe('src/auth/session.ts:42');
    const o = all.ultra.output.indexOf('src/auth/session.ts:42');
    const fromUltra = linkedRanges({ pane: 'ultra', start: o, end: o + 22 }, body);
    expect(fromUltra.input).toEqual({ start: span!.start, end: span!.end });
    expect(slice(all.lite.output, fromUltra.lite)).toBe('src/auth/session.ts:42');
  });

  it('widens a cursor inside an edited word to the edit, and lights an empty place where an output deleted it', () => {
    const at = input.indexOf('really');
    const linked = linkedRanges({ pane: 'input', start: at + 3, end: at + 3 }, body);
    expect(slice(input, linked.input)).toContain('really');
    const del = all.lite.edits.find((e) => e.input.start <= at && e.input.end > at);
    expect(del).toBeDefined();
    if (del!.after === '') expect(linked.lite!.start).toBe(linked.lite!.end);
  });
});

describe('markOf and editAt', () => {
  it('finds each edit at its mark, deletions at their neighbouring character', () => {
    for (const level of INTENSITIES) {
      const { edits, output } = all[level];
      for (const e of edits) {
        const m = markOf(e, output);
        if (!m) continue;
        const hit = editAt(edits, output, m.start);
        // a replacement wins over a deletion marked on its first character
        if (e.output.end > e.output.start) expect(hit).toBe(e);
        else expect(hit).not.toBeNull();
      }
    }
  });

  it('finds nothing on unedited text', () => {
    const o = all.full.output.indexOf('flaky');
    expect(editAt(all.full.edits, all.full.output, o + 2)).toBeNull();
  });
});

describe('unitAt', () => {
  it('takes the word around the offset, from either end', () => {
    const t = 'the naïve café, done';
    expect(slice(t, unitAt(t, 6)!)).toBe('naïve');
    expect(slice(t, unitAt(t, 4)!)).toBe('naïve');
    expect(slice(t, unitAt(t, 9)!)).toBe('naïve');
    expect(slice(t, unitAt(t, 14)!)).toBe('café');
  });

  it('takes a one-line protected span whole', () => {
    const t = 'see src/a.ts now';
    expect(unitAt(t, 7, [{ start: 4, end: 12, kind: 'path', reason: '' }])).toEqual({ start: 4, end: 12 });
  });

  it('works on a slice of the text (a line) with absolute offsets', () => {
    const t = 'line one\nline two';
    expect(unitAt('line two', 12, [], 9)).toEqual({ start: 9, end: 13 });
    expect(slice(t, unitAt('line two', 15, [], 9)!)).toBe('two');
  });

  it('takes a lone symbol, and nothing between spaces', () => {
    expect(unitAt('a → b', 2)).toEqual({ start: 2, end: 3 });
    expect(unitAt('a   b', 2)).toBeNull();
  });
});

describe('groupRanges', () => {
  it("gives each output its group's edits and the input their merged sources", () => {
    const group = all.full.edits[0].group as RuleGroup;
    const g = groupRanges(body, group);
    for (const level of INTENSITIES) {
      expect(g[level]).toEqual(all[level].edits.filter((e) => e.group === group).map((e) => e.output));
    }
    expect(g.input.length).toBeGreaterThan(0);
    for (let i = 1; i < g.input.length; i++) expect(g.input[i].start).toBeGreaterThan(g.input[i - 1].end);
    for (const level of INTENSITIES) {
      for (const e of all[level].edits.filter((x) => x.group === group)) {
        expect(g.input.some((r) => r.start <= e.input.start && e.input.end <= r.end)).toBe(true);
      }
    }
  });
});
