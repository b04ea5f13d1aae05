// compress() checked by check() before it is handed on (verify.ts): what the CLI and the MCP server print.
import { describe, expect, it } from 'vitest';
import { compress } from './compress';
import { check } from './check';
import { compressVerified } from './verify';
import { resolveProfile } from './profiles';

describe('compressVerified', () => {
  it('is compress() where the check passes', () => {
    const t = 'I have basically implemented the retry, and the build is complete.\n\nThe database is ready.\n';
    for (const intensity of ['lite', 'full', 'ultra'] as const) {
      const v = compressVerified(t, { intensity });
      expect(v.output).toBe(compress(t, { intensity }).output);
      expect(v.verified).toEqual({ pass: true, held: [] });
    }
  });

  it("a user's rule that reverses a comparison is held back by the engine's own guard, which reads the checker's ledger", () => {
    const forge = resolveProfile('forge');
    const profile = { ...forge, id: 'mine', synonyms: [...forge.synonyms, { from: 'before', to: 'after' }] };
    const t = 'Run the migration before the deploy.\n\nThe cache is warm.\n';
    const plain = compress(t, { intensity: 'full', profile });
    expect(plain.output).not.toContain('after');
    expect(check(t, plain.output, { intensity: 'full', profile }).pass).toBe(true);
    const v = compressVerified(t, { intensity: 'full', profile });
    expect(v.output).toBe(plain.output);
    expect(v.verified.pass).toBe(true);
    expect(check(t, v.output, { intensity: 'full', profile }).pass).toBe(true);
    // the edits still replay: applying them to the input gives the output
    let out = '';
    let at = 0;
    for (const e of v.edits) {
      out += t.slice(at, e.input.start) + e.after;
      at = e.input.end;
    }
    expect(out + t.slice(at)).toBe(v.output);
  });
});
