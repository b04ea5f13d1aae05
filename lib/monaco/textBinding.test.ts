import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { editor as MonacoEditor } from 'monaco-editor/editor/editor.api';
import { createPlaygroundStore } from '../state/store';
import { bindText, CHECKER_TEXT, debounceFor, INPUT_TEXT } from './textBinding';

/** The part of a Monaco text model the binding uses: a text, a version per change, change events. */
class FakeModel {
  private listeners: Array<() => void> = [];
  version = 1;
  constructor(private text: string) {}
  getValue() {
    return this.text;
  }
  getValueLength() {
    return this.text.length;
  }
  getVersionId() {
    return this.version;
  }
  setValue(t: string) {
    this.text = t;
    this.version++;
    for (const l of this.listeners) l();
  }
  /** What typing does. */
  type(t: string) {
    this.setValue(this.text + t);
  }
  onDidChangeContent(l: () => void) {
    this.listeners.push(l);
    return { dispose: () => (this.listeners = this.listeners.filter((x) => x !== l)) };
  }
}

const asModel = (m: FakeModel) => m as unknown as MonacoEditor.ITextModel;

describe('bindText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes typing to the store at once, and knows which text version the model shows', () => {
    const store = createPlaygroundStore({ input: 'a' });
    const model = new FakeModel('a');
    const b = bindText(asModel(model), store, INPUT_TEXT);
    store.subscribe((s, p) => b.onStore(s, p));
    const seq0 = store.getState().inputSeq;
    expect(b.current(seq0)).toBe(true);
    model.type('b');
    expect(store.getState().input).toBe('ab');
    expect(b.current(store.getState().inputSeq)).toBe(true);
    expect(b.current(seq0)).toBe(false); // marks for 'a' must not be drawn on 'ab'
    b.dispose();
  });

  it('shows a text set from outside without writing it back, and follows a new version of the same text', () => {
    const store = createPlaygroundStore({ input: 'a' });
    const model = new FakeModel('a');
    const b = bindText(asModel(model), store, INPUT_TEXT);
    store.subscribe((s, p) => b.onStore(s, p));
    const sets = vi.spyOn(store.getState(), 'setInput');
    store.getState().setInput('from a link');
    expect(model.getValue()).toBe('from a link');
    expect(sets).toHaveBeenCalledTimes(1); // the store's own call; the model's change was not echoed
    expect(b.current(store.getState().inputSeq)).toBe(true);
    const before = store.getState().inputSeq;
    store.getState().setProfile('cavekit', store.getState().thresholds); // same text, new version
    expect(store.getState().inputSeq).toBeGreaterThan(before);
    expect(b.current(store.getState().inputSeq)).toBe(true);
    b.dispose();
  });

  it('debounces very large texts and writes a pending edit when disposed', () => {
    const big = 'x'.repeat(300_000);
    const store = createPlaygroundStore({ checker: big });
    const model = new FakeModel(big);
    const b = bindText(asModel(model), store, CHECKER_TEXT);
    model.type('!');
    expect(store.getState().checker).toBe(big); // waiting
    b.dispose();
    expect(store.getState().checker).toBe(big + '!');
    model.type('?'); // no longer bound
    vi.runAllTimers();
    expect(store.getState().checker).toBe(big + '!');
  });
});

describe('debounceFor', () => {
  it('sends keystrokes at once up to 100 KB, and debounces only very large texts', () => {
    expect(debounceFor(100)).toBe(0);
    expect(debounceFor(100_000)).toBe(0);
    expect(debounceFor(1_000_000)).toBeGreaterThan(debounceFor(300_000));
    expect(debounceFor(300_000)).toBeGreaterThan(0);
  });
});
