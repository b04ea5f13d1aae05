// Property tests of the compression core (SPEC §1.5 invariants, §1 edit accounting) over generated,
// realistic markdown artifacts. Random on every run: fast-check prints the seed and the shrunk
// counterexample on failure; replay one with `fc.assert(..., { seed, path })` while debugging.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { check, compress, INTENSITIES, type CompressResult, type Intensity } from './index';
import { nodeCounter } from '../tokens/node';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 150);
const UNICODE_RUNS = 200;
const TIMEOUT = 60_000;
const counters = { o200k_base: nodeCounter('o200k_base') };

// ---------------------------------------------------------------------------------------------
// Vocabulary

const FILLER = ['just', 'really', 'basically', 'very', 'quite', 'simply', 'actually', 'essentially', 'clearly', 'certainly'];
const ARTICLES = ['a', 'an', 'the', 'the'];
const HEDGES = [
  'might', 'may', 'could', 'should', 'probably', 'likely', 'seems', 'seems to', 'approximately', 'about',
  'roughly', 'possibly', 'perhaps', 'appears to', 'around', 'unclear',
];
const NEGATIONS = ['not', 'no', 'never', 'without', "don't", "doesn't", "isn't", "can't", 'none of', 'nothing'];
const NUMBER_WORDS = ['two', 'three', 'five', 'twelve', 'twenty', 'forty', 'one', 'no one', 'seven'];
const ABBREVIABLE = [
  'database', 'configuration', 'function', 'request', 'error', 'server', 'databases', 'requests', 'errors',
  'authentication', 'environment', 'repository', 'dependency', 'response', 'parameter', 'middleware',
  'production', 'message', 'client', 'validation',
];
const NOUNS = [
  'build', 'test', 'suite', 'migration', 'token', 'cookie', 'reviewer', 'handler', 'cache', 'branch', 'flow',
  'session', 'rotation step', 'linter', 'pipeline', 'fix', 'report', 'retry loop', 'timeout', 'endpoint',
];
const VERBS = [
  'implemented', 'implement', 'implements', 'modified', 'modifies', 'utilize', 'utilizes', 'demonstrates', 'fixed',
  'runs', 'passes', 'fails', 'returns', 'accepts', 'rejects', 'validates', 'updated', 'added', 'removed', 'check',
];
const ADJECTIVES = ['complete', 'ready', 'stable', 'flaky', 'green', 'broken', 'slow', 'fast', 'done', 'finished'];
const COPULAS = ['is', 'are', 'was', 'is now', 'is still'];
const CONNECTORS = [
  'and', 'and then', 'then', 'in order to', 'due to', 'prior to', 'subsequent to', 'in addition', 'because',
  'so', 'but', 'or', 'causes', 'leads to', 'results in', 'produces', 'in the event that', 'which means that',
  'as well as', 'so that',
];
const PLEASANTRIES = [
  'of course', 'please note that', 'happy to help', 'feel free to', 'let me know', 'as you can see',
  'it should be noted that', 'hope that helps', 'I think', 'let me', 'we will then', 'Now,',
];
const GUARDED = ['make sure', 'be sure', 'not quite', 'not really', 'just-in-time', 'very first'];
const PRONOUN_STARTS = [
  'I have implemented', 'I have modified', 'It accepts', 'It returns', 'We have added', 'I fixed', 'They run',
  'I am', 'We will then', 'I think', 'It is', 'I have not',
];
/** Protected-span material of SPEC §1.3 (no `|`, so every piece is also valid inside a table cell). */
const INLINE = [
  '`npm test -- auth`', '`refreshSession()`', '`just the basics`', 'src/a.ts:12', '.forge/artifacts/{task-id}.json',
  '~/x', 'C:\\work\\x.txt', 'state.md', 'db/migrations/0007_sessions.sql', 'https://example.com/a?b=1',
  '<https://x.io/docs>', 'www.example.org/path', 'user@example.com', 'v1.2.3', '1.2.3', '^4.0', '226ms', '-18.2%',
  '1.5 GB', '12 rounds', '~20ms', '3.14', '429', 'E0425', 'ENOENT', 'a1b2c3d4e5f6', '"the build is complete"',
  '"just a really quick check"', '“quite basically the same”', "'a very small test'", 'camelCase', 'PascalCase',
  'snake_case', 'SCREAMING_CASE', 'foo.bar.baz', 'fn()', 'db.sessions.find(token)', '--flag', '--dry-run', '-x',
  '$VAR', '${HOME}', '@codex', '@senior', 'X11', 'X1', 'T014', '#12', 'feat/login-fix', 'fix/the-error',
  'key=value', 'retries=3', '**very important**', '*the emphasis*', '[the docs](https://example.com/docs)',
  'Step 3:', 'scope_drift', 'too-big.',
];

