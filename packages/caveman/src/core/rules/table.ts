// The rule table: each rule is data (id, group, intensity, label, description, example) plus the
// matcher that runs it; the engine runs the table in order until nothing changes.
import { ARROW_PAIRS, ARROW_VERBS, ART, COPULAS, NUMBER_TRIGGERS, PRONOUN_CONTRACTIONS, SUBJECT_PRONOUNS, OPENING_CONNECTIVES, TEMPLATE_INSTRUCTIONS, TEMPLATE_LABELS } from '../lexicon';
import type { Intensity, Profile } from '../types';
import { fillerWords, pleasantries } from './filler';
import { appositives, articles, auxiliaries, complementizer, copula, narrative, objectRelatives, pronouns, relativeClauses, subjects, thereIs } from './grammar';
import { numbers } from './number';
import { contractions, phraseSubst } from './phrase';
import { statusGodmode, statusRound, statusTemplate } from './status';
import { frames, templates } from './template';
import type { RuleDef } from './types';
import { arrows, clauseConjunctions, connectives, emphasis, listAnd, listPeriod, plusLists, tilde } from './ultra';

const TEMPLATE_TRIGGERS = [...new Set([...TEMPLATE_LABELS.map((l) => l.from), ...TEMPLATE_INSTRUCTIONS].map((p) => p.split(' ')[0]))];

