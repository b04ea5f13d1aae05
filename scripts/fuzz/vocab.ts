// Word lists for the generator. Prose vocabularies are chosen to fire the rules of SPEC §1.2;
// LITERALS is material SPEC §1.3 protects, grouped by kind so a failure can say what was lost.
// The first entry of each list is the plainest: fast-check shrinks constantFrom toward it.

export const FILLERS = ['just', 'really', 'basically', 'very', 'quite', 'simply', 'actually', 'indeed', 'clearly', 'certainly'];
export const ARTICLES = ['the', 'a', 'an', 'the'];
export const PRONOUN_STARTS = [
  'I have implemented', 'It accepts', 'I have modified', 'It returns', 'We have added', 'I fixed', 'They run',
  'I think', 'We will then', 'It is', 'I have not', 'You run', 'He checked', 'She merged', "They've added", 'and they kept',
];
export const COPULAS = ['is', 'are', 'was', 'is now', 'were'];
export const SYNONYM_SOURCES = [
  'implement', 'implemented', 'utilize', 'utilizes', 'modify', 'modified', 'demonstrates', 'approximately',
  'due to', 'in addition', 'prior to', 'subsequent to', 'in the event that', 'in order to',
];
/** Synonym sources that read as a verb after "we". */
export const SYNONYM_VERBS = ['implemented', 'utilize', 'modified', 'demonstrate', 'implement', 'utilized'];
export const NUMBER_WORDS = ['three', 'twelve', 'two', 'twenty', 'forty', 'one', 'no one', 'seven'];
export const ABBREVIABLE = [
  'database', 'configuration', 'function', 'request', 'error', 'environment', 'databases', 'requests',
  'authentication', 'repository', 'dependency', 'middleware', 'production', 'message', 'parameter',
];
export const ARROWS = ['causes', 'and then', 'leads to', 'results in', 'produces', 'then'];
/** Hedges as written in sentences; "about 40 ms" is the quantity form of §1.5.2. */
export const HEDGES = [
  'might', 'may', 'could', 'should', 'probably', 'likely', 'seems to', 'appears to', 'possibly', 'perhaps',
  'apparently',
];
export const APPROX = ['approximately', 'about', 'around', 'roughly', '~'];
export const NEGATIONS = ['not', 'never', 'no', 'without', 'cannot', "doesn't", "isn't", "can't", "won't", 'none of', 'nothing'];
export const NOUNS = [
  'build', 'test', 'migration', 'token', 'cookie', 'reviewer', 'handler', 'cache', 'branch', 'session',
  'pipeline', 'fix', 'report', 'retry loop', 'timeout', 'endpoint', 'linter', 'suite', 'schema', 'queue',
];
export const ADJECTIVES = ['complete', 'ready', 'stable', 'flaky', 'green', 'broken', 'slow', 'done'];
export const VERBS = ['fixed', 'runs', 'passes', 'fails', 'returns', 'validates', 'updated', 'added', 'removed', 'rejects'];
export const PLEASANTRY_LINES = [
  'Thanks!', 'Hope that helps.', 'Let me know if anything breaks, since the database migration cannot be rolled back.',
  'Happy to help.', 'Thank you!', 'Let me know if you have questions.', 'Feel free to ping me.', 'Of course.',
];
export const PLEASANTRY_LEADS = ['Of course,', 'Please note that', 'As you can see,', 'It should be noted that', 'I think', 'Let me', 'Now,', 'Feel free to'];
export const GUARDED = ['make sure', 'be sure', 'not quite', 'not really', 'just-in-time', 'very first'];
export const EMPH_WORDS = ['Really', 'Important', 'not', 'very', 'must', 'might'];

export const CJK_RTL = [
  '数据库迁移已完成，但是可能需要重新运行。', '構成ファイルはまだ読み込まれていません。', '설정 파일을 다시 확인하세요.',
  'قاعدة البيانات جاهزة الآن.', 'זה לא עובד בסביבת הייצור.', 'The database 数据库 is really ready.',
  'The error خطأ is not fixed yet.',
];
export const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];

export type LiteralKind =
  | 'code' | 'url' | 'email' | 'path' | 'identifier' | 'version' | 'number' | 'errorcode' | 'hash' | 'quote'
  | 'mention' | 'keyvalue' | 'branch';

/** Protected material usable anywhere in prose, including table cells (no `|`, no line break). */
export const LITERALS: Record<LiteralKind, string[]> = {
  code: ['`npm test`', '`refreshSession()`', '`the very thing`', '``a ` b``', '```npm test```', '`just the basics`', '`--dry-run`'],
  url: ['https://example.com/docs', 'https://example.com/a?b=1&c=not', 'http://localhost:3000/api/v2/users'],
  email: ['dev@example.com', 'oncall+db@example.org'],
  path: ['src/auth/session.ts:42', '.forge/artifacts/{task-id}.json', 'state.md', '~/x', 'C:\\Users\\dev\\app.log', 'db/migrations/0007_sessions.sql'],
  identifier: ['refreshToken', 'SessionStore', 'max_retry_count', 'MAX_POOL_SIZE', 'db.sessions.find', 'fn()', '--force', '$DATABASE_URL', 'X11', '#12'],
  version: ['v1.2.3', '^4.0', '2.31.0'],
  number: ['226ms', '-18.2%', '1.5 GB', '12 rounds', '~20ms', '3.14', '40 ms'],
  errorcode: ['E0425', 'ENOENT', '429', 'ERR_MODULE_NOT_FOUND'],
  hash: ['a1b2c3d4e5f6', '9f8e7d6'],
  quote: ['"the build is complete"', '"just a really quick check"', '“quite basically the same”', "'not really'"],
  mention: ['@codex', '@senior'],
  keyvalue: ['retries=3', 'mode=strict'],
  branch: ['feat/login-fix', 'fix/the-error'],
};
export const LITERAL_KINDS = Object.keys(LITERALS) as LiteralKind[];

/** Lines for code blocks: prose-looking lines too, because those are what a careless rewriter touches. */
export const CODE_LINES = [
  'npm test', 'const session = await db.sessions.find(token);', 'I have implemented the database function.',
  'return the.value; // just a very basic check', 'if (!ok) throw new Error("not found");', '{ "really": true, "count": 12 }',
  'git push --force-with-lease', 'SELECT * FROM sessions WHERE expires_at < now();', 'The build is complete.',
];
export const FENCE_INFO = ['', 'ts', 'bash', 'json', 'diff', 'ts title="a.ts"', 'python {.numberLines}'];

export const HEADINGS = [
  'Summary', 'What changed', 'Testing', 'Risks', 'Open questions', 'Next steps', 'Findings', 'Verdict', 'Context',
  'Handoff', 'Test plan', 'Rollback',
];
export const TABLE_HEADERS = ['Area', 'Finding', 'Status', 'Notes', 'Severity', 'Owner', 'Result'];
