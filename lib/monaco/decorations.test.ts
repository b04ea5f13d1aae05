import { describe, expect, it } from 'vitest';
import type { Edit, ProtectedSpan } from 'caveman-compress/internals/types';
import {
  countByKind,
  hoversAt,
  editDecorations,
  editHover,
  ruleLink,
  escapeMarkdown,
  decorationSplice,
  minimalReplacement,
  protectedDecorations,
  textRuns,
  tokenDecorations,
} from './decorations';

const edit = (o: [number, number], before: string, after: string, group: Edit['group'] = 'article'): Edit => ({
  input: { start: 0, end: before.length },
  output: { start: o[0], end: o[1] },
  rule: `full.${group}`,
  group,
  label: `full: ${group} dropped`,
  before,
  after,
});

describe('decorations', () => {
  it('names protected spans by kind and explains them on hover', () => {
    const spans: ProtectedSpan[] = [
      { start: 4, end: 16, kind: 'url', reason: 'URL' },
      { start: 20, end: 20, kind: 'code', reason: 'empty' },
    ];
    const d = protectedDecorations(spans, 'see https://x.io now');
    expect(d).toHaveLength(1);
    expect(d[0].inlineClassName).toBe('protected protected-url');
    expect(d[0].hover!()).toContain('Protected: url');
    expect(d[0].hover!()).toContain('https\\:\\/\\/x\\.io');
  });

  it('marks replacements at their output range and deletions on a neighbouring character', () => {
    const out = 'Build complete.\nDone';
    const d = editDecorations(
      [
        edit([0, 5], 'The build', 'Build', 'copula'),
        edit([6, 6], 'is ', ''),
        edit([15, 15], ' now', ''), // deletion before a newline: mark the char before
        edit([16, 16], 'x', ''), // at a line start: mark the char after
      ],
      out,
    );
    expect(d.map((x) => [x.start, x.end])).toEqual([[0, 5], [6, 7], [14, 15], [16, 17]]);
    expect(d[0].inlineClassName).toBe('edit edit-copula');
    expect(d[1].inlineClassName).toContain('edit-deletion');
    expect(d[1].inlineClassName).toContain('edit-article');
    expect(d[1].hover!()).toContain('removed');
  });

  it('skips a deletion with no neighbour on its line', () => {
    expect(editDecorations([edit([0, 0], 'x', '')], '')).toEqual([]);
  });

  it('writes hover text that markdown cannot break', () => {
    const h = editHover({ ...edit([0, 2], 'the **x**', 'x'), label: 'ultra: database -> DB' });
    expect(h).toContain('ultra\\: database \\-\\> DB');
    expect(h).toContain('\\*\\*');
    expect(escapeMarkdown('a_b`c')).toBe('a\\_b\\`c');
  });

  it('links the rule of an edit to its card on the rules page when given the page', () => {
    const e = { ...edit([0, 2], 'the x', 'x'), rule: 'full.article' };
    expect(editHover(e)).toContain('rule `full.article`');
    expect(editHover(e)).not.toContain('](');
    const h = editHover(e, 'http://h/caveman/rules/');
    expect(h).toContain('[`full.article`](http://h/caveman/rules/#rule-full.article "Open this rule on the rules page")');
    expect(ruleLink('http://h/rules/', 'a (b)')).toBe('http://h/rules/#rule-a%20%28b%29');
    const [d] = editDecorations([e], 'x');
    expect(hoversAt([[d]], 0, 'http://h/rules/')[0].text).toContain('(http://h/rules/#rule-full.article');
  });

  it('finds the hovers at an offset in sorted lists', () => {
    const prot = protectedDecorations(
      [
        { start: 0, end: 3, kind: 'url', reason: 'u' },
        { start: 5, end: 8, kind: 'path', reason: 'p' },
      ],
      'abc..def..',
    );
    const edits = editDecorations([edit([4, 6], 'the x', 'x')], 'abc..def..');
    expect(hoversAt([prot, edits], 1).map((h) => h.text)).toEqual([expect.stringContaining('Protected: url')]);
    expect(hoversAt([prot, edits], 3)).toEqual([]);
    const both = hoversAt([prot, edits], 5);
    expect(both).toHaveLength(2);
    expect(both[1]).toMatchObject({ start: 4, end: 6 });
    expect(hoversAt([prot, edits], 9)).toEqual([]);
  });

  it('alternates token tints', () => {
    expect(tokenDecorations([3, 5, 5, 9]).map((d) => [d.start, d.end, d.inlineClassName])).toEqual([
      [0, 3, 'tok tok-a'],
      [3, 5, 'tok tok-b'],
      [5, 9, 'tok tok-b'],
    ]);
  });

  it('counts spans per kind', () => {
    const c = countByKind([
      { start: 0, end: 1, kind: 'url', reason: '' },
      { start: 2, end: 3, kind: 'url', reason: '' },
      { start: 4, end: 5, kind: 'path', reason: '' },
    ]);
    expect(c.url).toBe(2);
    expect(c.path).toBe(1);
    expect(c.code).toBe(0);
  });

  it('finds the minimal replacement between two texts', () => {
    expect(minimalReplacement('abc', 'abc')).toBeNull();
    expect(minimalReplacement('hello world', 'hello brave world')).toEqual({ start: 6, endA: 6, text: 'brave ' });
    expect(minimalReplacement('aXa', 'aa')).toEqual({ start: 1, endA: 2, text: '' });
    const r = minimalReplacement('x😀', 'x😃')!;
    expect('x😀'.slice(0, r.start) + r.text + 'x😀'.slice(r.endA)).toBe('x😃');
    expect(r.start).toBe(1);
  });
});

