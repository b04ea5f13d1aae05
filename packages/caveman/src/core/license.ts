// The license table (SPEC §1.5 invariant 9, §3 "the ledger"): what a compression may change, read by
// the checker's ledger (ledger.ts) and, through it, by the engine's own guard. It is built from the
// same word lists the rules apply (lexicon.ts, through the profile): a difference between a verbose
// text and its compression is licensed when one of these entries accounts for it, and is a finding
// of the class named here otherwise.
//
// Three kinds of entry:
// - equivalences: words and phrases that count as the same word when the two texts are aligned
//   (a rule's substitution, an abbreviation, digits, a symbol, a contraction, a listed paraphrase);
// - droppable words: what a rule may drop where its guard allows (articles, fillers, copulas,
//   auxiliaries, the author's pronouns, relatives, connectives);
// - meaning classes: the words whose loss, addition or exchange changes what a sentence claims
//   (negation, hedge, limiter, quantifier, comparison, cause, tense, actor), each a finding class.
import {
  FACTOR_WORDS, NUMBER_WORDS, ORDINAL_WORDS, PRODUCT_NAMES, UNIT_WORDS, UNCERTAINTY_CLASSES, TENS, TEMPLATE_INSTRUCTIONS, TEMPLATE_LABELS, CHANGE_SUBJECTS,
  SYNONYMS as SYNONYM_DEFAULTS, LITE_PHRASES as PHRASE_DEFAULTS, ABBREVIATIONS as ABBREVIATION_DEFAULTS,
} from './lexicon';
import type { Profile, WordPair } from './types';
import { inflections } from './inflect';
import { lemma } from './lemma';
import { SYNONYM_ROWS } from './synonyms.data';

/** The finding classes of SPEC §3, in the order a report lists them. */
export const FINDING_CLASSES = [
  'negation', 'hedge', 'limiter', 'quantifier', 'comparison', 'tense', 'actor', 'role', 'mood', 'cause',
  'claim', 'number', 'protected', 'structure', 'reworded', 'reordered',
] as const;
export type FindingClass = (typeof FINDING_CLASSES)[number];

/** What each class means, and what restores it (the report's words). */
export const CLASS_INFO: Record<FindingClass, { title: string; restore: string }> = {
  negation: { title: 'negation', restore: 'keep the negation' },
  hedge: { title: 'hedge or certainty', restore: 'keep the hedge as written' },
  limiter: { title: 'limiter or condition', restore: 'keep the limiter or condition' },
  quantifier: { title: 'quantifier', restore: 'keep the quantifier' },
  comparison: { title: 'comparison or order', restore: 'keep the comparison as written' },
  tense: { title: 'tense or mood', restore: 'keep the tense and modal' },
  actor: { title: 'actor', restore: 'keep who acts' },
  role: { title: 'role (who did what to whom)', restore: 'keep the words on their side of the verb' },
  mood: { title: 'report turned into an instruction', restore: 'keep the subject, or the verb form' },
  cause: { title: 'cause invented', restore: 'keep the link as written ("then", "when", "and")' },
  claim: { title: 'claim lost', restore: 'keep the words' },
  number: { title: 'number or unit', restore: 'keep the number and its unit' },
  protected: { title: 'protected span', restore: 'keep the span byte-exact' },
  structure: { title: 'structure', restore: 'keep the markdown structure' },
  reworded: { title: 'reworded (no rule lists it)', restore: 'use the verbose words, or a listed synonym' },
  reordered: { title: 'reordered', restore: 'keep the order' },
};

const set = (s: string) => new Set(s.trim().split(/\s+/));

// ---- meaning classes ----

/** Negations, lexical negatives included ("lacks", "without"): a rewrite may trade one for another. */
export const NEGATION_WORDS = set(`not no never none nothing nobody neither nor without cannot lack lacks lacked lacking
missing absent unable fail fails failed w/o miss misses missed avoid avoids avoided avoiding prevent prevents prevented preventing
ignore ignores ignored ignoring skip skips skipped skipping omit omits omitted omitting`);
/** "fail" negates only before "to" ("fails to start"); "missing" before or after a noun counts. */
export const NEGATION_NEEDS_TO = set('fail fails failed failing failure failures');

/** Hedges by class (SPEC §1.5.2, and the author's own markers of a guess). */
export const HEDGE_CLASS = new Map<string, string>();
for (const [cls, words] of Object.entries(UNCERTAINTY_CLASSES)) for (const w of words) HEDGE_CLASS.set(w, cls);
for (const w of ['maybe', 'perhaps', 'presumably', 'supposedly', 'potentially', 'potential', 'unlikely', 'possible', 'plausibly', 'conceivably']) HEDGE_CLASS.set(w, 'likelihood');
for (const w of ['can', 'would', 'ought']) HEDGE_CLASS.set(w, 'modal');
for (const w of ['nearly', 'almost', '~', '≈', 'estimated', 'est']) HEDGE_CLASS.set(w, 'approximation');
for (const w of ['unsure', 'suspect', 'guess']) HEDGE_CLASS.set(w, 'confidence');
for (const w of ['looks', 'look', 'looked', 'sounds']) HEDGE_CLASS.set(w, 'appearance');
/** "I think", "I believe": the author's guess (the verb counts when "I" or "we" is its subject, or it closes the sentence). */
export const OPINION_VERBS = set('think believe guess suspect assume feel reckon prefer suppose understand');
/** Words that state certainty where a hedge stood ("definitely", "clearly"): added, they are a hedge finding too. */
export const CERTAINTY_WORDS = set('definitely certainly clearly obviously always surely undoubtedly undeniably unquestionably indisputably absolutely');

/** Limiters and conditions: dropped, added or exchanged, they change when or for what a claim holds. */
export const LIMITER_WORDS = set(`only except unless until if when once whenever provided least most solely exclusively till sole merely`);
/** Limiters that limit by themselves: dropped, they always change the claim ("only", "at least"). */
export const STRONG_LIMITERS = set('only except unless until till solely exclusively least most sole merely');
/** Condition words that may stand for each other ("if X" -> "when X", "whenever" -> "when"). */
export const CONDITION_EQUIV = set('if when whenever once');

/** Quantifiers and frequency words (SPEC §3). */
export const QUANTIFIER_WORDS = set(`all every each some any most many few several both either much various numerous
always sometimes occasionally often usually rarely seldom frequently everything everyone everybody anything anyone
something someone lots plenty majority minority per typically generally mostly largely normally mainly primarily`);
/** Universal and frequency quantifiers: dropped or added, the claim's reach changes ("some" dropped is a review). */
/** Quantifiers that only soften a noun ("some race condition", "various spelling errors"): dropped before their noun, no finding. */
export const WEAK_DETERMINERS = set('some various both several certain');
export const STRONG_QUANTIFIERS = set('all always never everything everyone everybody usually often rarely seldom occasionally sometimes frequently most typically generally mostly largely normally mainly primarily');
/** Quantifiers that may stand for each other. */
export const QUANTIFIER_EQUIV: string[][] = [['every', 'each', 'all', 'per', 'everything', 'everyone', 'everybody'], ['many', 'lots', 'numerous', 'plenty'], ['sometimes', 'occasionally'], ['often', 'frequently', 'commonly'], ['mainly', 'mostly', 'primarily', 'largely', 'chiefly', 'predominantly']];