const pick = (xs: readonly string[]) => fc.constantFrom(...xs);
const opt = (a: fc.Arbitrary<string>, freq = 0.3) =>
  fc.oneof({ weight: Math.round((1 - freq) * 10), arbitrary: fc.constant('') }, { weight: Math.round(freq * 10), arbitrary: a });
const words = (...parts: string[]) => parts.filter((p) => p !== '').join(' ');

const noun = fc.oneof({ weight: 3, arbitrary: pick(NOUNS) }, { weight: 2, arbitrary: pick(ABBREVIABLE) });
const inline = pick(INLINE);

const nounPhrase = fc
  .tuple(opt(pick(ARTICLES), 0.6), opt(pick(NUMBER_WORDS), 0.15), opt(pick(FILLER), 0.2), noun, opt(inline, 0.2))
  .map(([a, n, f, w, i]) => words(a, n, f, w, i));

const verbPhrase = fc.oneof(
  fc
    .tuple(opt(pick(HEDGES), 0.3), opt(pick(NEGATIONS), 0.25), opt(pick(FILLER), 0.2), pick(VERBS), nounPhrase)
    .map(([h, n, f, v, o]) => words(h, n, f, v, o)),
  // copula: "The build is complete"
  fc
    .tuple(pick(COPULAS), opt(pick(NEGATIONS), 0.2), opt(pick(FILLER), 0.3), pick(ADJECTIVES))
    .map(([c, n, f, a]) => words(c, n, f, a)),
);

const clause = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(nounPhrase, verbPhrase).map(([s, v]) => words(s, v)) },
  { weight: 2, arbitrary: fc.tuple(pick(PRONOUN_STARTS), nounPhrase).map(([p, o]) => words(p, o)) },
  { weight: 1, arbitrary: fc.tuple(inline, verbPhrase).map(([s, v]) => words(s, v)) },
  { weight: 1, arbitrary: fc.tuple(pick(GUARDED), nounPhrase).map(([g, o]) => words(g, o)) },
);

/** Word soup over the whole vocabulary: less grammatical, more rule interactions. */
const soupPiece = fc.oneof(
  pick(FILLER), pick(ARTICLES), pick(HEDGES), pick(NEGATIONS), pick(NUMBER_WORDS), pick(ABBREVIABLE), pick(NOUNS),
  pick(VERBS), pick(ADJECTIVES), pick(CONNECTORS), pick(PLEASANTRIES), pick(GUARDED), inline, pick([',', ';', ':', '(and', 'so)', '->']),
);
const soup = fc.array(soupPiece, { minLength: 2, maxLength: 14 }).map((ps) => ps.join(' ').replace(/ ([,;:])/g, '$1'));

function capitalise(s: string): string {
  return s.replace(/^[a-z]/, (c) => c.toUpperCase());
}

/** Handoff-note sentences with slots: the grammatical case the rules are written for. */
const slots = fc.record({
  abbr: pick(ABBREVIABLE),
  noun: pick(NOUNS),
  noun2: pick(NOUNS),
  adj: pick(ADJECTIVES),
  hedge: pick(['might', 'may', 'could', 'should', 'probably', 'likely']),
  num: pick(NUMBER_WORDS),
  filler: pick(FILLER),
  neg: pick(['not', 'never']),
  inl: inline,
  inl2: inline,
});
type Slots = typeof slots extends fc.Arbitrary<infer T> ? T : never;
const TEMPLATES: ((s: Slots) => string)[] = [
  (s) => `I have implemented the ${s.abbr} ${s.noun} in ${s.inl}, and it ${s.filler} works end to end`,
  (s) => `The ${s.noun} is ${s.adj} and the ${s.abbr} ${s.hedge} need ${s.num} more ${s.noun2} runs`,
  (s) => `It accepts ${s.inl} and then returns the ${s.abbr} in order to keep the ${s.noun} ${s.adj}`,
  (s) => `We did ${s.neg} change the ${s.abbr} ${s.noun}, because the reviewer asked us to hold off`,
  (s) => `The ${s.noun} failed due to the ${s.abbr}, which ${s.hedge} be a clock issue`,
  (s) => `Latency dropped from 226ms to ~190ms (-18.2%) after ${s.num} rounds of the ${s.noun}`,
  (s) => `I think the ${s.abbr} ${s.noun} is ${s.filler} ${s.adj}, but it seems to take approximately ${s.num} seconds`,
  (s) => `Please note that the ${s.noun} uses ${s.inl} and ${s.inl2} without a ${s.abbr}`,
  (s) => `Let me know if the ${s.abbr} ${s.noun} is ${s.neg} ${s.adj} by then`,
  (s) => `Now, the ${s.noun} produces a ${s.abbr} that leads to ${s.num} retries`,
  (s) => `Make sure that the ${s.abbr} is ${s.adj} prior to the ${s.noun2}; it is the very first step`,
  (s) => `We will then modify the ${s.abbr} ${s.noun} and utilize ${s.inl} to demonstrate the ${s.noun2}`,
  (s) => `The ${s.abbr} and the ${s.noun} are ${s.adj}, so I don't expect roughly ${s.num} more ${s.noun2} failures`,
  (s) => `In addition, the ${s.noun} ${s.hedge} not be ${s.adj} in the event that ${s.inl} is missing`,
];
const handoffSentence = fc.tuple(fc.integer({ min: 0, max: TEMPLATES.length - 1 }), slots).map(([i, s]) => TEMPLATES[i](s));

