// Meaning errors seen on real texts (the core-yield issue, item 4), each as a class: the sentences
// here are new ones of the same kind, not the texts they were found in.
import { describe, expect, it } from 'vitest';
import { check, compress, compressAll, INTENSITIES, PROFILE_IDS, type Intensity } from './index';
import { outOfScope } from './scope';
import { nodeCounter } from '../tokens/node';

const o200k = nodeCounter('o200k_base');
const cl100k = nodeCounter('cl100k_base');

function outputs(text: string, count = o200k): Record<Intensity, string> {
  const all = compressAll(text, { countTokens: count });
  for (const i of INTENSITIES) {
    const rep = check(text, all[i].output, { intensity: i, counters: { o200k_base: count } });
    expect(rep.invariants.filter((x) => !x.pass).map((x) => x.id), `${i}: ${all[i].output}`).toEqual([]);
  }
  return { lite: all.lite.output, full: all.full.output, ultra: all.ultra.output };
}

describe('no meaning errors', () => {
  it('a noun is not read as a verb of causality', () => {
    const out = outputs('Root cause fixed in the parser. The likely causes are listed. The test results in CI are flaky.');
    expect(out.ultra).toContain('Root cause fixed');
    expect(out.ultra).toMatch(/causes (?:are )?listed/);
    expect(out.ultra).toMatch(/results in CI/);
    // ... while a verb still becomes an arrow.
    expect(outputs('The retry causes a timeout. Caching leads to stale reads.').ultra).toMatch(/Retry -> timeout\. Caching -> stale reads/);
  });

  it('no abbreviation changes a word or a name', () => {
    const out = outputs('## Validation\n\nThe validation of API responses runs in React Server Components for all clients.\n');
    expect(out.ultra).toContain('## Validation');
    expect(out.ultra).toContain('API responses');
    expect(out.ultra).toContain('React Server Components');
    expect(out.ultra).toContain('clients');
    expect(out.ultra).not.toMatch(/\b(?:valid|ress|srv|clis)\b/);
  });

  it('an abbreviation or a digit is written only where it saves tokens in the active encoding', () => {
    for (const [count, name] of [[o200k, 'o200k'], [cl100k, 'cl100k']] as const) {
      const text = 'The database configuration lists twelve environment variables and the request handler.';
      const out = compressAll(text, { countTokens: count });
      expect(count(out.ultra.output), name).toBeLessThanOrEqual(count(out.full.output));
      for (const e of out.ultra.edits.filter((x) => x.group === 'abbreviation' || x.group === 'number')) {
        expect(count(' ' + e.after), `${name} ${e.before} -> ${e.after}`).toBeLessThan(count(' ' + e.before.trim()));
      }
    }
  });

  it('a preposition is not a synonym source', () => {
    const out = outputs('We reverted it due to being a breaking change, in addition to the latency. The delays due to the cache stopped. Latency rose due to the cache.');
    expect(out.full).toContain('due to being');
    expect(out.full).toContain('in addition to');
    expect(out.full).toMatch(/Delays from cache/);
    // after a verb "from" would name a starting point, not a cause
    expect(out.full).toContain('rose due to');
  });

  it('evidence stays: how something ended is not filler', () => {
    const out = outputs('The worker exited successfully after the migration. The build completed successfully.');
    expect(out.ultra).toContain('exited successfully');
    expect(out.ultra).toContain('completed successfully');
  });

  it('a past state is not made present: was and were keep their tense', () => {
    const out = outputs('## Fixed\n\n- The endpoint was not available on Windows.\n- It was slow before the cache, but the cache was rebuilt.\n');
    expect(out.ultra).toMatch(/was(?: not|n't) available/);
    expect(out.ultra).toMatch(/[Ww]as slow/);
    expect(out.ultra).toMatch(/cache was rebuilt/); // without "was" it would read as the cache's own act
  });

  it('a number word inside a name stays', () => {
    const out = outputs('The System Two harness and Phase Three rollout ran twelve checks.');
    expect(out.full).toContain('System Two');
    expect(out.full).toContain('Phase Three');
  });

  it('a copula stays where dropping it makes the subject read as a compound or a verb', () => {
    const out = outputs('Parser spans are byte offsets. Pins are URLs. Tests are green. The build is complete.');
    expect(out.ultra).toContain('spans are byte offsets');
    expect(out.ultra).toContain('Pins are URLs');
    expect(out.full).toContain('Tests green');
    expect(out.full).toContain('Build complete');
  });

  it('an article inside an idiom stays', () => {
    const out = outputs('We went all the way to the end, and at the same time the cache stayed the same.');
    expect(out.full).toContain('all the way');
    expect(out.full).toContain('at the same time');
    expect(out.full).toContain('the same.');
  });

  it('a capital is repaired after a removal next to emphasis, and emphasis keeps its words below ultra and where ultra keeps its markers', () => {
    const out = outputs('**The only fully honest answer** is no. Of course **the fix** is small.');
    expect(out.full).toContain('**The only fully honest answer**');
    expect(out.full).toMatch(/\*\*The fix\*\*/);
    // at ultra emphasis that opens its line keeps its markers (a label, a title or an instruction) and the
    // words they hold ("**Very poor**" is a grade, "**The only answer**" a title); a stressed phrase inside loses them
    expect(out.ultra).toMatch(/^\*\*The only fully honest answer\*\* is no\. Fix small\./);
    expect(outputs('| Grade | Note |\n|---|---|\n| F | **Very poor** |\n').ultra).toContain('**Very poor**');
    // a value set off as one keeps its markers: a severity in capitals, the value after a label
    const marked = outputs('**Overall Grade**: ⚠️ **C (Baseline)**\n\nThe report contains a **HIGH** finding and a **really** odd one.\n').ultra;
    expect(marked).toContain('⚠️ **C (Baseline)**');
    expect(marked).toContain('**HIGH**');
    expect(marked).not.toContain('**really**');
  });

  it('"let us know" is a closer like "let me know", and a closer with a negation stays', () => {
    const out = outputs('The patch is merged. Let us know if you have questions. Let us know if it cannot start.');
    expect(out.lite).not.toContain('Let us know if you have questions');
    expect(out.lite).toContain('cannot start');
  });
});

describe('out of scope by what a block says, not by a word it mentions', () => {
  it('keeps findings and notices verbose', () => {
    expect(outOfScope('The reviewer found a command injection in the deploy script.')?.id).toBe('security');
    expect(outOfScope('This allows remote code execution through the upload endpoint.')?.id).toBe('security');
    expect(outOfScope('The `foo` flag is deprecated in favour of `bar`.')?.id).toBe('deprecation');
    expect(outOfScope('⚠️ Do not run the migration twice.')?.id).toBe('user');
  });

  it('does not hold mentions or titles', () => {
    expect(outOfScope('⚠️ Risk Assessment', true)).toBeNull();
    expect(outOfScope('Security risk', true)).toBeNull();
    expect(outOfScope('We print a deprecation warning and keep the old option for one release.')).toBeNull();
    expect(outOfScope('We apply `deprecated` notices whenever an API changes.')).toBeNull();
    const text = '## ⚠️ Risk Assessment\n\nThe change is really small and the rollback is simple.\n';
    expect(compress(text, { intensity: 'full', countTokens: o200k }).output).not.toContain('really');
  });
});

describe('ultra against full', () => {
  it('ultra never has more tokens than full, under every profile', () => {
    const text = [
      'The clients send the requests to the server, and the server validates the responses.',
      'The database configuration and the environment variables are loaded from the repository.',
      'It causes a timeout and then the dependency graph is rebuilt by the middleware.',
    ].join('\n\n');
    for (const profile of PROFILE_IDS) {
      for (const count of [o200k, cl100k]) {
        const all = compressAll(text, { profile, countTokens: count });
        expect(count(all.ultra.output), profile).toBeLessThanOrEqual(count(all.full.output));
      }
    }
  });
});