/** Comparison words by scale: two words of one scale exchanged reverse the comparison. */
export const COMPARISON_SCALES: string[][] = [
  ['before', 'after'], ['earlier', 'later'], ['more', 'less', 'fewer'], ['greater', 'smaller', 'lesser'], ['larger', 'smaller'],
  ['bigger', 'smaller'], ['higher', 'lower'], ['faster', 'slower'], ['above', 'below'], ['over', 'under'],
  ['increase', 'decrease'], ['increased', 'decreased'], ['increases', 'decreases'], ['max', 'min'], ['maximum', 'minimum'],
  ['first', 'last'], ['older', 'newer'], ['better', 'worse'], ['best', 'worst'], ['most', 'least'], ['longer', 'shorter'],
  ['heavier', 'lighter'], ['stronger', 'weaker'], ['cheaper', 'costlier'], ['prior', 'subsequent'], ['upper', 'lower'],
  ['up', 'down'], ['ahead', 'behind'], ['newest', 'oldest'], ['latest', 'earliest'], ['rise', 'fall'], ['rose', 'fell'],
  // a verb that says "above": "failures exceed 5%" -> "failures fall below 5%" reverses it
  ['exceed', 'below'], ['exceeds', 'below'], ['exceeded', 'below'], ['exceeding', 'below'],
];
/** Antonyms outside the comparison scales: one exchanged for the other reverses the claim. */
export const ANTONYMS: string[][] = [
  // (the order of things in time or place, and the width of a net: "the next change" is not "the previous change")
  ['next', 'previous'], ['next', 'prior'], ['following', 'preceding'], ['upcoming', 'previous'], ['narrow', 'broad'], ['narrower', 'broader'],
  ['narrow', 'wide'], ['narrower', 'wider'], ['incoming', 'outgoing'], ['inbound', 'outbound'], ['upstream', 'downstream'], ['encrypt', 'decrypt'],
  ['encrypted', 'decrypted'], ['import', 'export'], ['imported', 'exported'], ['inner', 'outer'], ['ascending', 'descending'],
  // (what is expected is not yet what is confirmed: "Expected Outcome" -> "Confirmed Outcome")
  ['expected', 'confirmed'], ['expected', 'actual'], ['expected', 'verified'], ['estimated', 'actual'], ['estimated', 'measured'], ['planned', 'actual'],
  ['proposed', 'confirmed'], ['tentative', 'confirmed'], ['theoretical', 'measured'],
  ['large', 'small'], ['big', 'small'], ['long', 'short'], ['high', 'low'], ['fast', 'slow'], ['old', 'new'], ['early', 'late'],
  ['good', 'bad'], ['enable', 'disable'], ['enabled', 'disabled'], ['success', 'failure'], ['succeed', 'fail'], ['succeeded', 'failed'],
  ['pass', 'fail'], ['passed', 'failed'], ['passes', 'fails'], ['passing', 'failing'], ['add', 'remove'], ['added', 'removed'],
  ['open', 'closed'], ['true', 'false'], ['valid', 'invalid'], ['safe', 'unsafe'], ['stable', 'unstable'], ['on', 'off'],
  ['accept', 'reject'], ['accepted', 'rejected'], ['allow', 'deny'], ['allowed', 'denied'], ['include', 'exclude'], ['included', 'excluded'],
  ['increase', 'decrease'], ['increasing', 'decreasing'], ['increased', 'decreased'], ['grow', 'shrink'],
  ['increase', 'lower'], ['increase', 'reduce'], ['raise', 'lower'], ['raise', 'reduce'], ['raise', 'decrease'], ['increased', 'reduced'], ['raised', 'lowered'], ['start', 'stop'], ['started', 'stopped'],
  ['min', 'max'], ['minimum', 'maximum'], ['minimum', 'max'], ['maximum', 'min'], ['upper', 'lower'], ['input', 'output'], ['read', 'write'], ['client', 'server'], ['local', 'remote'],
  ['sync', 'async'], ['synchronous', 'asynchronous'], ['public', 'private'], ['internal', 'external'], ['inside', 'outside'],
  ['before', 'after'], ['under', 'over'], ['<', '>'], ['<=', '>='], ['≤', '≥'], ['more', 'less'], ['more', 'fewer'], ['higher', 'lower'], ['faster', 'slower'], ['larger', 'smaller'],
  ['bigger', 'smaller'], ['better', 'worse'], ['older', 'newer'], ['earlier', 'later'], ['above', 'below'], ['first', 'last'],
  ['largest', 'smallest'], ['biggest', 'smallest'], ['heaviest', 'lightest'], ['heavy', 'light'], ['heavier', 'lighter'], ['highest', 'lowest'],
  ['best', 'worst'], ['most', 'least'], ['fastest', 'slowest'], ['longest', 'shortest'], ['earliest', 'latest'], ['oldest', 'newest'],
  ['strongest', 'weakest'], ['strong', 'weak'], ['stronger', 'weaker'], ['cheapest', 'costliest'],
  ['sufficiently', 'insufficiently'], ['correct', 'incorrect'], ['correct', 'wrong'], ['right', 'wrong'], ['present', 'absent'], ['improved', 'regressed'],
  ['improve', 'regress'], ['improves', 'regresses'], ['win', 'lose'], ['gain', 'loss'], ['up', 'down'], ['lock', 'unlock'],
  ['complex', 'simple'], ['complicated', 'simple'], ['easy', 'hard'], ['easy', 'difficult'], ['easier', 'harder'], ['easiest', 'hardest'], ['greater', 'less'], ['greater', 'smaller'], ['greater', 'fewer'],
  ['simpler', 'harder'], ['beats', 'trails'], ['beat', 'trail'], ['leads', 'trails'], ['lead', 'trail'], ['outperforms', 'underperforms'], ['fragile', 'robust'], ['brittle', 'robust'], ['hopefully', 'definitely'], ['closer', 'further'], ['closer', 'farther'], ['nearer', 'further'], ['nearer', 'farther'], ['close', 'far'], ['near', 'far'], ['likely', 'unlikely'], ['safer', 'riskier'], ['cheaper', 'pricier'], ['cheap', 'expensive'], ['wide', 'narrow'],
  ['rise', 'drop'], ['rises', 'drops'], ['rose', 'dropped'], ['rising', 'dropping'], ['increase', 'drop'], ['show', 'hide'], ['shown', 'hidden'],
  ['visible', 'hidden'], ['visible', 'invisible'], ['full', 'empty'], ['loud', 'quiet'], ['warm', 'cold'], ['hot', 'cold'],
  ['beginning', 'end'], ['start', 'end'], ['begin', 'end'], ['reduction', 'more'], ['reduction', 'increase'], ['increase', 'less'],
  ['increase', 'fewer'], ['decline', 'increase'], ['growth', 'reduction'], ['expand', 'contract'], ['expand', 'shrink'], ['widen', 'narrow'],
  ['extend', 'shorten'], ['lengthen', 'shorten'], ['clean', 'dirty'], ['fully', 'partly'], ['fully', 'partially'], ['completely', 'partially'],
  ['entirely', 'partly'], ['full', 'partial'], ['complete', 'partial'], ['recent', 'oldest'], ['recent', 'old'],
];

export const COMPARISON_WORDS = new Set(COMPARISON_SCALES.flat().concat(['than', 'rather']));

/** Words that state a cause: where the verbose sentence has none, one of these in the compression invents one. */
export const CAUSE_WORDS = set(`because cos cuz b/c since so therefore thus hence consequently -> → => ⇒ ∴ causes caused causing stems stemmed
leads led results resulted triggers triggered produces produced due why makes made forces forced means meaning thereby`);
/** Ambiguous cause words that count as a cause only in the compression when inserted (a verbose "as" or "since" may be one). */
export const CAUSE_INSERT = set('because b/c bc cos cuz so therefore thus hence consequently -> → => ⇒ ∴ causes caused leads led results resulted triggers triggered due thereby stems stemmed');

/** Verbs, auxiliaries and adverbs of time and mood (SPEC §3 "tense or mood"). */
export const FUTURE_WORDS = set('will won shall going');
export const PAST_AUX = set('was were had did');
export const PRESENT_AUX = set('is are am has have do does');
export const ASPECT_WORDS = set('still already yet anymore again now currently');

/** People, agents and groups named by a common noun: exchanged or dropped, a different actor acts. */
export const ACTOR_NOUNS = set(`user users reviewer reviewers maintainer maintainers author authors developer developers dev
devs agent agents team teams operator operators admin admins administrator administrators owner owners customer customers
human humans person people someone somebody anyone anybody everyone everybody nobody bot bots contributor contributors
committer committers tester testers engineer engineers member members
submitter submitters requester requesters assignee assignees manager managers subagent subagents orchestrator
orchestrators builder builders verifier verifiers planner planners model models assistant assistants
i me we us you he him she her they them my our your his their mine ours yours myself ourselves yourself themselves folks`);
/** Personal pronouns: an actor, except "they"/"them"/"their" where they refer to a thing (ledger.ts reads the context). */
export const AUTHOR_PRONOUNS = set("i me my we us our myself ourselves");
export const OTHER_PERSON = set('you your yours yourself he him his she her they them their themselves');
/** Plural nouns of people before "they": the pronoun names an actor. */
export const PERSON_PLURALS = set(`users reviewers maintainers authors developers devs agents teams operators admins owners
customers humans people contributors folks committers testers engineers members callers clients vendors others both`);

