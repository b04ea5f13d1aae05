// Every protected kind and every parser anchor of SPEC §1.3 survives ultra byte-exact and is reported.
import { describe, expect, it } from 'vitest';
import { compress, type ProtectedKind } from './index';

const KINDS: [ProtectedKind, string, string][] = [
  ['code', 'The database uses `configuration.load()` and then the server is very slow.', '`configuration.load()`'],
  ['code', 'The request is slow:\n\n```ts\nconst the = database.request(); // the request\n```\n\nThe server is fine.', '```ts\nconst the = database.request(); // the request\n```'],
  ['code', 'The request is slow:\n\n    the database request\n    and the response\n\nThe server is fine.', '    the database request\n    and the response'],
  ['payload', 'The response was:\n\n{"error": "the database", "request": [1, 2]}\n\nThe server is fine.', '{"error": "the database", "request": [1, 2]}'],
  ['payload', 'The results are below.\n\nround\tthe metric\tdatabase\n7\t226ms\tthe server\n\nThe server is fine.', 'round\tthe metric\tdatabase'],
  ['frontmatter', '---\nname: the database\ndescription: a very long request\n---\n\nThe database is really slow.', '---\nname: the database\ndescription: a very long request\n---'],
  ['comment', 'The database <!-- the request and the response --> is really slow.', '<!-- the request and the response -->'],
  ['url', 'The server is documented at https://example.com/the/database?request=1 and it is very slow.', 'https://example.com/the/database?request=1'],
  ['email', 'The request went to the.database@example.com and then the server failed.', 'the.database@example.com'],
  ['path', 'The error is in .forge/artifacts/{task-id}.json and the database is fine.', '.forge/artifacts/{task-id}.json'],
  ['path', 'The error is at src/a.ts:12 and then the server failed.', 'src/a.ts:12'],
  ['path', 'The request is logged in state.md by the server.', 'state.md'],
  ['path', 'The configuration lives in ~/x/the-server and the database is fine.', '~/x/the-server'],
  ['path', 'The configuration lives in C:\\the\\database and the server is fine.', 'C:\\the\\database'],
  ['branch', 'The fix is on feat/the-database-request and the server is fine.', 'feat/the-database-request'],
  ['branch', 'The fix is on fix/error-message and the server is fine.', 'fix/error-message'],
  ['identifier', 'The function getDatabaseConnection returns the request.', 'getDatabaseConnection'],
  ['identifier', 'The class DatabaseServer handles the request.', 'DatabaseServer'],
  ['identifier', 'The variable the_database_request is really long.', 'the_database_request'],
  ['identifier', 'The constant MAX_DATABASE_ERRORS is really low.', 'MAX_DATABASE_ERRORS'],
  ['identifier', 'The error comes from the database.connection.pool setting.', 'database.connection.pool'],
  ['identifier', 'The server calls validate() before the request.', 'validate()'],
  ['identifier', 'Run the server with --the-database and the -v flag.', '--the-database'],
  ['identifier', 'Run the server with the -v flag and then the request.', '-v'],
  ['identifier', 'The server reads $DATABASE_URL from the environment.', '$DATABASE_URL'],
  ['identifier', 'The reviewer flagged X11 and X1 in the server.', 'X11'],
  ['identifier', 'The request is tracked in #12 by the server.', '#12'],
  ['mention', 'The review goes to @codex and then to the @senior reviewer.', '@codex'],
  ['mention', 'The review goes to @codex and then to the @senior reviewer.', '@senior'],
  ['version', 'The server runs v1.2.3 of the database.', 'v1.2.3'],
  ['version', 'The server needs 1.2.3 of the database.', '1.2.3'],
  ['version', 'The server pins ^4.0 of the database driver.', '^4.0'],
  ['number', 'The request took 226ms and the database took -18.2% less.', '226ms'],
  ['number', 'The request took 226ms and the database took -18.2% less.', '-18.2%'],
  ['number', 'The password is hashed with bcrypt using 12 rounds in the database.', '12'],
  ['errorcode', 'The server returned ENOENT and then the request failed.', 'ENOENT'],
  ['errorcode', 'The compiler reports E0425 for the function.', 'E0425'],
  ['number', 'The server returned 429 and then the request failed.', '429'],
  ['hash', 'The regression came in with commit 3f2a9c1b and the database migration.', '3f2a9c1b'],
  ['quote', 'The user wrote "the database is really very slow" and then left.', '"the database is really very slow"'],
  ['quote', 'The user wrote “the server is basically down” and then left.', '“the server is basically down”'],
  ['quote', "The user wrote 'just the request' and then left.", "'just the request'"],
  ['command', 'The request failed.\n\n$ npm run the-database --really\n\nThe server is fine.', '$ npm run the-database --really'],
  ['command', 'The request failed.\n\ngit push the database really fast\n\nThe server is fine.', 'git push the database really fast'],
];

