// Default word lists of SPEC §1.2. Profiles copy them; the engine only reads profile data.
import type { WordPair } from './types';

export const FILLER_WORDS = [
  'just', 'really', 'basically', 'very', 'quite', 'simply', 'actually', 'essentially',
  'indeed', 'clearly', 'obviously', 'sure', 'certainly',
  // Beyond SPEC's floor: pleasantry and intensifier words with the same guards, and intensifiers
  // from the `fillers` word list (retext family) minus its `hedges` list, kept where the word
  // only adds emphasis in technical prose.
  'please', 'honestly', 'literally', 'definitely', 'truly', 'totally', 'absolutely', 'extremely', 'seriously',
  'frankly',
];

/**
 * Where a filler word carries meaning and stays: before these words ("very first", "just in time",
 * "quite a few"; `#number` a number word or digits, `#atom` code or another protected span), after
 * these ("exited successfully" is an exit status), or anywhere but at a sentence start before a
 * comma ("Sure, …" is filler, "make sure" is not).
 */
export const FILLER_GUARDS: Record<string, { notBefore?: string[]; notAfter?: string[]; onlyOpening?: boolean; notInQuestion?: boolean }> = {
  very: { notBefore: ['first', 'last', 'same', 'end', 'beginning', 'least', 'top', 'bottom', 'start', 'moment'] },
  just: { notBefore: ['in', 'as', 'now', 'before', 'after', 'one', 'once', 'because', '#number', '#atom'] },
  quite: { notBefore: ['a', 'some'] },
  sure: { onlyOpening: true },
  // A hedge or a claim anywhere but as a sentence's opener: "the export basically works" (mostly),
  // "it actually fails" (against expectation), "document this clearly" (how), "certainly" (how sure).
  basically: { onlyOpening: true },
  essentially: { onlyOpening: true },
  actually: { onlyOpening: true },
  clearly: { onlyOpening: true },
  obviously: { onlyOpening: true },
  certainly: { onlyOpening: true },
  // Certainty beside a guess is the claim: "it seems stale, but the replica is definitely behind".
  definitely: { onlyOpening: true },
  absolutely: { onlyOpening: true },
  truly: { onlyOpening: true },
  totally: { onlyOpening: true },
  really: { notInQuestion: true },
  additionally: { onlyOpening: true },
  furthermore: { onlyOpening: true },
  moreover: { onlyOpening: true },
};

/** A filler after these words is part of a phrase ("not really", "almost certainly"). */
export const FILLER_KEEP_AFTER = ['not', 'almost', 'most', 'no'];

/** Dropped whole; "(that)" / "(if …)" tails are handled by the engine. */
export const FILLER_PHRASES = [
  'happy to help', 'of course', 'please note that', 'please note', 'it should be noted that',
  'it should be noted', 'as you can see', 'hope that helps', 'i hope this helps', 'hope this helps',
  'let me know', 'let us know', 'feel free to',
  'thanks', 'thank you', 'note that',
];

/**
 * Closers that take their whole sentence along ("Let me know if you have questions."), when the
 * sentence carries no hedge, negation, number or protected span; the words that may follow them.
 */
/** The words a closer's "if …" may hold and still be ceremony: "if you have any questions", "if anything is unclear". */
export const CLOSER_TAIL_WORDS = new Set(`you you'd you're you've there is are any anything something else have has had need needs
want wants questions question unclear issues issue problems problem concerns thoughts feedback comments run into spot see
find missing wrong help helps more further details info information other this that it works work doesn't don't
the a an i we can could should would will further clarification`.split(/\s+/));

export const CLOSERS: Record<string, string[]> = {
  'let me know': ['if', 'whether', 'when'],
  'let us know': ['if', 'whether', 'when'],
  'hope that helps': [],
  'hope this helps': [],
  'i hope this helps': [],
};

/** Pleasantries that head a clause when a word follows ("happy to help with the migration"). */
export const CLAUSE_HEADS = ['happy to help'];