export const RULES: RuleDef[] = [
  {
    id: 'status.godmode', triggers: () => ['godmode'], group: 'status', intensity: 'lite', label: 'status: terse dispatch line',
    description: 'godmode\'s dispatch line in its terse template: "Godmode: stack=TypeScript, skill=optimize, phase=OPTIMIZE." becomes "GM: ts/opt/OPT"; the same three fields, each value through the template\'s table, so expand restores it.',
    example: 'Godmode: stack=TypeScript, skill=optimize, phase=OPTIMIZE. Dispatching.', run: statusGodmode,
  },
  {
    id: 'status.phrase', triggers: (c) => c.status.keys(), group: 'status', intensity: 'lite', label: 'status: terse phrase',
    description: 'Status-line phrases of the terse profile ("files modified" -> "mod").',
    example: 'Builder Agent Report: Task implemented successfully. 4 files modified, 2 files created.',
    run: phraseSubst((c) => c.status, { guardMention: false, status: true }),
  },
  {
    id: 'status.round', triggers: () => ['round', 'from'], group: 'status', intensity: 'lite', label: 'status: short field form',
    description: '"Round 7:" becomes "R7:", "from 276ms to 226ms" becomes "276ms→226ms"; every number stays.',
    example: 'Round 7: metric improved from 276ms to 226ms (-18.2%).', run: statusRound,
  },
  {
    id: 'status.template', triggers: () => ['metric'], group: 'status', intensity: 'lite', label: 'status: terse round line',
    description: 'godmode\'s round line in its terse template: "Round 7: X. Kept. Metric: 226ms (-18.2%)." becomes "R7 keep: X → 226ms (-18.2%)"; the same five fields, every number where it was.',
    example: 'Round 7: Added connection pool sizing. Kept. Metric: 226ms (-18.2%).', run: statusTemplate,
  },
  {
    id: 'lite.pleasantry', triggers: (c) => c.fillerPhrases.keys(), group: 'filler', intensity: 'lite', label: 'lite: pleasantry dropped',
    description: 'Pleasantries and ceremonial closers ("happy to help", "let me know if …") are dropped.',
    example: 'Of course, the fix is ready. Let me know if you have questions.', run: pleasantries,
  },
  {
    id: 'lite.template', triggers: () => TEMPLATE_TRIGGERS, group: 'filler', intensity: 'lite', label: 'lite: template boilerplate',
    description: 'Labels of issue and PR templates get their short form where they stand alone ("**Describe the bug**" -> "**Bug**"); a template\'s instruction in parentheses goes ("(please complete the following information)").',
    example: '**Describe the bug**\nA clear and concise description of what the bug is.\n\n**Desktop (please complete the following information):**',
    run: templates,
  },
  {
    id: 'lite.phrase', triggers: (c) => c.litePhrases.keys(), group: 'phrase', intensity: 'lite', label: 'lite: shorter phrase',
    description: 'Wordy phrases get their short form ("in order to" -> "to").',
    example: 'We cache the token in order to avoid a second lookup.',
    run: phraseSubst((c) => c.litePhrases, { guardMention: true }),
  },
  {
    id: 'lite.filler', triggers: (c) => c.filler, group: 'filler', intensity: 'lite', label: 'lite: filler word dropped',
    description: 'Filler words (just, really, very …) are dropped, except where they carry meaning ("not really", "make sure", "very first", "just me"); "basically", "actually", "clearly" and their kind go only as a sentence\'s opener ("Basically, …"): "the export basically works" is a hedge.',
    example: 'Basically, I just finished it and it is really fast, but the export basically works.',
    run: fillerWords((c) => c.filler),
  },
  {
    id: 'full.filler', triggers: (c) => c.fullFiller, group: 'filler', intensity: 'full', label: 'full: filler adverb dropped',
    description: 'Attitude adverbs that add nothing to a status ("unfortunately", "luckily") are dropped from full up; "successfully" and "carefully" say how it went and stay.',
    example: 'Unfortunately, the build completed successfully only once.', run: fillerWords((c) => c.fullFiller),
  },
  {
    id: 'full.narrative', triggers: () => ['now', 'i', 'let', 'we'], group: 'narrative', intensity: 'full', label: 'full: narrative phrase dropped',
    description: '"let me", "we will then" and a sentence-initial "Now," are dropped; "I think" stays, since it marks a guess.',
    example: 'Now, let me check the logs. I think the cache is stale.', run: narrative,
  },
  {
    id: 'full.list-and', triggers: () => ['and'], group: 'conjunction', intensity: 'full', label: 'full: list "and" dropped',
    description: 'The "and" after the last comma of a list goes ("A, B, and C" -> "A, B, C"); ", and" before a new clause becomes ";".',
    example: 'It checks types, lint, and tests, and it reports the results.', run: listAnd,
  },
  {
    id: 'full.pronoun', triggers: () => [...SUBJECT_PRONOUNS, ...PRONOUN_CONTRACTIONS, 'this'], group: 'pronoun', intensity: 'full', label: 'full: subject pronoun dropped',
    description: '"I" / "we" go before a past tense ("We rolled back X" -> "Rolled back X", "I have implemented X" -> "Added X"), never before a present verb ("We retry X" would read as an order); "it" / "this" go before an -s form or a modal ("It accepts X" -> "Accepts X"). After "and", ";" or a dash only when the clause before has the same subject; a sentence that opens on "But", "And" or "So" is a sentence ("But it also requires X" -> "But also requires X"). you, he, she and they are actors and always stay.',
    example: 'I have implemented the endpoint. It accepts an email, and it validates it. We retry on a timeout.', run: pronouns,
  },
  {
    id: 'full.there', triggers: () => ['there'], group: 'copula', intensity: 'full', label: 'full: "there is" dropped',
    description: '"There is / there are" before what exists goes ("There is no direct way" -> "No direct way"); "there was" keeps its tense.',
    example: 'There are two open issues, and there is no workaround.', run: thereIs,
  },
  {
    id: 'full.complementizer', triggers: () => ['that'], group: 'pronoun', intensity: 'full', label: 'full: "that" dropped',
    description: '"That" after a verb of thinking or saying goes before a clause ("I think that the cache" -> "I think the cache"); after a verb that can take an object it stays ("tested that the updater works" would read "the updater" as the object).',
    example: 'We believe that the cache is warm, and we tested that the updater works.', run: complementizer,
  },
  {
    id: 'full.object-relative', triggers: () => ['that', 'which'], group: 'pronoun', intensity: 'full', label: 'full: relative pronoun dropped',
    description: 'A relative "that" or "which" before the clause\'s own subject goes ("the fix that we shipped" -> "the fix we shipped").',
    example: 'The fix that we shipped covers the case which the reviewer found.', run: objectRelatives,
  },
  {
    id: 'full.appositive', triggers: () => ['which'], group: 'pronoun', intensity: 'full', label: 'full: "which is" dropped',
    description: 'After a comma or a dash, "which is" before a state goes ("X, which is slow" -> "X, slow"); before a noun phrase it stays, since what it refers to would blur.',
    example: 'It returns the cached value, which is stale.', run: appositives,
  },
  {
    id: 'full.relative', triggers: () => ['that', 'which', 'who'], group: 'pronoun', intensity: 'full', label: 'full: relative clause shortened',
    description: 'A relative clause with a present-tense verb becomes a participle ("a consumer that reads X" -> "a consumer reading X").',
    example: 'Add a check that touches the cache and a test which invokes pytest.', run: relativeClauses,
  },
  {
    id: 'full.synonym', triggers: (c) => c.synonyms.keys(), group: 'synonym', intensity: 'full', label: 'full: shorter synonym',
    description: 'Shorter synonyms with their inflections (implemented -> added, approximately -> about).',
    example: 'We utilized the cache and modified the handler prior to the release.',
    run: phraseSubst((c) => c.synonyms, { guardMention: true }),
  },
  {
    id: 'full.frame', triggers: () => ['this', 'did', 'performed', 'ran', 'done'], group: 'phrase', intensity: 'full', label: 'full: clause frame shortened',
    description: 'Wordy clause frames get their short form ("This PR adds X" -> "Adds X", "did extensive testing of X" -> "extensively tested X").',
    example: 'This PR adds a cache. I did extensive testing of this patch.', run: frames,
  },
  {
    id: 'full.contraction', triggers: () => ['not'], group: 'synonym', intensity: 'full', label: 'full: contraction',
    description: 'An auxiliary and "not" become a contraction where that saves tokens ("does not" -> "doesn\'t"); the negation stays.',
    example: 'It does not retry and it is not cached.', run: contractions,
  },
  {
    id: 'full.article', triggers: () => ART, group: 'article', intensity: 'full', label: 'full: article dropped',
    description: 'Articles (a, an, the) are dropped where meaning survives ("a few" stays).',
    example: 'The reviewer found a bug in the parser.', run: articles,
  },
  {
    id: 'full.copula', triggers: () => COPULAS, group: 'copula', intensity: 'full', label: 'full: copula dropped',
    description: '"is" / "are" after a short subject go before a state, a participle, a negation, a number or an -ing form ("The build is complete" -> "Build complete"); before a noun phrase they stay ("Pins are URLs", "priority is open gate"), in a relative clause too ("texts that are mostly code"); "was" and "were" always stay (a past state must not read as current).',
    example: 'The build is complete. Pins are URLs. The timeout was expected.', run: copula,
  },
  {
    id: 'full.auxiliary', triggers: () => ['has', 'have', 'had'], group: 'copula', intensity: 'full', label: 'full: auxiliary dropped',
    description: 'A perfect or passive auxiliary before a participle goes ("The fix has been merged" -> "Fix merged").',
    example: 'The migration has been applied and the cache has expired.', run: auxiliaries,
  },
  {
    id: 'full.number', group: 'number', intensity: 'full', label: 'full: number as digits', triggers: () => NUMBER_TRIGGERS,
    description: 'Number words two to twenty and the tens become digits; "one" and "no one" stay.',
    example: 'It hashes with twelve rounds after three waves.', run: numbers,
  },
  {
    id: 'ultra.connective', triggers: () => OPENING_CONNECTIVES, group: 'conjunction', intensity: 'ultra', label: 'ultra: opening connective dropped',
    description: 'A sentence-opening "And" or "Also," goes ("So," stays: it says why).',
    example: 'So, the fix is in. Also, the cache is warm.', run: connectives,
  },
  {
    id: 'ultra.subject', triggers: () => ['i', 'we', 'they'], group: 'pronoun', intensity: 'ultra', label: 'ultra: subject pronoun dropped',
    description: '"I" / "we" go before a modal too ("We can\'t reproduce it" -> "Can\'t reproduce it"); not before "should", "must" or "do", which would read as an order.',
    example: 'We can\'t reproduce it, and we should add a test.', run: subjects,
  },
  {
    id: 'ultra.tilde', triggers: () => ['about', 'approximately', 'roughly', 'around'], group: 'abbreviation', intensity: 'ultra', label: 'ultra: approximation as ~',
    description: 'An approximation before a number becomes `~` ("about 40 ms" -> "~40 ms"); the hedge stays.',
    example: 'The build takes about 40 ms.', run: tilde,
  },
  {
    id: 'ultra.abbreviation', triggers: (c) => c.abbreviations.keys(), group: 'abbreviation', intensity: 'ultra', label: 'ultra: abbreviation',
    description: 'Common technical words are abbreviated, plurals too (database -> DB, dependencies -> deps).',
    example: 'The database configuration of the production server.',
    run: phraseSubst((c) => c.abbreviations, { guardMention: true, tokenAware: true, names: true }),
  },
  {
    id: 'ultra.arrow', triggers: () => ['so', ...Object.keys(ARROW_VERBS), ...Object.keys(ARROW_PAIRS)], group: 'arrow', intensity: 'ultra', label: 'ultra: cause as arrow',
    description: 'Causality becomes an arrow ("X causes Y", "leads to", "results in", "triggers", "X, so Y" -> "X -> Y"); "then" and "and then" stay words, since an arrow would claim the first step caused the second.',
    example: 'The retry causes a timeout. The cache was cold, so the first request was slow.', run: arrows,
  },
  {
    id: 'ultra.plus', triggers: () => ['and'], group: 'conjunction', intensity: 'ultra', label: 'ultra: "and" as +',
    description: '"and" between the two nouns of a short list becomes + ("email and password" -> "email+password"); never in a fixed pair ("black and white"), after "between", or between verbs or clauses.',
    example: 'It accepts an email and password, in black and white.', run: plusLists,
  },
  {
    id: 'ultra.conjunction', triggers: () => ['and'], group: 'conjunction', intensity: 'ultra', label: 'ultra: conjunction dropped',
    description: 'A ", and" before a clause with its own subject loses its "and" ("X, and the queue drains" -> "X, queue drains"); before a verb it stays, which would read as an order.',
    example: 'The cache is warm, and the queue drains fast.', run: clauseConjunctions,
  },
  {
    id: 'ultra.emphasis', group: 'emphasis', intensity: 'ultra', label: 'ultra: emphasis stripped',
    description: 'Emphasis markers around a stressed word or phrase inside a sentence go (**x** -> x); a label (**Status:**) and emphasis that opens its line (an instruction) keep theirs.', example: '**Status:** This is **critical** for the release.', run: emphasis,
  },
  {
    id: 'ultra.list-period', group: 'emphasis', intensity: 'ultra', label: 'ultra: list-item period dropped',
    description: 'The final period of a one-sentence list item goes.', example: '- Cache the token.', run: listPeriod,
  },
];

export const LEVEL: Record<Intensity, number> = { lite: 0, full: 1, ultra: 2 };

export function rulesFor(intensity: Intensity, profile: Profile): RuleDef[] {
  return RULES.filter((r) => LEVEL[r.intensity] <= LEVEL[intensity] && profile.groups[r.group]);
}

// ---- compiling profile word lists ----
