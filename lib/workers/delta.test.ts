import { describe, expect, it } from 'vitest';
import { compressAll } from 'caveman-compress/internals/compress';
import { INTENSITIES, type Intensity } from 'caveman-compress/internals/types';
import { resolveProfile } from 'caveman-compress/internals/profiles';
import { mapProtectedSpans } from '../panes/map-ranges';
import { DEFAULT_EXAMPLE } from '../examples/default';
import { applyResultsDelta, applyText, resultsDelta, textDelta } from './delta';
import type { PaneResult, ResultsBody } from '../state/store';
import { compressResults } from './results';
import { nodeCounter } from 'caveman-compress/node';
import { rng } from '../../packages/caveman/src/testing/seeded';

/** What the compression worker sends for a text. */
function bodyOf(text: string): ResultsBody {
  const all = compressAll(text);
  const panes = {} as Record<Intensity, PaneResult>;
  for (const level of INTENSITIES) {
    const r = all[level];
    panes[level] = { output: r.output, edits: r.edits, protected: mapProtectedSpans(text, r.output, r.protected, r.edits).mapped };
  }
  return { inputProtected: all.lite.protected, skipped: all.lite.skipped, panes };
}

describe('results as differences', () => {
  it('textDelta and applyText rebuild any edit', () => {
    const r = rng(5);
    for (let i = 0; i < 500; i++) {
      const a = DEFAULT_EXAMPLE.slice(0, r(200));
      const at = r(a.length + 1);
      const b = a.slice(0, at) + 'xy'.slice(0, r(3)) + a.slice(Math.min(a.length, at + r(4)));
      expect(applyText(a, textDelta(a, b))).toBe(b);
    }
  });

  it('a keystroke anywhere in a text: the rebuilt answer equals the whole one, and carries little', () => {
    const r = rng(9);
    const text = (DEFAULT_EXAMPLE + '\n').repeat(4);
    let prev = text;
    let prevBody = bodyOf(prev);
    for (let i = 0; i < 40; i++) {
      const at = r(prev.length);
      const edit = ['a', ' ', '\n', '`', '*', 'basically ', ''][r(7)];
      const next = prev.slice(0, at) + edit + prev.slice(at + (edit === '' ? 1 : 0));
      const body = bodyOf(next);
      const d = resultsDelta(prevBody, body, next.length - prev.length);
      expect(applyResultsDelta(prevBody, d)).toEqual(body);
      const sent = JSON.stringify(d).length;
      expect(sent).toBeLessThan(JSON.stringify(body).length);
      prev = next;
      prevBody = body;
    }
  });

  it('a single letter typed into a word sends a few items, not the lists', () => {
    const text = (DEFAULT_EXAMPLE + '\n').repeat(4);
    const at = text.indexOf(' the ', text.length >> 1) + 2;
    const next = text.slice(0, at) + 'x' + text.slice(at);
    const d = resultsDelta(bodyOf(text), bodyOf(next), 1);
    for (const level of INTENSITIES) {
      expect(d.panes[level].edits.mid.length).toBeLessThan(6);
      expect(d.panes[level].output.text.length).toBeLessThan(10);
    }
  });

  it('held-back rewrites cross as differences too, and an answer without any carries no list', () => {
    const counter = nodeCounter('o200k_base');
    const guarded = (t: string) => compressResults(t, resolveProfile('forge'), counter).body;
    const r = rng(3);
    let prev = ('We ran twelve tests and two of them failed.\n\n' + DEFAULT_EXAMPLE + '\n').repeat(3);
    let prevBody = guarded(prev);
    expect(prevBody.panes.full.held?.length).toBeGreaterThan(3);
    for (let i = 0; i < 30; i++) {
      const at = r(prev.length);
      const edit = ['seven ', ' ', '\n', 'x', ''][r(5)];
      const next = prev.slice(0, at) + edit + prev.slice(at + (edit === '' ? 1 : 0));
      const body = guarded(next);
      const d = resultsDelta(prevBody, body, next.length - prev.length);
      expect(applyResultsDelta(prevBody, d)).toEqual(body);
      prev = next;
      prevBody = body;
    }
    const none = guarded('Plain words.');
    expect(none.panes.full.held).toBeUndefined();
    expect(resultsDelta(none, guarded('Plain words!'), 0).panes.full.held).toBeUndefined();
  });
});