export const LITE_PHRASES: WordPair[] = [
  { from: 'in order to', to: 'to' },
  { from: 'due to the fact that', to: 'because' },
  { from: 'at this point in time', to: 'now' },
  { from: 'for the purpose of', to: 'for' },
  { from: 'is able to', to: 'can' },
  { from: 'are able to', to: 'can' },
  { from: 'has the ability to', to: 'can' },
  { from: 'make use of', to: 'use' },
  { from: 'makes use of', to: 'uses' },
  { from: 'as well as', to: 'and' },
  { from: 'at the moment', to: 'now' },
  { from: 'at this time', to: 'now' },
  { from: 'the majority of', to: 'most' },
  { from: 'a large number of', to: 'many' },
  { from: 'in spite of', to: 'despite' },
  { from: 'take a look at', to: 'check' },
  { from: 'have a look at', to: 'check' },
  { from: 'in terms of', to: 'in' },
  { from: 'with regard to', to: 'on' },
  { from: 'in the process of', to: '' },
  { from: 'which means that', to: 'so' },
  { from: 'right now', to: 'now' },
  { from: 'at that point', to: 'then' },
  { from: 'in the meantime', to: 'meanwhile' },
  { from: 'first of all', to: 'first' },
  { from: 'it is worth noting that', to: '' },
  { from: 'it is important to note that', to: '' },
  // From retext-simplify's patterns, kept where the short form saves tokens in o200k_base and
  // cl100k_base and keeps the meaning in technical prose. Left out because they change a claim: "not
  // certain" -> "uncertain" and "whether or not" -> "whether" (a negation goes), "with reference to"
  // / "in regard to" -> "about" (an approximation before a number), "so that" -> "so" (a purpose
  // becomes a result), "a couple of" -> "two" (a vague amount made exact), "it is possible to" ->
  // "you can" (an actor appears), "going forward" (a time goes).
  { from: 'a number of', to: 'some' },
  { from: 'already existing', to: 'existing' },
  { from: 'as of yet', to: 'yet' },
  { from: 'at the present time', to: 'now' },
  { from: 'because of the fact that', to: 'because' },
  { from: 'by means of', to: 'by' },
  { from: 'by virtue of', to: 'by' },
  { from: 'each and every', to: 'each' },
  { from: 'first and foremost', to: 'first' },
  { from: 'for a period of', to: 'for' },
  { from: 'has a requirement for', to: 'needs' },
  { from: 'if and when', to: 'if' },
  { from: 'in all likelihood', to: 'probably' },
  { from: 'in an effort to', to: 'to' },
  { from: 'in excess of', to: 'over' },
  { from: 'in lieu of', to: 'instead of' },
  { from: 'in light of the fact that', to: 'because' },
  { from: 'in many cases', to: 'often' },
  { from: 'in order for', to: 'for' },
  { from: 'in some cases', to: 'sometimes' },
  { from: 'in some instances', to: 'sometimes' },
  { from: 'in the near future', to: 'soon' },
  { from: 'inasmuch as', to: 'since' },
  { from: 'is applicable to', to: 'applies to' },
  { from: 'one particular', to: 'one' },
  { from: 'owing to the fact that', to: 'because' },
  { from: 'provided that', to: 'if' },
  { from: 'readily apparent', to: 'clear' },
  { from: 'refer back', to: 'refer' },
  { from: 'similar to', to: 'like' },
  { from: 'until such time as', to: 'until' },
  { from: 'various different', to: 'different' },
  { from: 'with the exception of', to: 'except' },
  // Common wordy forms.
  { from: 'is going to', to: 'will' },
  { from: 'are going to', to: 'will' },
  { from: "i'm going to", to: "i'll" },
  { from: 'such as', to: 'like' },
  { from: 'all of the', to: 'all' },
  { from: 'most of the', to: 'most' },
  { from: 'many of the', to: 'many' },
  { from: 'some of the', to: 'some' },
  { from: 'given that', to: 'since' },
  { from: 'looks to me like', to: 'looks like' },
  { from: 'seems to me like', to: 'seems like' },
  { from: 'it seems to me that', to: 'it seems' },
  // Idioms with a short form.
  { from: 'from time to time', to: 'sometimes' },
  { from: 'get rid of', to: 'drop' },
  { from: 'gets rid of', to: 'drops' },
  { from: 'got rid of', to: 'dropped' },
  { from: 'getting rid of', to: 'dropping' },
  { from: 'a bunch of', to: 'many' },
];

export const SYNONYMS: WordPair[] = [
  { from: 'implement', to: 'add' },
  { from: 'modify', to: 'change' },
  { from: 'utilize', to: 'use' },
  { from: 'utilise', to: 'use' },
  { from: 'demonstrate', to: 'show' },
  { from: 'approximately', to: 'about' },
  { from: 'in addition', to: 'also' },
  { from: 'due to', to: 'from' },
  { from: 'prior to', to: 'before' },
  { from: 'subsequent to', to: 'after' },
  { from: 'in the event that', to: 'if' },
  { from: 'make sure', to: 'ensure' },
  { from: 'makes sure', to: 'ensures' },
  { from: 'made sure', to: 'ensured' },
  { from: 'making sure', to: 'ensuring' },
];

/**
 * Names of languages, products and sites written in mixed case: prose words, not identifiers (the
 * PascalCase scanner leaves them to the prose), with the short forms a careful rewrite uses for
 * them. The checker reads a name and its short form as one word; the core writes neither for the
 * other (a short form is no fewer tokens in o200k).
 */
export const PRODUCT_NAMES: Record<string, string[]> = {
  JavaScript: ['JS'], TypeScript: ['TS'], CoffeeScript: [], PostgreSQL: ['Postgres', 'PG'], MySQL: [], SQLite: [],
  MongoDB: ['Mongo'], GitHub: ['GH'], GitLab: ['GL'], BitBucket: [], YouTube: ['YT'], LinkedIn: [], WordPress: ['WP'],
  PowerShell: [], WebSocket: ['WS'], WebSockets: ['WS'], WebAssembly: ['Wasm', 'WASM'], OpenAI: [], ChatGPT: [], DevOps: [],
  PyPI: [], NuGet: [], MacBook: [], FreeBSD: [], OpenBSD: [], NetBSD: [], OpenSSL: [], OpenSSH: [], VirtualBox: [],
  DynamoDB: ['Dynamo'], CloudFlare: ['CF'], Cloudflare: ['CF'], CloudFront: [], RabbitMQ: [], ElasticSearch: ['ES'],
  GraphQL: ['GQL'], NixOS: [], HomeKit: [], PlayStation: ['PS'], iPhone: [], iPad: [], macOS: ['Mac'], iOS: [],
};

