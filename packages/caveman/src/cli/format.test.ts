import { describe, expect, it } from 'vitest';
import { compress, type CheckReport, type Edit } from 'caveman-compress';
import { nodeCounter } from 'caveman-compress/node';
import { COLORED, PLAIN, stripAnsi } from './color';
import { checkJson, FileRanges, formatDiff, formatReport, formatStats, tokenCount, type CheckView } from './format';

const ESC = '\x1b[';

describe('tokenCount: one shape for every command', () => {
  it('input, output, saved and the reduction in percent of the input', () => {
    expect(tokenCount(40, 30)).toEqual({ input: 40, output: 30, saved: 10, reduction: 25 });
    expect(tokenCount(3, 4)).toMatchObject({ input: 3, output: 4, saved: -1 });
    expect(tokenCount(3, 4).reduction).toBeCloseTo(-33.333, 3);
    expect(tokenCount(0, 0)).toEqual({ input: 0, output: 0, saved: 0, reduction: 0 });
  });
});

// A report as check() shapes it, written by hand so the test does not depend on the checker.
function report(over: Partial<CheckReport> = {}): CheckReport {
  return {
    pass: true,
    invariants: [
      { id: 'protected', name: 'Protected spans byte-exact', pass: true, offences: [] },
      { id: 'idempotent', name: 'Idempotent', pass: true, offences: [], skipped: true },
    ],
    findings: [],
    tokens: { o200k_base: { verbose: 50, compressed: 35, saved: 15, percent: 30 } },
    target: { intensity: 'full', percent: 40, met: false, encoding: 'o200k_base' },
    ...over,
  };
}

const VERBOSE = '# Notes\n\nThe server is not ready\nand it might fail.\n';
const NOT_AT = VERBOSE.indexOf('not');
const MIGHT_AT = VERBOSE.indexOf('might');

function failing(): CheckReport {
  return report({
    pass: false,
    invariants: [
      {
        id: 'negation',
        name: 'Negation kept',
        pass: false,
        offences: [{ message: 'negation "not" dropped', verbose: { start: NOT_AT, end: NOT_AT + 3 } }],
      },
      {
        id: 'uncertainty',
        name: 'Uncertainty kept',
        pass: false,
        offences: [{ message: 'hedge "might"\ndropped', verbose: { start: MIGHT_AT, end: MIGHT_AT + 5 }, compressed: { start: 9, end: 12 } }],
      },
    ],
  });
}

const view = (compressed = '# Notes\n\nServer ready, fails.\n', strict = false): CheckView => ({
  verbose: { name: 'v.md', text: VERBOSE },
  compressed: { name: 'c.md', text: compressed },
  strict,
});

describe('check report: locations as FILE:LINE:COL', () => {
  it('points at line 3 and 4 of the verbose file, and into the compressed one', () => {
    const out = formatReport(failing(), view(), PLAIN);
    // "The server is not ready" is line 3; "not" starts after "The server is ".
    expect(out).toContain(`- negation "not" dropped (v.md:3:${'The server is '.length + 1})\n`);
    // a message on one line, both files located
    expect(out).toContain(`- hedge "might" dropped (v.md:4:${'and it '.length + 1}, c.md:3:1)\n`);
  });

  it('JSON: line/col and endLine/endCol beside the offsets', () => {
    const j = checkJson(failing(), view()) as { invariants: { offences: { verbose?: object; compressed?: object }[] }[] };
    expect(j.invariants[0].offences[0].verbose).toEqual({ start: NOT_AT, end: NOT_AT + 3, line: 3, col: 15, endLine: 3, endCol: 18 });
    expect(j.invariants[1].offences[0].compressed).toEqual({ start: 9, end: 12, line: 3, col: 1, endLine: 3, endCol: 4 });
  });

  it('an envelope line: offsets and positions are in the file as given, envelope included', () => {
    const envelope = '<!-- caveman: intensity=full version=1 -->\n';
    const compressed = envelope + '# Notes\n\nServer ready, fails.\n';
    // check() reads the text without its envelope: offset 9 there is "Server" on line 3.
    const ranges = new FileRanges({ name: 'c.md', text: compressed });
    expect(ranges.locate({ start: 9, end: 15 })).toEqual({ start: 9 + envelope.length, end: 15 + envelope.length, line: 4, col: 1, endLine: 4, endCol: 7 });
    expect(compressed.slice(9 + envelope.length, 15 + envelope.length)).toBe('Server');
    // after front matter, the envelope moves only what follows it
    const fm = '---\ntitle: x\n---\n';
    const withMatter = new FileRanges({ name: 'c.md', text: fm + envelope + 'Body text.\n' });
    expect(withMatter.locate({ start: 4, end: 9 })).toMatchObject({ start: 4, line: 2, col: 1 });
    expect(withMatter.locate({ start: fm.length, end: fm.length + 4 })).toMatchObject({ start: fm.length + envelope.length, line: 5, col: 1 });
  });
});

