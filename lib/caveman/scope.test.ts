import { describe, expect, it } from 'vitest';
import { outOfScope, SCOPE_RULES, wholeInputOutOfScope } from './scope';

describe('wholeInputOutOfScope', () => {
  it('is true only when skipped regions cover all non-blank text', () => {
    const text = 'Warning: rm -rf deletes everything.\n\nDo not run it.';
    expect(wholeInputOutOfScope(text, [])).toBe(false);
    expect(wholeInputOutOfScope(text, [{ start: 0, end: 35, reason: 'irreversible' }])).toBe(false);
    expect(
      wholeInputOutOfScope(text, [
        { start: 0, end: 35, reason: 'irreversible' },
        { start: 37, end: text.length, reason: 'security' },
      ]),
    ).toBe(true);
    expect(wholeInputOutOfScope('   ', [{ start: 0, end: 1, reason: 'x' }])).toBe(false);
  });
});

describe('scope hints', () => {
  // every phrase of the irreversible rule, in odd cases and at the edges of a block: the hints
  // may only skip blocks the patterns would not match
  const phrases = [
    'rm -rf', 'RM -RF /tmp', 'git push --Force', 'a FORCE-PUSH to main', 'Push -F origin', 'DROP TABLE users', 'drop Database x',
    'drop schema', 'the SCHEMA DROP', 'Truncate Table logs', 'IRREVERSIBLE', 'irreversibly', 'this Cannot Be Undone',
    "it can't BE undone", 'Permanently Deleted', 'PERMANENTLY DELETES', 'risk of Data Loss',
  ];
  const misses = ['rm -r dir', 'push -fast', 'a drop of rain', 'reversible', 'be done', 'permanent', 'data lossless', '--forced', ''];
  for (const rule of SCOPE_RULES.filter((r) => r.hints)) {
    it(`${rule.id}: hinted and unhinted tests agree`, () => {
      for (const core of [...phrases, ...misses]) {
        for (const block of [core, `Before. ${core}`, `${core}.`, `Line one\n${core}\nline three`]) {
          const direct = rule.patterns.some((p) => p.test(block));
          expect(outOfScope(block)?.id === rule.id, block).toBe(direct && SCOPE_RULES.find((r) => r.patterns.some((p) => p.test(block)))?.id === rule.id);
        }
      }
    });
    it(`${rule.id}: every phrase is found`, () => {
      for (const p of phrases) expect(outOfScope(p)?.id, p).toBe(rule.id);
    });
  }
});
