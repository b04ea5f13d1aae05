import { describe, expect, it } from 'vitest';
import type { HeldBack } from 'caveman-compress/internals/types';
import { compress } from 'caveman-compress/internals/compress';
import { nodeCounter } from 'caveman-compress/node';
import { heldDecorations, heldHover, heldHoversAt, tokenCost } from './heldDecorations';
import { textRuns } from './decorations';

const RULES = 'https://example.test/rules/';

describe('held-back marks', () => {
  it('marks "twelve" where the full output kept it, and the hover names the rule, the cost and the encoding', () => {
    const input = 'We ran twelve tests and two of them failed.';
    const r = compress(input, { intensity: 'full', countTokens: nodeCounter('o200k_base') });
    const d = heldDecorations(r.held, 'o200k_base');
    expect(d.map((x) => r.output.slice(x.start, x.end))).toEqual(['twelve', 'two']);
    expect(d[0].inlineClassName).toBe('held-back held-number');
    const text = d[0].hover!(RULES);
    expect(text).toContain('kept “twelve”');
    expect(text).toContain('[`full.number`](https://example.test/rules/#rule-full.number ');
    expect(text).toContain('would write “12”');
    expect(text).toContain('“ 12” is \\+1 token in o200k\\_base');
    expect(text).toContain('invariant 7');
    // another encoding, another name
    expect(heldHover(r.held[0], 'cl100k_base')).toContain('in cl100k\\_base');
  });

  it('draws beside edits in the static pane: the kept words carry the held classes, the edits theirs', () => {
    const r = compress('We ran twelve tests.', { intensity: 'full', countTokens: nodeCounter('o200k_base') });
    const runs = textRuns(r.output, heldDecorations(r.held, 'o200k_base'));
    expect(runs.find((x) => x.className.includes('held-back'))?.text).toBe('twelve');
  });

  it('says what the cost is: +N tokens, or no fewer tokens', () => {
    const h = (kept: number, rewritten: number) => ({ tokens: { kept, rewritten } });
    expect(tokenCost(h(1, 2))).toBe('+1 token');
    expect(tokenCost(h(6, 9))).toBe('+3 tokens');
    expect(tokenCost(h(1, 1))).toBe('no fewer tokens');
  });

  it('names a unit kept whole and a removal for what they are, and leaves out a would-be insertion', () => {
    const base: HeldBack = {
      input: { start: 3, end: 8 },
      output: { start: 3, end: 8 },
      rule: 'ultra.plus',
      group: 'conjunction',
      before: ' and ',
      after: '+',
      scope: 'unit',
      tokens: { kept: 6, rewritten: 7 },
    };
    expect(heldHover(base, 'o200k_base')).toContain('the rewritten line is \\+1 token in o200k\\_base \\(7 instead of 6\\): the unit stays whole');
    expect(heldHover({ ...base, after: '' }, null)).toContain('would remove it');
    const insertion = { ...base, output: { start: 3, end: 3 }, before: '' };
    expect(heldDecorations([insertion, base], 'o200k_base')).toHaveLength(1);
  });

  it('answers a hover with every mark over the offset, none outside', () => {
    const mk = (start: number, end: number, rule: string): HeldBack => ({
      input: { start, end },
      output: { start, end },
      rule,
      group: 'synonym',
      before: 'x',
      after: 'y',
      scope: 'word',
      tokens: { kept: 1, rewritten: 1 },
    });
    const d = heldDecorations([mk(10, 14, 'b.rule'), mk(2, 6, 'a.rule'), mk(10, 14, 'c.rule')], 'o200k_base');
    expect(d.map((x) => x.start)).toEqual([2, 10, 10]);
    expect(heldHoversAt(d, 1)).toEqual([]);
    expect(heldHoversAt(d, 3).map((x) => x.text)).toEqual([expect.stringContaining('a.rule')]);
    expect(heldHoversAt(d, 6)).toEqual([]);
    expect(heldHoversAt(d, 12)).toHaveLength(2);
  });
});

describe('a rewrite the contract guard held back', () => {
  it('says which claim it would have changed', async () => {
    const { compress, getProfile, validateProfile } = await import('caveman-compress');
    const forge = getProfile('forge');
    const v = validateProfile({ ...forge, id: 't', synonyms: [...forge.synonyms, { from: 'might', to: 'will' }] });
    if (!v.ok) throw new Error(v.error);
    const r = compress('The deploy might fail.', { intensity: 'full', profile: v.profile });
    const h = r.held.find((x) => x.scope === 'contract')!;
    const text = heldHover(h, null);
    expect(text).toContain('Held back by the contract guard');
    expect(text).toMatch(/drops a hedge \\?\(modal\\?\)/);
    expect(text).toContain('“will”');
  });
});
