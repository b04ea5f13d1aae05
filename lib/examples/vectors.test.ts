// The gallery's vector cards teach what the live engine does: every "a -> b" a card's note names is
// an edit the engine makes, and every quoted word it says "stays" is in the output, in both
// encodings the playground counts with (a rewrite the token guard holds back in one of them is no
// promise to make).
import { describe, expect, it } from 'vitest';
import { compress } from 'caveman-compress';
import { nodeCounter } from 'caveman-compress/node';
import { VECTORS } from './vectors';

const COUNTERS = { o200k_base: nodeCounter('o200k_base'), cl100k_base: nodeCounter('cl100k_base') };

/** "implemented -> added", "Round -> R": the rewrites a note promises. */
function promised(note: string): { from: string; to: string }[] {
  return [...note.matchAll(/([\w+-]+(?: [\w]+)?) -> ([\w+-]+)/g)].map((m) => ({ from: m[1], to: m[2] }));
}

/** Quoted words a note says stay ("twelve" stays, "successfully" ... stays). */
function stays(note: string): string[] {
  const out: string[] = [];
  for (const m of note.matchAll(/"([^"]+)"(?: and "([^"]+)")?(?: [^";,.]{0,40})? stays?\b/g)) out.push(...[m[1], m[2]].filter((x): x is string => !!x));
  return out;
}

describe('gallery vector cards', () => {
  for (const v of VECTORS) {
    it(`vector ${v.n}: the note's promises are what the engine does`, () => {
      for (const [enc, count] of Object.entries(COUNTERS)) {
        for (const intensity of v.intensities ?? ['full']) {
          const r = compress(v.input, { intensity, profile: v.profile, countTokens: count });
          const edits = r.edits.map((e) => ({ before: e.before.trim().toLowerCase(), after: e.after.trim().toLowerCase() }));
          for (const p of promised(v.note)) {
            const hit = edits.some((e) => e.before.endsWith(p.from.toLowerCase()) && e.after.startsWith(p.to.toLowerCase().replace(/\+.*/, '+')))
              || r.output.toLowerCase().includes(p.to.toLowerCase());
            expect(hit, `${enc} ${intensity}: ${p.from} -> ${p.to} in ${JSON.stringify(r.output)}`).toBe(true);
          }
          for (const w of stays(v.note)) expect(r.output, `${enc} ${intensity}: "${w}" stays`).toContain(w);
        }
      }
    });
  }
});
