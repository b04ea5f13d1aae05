import { describe, expect, it } from 'vitest';
import { check } from 'caveman-compress/internals/check';
import type { CheckReport } from 'caveman-compress/internals/types';
import { fromChecked, offenceDecorations, offenceSpans } from './checkDecorations';

const report = (offences: CheckReport['invariants'][number]['offences']): CheckReport => ({
  pass: false,
  findings: [],
  invariants: [{ id: 'protected', name: 'Protected spans byte-exact', pass: false, offences }],
  tokens: {},
  target: { intensity: 'full', percent: 40, met: null, encoding: null },
});

describe('checker offence decorations', () => {
  it('marks the dropped hedge and the changed path in the verbose text', () => {
    const verbose = 'The migration might fail.\n\nThe script is in scripts/migrate.ts today.';
    const r = check(verbose, 'Migration fails.\n\nScript in scripts/migrate.js today.', { intensity: 'full' });
    const marked = offenceSpans(r, 'verbose', verbose).map((s) => verbose.slice(s.start, s.end));
    expect(marked).toEqual(expect.arrayContaining(['might', 'scripts/migrate.ts']));
  });

  it('shifts ranges past an envelope line (check() reads the texts without it)', () => {
    const text = '<!-- caveman: intensity=full version=1 -->\nBuild done.';
    expect(fromChecked(text)(0)).toBe(text.indexOf('\n') + 1);
    expect(fromChecked('no envelope')(3)).toBe(3);
    // the negation went: the offence points at the words of the compressed text it is missing between
    const r = check('The build is not done.', text, { intensity: 'full' });
    const spans = offenceSpans(r, 'compressed', text);
    expect(spans.map((s) => text.slice(s.start, s.end).trim())).toContain('Build done');
  });

  it('keeps what precedes an envelope after a front matter in place, and moves what follows it', () => {
    const text = '---\ntitle: Build notes\n---\n<!-- caveman: intensity=full version=1 -->\nBuild done.\n';
    const r = check('---\ntitle: Build notes\n---\nThe build is not done.\n', text, { intensity: 'full' });
    const spans = offenceSpans(r, 'compressed', text);
    expect(spans.map((s) => text.slice(s.start, s.end).trim())).toContain('Build done');
    const at = fromChecked(text);
    expect(at(4)).toBe(4); // inside the front matter
    expect(text.slice(at(text.indexOf('title') - 0))).toMatch(/^title/);
  });

  it('merges overlapping offences into one mark with every message, and clips to the text', () => {
    const d = offenceDecorations(
      report([
        { message: 'a', verbose: { start: 2, end: 6 } },
        { message: 'b', verbose: { start: 4, end: 9 } },
        { message: 'c', verbose: { start: 20, end: 99 } },
        { message: 'only compressed', compressed: { start: 0, end: 3 } },
      ]),
      'verbose',
      'x'.repeat(25),
    );
    expect(d.map((x) => [x.start, x.end, x.inlineClassName])).toEqual([
      [2, 9, 'check-offence'],
      [20, 25, 'check-offence'],
    ]);
    expect(d[0].hover!()).toContain('a');
    expect(d[0].hover!()).toContain('b');
  });
});