/** Units of time and measure: exchanged, the number means something else ("5 incidents a week" -> "a month"). */
export const UNIT_NOUNS = set(`ms millisecond milliseconds second seconds sec secs minute minutes min mins hour hours hr hrs h wk wks yr yrs
day days week weeks month months year years decade decades quarter quarters sprint sprints release releases round rounds
byte bytes kb mb gb tb kib mib gib tib percent % times x line lines page pages step steps run runs iteration iterations
attempt attempts retry retries cycle cycles`);

// ---- droppable words (rules: articles, fillers, copulas, pronouns, relatives, connectives) ----

/** Function words a rule may drop where its guard allows, by the rule that drops them. */
export const DROPPABLE: Record<string, string> = {};
const droppable = (words: string, rule: string) => {
  for (const w of words.trim().split(/\s+/)) DROPPABLE[w] ??= rule;
};
droppable('a an the', 'full.article');
droppable('is are am be been being', 'full.copula');
droppable('has have had do does did having', 'full.auxiliary');
droppable("it this that these those its which who whom 's ' there here", 'full.pronoun');
droppable('and or but also then however plus yet though although', 'ultra.conjunction');
droppable('of for to in on at by with from into onto via per as about within upon across through toward towards over under', 'preposition');
droppable('let us me', 'full.narrative');
droppable('note noted please thanks thank kindly sorry apologies', 'lite.pleasantry');
droppable('one ones', 'full.pronoun');
droppable('there', 'full.there');
/** Adverbs of degree a careful compression drops ("pretty hard" -> "hard"). */
droppable('pretty fairly rather somewhat truly really very quite just simply actually basically essentially indeed exactly ever', 'lite.filler');
droppable('currently now', 'full.filler');
droppable('extremely highly super totally absolutely definitely literally honestly seriously frankly', 'lite.filler');
droppable('unfortunately fortunately luckily interestingly additionally furthermore moreover overall', 'full.filler');
droppable('out up down off', 'preposition');

/** Prepositions a rewrite may exchange for each other in a reworded phrase without a finding. */
export const PREPOSITIONS = set('of for to in on at by with from into onto via per as about within upon across through toward towards over under around between among during');
/** Prepositions that place one side of a relation (a word moved across one changes roles: "renames A to B"). */
export const ROLE_PREPOSITIONS = set('to for from into than over vs versus by against onto instead');

// ---- equivalences ----

export interface Equivalences {
  /** Word -> canonical key ("implemented" -> "added", "DB" -> "database", "12" -> "twelve"). */
  words: Map<string, string>;
  /** Phrases (lower-case words) -> their canonical words; longest first per first word. */
  phrases: Map<string, { words: string[]; to: string[] }[]>;
}

/** Number words and their digits: one key. */
function numberKeys(words: Map<string, string>) {
  for (const [w, n] of Object.entries(NUMBER_WORDS)) words.set(w, String(n));
  for (const [w, n] of Object.entries(UNIT_WORDS)) words.set(w, String(n));
  for (const t of TENS) for (const [u, n] of Object.entries(UNIT_WORDS)) words.set(`${t}-${u}`, String(NUMBER_WORDS[t] + n));
  words.set('one', '1');
  words.set('zero', '0');
  words.set('a dozen', '12');
  // a factor in words: "double the bounds" is "2x the bounds"
  for (const [w, n] of Object.entries(FACTOR_WORDS)) words.set(w, `${n}x`);
  // ordinals: "second" and "2nd" are one key (a model writes either; "second" the unit of time
  // differs in its neighbours, never in the digits it stands beside)
  for (const [w, n] of Object.entries(ORDINAL_WORDS)) {
    const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
    words.set(w, `${n}${suffix}`);
  }
}

/**
 * Paraphrases a careful compression uses and a reader accepts as the same word: the checker
 * licenses them in both directions. Verbs are listed in their base form; their inflections come
 * along (inflect.ts).
 */
/** A word that carries a claim of a class (a negation, a hedge, a limiter, a quantifier, a comparison, a cause, an actor, a unit). */
export function isClaimWord(w: string): boolean {
  return NEGATION_WORDS.has(w) || HEDGE_CLASS.has(w) || LIMITER_WORDS.has(w) || QUANTIFIER_WORDS.has(w) ||
    COMPARISON_WORDS.has(w) || CAUSE_WORDS.has(w) || ACTOR_NOUNS.has(w) || UNIT_NOUNS.has(w);
}

