// Each rule row's example is what /rules teaches with: it must show that rule at work, on the
// profile /rules picks for it, compressed the way the page does (no token counter).
import { describe, expect, it } from 'vitest';
import { compress } from '../compress';
import { ruleExampleProfile } from '@/lib/examples/teaching';
import { RULES } from './index';

describe('rule examples', () => {
  for (const r of RULES.filter((x) => x.example)) {
    it(`${r.id}: its example shows its own edit`, () => {
      const res = compress(r.example!, { intensity: r.intensity, profile: ruleExampleProfile(r, 'forge'), envelope: false });
      expect(res.edits.map((e) => e.rule)).toContain(r.id);
    });
  }
});

describe('what a card says its example does, it does', () => {
  it('lite.template: the label shortened, the instruction in parentheses gone', () => {
    const rule = RULES.find((r) => r.id === 'lite.template')!;
    const out = compress(rule.example ?? '', { intensity: 'lite' }).output;
    expect(rule.description).toContain('"**Describe the bug**" -> "**Bug**"');
    expect(out).toContain('**Bug**');
    expect(rule.description).toContain('(please complete the following information)');
    expect(out).not.toContain('please complete');
    expect(out).toContain('**Desktop:**');
  });
});