describe('check report: verdict, tokens and target', () => {
  it('PASS with the target missed; the target line says target and achieved', () => {
    const out = formatReport(report(), view(), PLAIN);
    expect(out.split('\n')[0]).toBe('caveman check: PASS');
    expect(out).toContain('  pass  Protected spans byte-exact\n  skip  Idempotent\n');
    expect(out).toContain('  o200k_base   50 -> 35 (saved 15, 30.0%)\n');
    expect(out).toContain('target: full >= 40% (o200k_base), achieved 30.0%: NOT met\n');
  });

  it('--strict: a missed target fails, and says why', () => {
    const out = formatReport(report(), view(undefined, true), PLAIN);
    expect(out.split('\n')[0]).toBe('caveman check: FAIL (token-reduction target missed)');
    expect(out).toContain('target: full >= 40% (o200k_base), achieved 30.0%: NOT met (--strict)\n');
    expect(checkJson(report(), view(undefined, true))).toMatchObject({ pass: false, strict: true, target: { met: false, achieved: 30 } });
    expect(checkJson(report(), view())).toMatchObject({ pass: true, strict: false });
  });

  it('--strict with the target met passes', () => {
    const met = report({ tokens: { o200k_base: { verbose: 50, compressed: 25, saved: 25, percent: 50 } }, target: { intensity: 'full', percent: 40, met: true, encoding: 'o200k_base' } });
    const out = formatReport(met, view(undefined, true), PLAIN);
    expect(out.split('\n')[0]).toBe('caveman check: PASS');
    expect(out).toContain('target: full >= 40% (o200k_base), achieved 50.0%: met\n');
  });

  it('the achieved reduction is never rounded across the target', () => {
    const near = report({
      tokens: { o200k_base: { verbose: 10000, compressed: 6004, saved: 3996, percent: 39.96 } },
      target: { intensity: 'full', percent: 40, met: false, encoding: 'o200k_base' },
    });
    expect(formatReport(near, view(), PLAIN)).toContain('achieved 39.96%: NOT met');
  });

  it('JSON tokens in the shared shape, the target with what was achieved', () => {
    const j = checkJson(report(), view());
    expect(j).toMatchObject({
      tokens: { o200k_base: { input: 50, output: 35, saved: 15, reduction: 30 } },
      target: { intensity: 'full', percent: 40, met: false, encoding: 'o200k_base', achieved: 30 },
    });
  });
});

describe('check report in colour', () => {
  it('colours the verdict, statuses, headings and locations, and changes no text', () => {
    const plain = formatReport(failing(), view(undefined, true), PLAIN);
    const colored = formatReport(failing(), view(undefined, true), COLORED);
    expect(stripAnsi(colored)).toBe(plain);
    expect(colored).toContain(`${COLORED.heading('caveman check:')} ${COLORED.fail('FAIL')}\n`);
    expect(colored).toContain(`  ${COLORED.fail('FAIL')}  Negation kept\n`);
    expect(colored).toContain(COLORED.location('v.md:3:15'));
    expect(colored).toContain(COLORED.heading('tokens:'));
    expect(colored).toContain(`${COLORED.fail('NOT met')} (--strict)`);
    const passing = formatReport(report(), view(), COLORED);
    expect(passing).toContain(COLORED.pass('PASS'));
    expect(passing).toContain(`  ${COLORED.skip('skip')}  Idempotent`);
    expect(passing).toContain(COLORED.warn('NOT met')); // a miss without --strict is a warning
  });
});