/** Terse fragments ("Twelve.", "Retry requests.", "The two."): where one rule alone decides the result. */
const fragment = fc
  .array(fc.oneof(soupPiece, pick(NUMBER_WORDS), pick(ABBREVIABLE)), { minLength: 1, maxLength: 3 })
  .map((ps) => ps.join(' '));

const sentence = fc
  .tuple(
    opt(pick(PLEASANTRIES), 0.15),
    fc.oneof(
      { weight: 3, arbitrary: handoffSentence },
      { weight: 3, arbitrary: clause },
      { weight: 1, arbitrary: soup },
      { weight: 1, arbitrary: fragment },
    ),
    fc.array(fc.tuple(pick(CONNECTORS), opt(pick([',']), 0.2), clause), { maxLength: 2 }),
    pick(['.', '.', '.', '.', '!', '?', ':', '']),
  )
  .map(([p, c, more, end]) => {
    let s = words(p, c);
    for (const [conn, comma, cl] of more) s = `${s}${comma} ${conn} ${cl}`;
    return capitalise(s.replace(/[,;:]$/, '') + end);
  });

/** Prose without a soft line break: headings, table cells. */
const shortProse = fc.oneof(nounPhrase, clause, soup).map((s) => capitalise(s.replace(/[,;:]$/, '')));

const paragraph = fc
  .array(fc.tuple(sentence, pick([' ', ' ', ' ', '\n'])), { minLength: 1, maxLength: 4 })
  .map((ss) => ss.map(([s, sep], i) => (i ? sep : '') + s).join(''));

const heading = fc.tuple(fc.integer({ min: 1, max: 4 }), shortProse).map(([d, t]) => `${'#'.repeat(d)} ${t}`);

const bulletList = fc
  .tuple(pick(['-', '*']), fc.array(fc.tuple(sentence, opt(sentence, 0.2)), { minLength: 1, maxLength: 5 }))
  .map(([m, items]) => items.map(([s, sub]) => `${m} ${s}` + (sub ? `\n  ${m} ${sub}` : '')).join('\n'));

const orderedList = fc
  .array(sentence, { minLength: 1, maxLength: 5 })
  .map((items) => items.map((s, i) => `${i + 1}. ${s}`).join('\n'));

const checklist = fc
  .array(fc.tuple(fc.boolean(), fc.boolean(), sentence), { minLength: 1, maxLength: 5 })
  .map((items) => items.map(([done, step, s], i) => `- [${done ? 'x' : ' '}] ${step ? `Step ${i + 1}: ` : ''}${s}`).join('\n'));

