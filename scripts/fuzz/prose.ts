// Prose arbitraries: handoff-note sentences built from slots that fire the rules, with protected
// literals and inline markdown (emphasis, links, inline code, inline HTML) mixed in.
import fc from 'fast-check';
import { join, literal, maybe, pick, pickPlain, plain, t, type Piece } from './piece';
import {
  ABBREVIABLE, ADJECTIVES, APPROX, ARROWS, ARTICLES, CJK_RTL, COPULAS, EMPH_WORDS, FILLERS, GUARDED, HEDGES,
  LITERAL_KINDS, LITERALS, NEGATIONS, NOUNS, NUMBER_WORDS, PLEASANTRY_LEADS, PRONOUN_STARTS, SYNONYM_SOURCES,
  SYNONYM_VERBS, VERBS, ZERO_WIDTH,
} from './vocab';

/** Capitalise a sentence start, unless the sentence starts with a literal (that must stay byte-exact). */
const cap = (p: Piece): Piece =>
  p.literals.some((l) => p.text.startsWith(l.text)) ? p : { ...p, text: p.text.replace(/^[a-z]/, (c) => c.toUpperCase()) };

/** Fixed literals plus generated ones, so numbers and versions are not always the same few strings. */
export const protectedLiteral: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 6, arbitrary: pick(LITERAL_KINDS).chain((k) => pick(LITERALS[k])).map(literal) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 999 }), pick(['ms', 's', 'MB', '%', 'KB', ' ms']))
      .map(([n, u]) => literal(`${n}${u}`)),
  },
  { weight: 1, arbitrary: fc.tuple(fc.nat(9), fc.nat(30), fc.nat(12)).map(([a, b, c]) => literal(`v${a}.${b}.${c}`)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 999 }).map((n) => literal(`E0${n}`)) },
);

const url = pick(LITERALS.url);
const numberLiteral = fc.oneof(pick(LITERALS.number).map(literal), fc.integer({ min: 2, max: 999 }).map((n) => literal(`${n}ms`)));

/** Inline markdown around a word or phrase; the URLs and code inside are literals. */
export const inlineMarkup: fc.Arbitrary<Piece> = fc.oneof(
  pick(['*', '_', '**', '__', '***']).chain((m) => pick(['the build', 'really', 'not', 'the database', 'very important']).map((w) => plain(`${m}${w}${m}`))),
  pickPlain(['foo*bar*baz', 'snake_case_word', 're**ally**', '~~the old flow~~', '~~not~~ fixed']),
  url.map((u) => t`[the docs](${literal(u)})`),
  url.map((u) => t`[the docs](${literal(u)} "the title")`),
  pickPlain(['![diagram](arch.png)', '![the flow](docs/flow.svg)']),
  url.map((u) => t`<${literal(u)}>`),
  pickPlain(['www.example.com', '[the docs][ref]', '[the docs][]', '[ref]']),
  pickPlain(['<kbd>Ctrl</kbd>', '<br>', '<span title="the value">just this</span>', '<!-- just a note -->']),
  pickPlain(['\\*not emphasis\\*', 'a \\_b\\_ c', '&amp;', '&nbsp;']),
);

const word = (xs: readonly string[]) => pickPlain(xs);
const art = maybe(word(ARTICLES), 0.6);
const noun = fc.oneof({ weight: 3, arbitrary: word(NOUNS) }, { weight: 2, arbitrary: word(ABBREVIABLE) });
const nounPhrase = fc.tuple(art, maybe(word(NUMBER_WORDS), 0.15), maybe(word(FILLERS), 0.2), noun).map((ps) => join(ps));
const quantity = fc
  .tuple(pick(APPROX), pick(['40 ms', 'twelve', '3 runs', '20%', 'three seconds', '2x']))
  .map(([a, q]) => plain(a === '~' ? `~${q.replace(/^[a-z]+/, '20')}` : `${a} ${q}`));

const slots = fc.record({
  abbr: word(ABBREVIABLE),
  noun: word(NOUNS),
  noun2: word(NOUNS),
  adj: word(ADJECTIVES),
  verb: word(VERBS),
  hedge: word(HEDGES),
  neg: word(NEGATIONS),
  num: word(NUMBER_WORDS),
  filler: word(FILLERS),
  syn: word(SYNONYM_VERBS),
  arrow: word(ARROWS),
  cop: word(COPULAS),
  pron: word(PRONOUN_STARTS),
  qty: quantity,
  lit: protectedLiteral,
  lit2: protectedLiteral,
  numLit: numberLiteral,
  mark: inlineMarkup,
});
type Slots = typeof slots extends fc.Arbitrary<infer T> ? T : never;