export const PARAPHRASES: WordPair[] = [
  { from: 'require', to: 'need' }, { from: 'consult', to: 'check' }, { from: 'verify', to: 'check' }, { from: 'inspect', to: 'check' },
  { from: 'examine', to: 'check' }, { from: 'prevent', to: 'avoid' }, { from: 'discuss', to: 'talk about' }, { from: 'consider', to: 'take into account' },
  { from: 'find', to: 'hunt down' }, { from: 'find', to: 'track down' }, { from: 'locate', to: 'find' }, { from: 'determine', to: 'find' },
  { from: 'obtain', to: 'get' }, { from: 'receive', to: 'get' }, { from: 'acquire', to: 'get' }, { from: 'retrieve', to: 'fetch' },
  { from: 'provide', to: 'give' }, { from: 'perform', to: 'run' }, { from: 'execute', to: 'run' }, { from: 'invoke', to: 'call' },
  { from: 'terminate', to: 'stop' }, { from: 'halt', to: 'stop' }, { from: 'commence', to: 'start' }, { from: 'begin', to: 'start' },
  { from: 'initiate', to: 'start' }, { from: 'launch', to: 'start' }, { from: 'attempt', to: 'try' }, { from: 'assist', to: 'help' },
  { from: 'remove', to: 'drop' }, { from: 'eliminate', to: 'drop' }, { from: 'delete', to: 'remove' }, { from: 'indicate', to: 'show' },
  { from: 'display', to: 'show' }, { from: 'render', to: 'show' }, { from: 'resolve', to: 'fix' }, { from: 'repair', to: 'fix' },
  { from: 'correct', to: 'fix' }, { from: 'replicate', to: 'reproduce' }, { from: 'repro', to: 'reproduce' }, { from: 'construct', to: 'build' },
  { from: 'create', to: 'make' }, { from: 'generate', to: 'make' }, { from: 'produce', to: 'make' }, { from: 'permit', to: 'allow' },
  { from: 'enable', to: 'allow' }, { from: 'select', to: 'pick' }, { from: 'choose', to: 'pick' }, { from: 'contain', to: 'hold' },
  { from: 'include', to: 'have' }, { from: 'possess', to: 'have' }, { from: 'comprise', to: 'have' }, { from: 'observe', to: 'see' },
  { from: 'notice', to: 'see' }, { from: 'encounter', to: 'hit' }, { from: 'experience', to: 'hit' }, { from: 'reach', to: 'hit' },
  { from: 'transmit', to: 'send' }, { from: 'submit', to: 'send' }, { from: 'deliver', to: 'send' }, { from: 'return', to: 'give back' },
  { from: 'combine', to: 'merge' }, { from: 'separate', to: 'split' }, { from: 'divide', to: 'split' }, { from: 'alter', to: 'change' },
  { from: 'adjust', to: 'tweak' }, { from: 'update', to: 'change' }, { from: 'establish', to: 'set up' }, { from: 'configure', to: 'set up' },
  { from: 'ensure', to: 'make sure' }, { from: 'confirm', to: 'verify' }, { from: 'validate', to: 'check' }, { from: 'evaluate', to: 'assess' },
  { from: 'mention', to: 'note' }, { from: 'state', to: 'say' }, { from: 'explain', to: 'describe' }, { from: 'propose', to: 'suggest' },
  { from: 'recommend', to: 'suggest' }, { from: 'draft', to: 'come up with' }, { from: 'devise', to: 'come up with' }, { from: 'wait', to: 'hold off' },
  { from: 'postpone', to: 'defer' }, { from: 'delay', to: 'defer' }, { from: 'reject', to: 'refuse' }, { from: 'decline', to: 'refuse' },
  { from: 'handle', to: 'deal with' }, { from: 'address', to: 'fix' }, { from: 'investigate', to: 'look into' }, { from: 'examine', to: 'look at' }, { from: 'examine', to: 'take a look at' }, { from: 'examine', to: 'have a look at' },
  { from: 'review', to: 'look at' }, { from: 'inspect', to: 'look at' }, { from: 'reveal', to: 'show' }, { from: 'demonstrate', to: 'show' },
  { from: 'maintain', to: 'keep' }, { from: 'retain', to: 'keep' }, { from: 'preserve', to: 'keep' }, { from: 'persist', to: 'store' },
  { from: 'save', to: 'store' }, { from: 'append', to: 'add' }, { from: 'insert', to: 'add' }, { from: 'introduce', to: 'add' },
  { from: 'grasp', to: 'understand' }, { from: 'comprehend', to: 'understand' }, { from: 'understanding', to: 'grasp' },
  { from: 'additional', to: 'more' }, { from: 'additional', to: 'extra' }, { from: 'sufficient', to: 'enough' }, { from: 'initial', to: 'first' },
  { from: 'final', to: 'last' }, { from: 'numerous', to: 'many' }, { from: 'several', to: 'some' }, { from: 'entire', to: 'whole' },
  { from: 'identical', to: 'same' }, { from: 'equivalent', to: 'same' }, { from: 'similar', to: 'alike' }, { from: 'incorrect', to: 'wrong' },
  { from: 'erroneous', to: 'wrong' }, { from: 'accurate', to: 'correct' }, { from: 'adequate', to: 'enough' }, { from: 'immediately', to: 'at once' },
  { from: 'currently', to: 'now' }, { from: 'presently', to: 'now' }, { from: 'previously', to: 'before' }, { from: 'subsequently', to: 'later' },
  { from: 'frequently', to: 'often' }, { from: 'occasionally', to: 'sometimes' }, { from: 'through', to: 'via' }, { from: 'using', to: 'with' },
  { from: 'regarding', to: 'about' }, { from: 'concerning', to: 'about' }, { from: 'versus', to: 'vs' }, { from: 'compared to', to: 'vs' },
  { from: 'compared with', to: 'vs' }, { from: 'against', to: 'vs' }, { from: 'therefore', to: 'so' }, { from: 'thus', to: 'so' },
  { from: 'hence', to: 'so' }, { from: 'because', to: 'since' }, { from: 'as', to: 'since' }, { from: 'although', to: 'though' },
  { from: 'however', to: 'but' }, { from: 'nevertheless', to: 'but' }, { from: 'issue', to: 'problem' }, { from: 'problem', to: 'bug' },
  { from: 'approach', to: 'way' }, { from: 'method', to: 'way' }, { from: 'option', to: 'choice' }, { from: 'objective', to: 'goal' },
  { from: 'purpose', to: 'goal' }, { from: 'information', to: 'info' }, { from: 'documentation', to: 'docs' }, { from: 'docs', to: 'doc' }, { from: 'majority of', to: 'most' }, { from: 'no chance to', to: "can't" }, { from: 'no possibility to', to: "can't" }, { from: 'quite a few', to: 'many' }, { from: 'quite a number of', to: 'many' }, { from: 'a majority of', to: 'most' }, { from: 'minority of', to: 'few' }, { from: 'primarily', to: 'mainly' }, { from: 'chiefly', to: 'mainly' }, { from: 'largely', to: 'mostly' }, { from: 'hour', to: 'h' }, { from: 'hours', to: 'h' }, { from: 'hr', to: 'h' }, { from: 'minute', to: 'min' }, { from: 'minutes', to: 'min' }, { from: 'millisecond', to: 'ms' }, { from: 'milliseconds', to: 'ms' }, { from: 'cause', to: 'make' }, { from: 'supposed to', to: 'meant to' }, { from: 'realize', to: 'notice' }, { from: 'modification', to: 'change' }, { from: 'instruct', to: 'tell' }, { from: 'especially', to: 'esp' }, { from: 'reproduction', to: 'repro' }, { from: 'search', to: 'look' }, { from: 'document', to: 'doc' },
  { from: 'specification', to: 'spec' }, { from: 'directory', to: 'dir' }, { from: 'reference', to: 'ref' }, { from: 'references', to: 'refs' },
  { from: 'statistics', to: 'stats' }, { from: 'example', to: 'e.g.' }, { from: 'for example', to: 'e.g.' }, { from: 'for instance', to: 'e.g.' },
  { from: 'and so on', to: 'etc.' }, { from: 'et cetera', to: 'etc.' }, { from: 'without', to: 'w/o' },
  { from: 'with', to: 'w/' }, { from: 'number', to: '#' }, { from: 'approximately', to: '~' }, { from: 'about', to: '~' },
  { from: 'around', to: '~' }, { from: 'roughly', to: '~' }, { from: 'equals', to: '=' }, { from: 'is', to: '=' }, { from: 'are', to: '=' },
  { from: 'and', to: '+' }, { from: 'and', to: '&' }, { from: 'plus', to: '+' },
  { from: 'to', to: '->' }, { from: 'to', to: '→' }, { from: 'into', to: '->' }, { from: 'becomes', to: '->' }, { from: 'became', to: '->' },
  { from: 'a lot of', to: 'many' }, { from: 'lots of', to: 'many' }, { from: 'plenty of', to: 'many' }, { from: 'in some cases', to: 'sometimes' },
  { from: 'at times', to: 'sometimes' }, { from: 'not possible to', to: "can't" }, { from: 'impossible to', to: "can't" }, { from: 'possible to', to: 'can' },
  { from: 'able to', to: 'can' }, { from: 'unable to', to: "can't" }, { from: 'is able to', to: 'can' }, { from: 'has no', to: 'lacks' },
  { from: 'have no', to: 'lack' }, { from: 'had no', to: 'lacked' }, { from: 'does not have', to: 'lacks' }, { from: 'do not have', to: 'lack' },
  { from: 'did not have', to: 'lacked' }, { from: 'is missing', to: 'lacks' }, { from: 'are missing', to: 'lack' }, { from: 'no longer', to: 'not anymore' },
  { from: 'in the end', to: 'finally' }, { from: 'at the end', to: 'finally' }, { from: 'right away', to: 'at once' }, { from: 'as soon as', to: 'once' },
  { from: 'in case', to: 'if' }, { from: 'provided that', to: 'if' }, { from: 'as long as', to: 'if' }, { from: 'in which', to: 'where' },
  { from: 'at which', to: 'where' }, { from: 'whether', to: 'if' }, { from: 'each time', to: 'whenever' }, { from: 'every time', to: 'whenever' },
  { from: 'i am', to: "i'm" }, { from: 'let us', to: "let's" }, { from: 'next to', to: 'beside' }, { from: 'instead of', to: 'vs' }, { from: 'rather than', to: 'vs' },
  { from: 'a few', to: 'some' }, { from: 'reduction in', to: 'less' }, { from: 'increase in', to: 'more' }, { from: 'thereof', to: 'it' }, { from: 'any time', to: 'whenever' }, { from: 'every time', to: 'whenever' }, { from: 'fewer', to: 'less' }, { from: 'were free to', to: 'could' }, { from: 'was free to', to: 'could' },
  { from: 'is free to', to: 'can' }, { from: 'are free to', to: 'can' }, { from: 'is allowed to', to: 'can' }, { from: 'are allowed to', to: 'can' }, { from: 'remain', to: 'stay' }, { from: 'contain', to: 'have' }, { from: 'until now', to: 'so far' },
  { from: 'up to now', to: 'so far' }, { from: 'thus far', to: 'so far' }, { from: 'further', to: 'more' }, { from: 'multiple', to: 'many' }, { from: 'a couple of', to: 'some' }, { from: 'a bit', to: 'slightly' }, { from: 'a little', to: 'slightly' },
  { from: 'completed', to: 'done' }, { from: 'complete', to: 'done' }, { from: 'finished', to: 'done' },
  { from: 'important', to: 'key' }, { from: 'actual', to: 'real' }, { from: 'identified', to: 'found' }, { from: 'consulted', to: 'used' },
  { from: 'verification', to: 'check' }, { from: 'regardless', to: 'anyway' }, { from: 'rectify', to: 'fix' }, { from: 'prior to', to: 'before' },
  { from: 'takes into account', to: 'considers' }, { from: 'take into account', to: 'consider' }, { from: 'taken into account', to: 'considered' },
  { from: 'performance', to: 'perf' }, { from: 'pre-existing', to: 'existing' }, { from: 'rather than', to: 'not' },
  { from: 'for the case where', to: 'when' }, { from: 'in the case where', to: 'when' }, { from: 'in cases where', to: 'when' }, { from: 'based on', to: 'per' }, { from: 'in the event', to: 'if' }, { from: 'in the unlikely event', to: 'if' }, { from: 'user interface', to: 'UI' }, { from: 'user experience', to: 'UX' }, { from: 'this way', to: 'so' }, { from: 'that way', to: 'so' }, { from: 'nothing but', to: 'only' }, { from: 'maximum', to: 'max' }, { from: 'given the fact that', to: 'since' }, { from: 'except if', to: 'unless' }, { from: 'except when', to: 'unless' }, { from: 'pull request', to: 'PR' }, { from: 'command line', to: 'CLI' }, { from: 'operating system', to: 'OS' }, { from: 'continuous integration', to: 'CI' }, { from: 'merge request', to: 'MR' }, { from: 'once', to: 'when' }, { from: 'unsure', to: 'not sure' }, { from: 'uncertain', to: 'not certain' }, { from: 'make no difference', to: 'change nothing' }, { from: 'compared to', to: 'than' }, { from: 'compared with', to: 'than' }, { from: 'a small number of', to: 'few' }, { from: 'small number of', to: 'few' }, { from: 'a large number of', to: 'many' }, { from: 'large number of', to: 'many' }, { from: 'according to', to: 'per' },
  ...['case', 'cases', 'situation', 'situations', 'time', 'times'].flatMap((n) => [{ from: `the ${n} where`, to: 'when' }, { from: `${n} where`, to: 'when' }, { from: `the ${n} when`, to: 'when' }]),
  { from: 'in the case that', to: 'if' }, { from: 'at the time', to: 'when' }, { from: 'encountered', to: 'hit' }, { from: 'encounter', to: 'hit' },
  { from: 'no longer exists', to: 'gone' }, { from: 'no longer exist', to: 'gone' }, { from: 'not there anymore', to: 'gone' },
  { from: 'up from', to: 'was' }, { from: 'down from', to: 'was' }, { from: 'quite a number of', to: 'many' }, { from: 'a large number of', to: 'many' },
  { from: 'without issue', to: 'fine' }, { from: 'without issues', to: 'fine' }, { from: 'without problems', to: 'fine' },
  { from: 'as a result', to: 'so' }, { from: 'because', to: 'cos' }, { from: 'because', to: 'cuz' }, { from: 'because', to: 'b/c' }, { from: 'no way to', to: "can't" }, { from: 'has no way to', to: "can't" }, { from: 'have no way to', to: "can't" }, { from: 'had no way to', to: "couldn't" },
  { from: 'was able to', to: 'did' }, { from: 'were able to', to: 'did' }, { from: 'only', to: 'sole' }, { from: 'only', to: 'solely' }, { from: 'only', to: 'merely' },
  { from: 'do not see', to: 'miss' }, { from: 'does not see', to: 'misses' }, { from: 'did not see', to: 'missed' },
  { from: 'as soon as possible', to: 'asap' }, { from: 'also known as', to: 'aka' }, { from: 'also known as', to: 'a/k/a' },
  { from: 'whenever', to: 'when' }, { from: 'everytime', to: 'whenever' }, { from: 'somebody', to: 'someone' }, { from: 'anybody', to: 'anyone' }, { from: 'everybody', to: 'everyone' }, { from: 'ready to', to: 'can' }, { from: 'steer clear of', to: 'avoid' }, { from: 'in the absence of', to: 'without' },
  { from: 'no more than', to: 'at most' }, { from: 'not more than', to: 'at most' }, { from: 'no less than', to: 'at least' },
  { from: 'no fewer than', to: 'at least' }, { from: 'not less than', to: 'at least' }, { from: 'not fewer than', to: 'at least' },
  { from: 'do not notice', to: 'miss' }, { from: 'does not notice', to: 'misses' }, { from: 'did not notice', to: 'missed' },
  { from: 'if and only if', to: 'iff' }, { from: 'question', to: 'Q' }, { from: 'example', to: 'e.g.' }, { from: 'example', to: 'e.g' }, { from: 'for example', to: 'e.g.' }, { from: 'acceptable', to: 'OK' }, { from: 'okay', to: 'OK' },
  { from: 'divided by', to: '÷' }, { from: 'multiplied by', to: '×' }, { from: 'square root of', to: '√' }, { from: 'the square root of', to: '√' },
  { from: 'above', to: '>' }, { from: 'below', to: '<' }, { from: 'exceeds', to: '>' }, { from: 'exceed', to: '>' }, { from: 'otherwise', to: 'else' }, { from: 'slightly', to: 'a bit' }, { from: 'slightly', to: 'a little' },
];