const table = fc.integer({ min: 2, max: 4 }).chain((cols) =>
  fc
    .tuple(
      fc.array(pick(['Area', 'Finding', 'Status', 'Notes', 'Severity', 'Owner', 'Result']), { minLength: cols, maxLength: cols }),
      fc.array(fc.array(fc.oneof(shortProse, inline), { minLength: cols, maxLength: cols }), { minLength: 1, maxLength: 4 }),
    )
    .map(([head, rows]) =>
      [`| ${head.join(' | ')} |`, `|${' --- |'.repeat(cols)}`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n'),
    ),
);

const codeFence = fc
  .tuple(pick(['ts', 'bash', 'json', '']), fc.array(fc.oneof(sentence, inline, pick(['const x = a && b;', '  return the.value;', '{ "just": true }'])), { minLength: 1, maxLength: 4 }))
  .map(([lang, lines]) => '```' + lang + '\n' + lines.join('\n') + '\n```');

const blockquote = fc
  .array(sentence, { minLength: 1, maxLength: 3 })
  .map((ss) => ss.map((s) => `> ${s}`).join('\n'));

const htmlComment = shortProse.map((s) => `<!-- ${s} -->`);

const frontMatter = fc
  .tuple(shortProse, pick(['open', 'in progress', 'done']), fc.integer({ min: 1, max: 99 }))
  .map(([t, st, n]) => `---\ntitle: ${t.replace(/[:#]/g, '')}\nstatus: ${st}\ntask: T0${n}\n---`);

const block = fc.oneof(
  { weight: 6, arbitrary: paragraph },
  { weight: 2, arbitrary: heading },
  { weight: 2, arbitrary: bulletList },
  { weight: 1, arbitrary: orderedList },
  { weight: 1, arbitrary: checklist },
  { weight: 1, arbitrary: table },
  { weight: 1, arbitrary: codeFence },
  { weight: 1, arbitrary: blockquote },
  { weight: 1, arbitrary: htmlComment },
);

const document = fc
  .tuple(opt(frontMatter, 0.25), fc.array(block, { minLength: 1, maxLength: 7 }), fc.boolean())
  .map(([fm, blocks, trailingNewline]) => (fm ? [fm, ...blocks] : blocks).join('\n\n') + (trailingNewline ? '\n' : ''));

/** Whole artifacts, and one-liners (status lines, short notes) where a single rule decides the token count. */
const artifact = fc.oneof(
  { weight: 4, arbitrary: document },
  { weight: 2, arbitrary: fc.oneof(sentence, heading, shortProse, paragraph, bulletList) },
);

// ---------------------------------------------------------------------------------------------
// Assertions

const show = (s: string, r?: { start: number; end: number }) =>
  r ? `${r.start}-${r.end} ${JSON.stringify(s.slice(Math.max(0, r.start - 15), r.end + 15))}` : '';

function fail(what: string, input: string, result: CompressResult | null, detail: string): never {
  throw new Error(
    `${what}\n${detail}\n--- input ---\n${JSON.stringify(input)}` + (result ? `\n--- output (${result.intensity}) ---\n${JSON.stringify(result.output)}` : ''),
  );
}

/** (a) the edits, applied to the input, reproduce the output. */
function assertEditsReproduce(input: string, r: CompressResult) {
  let out = '';
  let pos = 0;
  let prevStart = -1;
  for (const [i, e] of r.edits.entries()) {
    const tag = `edit #${i} ${JSON.stringify(e)}`;
    if (e.input.start < prevStart) fail('(a) edits not sorted by input.start', input, r, tag);
    if (e.input.start < pos) fail('(a) edits overlap', input, r, `${tag} starts before ${pos}`);
    if (e.input.end < e.input.start || e.output.end < e.output.start) fail('(a) inverted range', input, r, tag);
    if (input.slice(e.input.start, e.input.end) !== e.before)
      fail('(a) input slice != edit.before', input, r, `${tag}\ninput slice: ${JSON.stringify(input.slice(e.input.start, e.input.end))}`);
    out += input.slice(pos, e.input.start);
    if (out.length !== e.output.start) fail('(a) edit.output.start does not match its position in the output', input, r, `${tag}\nexpected output.start ${out.length}`);
    out += e.after;
    if (out.length !== e.output.end) fail('(a) edit.output.end does not match', input, r, `${tag}\nexpected output.end ${out.length}`);
    pos = e.input.end;
    prevStart = e.input.start;
  }
  out += input.slice(pos);
  if (out !== r.output) {
    let d = 0;
    while (d < out.length && out[d] === r.output[d]) d++;
    fail('(a) applying the edits does not reproduce the output', input, r, `first difference at ${d}: edits give ${JSON.stringify(out.slice(d, d + 40))}, output has ${JSON.stringify(r.output.slice(d, d + 40))}`);
  }
  for (const [i, e] of r.edits.entries()) {
    if (r.output.slice(e.output.start, e.output.end) !== e.after)
      fail('(a) output slice != edit.after', input, r, `edit #${i} ${JSON.stringify(e)}\noutput slice: ${JSON.stringify(r.output.slice(e.output.start, e.output.end))}`);
  }
}

/** (b) the checker passes every invariant. */
function assertCheck(input: string, r: CompressResult, intensity: Intensity) {
  const report = check(input, r.output, { intensity, counters });
  if (report.pass) return;
  const lines: string[] = [];
  for (const inv of report.invariants) {
    if (inv.pass) continue;
    lines.push(`invariant ${inv.id} (${inv.name}) failed:`);
    for (const o of inv.offences) {
      lines.push(`  - ${o.message}` + (o.verbose ? `\n      verbose ${show(input, o.verbose)}` : '') + (o.compressed ? `\n      compressed ${show(r.output, o.compressed)}` : ''));
    }
  }
  fail('(b) check() failed', input, r, lines.join('\n'));
}

function countOccurrences(hay: string, needle: string): number {
  let n = 0;
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + needle.length)) n++;
  return n;
}

