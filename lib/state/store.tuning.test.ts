// Store actions of rule tuning, the checker and permalinks.
import { describe, expect, it } from 'vitest';
import { createPlaygroundStore, type CheckState } from './store';
import { activeHang, workerProfile } from './selectors';
import { PROFILES } from 'caveman-compress/internals/profiles';
import { patternsKey } from '../tuning/edits';
import type { ShareState } from './permalink';

const report = { pass: true, invariants: [], findings: [], tokens: {}, target: { intensity: 'full' as const, percent: 40, met: null, encoding: null } };
const check = (seq: number, checkerSeq: number): CheckState => ({ seq, checkerSeq, intensity: 'full', guard: null, report });

describe('rule edits in the store', () => {
  it('edits bump the input version; a no-op does not', () => {
    const store = createPlaygroundStore({ input: 'a' });
    const st = () => store.getState();
    st().setRuleGroup('article', false);
    expect(st().profileEdits).toEqual({ groups: { article: false } });
    expect(st().inputSeq).toBe(2);
    st().setRuleGroup('article', false);
    expect(st().inputSeq).toBe(2);
    st().setRuleField('arrow', '→');
    expect(st().profileEdits).toEqual({ groups: { article: false }, arrow: '→' });
    expect(st().inputSeq).toBe(3);
  });

  it('refuses invalid edits and changes nothing', () => {
    const store = createPlaygroundStore();
    const err = store.getState().setProfileEdits({ protectedPatterns: [{ pattern: '(' }] });
    expect(err).toMatch(/invalid regular expression/);
    expect(store.getState().profileEdits).toBeNull();
    expect(store.getState().inputSeq).toBe(1);
  });

  it('resets a group, a list, or everything', () => {
    const store = createPlaygroundStore();
    const st = () => store.getState();
    st().setRuleGroup('article', false);
    st().setRuleGroup('filler', false);
    st().setRuleField('fillerWords', ['just']);
    st().resetRules('groups', 'article');
    expect(st().profileEdits).toEqual({ groups: { filler: false }, fillerWords: ['just'] });
    st().resetRules('fillerWords');
    expect(st().profileEdits).toEqual({ groups: { filler: false } });
    st().resetRules();
    expect(st().profileEdits).toBeNull();
  });

  it('a profile switch drops the edits, says so, and can be undone', () => {
    const store = createPlaygroundStore();
    const st = () => store.getState();
    st().setRuleGroup('article', false);
    st().setThreshold('upper', 70);
    st().setProfile('terse', PROFILES.terse.thresholds);
    expect(st().profileId).toBe('terse');
    expect(st().profileEdits).toBeNull();
    expect(st().notices.map((n) => n.source)).toEqual(['profile']);
    st().undoProfileSwitch();
    expect(st().profileId).toBe('forge');
    expect(st().profileEdits).toEqual({ groups: { article: false } });
    expect(st().thresholds.upper).toBe(70);
    expect(st().notices).toEqual([]);
  });

  it('loads an imported profile at once', () => {
    const store = createPlaygroundStore();
    store.getState().loadProfile({ profileId: 'cavekit', edits: { groups: { number: false } }, thresholds: { upper: 55, lower: 25 } });
    const s = store.getState();
    expect([s.profileId, s.profileEdits, s.thresholds, s.inputSeq]).toEqual(['cavekit', { groups: { number: false } }, { upper: 55, lower: 25 }, 2]);
  });

  it('the workers get the derived profile, without the patterns that hung', () => {
    const store = createPlaygroundStore();
    const st = () => store.getState();
    expect(workerProfile(st())).toBe(PROFILES.forge);
    st().setRuleField('protectedPatterns', [{ pattern: '(a+)+$' }]);
    expect(workerProfile(st()).protectedPatterns).toHaveLength(1);
    const seq = st().inputSeq;
    st().reportPatternHang({ key: patternsKey([{ pattern: '(a+)+$' }]), pattern: '(a+)+$', index: 0 });
    expect(st().inputSeq).toBe(seq + 1);
    expect(workerProfile(st()).protectedPatterns).toEqual([]);
    expect(activeHang(st())?.pattern).toBe('(a+)+$');
    // editing the patterns lifts it
    st().setRuleField('protectedPatterns', [{ pattern: 'a{3}' }]);
    expect(activeHang(st())).toBeNull();
    expect(workerProfile(st()).protectedPatterns).toEqual([{ pattern: 'a{3}' }]);
  });

  it('a new encoding is a new output version (the token guard depends on it)', () => {
    const store = createPlaygroundStore();
    store.getState().setEncoding('cl100k_base');
    expect(store.getState().inputSeq).toBe(2);
    store.getState().invalidateOutputs();
    expect(store.getState().inputSeq).toBe(3);
  });
});

