// The pipeline with rule edits: the profile object sent, the token guard, the checker, and the
// watchdog of custom patterns.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaygroundStore } from '../state/store';
import type { TokenClient } from '../tokens/client';
import { startPipeline } from './pipeline';
import { checkerIntensity } from '../state/selectors';
import type { CompressRequest } from './protocol';
import { answered, FakeWorker as BaseFakeWorker } from './fakeWorker';

/** Outputs that show which request they answer: the text, then .l, .f, .u by intensity; guarded by default. */
class FakeWorker extends BaseFakeWorker {
  answer(req: CompressRequest, guard: 'o200k_base' | null = 'o200k_base') {
    this.answerWith(req, (t, level) => `${t}.${level[0]}`, { guard });
  }
}

function fakeTokens() {
  const savings: unknown[] = [];
  const client = {
    async count(_e: string, texts: Record<string, string>) {
      return Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.length]));
    },
    async savings(_e: string, _t: string, profile: unknown) {
      savings.push(profile);
      return { filler: 1 };
    },
    async boundaries(_e: string, text: string) {
      return { ends: [text.length], truncated: false };
    },
  };
  return { client: client as unknown as TokenClient, savings };
}

const report = { pass: false, invariants: [], findings: [], tokens: {}, target: { intensity: 'full' as const, percent: 40, met: null, encoding: null } };