/**
 * Ultra abbreviations (SPEC §1.2). Not: validation -> valid, client -> cli, response -> res,
 * server -> srv: each short form is another word (and " clients" is one o200k token, " clis" two).
 */
export const ABBREVIATIONS: WordPair[] = [
  { from: 'database', to: 'DB' },
  { from: 'authentication', to: 'auth' },
  { from: 'configuration', to: 'config' },
  { from: 'function', to: 'fn' },
  { from: 'variable', to: 'var' },
  { from: 'request', to: 'req' },
  { from: 'parameter', to: 'param' },
  { from: 'environment', to: 'env' },
  { from: 'repository', to: 'repo' },
  { from: 'dependency', to: 'dep' },
  { from: 'error', to: 'err' },
  { from: 'message', to: 'msg' },
  { from: 'application', to: 'app' },
  { from: 'production', to: 'prod' },
  { from: 'development', to: 'dev' },
  { from: 'implementation', to: 'impl' },
  { from: 'middleware', to: 'mw' },
  { from: 'operation', to: 'op' },
  { from: 'temporary', to: 'temp' },
  { from: 'specification', to: 'spec' },
  { from: 'directory', to: 'dir' },
  { from: 'information', to: 'info' },
  { from: 'reference', to: 'ref' },
  { from: 'argument', to: 'arg' },
  { from: 'attribute', to: 'attr' },
  { from: 'command', to: 'cmd' },
  { from: 'library', to: 'lib' },
  { from: 'package', to: 'pkg' },
  { from: 'administrator', to: 'admin' },
  { from: 'statistics', to: 'stats' },
  { from: 'miscellaneous', to: 'misc' },
  { from: 'regarding', to: 're' },
];

/** Nouns that name an entry of a tracker or a plan: "add" before one reads as creating the entry. */
const WORK_ITEMS = ['todo', 'todos', 'ticket', 'tickets', 'issue', 'issues', 'task', 'tasks', 'item', 'items', 'step', 'steps', 'story', 'stories', 'milestone', 'milestones', 'proposal', 'rfc', 'spec', 'plan'];

/**
 * Where a phrase substitution would misread its source ("#atom": before code or another protected
 * span; "#name": before a CamelCase name): "due to being late" is not "from being
 * late", "in addition to latency" is not "also to latency". Next words (or `-ing` for any
 * gerund, `-ly` for any adverb in -ly) before which the phrase stays.
 */
export const PHRASE_NOT_BEFORE: Record<string, string[]> = {
  'due to': ['being', 'having', '-ing'],
  // "implement TODO #15" is building it; "add TODO #15" reads as writing the entry; "implements
  // `AprsTransport`" fulfils an interface, "adds" it would be another claim; before an adverb
  // ("-ly") it has no object: "Implement incrementally" is how to build, "Add incrementally" another act
  ...Object.fromEntries(['implement', 'implements', 'implemented', 'implementing'].map((w) => [w, [...WORK_ITEMS, '#atom', '#name', '-ly']])),
  'in addition': ['to', 'of'],
};

/**
 * Words after which a phrase substitution would misread: after a verb "from" names a source or a
 * starting point, not a cause ("latency rose due to X" -> "rose from X", "was discarded due to X"
 * -> "discarded from X"), after a copula or a comma it names an origin ("is due to X" -> "is
 * from X"). `-verb` stands for any past form or participle, `-punct` for punctuation.
 */
/**
 * Whether a phrase substitution stays before the word after it (PHRASE_NOT_BEFORE): the engine's
 * phrase rule and the checker's license read it alike. `next` is that word as written, `atom` says
 * whether it is code or another protected span.
 */
export function heldBefore(from: string, next: string, atom: boolean): boolean {
  const stops = Object.hasOwn(PHRASE_NOT_BEFORE, from.toLowerCase()) ? PHRASE_NOT_BEFORE[from.toLowerCase()] : undefined;
  if (!stops) return false;
  if (atom) return stops.includes('#atom');
  if (stops.includes('#name') && /^\p{Lu}\p{Ll}+\p{Lu}/u.test(next)) return true;
  const w = next.toLowerCase();
  return stops.some((s) => (s === '-ing' ? /ing$/.test(w) && w.length > 4 : s === '-ly' ? /ly$/.test(w) && w.length > 4 : s === w));
}

export const PHRASE_NOT_AFTER: Record<string, string[]> = {
  'due to': ['-verb', '-punct', 'is', 'are', 'was', 'were', 'be', 'been', 'being', "it's", "that's"],
};

/**
 * Labels of common issue and pull-request templates, replaced where they stand as a whole label
 * (a line, a cell or an emphasized heading, up to a colon): "**Describe the bug**" -> "**Bug**".
 */
