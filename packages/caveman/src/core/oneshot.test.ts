// A text past ONE_SHOT_CHARS is compressed once (no trace, its units let go as the run passes
// them, its edits placed when read): what it returns must be what the kept path returns. The
// oracle: copies of one document, each opening with a heading (nothing of CommonMark crosses
// it), compress to copies of the document's own output, edits moved along by each copy's offset.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compress, resultDetail } from './compress';
import { ONE_SHOT_CHARS } from './segment';
import { nodeCounter } from '../tokens/node';

const o200k = nodeCounter('o200k_base');
const DOC = readFileSync(join(__dirname, '../../../../fixtures/artifacts/handoff-note.md'), 'utf8').trim();

describe('a one-shot text', () => {
  it('compresses to its copies, with every copy\'s edits where the copy stands', () => {
    const doc = `# Copy\n\n${DOC.replace(/^---\n[\s\S]*?\n---\n/, '')}\n\n`;
    const copies = Math.ceil((ONE_SHOT_CHARS + 1) / doc.length);
    const text = doc.repeat(copies);
    expect(text.length).toBeGreaterThan(ONE_SHOT_CHARS);
    const one = compress(doc, { intensity: 'full', countTokens: o200k });
    const all = compress(text, { intensity: 'full', countTokens: o200k });
    expect(one.edits.length).toBeGreaterThan(0);
    expect(all.output).toBe(one.output.repeat(copies));
    expect(all.edits.length).toBe(one.edits.length * copies);
    for (const k of [0, 1, copies - 1]) {
      const e = all.edits[k * one.edits.length];
      const f = one.edits[0];
      expect(e.input.start).toBe(f.input.start + k * doc.length);
      expect(e.output.start).toBe(f.output.start + k * one.output.length);
      expect(e.before).toBe(f.before);
      expect(e.after).toBe(f.after);
    }
    expect(all.protected.length).toBe(one.protected.length * copies);
    // compressed once: no later call of the same options reads it as a change
    const again = compress(text, { intensity: 'full', countTokens: o200k });
    expect(resultDetail(again)?.change).toBeNull();
    expect(again.output).toBe(all.output);
  });
});