describe('pipeline with rule edits', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(input = 'abc') {
    const store = createPlaygroundStore({ input });
    const workers: FakeWorker[] = [];
    const { client, savings } = fakeTokens();
    const stop = startPipeline({
      store,
      tokens: client,
      compressWorker: () => {
        const w = new FakeWorker();
        workers.push(w);
        return w as unknown as Worker;
      },
      debounce: () => 0,
    });
    return { store, workers, savings, stop, w: () => workers[workers.length - 1] };
  }

  it('sends the active profile object and the encoding; an edit recompresses', async () => {
    const { store, w, stop } = setup();
    const first = w().compressions()[0];
    expect(first.profile.id).toBe('forge');
    expect(first.profile.groups.article).toBe(true);
    expect(first.encoding).toBe('o200k_base');
    w().answer(first);
    await answered();
    store.getState().setRuleGroup('article', false);
    const second = w().compressions()[1];
    expect(second.profile.groups.article).toBe(false);
    w().answer(second);
    await answered();
    expect(store.getState().results?.seq).toBe(store.getState().inputSeq);
    stop();
  });

  it('recomputes when the worker can apply the token guard of the current encoding', async () => {
    const { store, w, stop } = setup();
    w().answer(w().compressions()[0], null);
    await answered();
    expect(store.getState().results?.guard).toBeNull();
    const seq = store.getState().inputSeq;
    w().emit({ type: 'ready', encoding: 'cl100k_base', ok: true }); // not the current encoding
    await answered();
    w().emit({ type: 'ready', encoding: 'o200k_base', ok: false }); // failed: stay unguarded
    await answered();
    expect(store.getState().inputSeq).toBe(seq);
    w().emit({ type: 'ready', encoding: 'o200k_base', ok: true });
    await answered();
    expect(store.getState().inputSeq).toBe(seq + 1);
    w().answer(w().compressions()[1]);
    await answered();
    expect(store.getState().results?.guard).toBe('o200k_base');
    stop();
  });

  it('an answer always frees the queue, even after many replaced requests', async () => {
    const { store, w, stop } = setup();
    for (let i = 0; i < 200; i++) store.getState().setInput('x'.repeat(i + 1));
    expect(w().compressions()).toHaveLength(1);
    w().answer(w().compressions()[0]);
    await answered();
    expect(w().compressions()).toHaveLength(2);
    expect(w().compressions()[1].text).toBe('x'.repeat(200));
    w().answer(w().compressions()[1]);
    await answered();
    expect(store.getState().results?.panes.full.output).toBe('x'.repeat(200) + '.f');
    stop();
  });

  it('watches line anchors like custom patterns: one that hangs is named, and the outputs come without it', async () => {
    const { store, workers, w, stop } = setup('aaaaaaaaab');
    w().answer(w().compressions()[0]);
    await answered();
    store.getState().setRuleField('lineAnchors', ['^(a+)+$']);
    const req = w().compressions()[1];
    w().emit({ type: 'probe', id: req.id, index: 0 });
    vi.advanceTimersByTime(1600);
    expect(workers[0].terminated).toBe(true);
    await answered();
    expect(store.getState().patternHang).toMatchObject({ pattern: '^(a+)+$', index: 0 });
    const again = w().compressions()[0];
    expect(again.profile.lineAnchors).toEqual([]);
    w().answer(again);
    await answered();
    expect(store.getState().results?.seq).toBe(store.getState().inputSeq);
    stop();
  });

  it('stops a request whose custom pattern never finishes, names it, and recomputes without the patterns', async () => {
    const { store, workers, w, stop } = setup('aaaaaaaaab');
    w().answer(w().compressions()[0]);
    await answered();
    store.getState().setRuleField('protectedPatterns', [{ pattern: 'b' }, { pattern: '(a+)+$' }]);
    const req = w().compressions()[1];
    expect(req.profile.protectedPatterns).toHaveLength(2);
    w().emit({ type: 'probe', id: req.id, index: 0 });
    await answered();
    vi.advanceTimersByTime(1000);
    w().emit({ type: 'probe', id: req.id, index: 1 });
    await answered();
    vi.advanceTimersByTime(1400);
    expect(workers).toHaveLength(1); // silence < 1.5 s since the last sign of life
    vi.advanceTimersByTime(200);
    expect(workers[0].terminated).toBe(true);
    await answered();
    const hang = store.getState().patternHang;
    expect(hang).toMatchObject({ pattern: '(a+)+$', index: 1 });
    // a new worker, the same input, no custom patterns
    expect(workers).toHaveLength(2);
    const again = w().compressions()[0];
    expect(again.profile.protectedPatterns).toEqual([]);
    w().answer(again);
    await answered();
    expect(store.getState().results?.seq).toBe(store.getState().inputSeq);
    // editing the patterns uses them again
    store.getState().setRuleField('protectedPatterns', [{ pattern: 'b' }]);
    expect(w().compressions()[1].profile.protectedPatterns).toEqual([{ pattern: 'b' }]);
    stop();
  });

  it('a request without custom patterns is never timed out', async () => {
    const { workers, w, stop } = setup();
    vi.advanceTimersByTime(10_000);
    expect(workers[0].terminated).toBe(false);
    w().answer(w().compressions()[0]);
    await answered();
    stop();
  });

  it('runs the checker debounced, against the selected intensity, and drops stale reports', async () => {
    const { store, w, stop } = setup('The build is complete.');
    w().answer(w().compressions()[0]);
    await answered();
    store.getState().setChecker('Build complete.');
    vi.advanceTimersByTime(500);
    expect(w().checks()).toHaveLength(0); // closed: nothing to do
    store.getState().setCheckerOpen(true);
    store.getState().setChecker('Build done.');
    vi.advanceTimersByTime(50);
    store.getState().setChecker('Build complete.');
    vi.advanceTimersByTime(500);
    expect(w().checks()).toHaveLength(1);
    const c = w().checks()[0];
    expect(c).toMatchObject({ verbose: 'The build is complete.', compressed: 'Build complete.', intensity: 'full' });
    w().emit({ type: 'checked', id: c.id, ms: 1, report, guard: 'o200k_base' });
    await answered();
    expect(store.getState().checkReport).toMatchObject({ checkerSeq: store.getState().checkerSeq, intensity: 'full', guard: 'o200k_base' });
    // the budget slider moves the selection to ultra: checked again
    store.getState().setBudget(5);
    vi.advanceTimersByTime(500);
    expect(w().checks()[1].intensity).toBe('ultra');
    stop();
  });

  it("checks each output against the input once typing pauses, and sets the panes' badges", async () => {
    const { store, w, stop } = setup('The build is complete.');
    w().answer(w().compressions()[0]);
    await answered();
    expect(w().selfChecks()).toHaveLength(0);
    vi.advanceTimersByTime(600);
    const pass = { ...report, pass: true, invariants: [{ id: 'negation' as const, name: 'Negation kept', pass: true, offences: [] }] };
    const fail = { ...report, invariants: [{ id: 'negation' as const, name: 'Negation kept', pass: false, offences: [{ message: 'negation "not" dropped' }] }] };
    for (const [i, level] of (['lite', 'full', 'ultra'] as const).entries()) {
      const c = w().selfChecks()[i];
      expect(c).toMatchObject({ verbose: 'The build is complete.', compressed: `The build is complete..${level[0]}`, intensity: level, self: true });
      w().emit({ type: 'checked', id: c.id, ms: 1, report: level === 'ultra' ? fail : pass, guard: 'o200k_base' });
      await answered();
    }
    const sc = store.getState().selfCheck!;
    expect(sc.seq).toBe(store.getState().results!.seq);
    expect(sc.byLevel.lite!.failing).toEqual([]);
    expect(sc.byLevel.ultra!.failing).toEqual([{ id: 'negation', name: 'Negation kept', count: 1, message: 'negation "not" dropped' }]);
    // the checker pane's checks are another queue: they neither wait for nor replace these
    expect(w().checks()).toHaveLength(0);
    stop();
  });

  it('the checker follows an envelope in the pasted text', async () => {
    const store = createPlaygroundStore({ checker: '<!-- caveman: intensity=lite version=1 -->\nx' });
    expect(checkerIntensity(store.getState())).toBe('lite');
    store.getState().setChecker('x');
    expect(checkerIntensity(store.getState())).toBe('full');
    store.getState().setControl('mode', 'off');
    expect(checkerIntensity(store.getState())).toBe('full');
  });

  it('savings are computed with the active profile object', async () => {
    const { store, w, savings, stop } = setup();
    store.getState().setSavingsWanted('full');
    store.getState().setRuleGroup('filler', false);
    w().answer(w().compressions()[0]);
    await answered();
    w().answer(w().compressions()[1]);
    await answered();
    await vi.advanceTimersByTimeAsync(100);
    expect(savings.length).toBeGreaterThan(0);
    expect((savings[savings.length - 1] as { groups: Record<string, boolean> }).groups.filler).toBe(false);
    stop();
  });
});