/** (c) every protected span's text occurs in the output at least as many times as it was protected. */
function assertProtected(input: string, r: CompressResult) {
  const want = new Map<string, number>();
  for (const s of r.protected) {
    const v = input.slice(s.start, s.end);
    if (v) want.set(v, (want.get(v) ?? 0) + 1);
  }
  const missing: string[] = [];
  for (const [v, n] of want) {
    const got = countOccurrences(r.output, v);
    if (got < n) {
      const span = r.protected.find((s) => input.slice(s.start, s.end) === v)!;
      missing.push(`${JSON.stringify(v)} (${span.kind}: ${span.reason}) protected ${n}x, in output ${got}x`);
    }
  }
  if (missing.length) fail('(c) protected span lost or changed', input, r, missing.join('\n'));
}

/** (d) compressing the output again at the same intensity changes nothing. */
function assertIdempotent(input: string, r: CompressResult, intensity: Intensity) {
  const again = compress(r.output, { intensity, countTokens: counters.o200k_base });
  if (again.output !== r.output) {
    const edits = again.edits.slice(0, 5).map((e) => `  ${JSON.stringify(e.before)} -> ${JSON.stringify(e.after)} (${e.rule}: ${e.label}) at ${show(r.output, e.input)}`);
    fail('(d) not idempotent', input, r, `second pass output: ${JSON.stringify(again.output)}\n${edits.join('\n')}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Properties

describe.each(INTENSITIES)('compress(%s) on generated markdown artifacts', (intensity) => {
  it('(a) applying the edits to the input reproduces the output', () => {
    fc.assert(fc.property(artifact, (text) => assertEditsReproduce(text, compress(text, { intensity, countTokens: counters.o200k_base }))), { numRuns: RUNS });
  }, TIMEOUT);

  it('(b) check() passes every invariant', () => {
    fc.assert(fc.property(artifact, (text) => assertCheck(text, compress(text, { intensity, countTokens: counters.o200k_base }), intensity)), { numRuns: RUNS });
  }, TIMEOUT);

  it('(c) every protected span occurs in the output at least as many times', () => {
    fc.assert(fc.property(artifact, (text) => assertProtected(text, compress(text, { intensity, countTokens: counters.o200k_base }))), { numRuns: RUNS });
  }, TIMEOUT);

  it('(d) compressing the output again changes nothing', () => {
    fc.assert(fc.property(artifact, (text) => assertIdempotent(text, compress(text, { intensity, countTokens: counters.o200k_base }), intensity)), { numRuns: RUNS });
  }, TIMEOUT);
});

// Arbitrary unicode (full range, lone surrogates, markdown punctuation and vocabulary mixed in).
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const mdUnit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 4, arbitrary: pick([' ', ' ', '\n', '\n\n', '\r\n', '\t', '#', '# ', '- ', '* ', '1. ', '> ', '|', '`', '```', '**', '[ ] ', '---', '~', '"', "'", '“', '”', '(', ')', '.', ',', ':', '<!--', '-->', '$', '@', '/', '\\', '-', '_', '=', '\u00a0', '\u200b', '\u2028']) },
  { weight: 3, arbitrary: soupPiece },
);
const unicodeText = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 300, size: 'large' }),
    fc.string({ unit: 'grapheme', maxLength: 300, size: 'large' }),
    fc.string({ unit: 'binary-ascii', maxLength: 300, size: 'large' }),
    fc.string({ unit: mdUnit, maxLength: 150, size: 'large' }),
  )
  .map((s) => s.slice(0, 300));

describe('compress on arbitrary unicode strings', () => {
  it('never throws and the edits reproduce the output', () => {
    fc.assert(
      fc.property(unicodeText, (text) => {
        for (const intensity of INTENSITIES) {
          let r: CompressResult;
          try {
            r = compress(text, { intensity, countTokens: counters.o200k_base });
          } catch (e) {
            fail(`compress(${intensity}) threw ${String((e as Error)?.stack ?? e)}`, text, null, '');
          }
          assertEditsReproduce(text, r);
        }
      }),
      { numRuns: UNICODE_RUNS },
    );
  }, TIMEOUT);
});
