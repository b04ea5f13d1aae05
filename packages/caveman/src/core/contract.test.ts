// The rule editor's warning: a word-list row that can only break the contract.
import { describe, expect, it } from 'vitest';
import { ruleRisk } from './contract';

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