/** Nouns that only gather what follows "of" ("a further series of error dialogs" -> "more error dialogs"). */
export const GATHERING_NOUNS = new Set(['series', 'sequence', 'set', 'range', 'variety', 'collection', 'array']);

/**
 * The equivalences of a profile: its synonyms, abbreviations, lite phrases, template labels and
 * status phrases (what its rules write), the number words, the symbols and the paraphrases above.
 */
export function equivalencesOf(profile: Profile): Equivalences {
  const words = new Map<string, string>();
  const phrases = new Map<string, { words: string[]; to: string[] }[]>();
  numberKeys(words);
  // Union-find over single words, so chains (consult -> check <- verify) share one key.
  const parent = new Map<string, string>();
  const find = (w: string): string => {
    let p = parent.get(w) ?? w;
    if (p !== w) {
      p = find(p);
      parent.set(w, p);
    }
    return p;
  };
  const union = (a: string, b: string) => {
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return;
    // the shorter word is the key, so a key reads as the compression would
    if (rb.length < ra.length || (rb.length === ra.length && rb < ra)) parent.set(ra, rb);
    else parent.set(rb, ra);
  };
  const phrase = (from: string[], to: string[]) => {
    const list = phrases.get(from[0]) ?? [];
    if (!list.some((p) => p.words.join(' ') === from.join(' '))) list.push({ words: from, to });
    list.sort((x, y) => y.words.length - x.words.length);
    phrases.set(from[0], list);
  };
  const pair = (fromIn: string, toIn: string, inflect: boolean) => {
    const from = fromIn.toLowerCase().trim();
    const to = toIn.toLowerCase().trim();
    if (!from) return;
    const fw = from.split(/\s+/).flatMap(openWord);
    const tw = to ? to.split(/\s+/).flatMap(openWord) : [];
    const forms = (w: string[]) => (inflect && w.length && /^[a-z]+$/.test(w[0]) ? inflections(w[0]).map((f) => [f, ...w.slice(1)]) : [w]);
    const ff = forms(fw);
    const tf = forms(tw);
    // single words: their base forms share a key (the ledger reads a word's lemma first); phrases
    // go in with each inflection of their first word
    if (fw.length === 1 && tw.length === 1) {
      union(fw[0], tw[0]);
      return;
    }
    ff.forEach((f, i) => {
      const t = tf[Math.min(i, tf.length - 1)] ?? [];
      if (f.length > 1) phrase(f, t);
      else if (t.length > 1) phrase(t, f);
    });
  };
  // a pair whose words carry a claim of a class (a negation, a hedge, a limiter, a quantifier, a
  // comparison, a cause, an actor, a unit) or are antonyms is no license, whoever listed it: the
  // ledger reads such a word on its own ("before" -> "after" from a user's rule is a finding)
  const claimWord = isClaimWord;
  const opposite = (a: string, b: string) => ANTONYMS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const safe = (p: WordPair) => {
    const a = p.from.toLowerCase().trim();
    const b = p.to.toLowerCase().trim();
    if (opposite(a, b)) return false;
    const wa = a.split(/\s+/);
    const wb = b.split(/\s+/);
    const ca = wa.filter(claimWord).sort().join(' ');
    const cb = wb.filter(claimWord).sort().join(' ');
    return ca === cb;
  };
  const builtIn = new Set([...SYNONYM_DEFAULTS, ...PHRASE_DEFAULTS, ...ABBREVIATION_DEFAULTS].map((p) => `${p.from.toLowerCase()}>${p.to.toLowerCase()}`));
  const listed = (p: WordPair) => builtIn.has(`${p.from.toLowerCase()}>${p.to.toLowerCase()}`) || safe(p);
  for (const p of profile.synonyms) if (listed(p)) pair(p.from, p.to, true);
  for (const p of PARAPHRASES) pair(p.from, p.to, true);
  for (const p of [...profile.phrases, ...profile.statusPhrases, ...TEMPLATE_LABELS]) if (listed(p) || profile.statusPhrases.includes(p) || TEMPLATE_LABELS.includes(p)) pair(p.from, p.to, false);
  // the pronouns of one person or group: one key in every case ("us" and "we")
  for (const [k, forms] of Object.entries(PRONOUN_CASES)) for (const f of forms) union(f, k);
  for (const p of profile.abbreviations) if (listed(p)) pair(p.from, p.to, false);
  union('lots', 'many');
  for (const [name, short] of Object.entries(PRODUCT_NAMES)) for (const s of short) union(name.toLowerCase(), s.toLowerCase());
  // godmode's round line in its terse template: the metric field follows an arrow (rules/status.ts)
  if (profile.groups.status) for (const a of ['→', '->']) union('metric', a);
  for (const w of parent.keys()) words.set(w, find(w));
  return { words, phrases };
}