describe('protected kinds survive ultra byte-exact', () => {
  for (const [kind, text, span] of KINDS) {
    it(`${kind}: ${JSON.stringify(span)}`, () => {
      const r = compress(text, { intensity: 'ultra' });
      expect(r.output).toContain(span);
      const reported = r.protected.find((p) => text.slice(p.start, p.end).includes(span) || span.includes(text.slice(p.start, p.end)));
      expect(reported, `no protected span covers ${span}`).toBeDefined();
      expect(reported!.kind).toBe(kind);
      expect(reported!.reason.length).toBeGreaterThan(3);
      expect(r.output).not.toBe(text); // the prose around it was compressed
    });
  }

  it('user patterns from the profile are protected', () => {
    const r = compress('The database ticket ACME-the-request is really slow.', {
      intensity: 'ultra',
      profile: { ...compressProfile(), protectedPatterns: [{ pattern: 'ACME-[a-z-]+' }] },
    });
    expect(r.output).toContain('ACME-the-request');
    expect(r.protected.some((p) => p.kind === 'user')).toBe(true);
  });
});

import { PROFILES } from './profiles';
function compressProfile() {
  return structuredClone(PROFILES.forge);
}

const ANCHORS: [string, string][] = [
  ['log marker 1', '- 2026-03-14: spec_audit_iteration=2'],
  ['log marker 2', '- 2026-03-15: code audit iteration=1; fixed_ids=[X1,X3]; accepted_ids=[X2]'],
  ['log marker 3', '- 2026-03-15: code audit decisions recorded; iteration=1; pending_fixed=[X1]; pending_accepted=[]; pending_deferred=[X4]'],
  ['log marker 4', '- 2026-03-16: code audit passed; iteration=2; verified=[X1], accepted=[X2], deferred=[]; evidence=dual_model; blockers=[]'],
  ['log marker 5', '- 2026-03-16: code audit: no auditable files in diff; skipping'],
  ['log marker 6', '- 2026-03-17: spec audit iteration > 5 justified — the spec was really split in the middle'],
  ['template marker', '- YYYY-MM-DD: (spec|code) audit iteration > 5 justified — <reason>'],
  ['evidence footer', '# CROSS-AUDIT EVIDENCE FOOTER\nevidence_class: dual_model\nevidence_blockers: [the database]'],
  ['banner awaiting', '## ⏸ AWAITING YOUR INPUT\n\nThe database is really the problem and the server is very slow.\n\n- Approve the request'],
  ['banner approval', '## ⏸ APPROVAL REQUIRED\n\nThe migration drops the database and the server.'],
  ['workdoc keys', 'allowed_scope: src/the/database/**\nfailing_test_cmd: npm test -- the database\nexpected_failure_pattern: the database is really down\nexpected_pass_pattern: 3 passed\npassing_test_cmd: npm test'],
  ['checklist literal', '- [ ] Step 3: Write the migration for the database'],
  ['commit prefix', 'feat(auth): add the refresh token to the database'],
  ['commit prefix bare', 'fix: drop the really stale request'],
  ['wire prefix', '[COMPRESSION:terse]\nApply ai-dev-team caveman compression rules to your output.\nSee: skills/caveman/SKILL.md'],
  ['refusal too-big', 'too-big. split: 4 one-line tasks.'],
  ['refusal ambiguous', 'ambiguous. ask: Which function should I refactor?'],
  ['refusal needs-confirm', 'needs-confirm.'],
  ['refusal regressed', 'regressed.'],
  ['failure classes', 'The round was discarded as scope_drift, then as noise, then as regression.'],
  ['key=value', 'The loop logged status=kept metric=226ms for the database.'],
];

describe('parser anchors survive ultra byte-exact', () => {
  for (const [name, anchor] of ANCHORS) {
    it(name, () => {
      const text = `The database is really slow and the server is very busy.\n\n${anchor}\n\nThe request is really the problem.`;
      for (const profile of ['forge', 'ai-dev-team', 'cavecrew'] as const) {
        const r = compress(text, { intensity: 'ultra', profile });
        // Literal anchors inside a sentence survive as substrings; whole-line anchors survive as lines.
        const pieces = name === 'failure classes' ? ['scope_drift', 'noise', 'regression'] : name === 'key=value' ? ['status=kept', 'metric=226ms'] : name.startsWith('commit') ? [anchor.split(' ')[0]] : name.startsWith('refusal') && profile !== 'cavecrew' ? [anchor.split(' ')[0]] : name === 'checklist literal' ? ['- [ ] Step 3:'] : [anchor];
        for (const p of pieces) expect(r.output, `${profile}: ${p}`).toContain(p);
        expect(r.output.startsWith('DB slow')).toBe(true);
      }
    });
  }

  it('cavecrew keeps whole refusal lines; others keep the token', () => {
    const line = 'ambiguous. ask: Which function should the database really use?';
    expect(compress(line, { intensity: 'ultra', profile: 'cavecrew' }).output).toBe(line);
    expect(compress(line, { intensity: 'ultra', profile: 'forge' }).output.startsWith('ambiguous. ask:')).toBe(true);
  });
});
