// The artifact the playground opens on: a realistic handoff note with a code block, paths,
// a hedge, a table, a URL, a version and a quoted string, so the first screen shows most
// kinds of protected span and all three compressions doing real work.

export const DEFAULT_EXAMPLE = `# Handoff: T014 → T015 (session refresh)

I have basically implemented the core of the session refresh flow, and it really works end to end in the unit suite. The branch is feat/session-refresh-rotation and it is currently three commits ahead of main; @reviewer asked us to hold off on the pull request.

## What was done

- Added a \`refreshSession()\` helper in src/auth/session.ts:42 that reads the refresh token from the cookie, validates it against the database, and then issues a new access token.
- Modified the cookie configuration so that the refresh cookie is "strict" in production and SESSION_TTL is read from the environment.
- Wrote twelve new unit tests in tests/auth/session.test.ts; all of them pass locally with \`npm test -- auth\`.
- Upgraded the jose library to v5.2.1 after reading https://github.com/panva/jose/releases carefully.

## What is not done yet

The old refresh token is not invalidated after it has been used, which means that a stolen token could be replayed until it expires. There is also one flaky test that fails roughly one time in twenty; I think it might be a clock issue, but I am not completely sure.

| Check | Result | Time |
| --- | --- | --- |
| unit tests | 47 passed | 1.8s |
| lint | clean | 226ms |
| e2e | not run | — |

\`\`\`ts
export async function refreshSession(req: Request, db: Db): Promise<Session> {
  const token = readRefreshCookie(req);
  if (!token) throw new AuthError("missing_refresh_token");
  return issueAccessToken(token);
}
\`\`\`

## Suggested next steps

1. Write the migration in db/migrations/0007_sessions_rotated_at.sql in order to add the \`rotated_at\` column.
2. Basically, just make sure that the old token is rejected on second use, and then run the full suite.

Happy to help if anything here is unclear; please note that the budget was at about 38% remaining when I stopped.
`;