const NOT_BASE: Record<string, string> = { do: 'do', does: 'does', did: 'did', ca: 'can', can: 'can', wo: 'will', should: 'should', would: 'would', could: 'could', is: 'is', are: 'are', was: 'was', were: 'were', has: 'has', have: 'have', had: 'had', must: 'must', need: 'need', ai: 'is', sha: 'shall', might: 'might', may: 'may' };
const SUFFIXES: Record<string, string> = { "'re": 'are', "'ve": 'have', "'ll": 'will', "'d": 'would', "'m": 'am' };
const IS_BASE = new Set(['it', 'that', 'there', 'here', 'what', 'who', 'he', 'she', 'where', 'how', 'this', 'everything', 'nothing', 'something']);

/** A word with its contraction opened, as the ledger reads it ("can't" -> can not, "I'm" -> i am, "it's" -> it is). */
export function openWord(w: string): string[] {
  const lc = w.toLowerCase().replace(/’/g, "'");
  const nt = /^(.+)n't$/.exec(lc);
  if (nt && NOT_BASE[nt[1]]) return [NOT_BASE[nt[1]], 'not'];
  if (lc === 'cannot') return ['can', 'not'];
  const sx = /^(.+?)('s|'re|'ve|'ll|'d|'m)$/.exec(lc);
  if (sx && /^[a-z]/.test(sx[1])) {
    if (sx[2] === "'s") return sx[1] === 'let' ? ['let', 'us'] : IS_BASE.has(sx[1]) ? [sx[1], 'is'] : [sx[1], "'s"];
    return [sx[1], SUFFIXES[sx[2]]];
  }
  return [lc];
}

/** The cases of a personal pronoun: one person or group. */
const PRONOUN_CASES: Record<string, string[]> = {
  i: ['me', 'my', 'mine', 'myself'], we: ['us', 'our', 'ours', 'ourselves'], you: ['your', 'yours', 'yourself', 'yourselves'],
  he: ['him', 'his', 'himself'], she: ['her', 'hers', 'herself'], they: ['them', 'their', 'theirs', 'themselves'],
};

/** Filler words and phrases of a profile (the lite and full filler rules): droppable anywhere a rule may drop them. */
export function fillersOf(profile: Profile): { words: Set<string>; phrases: string[][] } {
  const words = new Set([...profile.fillerWords, ...profile.fullFillerWords].map((w) => w.toLowerCase()));
  const phrases = [...profile.fillerPhrases, ...TEMPLATE_INSTRUCTIONS, ...CHANGE_SUBJECTS, 'at all', 'and all', 'it is worth noting', 'to be honest', 'for what it is worth', 'in general', 'as such', 'in fact', 'of note', 'then again', 'on top of that']
    .map((p) => p.toLowerCase().split(/\s+/));
  return { words, phrases };
}

// ---- synonyms a reader accepts (WordNet; synonyms.data.ts) ----

let synonymMap: Map<string, Set<string>> | null = null;

/** Two words a reader takes as the same word in a compression: WordNet synonyms or a verb with its noun. */
export function synonymous(a: string, b: string): boolean {
  if (!synonymMap) {
    synonymMap = new Map();
    for (const row of SYNONYM_ROWS.split('|')) {
      const [w, rest] = row.split(':');
      for (const x of rest.split(',')) {
        (synonymMap.get(w) ?? synonymMap.set(w, new Set()).get(w)!).add(x);
        (synonymMap.get(x) ?? synonymMap.set(x, new Set()).get(x)!).add(w);
      }
    }
  }
  const m = synonymMap;
  const as = a === lemma(a) ? [a] : [a, lemma(a)];
  const bs = b === lemma(b) ? [b] : [b, lemma(b)];
  return as.some((x) => bs.some((y) => m.get(x)?.has(y) ?? false));
}

// ---- the words the ledger reads meaning by, in context (ledger.ts) ----
// Kept here with the rest of the table: what a reader takes as the same, and what changes a claim.

/** Before "used to", these make it a purpose ("can be used to set"), not the habitual past. */
export const USED_FOR = new Set(['is', 'are', 'be', 'been', 'being', 'was', 'were', 'can', 'could', 'will', 'would', 'may', 'might', 'must', 'should', 'get', 'gets', 'got']);
/** Words of a frame that makes what follows a suggestion ("would be good to", "might be worth"). */
export const ADVICE_FRAME = new Set(['would', 'could', 'might', 'may', 'should', 'suggest', 'recommend', 'worth', 'prefer', 'rather', 'ideally', 'perhaps', 'maybe',
  'simplest', 'easiest', 'best', 'better', 'safest', 'advisable', 'preferable', 'gotta']);
/** Nouns that frame what follows as advice: kept, the advice stays advice ("My suggestion would be to gate" -> "Suggestion: gate"). */
export const FRAME_NOUNS = new Set(['suggestion', 'suggestions', 'proposal', 'idea', 'recommendation', 'recommendations', 'option', 'options', 'plan', 'todo', 'next', 'maybe', 'perhaps']);
/** Words between the items of a list, whose order they do not give a role: "`a`, `b` and `c`". */
export const LIST_JOINERS = new Set(['and', 'or', 'plus', '+', '&', 'vs', 'versus', 'nor', '/', 'with']);
/** Participles that state a result of what comes before them ("…, creating a keyboard trap"). */
export const RESULT_PARTICIPLES = new Set(['giving', 'creating', 'making', 'allowing', 'enabling', 'resulting', 'leading', 'causing', 'forcing', 'breaking', 'preventing', 'triggering', 'yielding', 'producing', 'generating', 'raising', 'throwing', 'introducing', 'bringing', 'rendering', 'turning', 'letting', 'leaving', 'putting']);
/** "not sure" is "unsure": the author's doubt, read with the hedges, no negation of a claim. */
export const NOT_SURE = new Set(['clear', 'sure', 'certain', 'confident', 'convinced', 'obvious']);
/** Adjectives negated by "in-", "im-", "il-", "ir-" that the lexicon does not tag (its guess cannot tell "inactive" from "income"). */
export const NEG_IN_ADJ = new Set(('inactive invalid incorrect incomplete inconsistent insecure insufficient inaccurate inaccessible inappropriate incompatible ' +
  'ineffective inefficient inconclusive indirect insignificant invisible inadequate inapplicable incapable incoherent inconvenient ' +
  'indistinguishable inexact inflexible insensitive inseparable intolerant invariable immature impossible impractical improper imperfect ' +
  'impure impatient implausible imprecise immobile illegal illogical illegible irrelevant irregular irreversible irrecoverable irresponsible irreproducible').split(' '));