export const TEMPLATE_LABELS: WordPair[] = [
  { from: 'describe the bug', to: 'bug' },
  { from: 'steps to reproduce the behavior', to: 'steps to reproduce' },
  { from: 'steps to reproduce the behaviour', to: 'steps to reproduce' },
  { from: 'expected behavior', to: 'expected' },
  { from: 'expected behaviour', to: 'expected' },
  { from: 'actual behavior', to: 'actual' },
  { from: 'actual behaviour', to: 'actual' },
  { from: 'additional context', to: 'context' },
  { from: 'additional information', to: 'context' },
  { from: "describe the solution you'd like", to: 'solution' },
  { from: "describe alternatives you've considered", to: 'alternatives' },
  { from: 'type of change', to: 'change type' },
];

/** Instructions left in from a template (a whole sentence or parenthetical): dropped. */
export const TEMPLATE_INSTRUCTIONS = [
  'please complete the following information',
  'a clear and concise description of what the bug is',
  'a clear and concise description of what you expected to happen',
  'a clear and concise description of what the problem is',
  'a clear and concise description of what you want to happen',
  'a clear and concise description of any alternative solutions or features you have considered',
  'if applicable, add screenshots to help explain your problem',
  'add any other context about the problem here',
  'add any other context or screenshots about the feature request here',
];

/** Subjects of a pull-request description that go before their verb ("This PR adds" -> "Adds"). */
export const CHANGE_SUBJECTS = ['this pr', 'this pull request', 'this patch', 'this change', 'this commit', 'this mr', 'this diff', 'this changeset'];

/**
 * Words that carry no information in a status report, dropped from full up: evidence-free adverbs,
 * attitude openers and marketing adjectives ("a comprehensive, robust example").
 */
export const FULL_FILLER_WORDS = [
  // Not "successfully" (evidence of how it ended), "carefully" (how it was done) or adjectives such as
  // "robust" and "comprehensive": each is a claim a reader may act on.
  'unfortunately', 'fortunately', 'luckily', 'interestingly', 'additionally', 'furthermore', 'moreover',
];

/**
 * Narrative frames full drops. "I think" is not one of them (SPEC §1.2 lists it): it marks the
 * author's guess, and without it a guess reads as a finding ("I think the culprit is the loop" ->
 * "Culprit is loop"); readers of the outputs counted every such drop as a lost hedge.
 */
export const NARRATIVE_PHRASES = ['let me', 'we will then'];

export const TERSE_STATUS: WordPair[] = [
  { from: 'agent report', to: '' },
  { from: 'task implemented successfully', to: 'DONE' },
  { from: 'task completed successfully', to: 'DONE' },
  // Only before "from N to M", whose numbers keep the direction (rules/phrase.ts statusFits):
  // "metric regressed by 5%" keeps its words.
  { from: 'metric improved', to: '' },
  { from: 'metric regressed', to: '' },
  { from: 'verified with', to: '' },
  { from: 'linter clean', to: 'lint clean' },
  { from: 'tests passing', to: 'tests pass' },
  { from: 'in existing suite', to: '' },
  { from: 'files modified', to: 'mod' },
  { from: 'files created', to: 'new' },
  { from: 'file modified', to: 'mod' },
  { from: 'file created', to: 'new' },
  { from: 'kept', to: 'keep' },
  { from: 'discarded', to: 'discard' },
  { from: 'reverted', to: 'revert' },
  { from: 'connection', to: 'conn' },
  { from: 'benchmark', to: 'bench' },
  { from: 'adjustment', to: 'adj' },
  { from: 'median of', to: 'median' },
];

/**
 * The status word of godmode's round line, verbose -> terse ("Round 7: X. Kept. Metric: 226ms (-18.2%)."
 * -> "R7 keep: X → 226ms (-18.2%)", rules/status.ts). Only these: another word there is no status.
 */
export const ROUND_STATUS: Record<string, string> = {
  kept: 'keep',
  keep: 'keep',
  discarded: 'discard',
  discard: 'discard',
  reverted: 'revert',
  revert: 'revert',
  crashed: 'crash',
  skipped: 'skip',
};

/** Words that say which way a value went: a status phrase may drop them only where numbers show it ("from 276ms to 226ms"). */
export const DIRECTION_WORDS = new Set(['improved', 'regressed', 'increased', 'decreased', 'dropped', 'rose', 'fell', 'grew', 'shrank', 'worsened', 'improves', 'regresses']);

export const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60,
  seventy: 70, eighty: 80, ninety: 90,
};
/** A factor in words and its value ("double the bounds" is "2x the bounds", "a tenfold improvement" "10x"). */
export const FACTOR_WORDS: Record<string, number> = {
  double: 2, twice: 2, triple: 3, thrice: 3, quadruple: 4, twofold: 2, threefold: 3, fourfold: 4, fivefold: 5, tenfold: 10, hundredfold: 100,
};
/** Ordinal words and their value ("second" -> 2, written "2nd"). */
export const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20,
};
export const UNIT_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
};