/** Sentences an agent writes in a handoff note, PR description or review summary. */
const TEMPLATES: ((s: Slots) => Piece)[] = [
  (s) => t`The ${s.noun} ${s.cop} ${s.filler} ${s.adj}`,
  (s) => t`${s.pron} the ${s.abbr} ${s.noun} in ${s.lit}`,
  (s) => t`It accepts ${s.lit} and then returns the ${s.abbr}`,
  (s) => t`We did ${s.neg} change the ${s.abbr} ${s.noun}, because the reviewer asked us to hold off`,
  (s) => t`The ${s.noun} failed due to the ${s.abbr}, which ${s.hedge} be a clock issue`,
  (s) => t`Latency dropped from ${s.lit} to ${s.lit2} after ${s.num} rounds of the ${s.noun}`,
  (s) => t`The ${s.abbr} ${s.hedge} need ${s.qty} more, and I ${s.neg} know why`,
  (s) => t`I have implemented the ${s.abbr} ${s.noun} and it ${s.filler} works with ${s.mark}`,
  (s) => t`The ${s.abbr} ${s.arrow} the ${s.noun2} to retry ${s.num} times`,
  (s) => t`In addition, we ${s.syn} the ${s.noun} in order to keep ${s.lit} ${s.adj}`,
  (s) => t`Make sure that the ${s.abbr} is ${s.adj} prior to the ${s.noun2}; it is the very first step`,
  (s) => t`See ${s.mark} for the ${s.abbr} ${s.noun}, it is ${s.neg} ${s.adj}`,
  (s) => t`The ${s.abbr} is approximately ${s.numLit} and ${s.hedge} grow`,
  (s) => t`Reviewer ${s.lit} flagged ${s.num} issues in the ${s.abbr}: ${s.mark}`,
  (s) => t`Round 7: ${s.verb} ${s.noun} pooling, kept — metric improved from 276ms to 226ms (-18.2%)`,
  (s) => t`It seems that the ${s.noun} ${s.cop} ${s.neg} ${s.adj}, probably due to ${s.lit}`,
];
const templated = fc
  .tuple(fc.integer({ min: 0, max: TEMPLATES.length - 1 }), slots)
  .map(([i, s]) => TEMPLATES[i](s));

/** Word soup: less grammatical, more rule interactions per sentence. */
const soupPiece = fc.oneof(
  word(FILLERS), word(ARTICLES), word(HEDGES), word(NEGATIONS), word(NUMBER_WORDS), word(ABBREVIABLE),
  word(NOUNS), word(VERBS), word(ARROWS), word(SYNONYM_SOURCES), word(GUARDED), word(PLEASANTRY_LEADS),
  quantity, protectedLiteral, inlineMarkup, word([',', ';', '(and', 'so)', '->', '—']),
);
const soup = fc.array(soupPiece, { minLength: 2, maxLength: 12 }).map((ps) => {
  const p = join(ps);
  return { ...p, text: p.text.replace(/ ([,;])/g, '$1') };
});

const clause = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(nounPhrase, maybe(word(HEDGES), 0.3), maybe(word(NEGATIONS), 0.2), word(VERBS), nounPhrase).map((ps) => join(ps)) },
  { weight: 2, arbitrary: fc.tuple(word(PRONOUN_STARTS), nounPhrase, maybe(protectedLiteral, 0.3)).map((ps) => join(ps)) },
  { weight: 1, arbitrary: fc.tuple(word(GUARDED), nounPhrase).map((ps) => join(ps)) },
);

/** Text with a zero-width character inside a word or between words. */
const zeroWidth = fc
  .tuple(pick(ZERO_WIDTH), pick(['data|base', 'the |build', 'just| works', 'not| done']))
  .map(([z, w]) => plain(w.replace('|', z)));

export const sentence: fc.Arbitrary<Piece> = fc
  .tuple(
    maybe(word(PLEASANTRY_LEADS), 0.15),
    fc.oneof(
      { weight: 12, arbitrary: templated },
      { weight: 6, arbitrary: clause },
      { weight: 2, arbitrary: soup },
      { weight: 1, arbitrary: zeroWidth },
      { weight: 1, arbitrary: word(CJK_RTL) },
    ),
    pick(['.', '.', '.', '!', '?', ':', '']),
  )
  .map(([lead, body, end]) => {
    const p = cap(join([lead, body]));
    const text = p.text.replace(/[,;]$/, '');
    return { ...p, text: text + (/[.!?。]$/.test(text) ? '' : end) };
  });

/** One line without a soft break: headings, table cells, list items of a short list. */
export const shortProse: fc.Arbitrary<Piece> = fc
  .oneof({ weight: 3, arbitrary: nounPhrase }, { weight: 3, arbitrary: clause }, { weight: 1, arbitrary: soup }, { weight: 1, arbitrary: protectedLiteral })
  .map((p) => cap({ ...p, text: p.text.replace(/[,;]$/, '') }));

export const emphasisOnly = pick(['**', '*', '__', '_']).chain((m) => word(EMPH_WORDS).map((w) => plain(`${m}${w.text}${m}`)));