/** Two words of opposite sense (the antonyms' table, and "well" / "poorly"). */
export const NEGATED_AS: [string, string][] = [['well', 'poorly'], ['well', 'badly'], ['enough', 'insufficient'], ['same', 'different'], ['working', 'broken'], ['works', 'broken'],
  ['correct', 'wrong'], ['right', 'wrong'], ['sufficient', 'little'], ['enough', 'little'], ['present', 'absent'], ['available', 'unavailable'], ['allowed', 'forbidden'], ['allowed', 'blocked'], ['possible', 'impossible'], ['many', 'few'], ['often', 'rarely']];
/** Units written glued to their number ("10h", "5min"), by the unit they stand for. */
export const UNIT_ABBR: Record<string, string> = { h: 'hour', hr: 'hour', hrs: 'hour', min: 'minute', mins: 'minute', m: 'minute', s: 'second', sec: 'second', secs: 'second', ms: 'millisecond', d: 'day', w: 'week', wk: 'week', wks: 'week', mo: 'month', y: 'year', yr: 'year', yrs: 'year' };
/** Contractions written without their apostrophe (none that is also a word: "ill", "well", "were", "its", "lets", "wont", "cant"). */
export const BARE_CONTRACTIONS: Record<string, string> = {
  im: "i'm", ive: "i've", youre: "you're", youve: "you've", theyre: "they're", theyve: "they've", thats: "that's", whats: "what's",
  dont: "don't", doesnt: "doesn't", didnt: "didn't", isnt: "isn't", arent: "aren't", wasnt: "wasn't", werent: "weren't",
  couldnt: "couldn't", shouldnt: "shouldn't", wouldnt: "wouldn't", hasnt: "hasn't", havent: "haven't", hadnt: "hadn't", theres: "there's",
};
/** Verbs of what befalls someone (seeing, getting): "users will see X" tells what a change does, no plan of theirs. */
export const EXPERIENCE_VERBS = new Set(['see', 'get', 'receive', 'notice', 'find', 'hit', 'lose', 'need', 'have', 'experience', 'encounter', 'face']);
/** Passives that say how a thing is made or placed, not an act done once ("based on", "stored in"). */
export const STATIVE_PASSIVE = new Set(['based', 'stored', 'located', 'kept', 'hosted', 'limited', 'restricted', 'driven', 'built', 'written', 'overridden', 'covered', 'handled', 'managed', 'owned', 'used', 'shown', 'displayed', 'served', 'cached', 'derived', 'generated']);
/** Participles that say how a thing stands ("needed", "required"): alone after a noun, a state, no past act. */
export const STATE_PARTICIPLES = new Set(['needed', 'required', 'wanted', 'supported', 'allowed', 'expected', 'preferred', 'recommended', 'enabled', 'disabled', 'blocked']);
/** Participles that are never a past tense: alone after a noun they say how it is. */
export const PARTICIPLE_ONLY = new Set(('done gone been seen taken given written known shown broken chosen frozen spoken fallen driven eaten forgotten ' +
  'gotten hidden ridden risen stolen thrown worn begun drunk rung sung sunk shrunk undone overridden rewritten').split(' '));
/** Participles that say what a search found: after "no" or "none" they hedge ("none identified"). */
export const EVIDENCE = new Set(['found', 'identified', 'observed', 'seen', 'detected', 'reported', 'known', 'spotted', 'noticed']);
/** Statuses of work planned and of work done: one said for the other tells a plan as done, or back. */
export const STATUS_PLANNED = new Set(['todo', 'planned', 'pending', 'proposed', 'draft', 'wip', 'backlog', 'upcoming', 'scheduled', 'open', 'unresolved', 'tbd', 'progress', 'ongoing', 'underway']);
export const STATUS_DONE = new Set(['done', 'completed', 'complete', 'closed', 'fixed', 'merged', 'shipped', 'released', 'resolved', 'accepted', 'finished', 'landed', 'deployed']);
/** Adjectives of a frequency whose adverb is a quantifier ("frequent" for "frequently"). */
export const FREQUENCY_ADJ = new Set(['frequent', 'occasional', 'rare', 'usual', 'typical', 'constant', 'regular']);
/** Words of a requirement: "X needs Y" is "X can happen only with Y". */
export const REQUIREMENT = new Set(['need', 'needed', 'require', 'required', 'requirement', 'must', 'necessary', 'prerequisite']);
/** Words that place a sentence in the past by themselves. */
export const PAST_TIMES = new Set(['ago', 'yesterday', 'previously', 'earlier', 'formerly', 'last']);
/** Verbs that say a thing is gone: "removed" is "no longer there". */
export const REMOVAL_VERBS = new Set(['remove', 'drop', 'delete', 'discontinue', 'retire', 'gone', 'eliminate']);
/** Verbs of bringing a thing about: "cause" in other words. */
export const CAUSING_VERBS = new Set(['produce', 'create', 'generate', 'trigger', 'introduce', 'yield', 'induce', 'provoke', 'bring', 'spawn']);
/** Pronouns that open a clause as its subject ("once you're on stage"). */
export const PRONOUN_SUBJECTS = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it', "i'm", "we're", "you're", "they're", "it's", "we've", "you've", "i've", "they've"]);
/** Nouns that say what kind of code a name is ("the foo function"). */
export const CODE_NOUNS = new Set(['function', 'method', 'file', 'flag', 'option', 'command', 'class', 'variable', 'field', 'type', 'package', 'module', 'crate', 'library', 'lib', 'script', 'setting', 'key', 'param', 'parameter', 'argument', 'arg', 'property', 'prop', 'hook', 'component', 'endpoint', 'table', 'column', 'directory', 'folder', 'branch', 'tag', 'env', 'config']);
/** Subjects that are people: their "will" is a plan. */
export const PERSONS = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'u', 'someone', 'somebody', 'everyone', 'nobody', 'team', 'maintainer', 'maintainers', 'reviewer', 'author']);
/** The words of a frame that presents a list ("I see the following behaviour:"). */
export const FOLLOWING_FRAME = new Set(['see', 'saw', 'seeing', 'observe', 'observed', 'get', 'got', 'getting', 'notice', 'noticed', 'following', 'behaviour', 'behavior', 'results', 'result', 'output', 'outputs', 'errors', 'error', 'steps', 'changes', 'items', 'points', 'issues', 'happens', 'happened', 'occurs']);
/** Verbs that negate by "dis-": "dislikes" is "doesn't like". */
export const DIS_NEGATIVE = new Set(['dislike', 'disagree', 'disallow', 'disapprove', 'distrust', 'disbelieve', 'disobey']);
/** Adverbs between "will" and its verb. */
export const WILL_ADVERBS = new Set(['just', 'also', 'now', 'then', 'still', 'always', 'never', 'only', 'automatically', 'simply', 'eventually', 'immediately', 'again', 'actually', 'usually', 'typically', 'normally']);
/** Words that put a time ahead ("next month", "tomorrow", "soon"). */
export const FUTURE_TIMES = new Set(['next', 'tomorrow', 'soon', 'upcoming', 'later', 'shortly', 'tonight']);
/** Whom a request opens on ("Could anyone …?", "Can you …?"). */
export const ASKED = new Set(['you', 'anyone', 'anybody', 'someone', 'somebody', 'u']);
/** "I just wanted to know whether …": the frame of a question or a remark, not a claim of its own. */
export const ASKING = new Set(['know', 'ask', 'check', 'see', 'say', 'mention', 'note', 'clarify', 'confirm']);
export const WANTING = new Set(['want', 'wants', 'wanted', 'wanna', 'like']);
export const SAME_PAST = new Set(['hit', 'set', 'put', 'cut', 'let', 'shut', 'cost', 'hurt', 'quit', 'split', 'spread', 'burst', 'cast', 'bet', 'fit', 'rid', 'upset', 'broadcast', 'read', 'reset', 'output', 'input']);
export const REFLEXIVES = new Set(['myself', 'yourself', 'yourselves', 'ourselves', 'themselves', 'himself', 'herself', 'itself']);
/** Verbs of a state of mind: "I like X" -> "Like X" reads as the author's, no order. */
export const STATE_VERBS = new Set(['like', 'love', 'prefer', 'agree', 'understand', 'think', 'know', 'see', 'believe', 'hope', 'feel', 'appreciate', 'doubt', 'wonder', 'guess', 'suspect', 'remember', 'recall', 'mean', 'say', 'admit', 'wish', 'realize', 'realise', 'notice']);
export const CLOSER_HEADS = new Set(['let me know', 'let us know', 'hope that helps', 'hope this helps', 'i hope this helps', 'feel free to']);
/** Universal quantifiers: dropped alone, the claim reads as generic. */
export const UNIVERSALS = new Set(['all', 'always', 'every', 'each', 'everything', 'everyone', 'everybody']);
/** Verbs that only present what follows ("tests covering X", "a table showing Y"): a colon or parenthesis stands for them. */
export const GREETINGS = new Set(['hi', 'hello', 'hey', 'greetings', 'dear', 'howdy', 'hiya']);
/** Nouns that name the matter under discussion: "this issue" refers back, and "it" says as much. */
export const ANAPHOR_NOUNS = new Set(['issue', 'problem', 'bug', 'behavior', 'behaviour', 'question', 'report', 'thing', 'matter', 'topic']);
/** What a text calls itself, and the verbs by which it says what it holds ("This file provides …"). */
export const SELF_NOUNS = new Set(['file', 'document', 'doc', 'page', 'section', 'note', 'readme', 'pr', 'adr', 'guide', 'report', 'record', 'log', 'changelog', 'issue', 'post']);
export const SELF_VERBS = new Set(['provide', 'contain', 'describe', 'document', 'list', 'explain', 'cover', 'define', 'track', 'log', 'record', 'outline', 'summarize', 'capture', 'give', 'hold', 'collect', 'present']);
export const PRESENTING = new Set(['naming', 'listing', 'covering', 'showing', 'including', 'describing', 'saying', 'stating', 'mentioning', 'containing', 'reflecting', 'noting']);
/** Nouns that name one person ("one member came in saying he …"): a "he" after one refers to that person. */
/** Nouns that name only the kind of thing their modifier names ("file", "port", "platform"). */
export const KIND_NOUNS = new Set(['file', 'files', 'port', 'platform', 'package', 'library', 'tool', 'option', 'setting', 'settings', 'flag', 'field', 'message',
  'method', 'function', 'command', 'module', 'component', 'directory', 'folder', 'repo', 'repository', 'feature', 'functionality', 'mode', 'value',
  'type', 'data', 'info', 'information', 'details', 'process', 'service', 'server', 'app', 'application', 'page', 'screen', 'section', 'document', 'doc', 'installation', 'code']);