describe('checker and share state in the store', () => {
  it('drops stale check reports', () => {
    const store = createPlaygroundStore({ input: 'a' });
    const st = () => store.getState();
    st().setChecker('x'); // checkerSeq 1
    st().setChecker('xy'); // 2
    expect(st().applyCheck(check(1, 2))).toBe(true);
    expect(st().applyCheck(check(1, 1))).toBe(false);
    expect(st().applyCheck(check(1, 3))).toBe(false); // from the future
    st().setInput('b');
    expect(st().applyCheck(check(2, 2))).toBe(true);
    expect(st().applyCheck(check(1, 2))).toBe(false);
  });

  const share: ShareState = {
    input: 'The build is complete.',
    profileId: 'cavekit',
    rules: { groups: { article: false }, arrow: '→' },
    budget: 12,
    thresholds: { lower: 10, upper: 60 },
    mode: 'on',
    depth: 'thorough',
    phase: 'inspecting',
    securitySensitive: true,
    explicit: 'ultra',
    fallbacks: 2,
    terse: { rounds: 6, optedOut: false, env: false },
    encoding: 'cl100k_base',
    diffTarget: 'full',
    showEdits: false,
    showProtected: false,
    syncScroll: false,
    expandedView: true,
    checker: 'Build complete.',
    accepted: [],
  };

  it('applies a whole shared state at once (rule edits normalized)', () => {
    const store = createPlaygroundStore();
    expect(store.getState().applyShare(share)).toBeNull();
    const s = store.getState();
    expect(s.input).toBe(share.input);
    expect(s.profileEdits).toEqual({ groups: { article: false } }); // → is cavekit's default
    expect(s.controls).toEqual({ mode: 'on', depth: 'thorough', phase: 'inspecting', securitySensitive: true, explicit: 'ultra', fallbacks: 2, terse: { rounds: 6, optedOut: false, env: false } });
    expect([s.budget, s.thresholds, s.encoding, s.diffTarget, s.showEdits, s.showProtected, s.syncScroll, s.expandedView]).toEqual([12, { lower: 10, upper: 60 }, 'cl100k_base', 'full', false, false, false, true]);
    expect([s.checker, s.checkerOpen]).toEqual(['Build complete.', true]);
    expect(s.inputSeq).toBe(2);
  });

  it('refuses a state with invalid rule edits, changing nothing', () => {
    const store = createPlaygroundStore();
    const before = store.getState();
    expect(store.getState().applyShare({ ...share, rules: { groups: { nope: false } } })).toMatch(/rule edits are invalid/);
    const after = store.getState();
    expect([after.input, after.profileId, after.inputSeq, after.budget]).toEqual([before.input, before.profileId, before.inputSeq, before.budget]);
  });

  it('keeps one notice per source', () => {
    const store = createPlaygroundStore();
    const st = () => store.getState();
    st().notify('error', 'import', 'bad file');
    st().notify('error', 'import', 'another bad file');
    st().notify('warning', 'link', 'unknown keys');
    expect(st().notices.map((n) => n.text)).toEqual(['another bad file', 'unknown keys']);
    st().dismissNotice(st().notices[0].id);
    st().clearNotices('link');
    expect(st().notices).toEqual([]);
  });
});
