// The rule editor's warning: a word-list row that can only break the contract.
import { describe, expect, it } from 'vitest';
import { ruleRisk } from './contract';
import { getProfile, PROFILE_IDS } from './profiles';

describe('ruleRisk', () => {
  it('names the claim a substitution or a filler word would change', () => {
    expect(ruleRisk('do not', 'do')).toBe('drops a negation');
    expect(ruleRisk('might', 'will')).toBe('drops a hedge (modal)');
    expect(ruleRisk('they', null)).toBe('drops an actor ("they")');
    expect(ruleRisk('fast', 'not slow')).toBe('adds a negation');
    expect(ruleRisk('approximately', 'roughly')).toBeNull();
    expect(ruleRisk('does not', "doesn't")).toBeNull();
    expect(ruleRisk('in order to', 'to')).toBeNull();
    expect(ruleRisk('just', null)).toBeNull();
  });
});

describe('the shipped profiles', () => {
  it('never warn about their own rules (a rule is read before a number, as "about" hedges only there)', () => {
    const risks: string[] = [];
    for (const id of PROFILE_IDS) {
      const p = getProfile(id);
      for (const k of ['phrases', 'synonyms', 'abbreviations', 'statusPhrases'] as const) for (const r of p[k]) { const w = ruleRisk(r.from, r.to); if (w) risks.push(`${id} ${r.from} -> ${r.to}: ${w}`); }
      for (const w of p.fillerWords) { const why = ruleRisk(w, null); if (why) risks.push(`${id} ${w}: ${why}`); }
    }
    expect(risks).toEqual([]);
    expect(ruleRisk('approximately', 'about')).toBeNull();
    expect(ruleRisk('about', null)).toBe('drops a hedge (approximation)');
  });
});
