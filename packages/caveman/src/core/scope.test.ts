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

describe('warnings told over more than one sentence, or labelled as such', () => {
  it('a secret and the word that says it leaked, anywhere in one block, is a security warning', () => {
    expect(outOfScope('Commit 4f9c2e1 added a hard-coded Stripe secret key to that script. The line is gone, but the key was pushed, so it must be treated as leaked.')?.id).toBe('security');
    expect(outOfScope('The staging passwords were exposed in the build log for two days.')?.id).toBe('security');
    // either word alone is no finding
    expect(outOfScope('Rotate the secret key every ninety days, as the runbook says.')).toBeNull();
    expect(outOfScope('The test fixture leaked a file handle on Windows.')).toBeNull();
  });
  it('a block labelled Warning, Caution or Danger is marked for the reader; the word in a sentence is not', () => {
    for (const block of ['Warning: the cache is cold on the first run after a deploy.', '**Warning:** run the migration before the deploy.', '**Caution**: this resets every counter.', 'DANGER: this drops the table.']) {
      expect(outOfScope(block), block).not.toBeNull();
    }
    expect(outOfScope('The compiler prints a warning: unused variable in the helper.')).toBeNull();
  });
});

describe('a deprecation notice, not a sentence that mentions one (SPEC §1.4)', () => {
  it('states it; a question, a worry or a condition about it only mentions it', () => {
    expect(outOfScope('The `--foo` flag is deprecated in favour of `--bar`.')?.id).toBe('deprecation');
    expect(outOfScope('Note that the option is deprecated and will be removed in 2.0.')?.id).toBe('deprecation');
    expect(outOfScope('So I feel like the concern is that someone is upset that the flag is deprecated? Perhaps not.')).toBeNull();
    expect(outOfScope('Is the old endpoint deprecated already?')).toBeNull();
    expect(outOfScope('If the option is deprecated, we should say so in the changelog.')).toBeNull();
  });
});