/**
 * People by their role (singular): one exchanged for another at its place ("the picker taps" -> "the
 * shipper taps", "so reception knows" -> "so the dentist knows") hands the act to someone else.
 */
export const ROLE_NOUNS = new Set((
  'parent parents coach coaches player players dentist doctor nurse patient receptionist reception staff shipper picker packer ' +
  'driver teacher student pupil customer vendor supplier buyer seller client guest host volunteer foster fosters coordinator ' +
  'moderator editor writer reader viewer caller worker employee employer manager lead owner partner member friend family child kid ' +
  'adult officer inspector auditor pharmacist vet veterinarian beekeeper farmer librarian voter candidate clerk cashier chef cook ' +
  'waiter courier dispatcher planner analyst designer architect tester developer engineer operator technician mechanic pilot captain ' +
  'crew sailor skipper umpire referee judge lawyer accountant admin administrator maintainer reviewer author contributor user ' +
  'sponsor investor founder ceo cto pm intern trainee mentor tutor coordinator supervisor director secretary treasurer chair ' +
  'shopper subscriber tenant landlord resident visitor attendee speaker organizer organiser sender recipient requester approver ' +
  'assignee owner team agent subagent orchestrator human person people someone everyone anyone nobody party dealer'
).split(' ').flatMap((w) => [w, w.endsWith('s') ? w : w.endsWith('ch') ? `${w}es` : `${w}s`]));

export const PERSON_NOUNS = new Set(['member', 'user', 'customer', 'client', 'person', 'developer', 'dev', 'maintainer', 'reviewer', 'author', 'contributor', 'admin', 'owner', 'student', 'teacher', 'patron', 'colleague', 'engineer', 'reporter', 'tester', 'operator', 'manager', 'lead', 'guy', 'man', 'woman']);

// Word lists the ledger reads (SPEC §3): what a sentence says, and what it may be said with.
/** Words that say "above all others" by themselves. */
export const SUPERLATIVES = new Set(['best', 'worst', 'most', 'least', 'top', 'biggest', 'largest', 'greatest', 'highest', 'lowest', 'smallest', 'main', 'primary', 'chief', 'foremost', 'key']);
/** Words in -est that are no superlative ("request", "honest"). */
export const NOT_SUPERLATIVE = new Set(['interest', 'request', 'suggest', 'honest', 'modest', 'protest', 'contest', 'digest', 'manifest', 'harvest', 'forest', 'earnest']);

/** Days and months, written out or short: a date, no one who acts. */
export const CALENDAR = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?$|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)$|^(?:january|february|march|april|june|july|august|september|october|november|december|wednesday|tuesday|thursday|saturday)$/;

/** The words of a fraction's denominator, one and more ("1/3" is "one third", "2/3" "two thirds"). */
export const FRACTION_WORDS: Record<string, [string, string]> = { 2: ['half', 'halves'], 3: ['third', 'thirds'], 4: ['quarter', 'quarters'], 5: ['fifth', 'fifths'], 10: ['tenth', 'tenths'] };

/** Two words for the same people ("customer" and "client"). */
export const SAME_ROLE = [['customer', 'client'], ['kid', 'child'], ['dev', 'developer'], ['admin', 'administrator'], ['organizer', 'organiser'], ['person', 'people'], ['staff', 'team']];

/** Words of a wish ("it would be cool if you could …"). */
export const WISH_WORDS = new Set(['cool', 'nice', 'great', 'helpful', 'useful', 'good', 'awesome', 'lovely', 'neat', 'amazing', 'ideal']);

/** Verbs of what a text says ("the datasheet states"). */
export const SAYING_VERBS = new Set(['state', 'say', 'list', 'show', 'specify', 'mention', 'describe', 'note', 'recommend', 'claim', 'read', 'suggest', 'warn', 'define', 'document']);
/** Texts that say something ("the datasheet states"). */
export const DOC_NOUNS = new Set(['datasheet', 'doc', 'docs', 'documentation', 'spec', 'specification', 'page', 'readme', 'manual', 'paper', 'article', 'guide',
  'changelog', 'table', 'chart', 'sheet', 'wiki', 'faq', 'post', 'comment', 'message', 'log', 'note', 'rfc', 'standard', 'website', 'site', 'blog', 'book', 'report']);

/** Verbs that give something to someone: their passive may name the receiver or the thing given. */
export const GIVING_VERBS = new Set(['feed', 'give', 'send', 'show', 'hand', 'pass', 'offer', 'assign', 'grant', 'award', 'serve', 'lend', 'teach', 'tell', 'provide']);

/** Verbs of an aim or an attempt: before "to" and a verb they say the act is not done yet. */
export const AIM_VERBS = new Set(['aim', 'aims', 'aimed', 'intend', 'intends', 'intended', 'strive', 'strives', 'seek', 'seeks', 'attempt', 'attempts', 'attempted', 'try', 'tries', 'tried']);