describe('compress --diff', () => {
  const text =
    'I have implemented the registration endpoint.\n\nIt accepts an email and a password, and then hashes the password using bcrypt with twelve rounds.\n';
  const result = compress(text, { intensity: 'full', countTokens: nodeCounter('o200k_base') });

  /** Undo the plain markers: keep one side of each change. */
  const side = (diff: string, keep: 'removed' | 'added') =>
    diff.replace(/\[-([\s\S]*?)-\]/g, keep === 'removed' ? '$1' : '').replace(/\{\+([\s\S]*?)\+\}/g, keep === 'added' ? '$1' : '');

  it('marks removals and additions in place: one side gives the input, the other the output', () => {
    expect(result.edits.length).toBeGreaterThan(0);
    const diff = formatDiff(text, result.output, result.edits, PLAIN);
    expect(diff).toMatch(/\[-.+?-\]/);
    expect(diff).toMatch(/\{\+.+?\+\}/);
    expect(side(diff, 'removed')).toBe(text);
    expect(side(diff, 'added')).toBe(result.output);
  });

  it('edits that touch read as one change', () => {
    const edits: Edit[] = [
      { input: { start: 0, end: 7 }, output: { start: 0, end: 0 }, rule: 'a', group: 'pronoun', label: '', before: 'I have ', after: '' },
      { input: { start: 7, end: 18 }, output: { start: 0, end: 5 }, rule: 'b', group: 'synonym', label: '', before: 'implemented', after: 'Added' },
      { input: { start: 19, end: 23 }, output: { start: 6, end: 6 }, rule: 'c', group: 'article', label: '', before: 'the ', after: '' },
    ];
    const input = 'I have implemented the endpoint.';
    const output = 'Added endpoint.';
    expect(formatDiff(input, output, edits, PLAIN)).toBe('[-I have implemented-]{+Added+} [-the -]endpoint.');
    // in any order
    expect(formatDiff(input, output, [...edits].reverse(), PLAIN)).toBe('[-I have implemented-]{+Added+} [-the -]endpoint.');
  });

  it('in colour: struck-through red removals, green additions, no markers', () => {
    const diff = formatDiff(text, result.output, result.edits, COLORED);
    expect(diff).not.toMatch(/\[-|\{\+/);
    const removedRun = new RegExp(`${ESC.replace('[', '\\[')}31;9m([^\\x1b]*)${ESC.replace('[', '\\[')}39;29m`, 'g');
    const addedRun = new RegExp(`${ESC.replace('[', '\\[')}32m([^\\x1b]*)${ESC.replace('[', '\\[')}39m`, 'g');
    expect(diff.replace(addedRun, '').replace(removedRun, '$1')).toBe(text);
    expect(diff.replace(removedRun, '').replace(addedRun, '$1')).toBe(result.output);
  });

  it('no edits: the input as it is', () => {
    expect(formatDiff('Nothing to do.\n', 'Nothing to do.\n', [], COLORED)).toBe('Nothing to do.\n');
  });
});

describe('compress --stats', () => {
  it('one line: intensity, profile, encoding, tokens in -> out, reduction, time', () => {
    const line = formatStats({ intensity: 'full', auto: false, profile: 'forge', encoding: 'o200k_base', tokens: tokenCount(52, 38), ms: 12.4 });
    expect(line).toBe('caveman compress: intensity full, profile forge, o200k_base, tokens 52 -> 38 (reduction 26.9%), 12 ms\n');
    const auto = formatStats({ intensity: 'verbose', auto: true, profile: 'cavekit', encoding: 'cl100k_base', tokens: tokenCount(9, 9), ms: 0.2 });
    expect(auto).toBe('caveman compress: intensity auto -> verbose, profile cavekit, cl100k_base, tokens 9 -> 9 (reduction 0.0%), 0 ms\n');
  });
});