describe('decorationSplice', () => {
  const deco = (start: number, end: number, c = 'protected-path') => ({ start, end, inlineClassName: c });
  it('keeps what lies outside the change and shifts the tail by it', () => {
    const prev = [deco(0, 3), deco(5, 8), deco(10, 12), deco(20, 25)];
    // text changed at [9, 9) -> [9, 11): two characters typed at 9
    const next = [deco(0, 3), deco(5, 8), deco(12, 14, 'edit-article'), deco(22, 27)];
    const { head, tail } = decorationSplice(prev, next, 9, 9, 11);
    expect([head, tail]).toEqual([2, 1]);
    const shifted = prev.slice(prev.length - tail).map((d) => ({ ...d, start: d.start + 2, end: d.end + 2 }));
    expect([...prev.slice(0, head), ...next.slice(head, next.length - tail), ...shifted]).toEqual(next);
  });
  it('replaces a decoration that touches the change (the editor may have stretched it)', () => {
    const prev = [deco(0, 4), deco(4, 6)];
    const next = [deco(0, 4), deco(5, 7)];
    expect(decorationSplice(prev, next, 4, 4, 5)).toEqual({ head: 0, tail: 0 });
  });
});

describe('textRuns', () => {
  const deco = (start: number, end: number, cls: string, zIndex = 1) => ({ start, end, inlineClassName: cls, zIndex });
  it('covers the whole text once, in order, with the classes of every decoration over each run', () => {
    const text = 'see https://x.io and `a b` now';
    const decos = [deco(4, 17, 'protected protected-url'), deco(0, 3, 'edit edit-filler', 2), deco(2, 6, 'tok tok-a', 0), deco(22, 25, 'protected protected-code')];
    const runs = textRuns(text, decos);
    expect(runs.map((r) => r.text).join('')).toBe(text);
    const classAt = (i: number) => {
      let pos = 0;
      for (const r of runs) {
        if (i < pos + r.text.length) return r.className;
        pos += r.text.length;
      }
      return null;
    };
    expect(classAt(0)).toBe('edit edit-filler');
    expect(classAt(2)).toBe('tok tok-a edit edit-filler'); // lower zIndex outside
    expect(classAt(3)).toBe('tok tok-a');
    expect(classAt(5)).toBe('tok tok-a protected protected-url');
    expect(classAt(10)).toBe('protected protected-url');
    expect(classAt(17)).toBe('');
    expect(classAt(23)).toBe('protected protected-code');
    for (let i = 1; i < runs.length; i++) expect(runs[i].className).not.toBe(runs[i - 1].className);
  });
  it('skips empty and out-of-text decorations and keeps an undecorated text whole', () => {
    expect(textRuns('abc', [deco(1, 1, 'x'), deco(5, 9, 'y')])).toEqual([{ text: 'abc', className: '' }]);
    expect(textRuns('', [])).toEqual([]);
  });
});
