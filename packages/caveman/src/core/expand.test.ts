// expand() (issue 37): what the core abbreviated or symbolised comes back as words, and nothing
// else moves. On the repository's artifacts compressed at ultra: every protected span, hedge,
// negation and actor of the compressed text is still there, byte for byte where protected, and
// no arrow, "+" or abbreviation the core wrote is left.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, compress } from './index';
import { expand } from './expand';
import { claimCounts } from './claims';
import { nodeCounter } from '../tokens/node';

const DIR = join(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'artifacts');
const FILES = readdirSync(DIR).filter((f) => /\.(md|txt)$/.test(f) && f !== 'README.md');
const cl100k = nodeCounter('cl100k_base');

describe('expand', () => {
  it('brings back the words of the abbreviations, arrows, + and ~ the profile writes', () => {
    const r = expand('DB config in prod env -> errs on each req. Accepts email+password, ~40 requests.');
    expect(r.output).toBe('database configuration in production environment leads to errors on each request. Accepts email and password, about 40 requests.');
    expect(r.edits.map((e) => e.kind)).toEqual(['abbreviation', 'abbreviation', 'abbreviation', 'abbreviation', 'arrow', 'abbreviation', 'abbreviation', 'plus', 'tilde']);
    // an arrow before a clause reads ", so"
    expect(expand('Pod restarted -> queue was lost.').output).toBe('Pod restarted, so queue was lost.');
  });

  it('never touches code, paths, URLs, quotes or a mapping, and invents no article', () => {
    const text = 'Set `DB_URL` in `config/env.ts`, see https://example.com/db?env=prod and "prod"; the map is `a -> b`.\n\n```sh\nexport ENV=prod\n```\n';
    expect(expand(text).output).toBe(text);
    expect(expand('Fix DB migration.').output).toBe('Fix database migration.');
  });

  for (const f of FILES) {
    it(`${f}: expand(compress(x, ultra)) keeps what the compression kept, and undoes its symbols`, () => {
      const text = readFileSync(join(DIR, f), 'utf8');
      const ultra = compress(text, { intensity: 'ultra', countTokens: cl100k }).output;
      const back = expand(ultra).output;
      // everything the checker requires of a compression of the original still holds
      const report = check(text, back, { intensity: 'ultra' });
      const held = report.invariants.filter((x) => ['protected', 'uncertainty', 'negation', 'actors', 'numbers'].includes(x.id));
      expect(held.filter((x) => !x.pass).map((x) => `${x.id}: ${x.offences[0]?.message}`)).toEqual([]);
      expect(claimCounts(back)).toEqual(claimCounts(ultra));
      // no arrow or "+" the core wrote is left: as many as the original had (code, quotes, mappings)
      const arrows = (t: string) => (t.match(/ (?:->|→) /g) ?? []).length;
      const pluses = (t: string) => (t.match(/(?<=\p{L})\+(?=\p{L})/gu) ?? []).length;
      expect(arrows(back)).toBe(arrows(text));
      expect(pluses(back)).toBe(pluses(text));
    });
  }
});