/** Uncertainty markers by class (SPEC §1.5.2): a rewrite may move a word within its class. */
export const UNCERTAINTY_CLASSES: Record<string, string[]> = {
  modal: ['may', 'might', 'could', 'should'],
  likelihood: ['possibly', 'likely', 'probably', 'apparently', 'perhaps', 'likelihood'],
  appearance: ['seems', 'seem', 'seemed', 'appears', 'appear', 'appeared'],
  approximation: ['approximate', 'approximately', 'roughly', 'around', 'about', 'relatively', 'comparatively'],
  confidence: ['uncertain', 'unclear', 'unconfirmed'],
};
export const NEGATIONS = ['not', 'no', 'never', 'none', 'nothing', 'without', 'cannot'];

/**
 * Actors (SPEC §1.5.4): the subject pronouns of anyone but the author, by class, with their
 * contractions. Dropping one hands its action to someone else ("they kept the old index" ->
 * "kept old index" reads as the author's act).
 */
export const ACTOR_CLASSES: Record<string, string[]> = {
  you: ['you', "you're", "you've", "you'll", "you'd"],
  he: ['he', "he's", "he'll", "he'd"],
  she: ['she', "she's", "she'll", "she'd"],
  they: ['they', "they're", "they've", "they'll", "they'd"],
};

/**
 * Pleasantries whose "you" names no actor of a claim: lite drops them (SPEC §1.2), and neither the
 * engine's contract guard nor the checker counts a pronoun inside them. A closer runs to the end
 * of its sentence ("Let me know if you have questions.").
 */
export const PLEASANTRY_PATTERNS = [
  String.raw`\bthank you\b`,
  String.raw`\bas you can see\b`,
  String.raw`\bfeel free to\b`,
  String.raw`\b(?:i )?hope (?:this|that) helps(?: you)?\b`,
  String.raw`\blet (?:me|us) know\b[^.!?\n]*`,
  String.raw`\bhappy to help\b[^.!?;\n]*`,
];

export const ARTICLES = ['a', 'an', 'the'];

// ---- grammar words the rules read ----

export const ART = new Set(['a', 'an', 'the']);
export const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'their', 'its', 'his', 'her', 'some', 'any', 'each', 'every', 'no']);
export const QUANTITY_AFTER_A = new Set(['few', 'little', 'lot', 'bit', 'couple', 'while', 'number', 'handful', 'dozen', 'hundred', 'thousand', 'million', 'third', 'quarter', 'half', 'single', 'pair', 'fraction', 'percent']);
/** Units of time and measure after which "a" / "an" counts one ("for an hour", "a second at most"). */
export const COUNTED_UNITS = new Set([
  'second', 'minute', 'hour', 'day', 'week', 'month', 'year', 'decade', 'millisecond', 'microsecond', 'nanosecond',
  'moment', 'night', 'weekend', 'sprint', 'release', 'cycle', 'round', 'byte', 'kilobyte', 'megabyte', 'gigabyte',
  'line', 'page', 'step', 'time', 'mile', 'meter', 'dollar', 'cent',
]);
/** Finite forms of the auxiliaries and modals: a clause's verb once it is here. */
export const FINITE_AUX = new Set([
  'is', 'are', 'was', 'were', 'am', 'has', 'have', 'had', 'will', 'would', 'can', 'could', 'may', 'might', 'should', 'must',
  'do', 'does', 'did', 'cannot', "isn't", "aren't", "wasn't", "weren't", "hasn't", "haven't", "hadn't", "won't", "wouldn't",
  "can't", "couldn't", "shouldn't", "mustn't", "don't", "doesn't", "didn't",
]);
/** Words that start a relative or subordinate clause inside a subject ("Texts that are mostly code"). */
export const RELATIVES = new Set(['that', 'which', 'who', 'whom', 'whose', 'what', 'where', 'when', 'why', 'how', 'whether']);
/** Modals after which ultra drops "I" / "we": what is left reads as the author's ("Will fix", "Can't reproduce"), not as an order. */
// Not "would", "might", "may": "I would make CI run X" is the author's advice, and "would make CI run
// X" no longer says whose.
// Not "will"/"won't": who commits to a future act matters ("I will re-run the report" in a list of
// owners' tasks reads "Will re-run" as nobody's, or as an order).
export const AUTHOR_MODALS = new Set(['can', 'could', 'cannot', "can't", "couldn't", 'can’t', 'couldn’t']);
/**
 * Pairs fixed by use, never "+" lists: "black and white" is one idea, not two items; "X and all"
 * is an idiom.
 */
export const FIXED_PAIRS = [
  'black and white', 'trial and error', 'back and forth', 'read and write', 'pros and cons', 'up and down', 'here and there',
  'more and more', 'over and over', 'again and again', 'now and then', 'bread and butter', 'nuts and bolts', 'odds and ends',
  'by and large', 'ins and outs', 'give and take', 'cut and paste', 'copy and paste', 'drag and drop', 'plug and play',
  'search and replace', 'find and replace', 'hit and miss', 'wear and tear', 'safe and sound', 'sick and tired', 'rock and roll',
  'salt and pepper', 'rise and fall', 'ebb and flow', 'trials and tribulations', 'bits and pieces', 'bells and whistles',
  'dos and don\'ts', 'ups and downs', 'pros and cons', 'stop and start', 'start and stop', 'on and off', 'off and on',
  'null and void', 'first and foremost', 'far and wide', 'high and low', 'loud and clear', 'short and sweet', 'neat and tidy',
  'push and pull', 'supply and demand', 'cause and effect',
];
export const SUBJECT_PRONOUNS = new Set(['i', 'we', 'it', 'they', 'you', 'he', 'she']);
export const PRONOUN_CONTRACTIONS = new Set(["i've", "we've", "they've", "you've", "i'm", "we're", "they're", "you're", "it's", "he's", "she's", 'i’ve', 'we’ve', 'i’m', 'we’re', 'it’s', 'they’re']);
export const AUX_DROP = new Set(['have', 'has', 'had', 'am', 'is', 'are', 'was', 'were']);
export const AUX_KEEP = new Set(['will', 'would', 'can', 'could', 'may', 'might', 'should', 'must', 'do', 'does', 'did', 'need', 'needs']);
export const COPULAS = new Set(['is', 'are', 'was', 'were']);
export const NOT_SUBJECT = new Set(['there', 'here', 'it', 'this', 'that', 'what', 'which', 'who', 'where', 'when', 'how', 'why', 'if', 'i', 'we', 'you', 'they', 'he', 'she', 'these', 'those', 'one', 'all', 'nothing', 'everything', 'something', 'anything', 'and', 'or', 'but', 'so']);
export const AFTER_COPULA_BLOCK = new Set(['to', 'that', 'because', 'what', 'why', 'how', 'where', 'when', 'whether', 'also', 'still', 'being', 'one', 'as', 'than', 'there', 'it', 'if', 'so']);
export const IRREGULAR_PAST = new Set(['found', 'ran', 'made', 'saw', 'got', 'did', 'went', 'wrote', 'built', 'kept', 'left', 'took', 'put', 'set', 'read', 'sent', 'spent', 'split', 'cut', 'hit', 'began', 'broke', 'chose', 'gave', 'knew', 'led', 'lost', 'met', 'paid', 'rode', 'said', 'saw', 'shut', 'sold', 'stood', 'threw', 'told', 'thought', 'understood', 'won']);
export const BASE_VERBS = new Set(['need', 'want', 'plan', 'suggest', 'recommend', 'expect', 'see', 'propose', 'agree', 'believe', 'assume', 'added', 'found', 'fixed']);
export const MODALS_NEG = new Set([...UNCERTAINTY_CLASSES.modal, ...NEGATIONS, 'will', 'would', 'can', 'cannot', 'must', 'does', 'do', 'did']);
export const ARROW_VERBS: Record<string, number> = {
  causes: 1, caused: 1, cause: 1, produces: 1, produced: 1, produce: 1, triggers: 1, triggered: 1, trigger: 1,
};
export const ARROW_PAIRS: Record<string, string[]> = { leads: ['to'], led: ['to'], lead: ['to'], results: ['in'], resulted: ['in'], result: ['in'] };
export const THEN_BLOCK = new Set(['since', 'until', 'by', 'back', 'from', 'till', 'only', 'just', 'even', 'and']);
export const CONDITIONAL = new Set(['if', 'when', 'unless', 'once', 'whenever']);
export const PLUS_STOP = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'it', 'they', 'we', 'i', 'you', 'he', 'she', 'this', 'that', 'then', 'so', 'but', 'or', 'and', 'to', 'of', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'as', 'not', 'no', 'never', 'also', 'a', 'an', 'the', 'have', 'has', 'had', 'will', 'can', ...UNCERTAINTY_CLASSES.modal, ...UNCERTAINTY_CLASSES.likelihood]);
export const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** The value of a number word: "four" -> 4, "twenty-one" -> 21 (lower-case input), else undefined. */
export function numberWordValue(w: string): number | undefined {
  if (Object.hasOwn(NUMBER_WORDS, w)) return NUMBER_WORDS[w];
  const m = /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(one|two|three|four|five|six|seven|eight|nine)$/.exec(w);
  return m ? NUMBER_WORDS[m[1]] + UNIT_WORDS[m[2]] : undefined;
}
export const NUMBER_TRIGGERS = new Set([...Object.keys(NUMBER_WORDS), ...TENS.flatMap((t) => Object.keys(UNIT_WORDS).map((u) => `${t}-${u}`))]);
export const NARRATIVE_FIRST = new Set(NARRATIVE_PHRASES.map((p) => p.split(' ')[0]));
export const HEDGES = new Set(Object.values(UNCERTAINTY_CLASSES).flat());
/** Words of likelihood or confidence: a filler before one calibrates it ("very likely" is not "likely"), so it stays. */
export const CALIBRATED = new Set([...HEDGES, 'unlikely', 'probable', 'improbable', 'possible', 'impossible', 'certain', 'sure', 'unsure', 'confident']);

/** Words that open a clause after which a subject pronoun may go ("and it works" -> "and works"). */
export const CLAUSE_JOINERS = new Set(['and', 'but', 'so']);

/**
 * Predicates after which a copula can go without the subject reading as a compound or a verb:
 * adjectives and states ("The build is complete" -> "Build complete"). A noun predicate keeps its
 * copula ("Pins are URLs" must not become "Pins URLs"). Participles, negations, numbers,
 * prepositions and -ly adverbs qualify by form (see rules/grammar.ts).
 */
export const STATE_WORDS = new Set([
  'complete', 'ready', 'done', 'green', 'red', 'yellow', 'broken', 'stable', 'unstable', 'flaky', 'slow', 'fast',
  'available', 'unavailable', 'empty', 'full', 'true', 'false', 'correct', 'incorrect', 'wrong', 'right', 'missing',
  'present', 'absent', 'open', 'closed', 'blocked', 'stale', 'fresh', 'safe', 'unsafe', 'valid', 'invalid', 'clean',
  'dirty', 'fine', 'ok', 'okay', 'live', 'idle', 'busy', 'high', 'low', 'clear', 'necessary', 'required', 'optional',
  'enabled', 'disabled', 'warm', 'cold', 'hot', 'on', 'off', 'up', 'down', 'same', 'different', 'similar', 'identical', 'equal', 'unchanged',
  'new', 'old', 'good', 'bad', 'better', 'worse', 'best', 'worst', 'small', 'large', 'big', 'huge', 'tiny', 'short',
  'long', 'easy', 'hard', 'simple', 'complex', 'possible', 'impossible', 'likely', 'unlikely', 'able', 'unable',
  'aware', 'responsible', 'compatible', 'incompatible', 'consistent', 'inconsistent', 'redundant', 'obsolete',
  'deterministic', 'nondeterministic', 'idempotent', 'atomic', 'public', 'private', 'internal', 'external', 'local',
  'remote', 'global', 'static', 'dynamic', 'async', 'sync', 'synchronous', 'asynchronous', 'sufficient', 'insufficient',
  'relevant', 'irrelevant', 'expensive', 'cheap', 'current', 'outdated', 'up-to-date', 'in', 'out', 'over', 'under',
  'still', 'now', 'already', 'here', 'there', 'gone', 'back', 'due', 'free', 'busy', 'secure', 'insecure', 'strict',
  'lenient', 'noisy', 'quiet', 'visible', 'invisible', 'hidden', 'reachable', 'unreachable', 'healthy', 'unhealthy',
]);

/** Prepositions after which a copula can go ("pmproxy is under load" -> "pmproxy under load"). */
export const PREPOSITIONS = new Set([
  'in', 'on', 'at', 'under', 'behind', 'ahead', 'from', 'for', 'with', 'within', 'without', 'over', 'above', 'below',
  'between', 'inside', 'outside', 'near', 'past', 'after', 'before', 'during', 'against', 'beyond', 'across', 'into',
  'onto', 'off', 'out', 'via', 'per',
]);

/** Plural nouns that are also verbs of a phrase ("results in", "depends on"): their copula stays before a preposition. */
export const PHRASAL_PLURALS = new Set([
  'results', 'leads', 'depends', 'relies', 'consists', 'points', 'refers', 'applies', 'belongs', 'stems', 'comes',
  'goes', 'runs', 'falls', 'turns', 'works', 'builds', 'tests', 'checks', 'fails', 'passes', 'changes', 'fixes',
]);

/** Past participles that do not end in -ed. */
export const IRREGULAR_PARTICIPLES = new Set([
  'found', 'made', 'built', 'done', 'written', 'taken', 'given', 'seen', 'known', 'shown', 'run', 'set', 'put', 'kept',
  'left', 'sent', 'spent', 'split', 'cut', 'hit', 'begun', 'broken', 'chosen', 'driven', 'eaten', 'fallen', 'forgotten',
  'frozen', 'gotten', 'got', 'grown', 'hidden', 'held', 'laid', 'led', 'lost', 'meant', 'met', 'paid', 'proven', 'read',
  'said', 'sold', 'shut', 'spoken', 'stolen', 'stood', 'struck', 'sworn', 'taught', 'thought', 'thrown', 'told',
  'understood', 'undone', 'rewritten', 'overridden', 'redone', 'rebuilt', 'rerun', 'reset', 'upset', 'won', 'bound',
  'caught', 'brought', 'bought', 'dealt', 'drawn', 'fed', 'fought', 'heard', 'hung', 'lit', 'shot', 'sought', 'slid',
  'spun', 'stuck', 'swept', 'woken', 'worn', 'wound', 'withdrawn',
]);

/** Verbs of saying, finding and checking whose complementizer "that" can go ("found that the" -> "found the"). */
export const REPORTING_VERBS = new Set([
  'believe', 'believed', 'believes', 'think', 'thought', 'thinks', 'found', 'find', 'finds', 'noticed', 'notice',
  'notices', 'confirm', 'confirmed', 'confirms', 'verified', 'verify', 'verifies', 'ensure', 'ensured', 'ensures',
  'sure', 'checked', 'tested', 'show', 'shows', 'showed', 'shown', 'say', 'says',
  'said', 'mean', 'means', 'meant', 'know', 'knows', 'knew', 'realize', 'realized', 'realise', 'realised', 'assume',
  'assumed', 'assumes', 'note', 'noted', 'notes', 'suggest', 'suggests', 'suggested', 'indicate', 'indicates',
  'indicated', 'expect', 'expects', 'expected', 'hope', 'hoped', 'agree', 'agreed', 'decided', 'demonstrate',
  'demonstrates', 'demonstrated', 'prove', 'proves', 'proved', 'see', 'saw', 'observed', 'observe', 'learned',
  'discovered', 'reported', 'reports', 'claimed', 'claims', 'states', 'stated', 'mentioned', 'mentions', 'argued',
  'argues', 'concluded', 'explained', 'explains', 'guarantee', 'guarantees', 'guaranteed', 'assert', 'asserts',
  'asserted', 'document', 'documents', 'documented', 'clarify', 'clarifies', 'clarified', 'describe', 'describes',
]);

/** Verbs that take a clause, never a noun phrase, after "that" ("I believe that breaking X is fine"). */
export const CLAUSE_VERBS = new Set([
  'believe', 'believed', 'believes', 'think', 'thought', 'thinks', 'hope', 'hoped', 'hopes', 'guess', 'suppose',
  'supposed', 'realize', 'realized', 'realise', 'realised', 'assume', 'assumed', 'assumes', 'agree', 'agreed', 'say',
  'says', 'said', 'ensure', 'ensured', 'ensures', 'sure', 'verify', 'verified', 'verifies', 'confirm', 'confirmed',
  'confirms',
]);

/** What follows a complementizer "that" (a clause), not a demonstrative "that" (a noun phrase: "found that bug"). */
export const CLAUSE_OPENERS = new Set([
  'the', 'a', 'an', 'this', 'these', 'those', 'it', 'its', 'we', 'they', 'there', 'he', 'she', 'you', 'i', 'our',
  'their', 'your', 'my', 'all', 'no', 'each', 'every', 'both', 'any', 'some', 'none', 'nothing', 'nobody', 'everything',
  'most', 'many', 'only',
]);

/** Articles inside these idioms stay ("all the way" is not "all way"); `_` marks the article. */
export const ARTICLE_IDIOMS = [
  'all _ way', 'all _ time', 'by _ way', 'on _ other hand', 'on _ one hand', 'in _ end', '_ other day', '_ minute',
  '_ moment', 'at _ same time', 'at _ time', 'at _ moment', 'for _ case', 'in _ case where', 'for _ time being', 'in _ long run', 'in _ meantime', 'as _ result',
  'all of _ sudden', 'on _ fly', '_ other way round', '_ other way around', 'once in _ while', 'in _ first place',
  'save myself _ trouble', 'save yourself _ trouble', 'save you _ trouble', 'save us _ trouble', 'save them _ trouble',
  'out of _ blue', 'under _ hood', 'in _ wild', 'in _ loop', 'on _ table', 'by _ book', 'at _ end of _ day',
  'off _ top of', 'on _ same page', 'in _ same boat', 'behind _ scenes', 'out of _ box', 'on _ nose',
  'most of _ time', 'much of _ time', 'some of _ time', 'half _ time', 'for _ most part', 'at _ very least',
  'on _ whole', 'for _ record', 'in _ same way', 'to _ point', 'in _ short run', 'in _ short term', 'in _ long term',
  'in _ event', 'in _ unlikely event',
];

/** Words before "causes" / "cause" that make it a noun ("root cause", "the causes"), not an arrow. */
export const NOUN_BEFORE_CAUSE = new Set([
  ...DETERMINERS, 'root', 'main', 'primary', 'secondary', 'common', 'likely', 'probable', 'possible', 'real',
  'underlying', 'actual', 'known', 'other', 'only', 'direct', 'indirect', 'true', 'immediate', 'potential', 'two',
  'several', 'many', 'both', 'same', 'first', 'second', 'one', 'good', 'little',
]);

/** Verbs after which "successfully" is evidence ("exited successfully" is an exit status), not filler. */
export const EVIDENCE_VERBS = new Set(['exited', 'exit', 'exits', 'exiting', 'returned', 'returns', 'return', 'terminated', 'terminates', 'terminate']);

/** Auxiliary + "not" as a contraction, written only where it saves tokens ("does not" -> "doesn't"). */
export const CONTRACTIONS: Record<string, string> = {
  'does not': "doesn't", 'do not': "don't", 'did not': "didn't", 'is not': "isn't", 'are not': "aren't",
  'was not': "wasn't", 'were not': "weren't", 'has not': "hasn't", 'have not': "haven't", 'had not': "hadn't",
  'will not': "won't", 'would not': "wouldn't", 'must not': "mustn't",
  // Not "could not" / "should not": "couldn't" no longer reads as the hedge "could".
};

/** Sentence-opening connectives that ultra drops ("So, the fix …", "And it works"). */
// Not "So,": it says the sentence follows from the one before (a cause, which no other word keeps).
export const OPENING_CONNECTIVES = ['and', 'also'];

/** A unit of time, short or long, singular or plural ("day", "hrs"): what a rate is per ("$15/day", "periods/teacher/day"). */
export const TIME_UNIT = /^(?:second|sec|s|minute|min|hour|hr|h|day|night|week|wk|month|mo|year|yr)s?$/i;
