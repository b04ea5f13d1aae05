// Default word lists of SPEC §1.2. Profiles copy them; the engine only reads profile data.
import type { WordPair } from './types';

export const FILLER_WORDS = [
  'just', 'really', 'basically', 'very', 'quite', 'simply', 'actually', 'essentially',
  'indeed', 'clearly', 'obviously', 'sure', 'certainly',
  // Beyond SPEC's floor: pleasantry and intensifier words with the same guards.
  'please', 'honestly', 'literally', 'definitely', 'truly', 'totally',
];

/** Dropped whole; "(that)" / "(if …)" tails are handled by the engine. */
export const FILLER_PHRASES = [
  'happy to help', 'of course', 'please note that', 'please note', 'it should be noted that',
  'it should be noted', 'as you can see', 'hope that helps', 'i hope this helps', 'hope this helps',
  'let me know', 'feel free to',
  'thanks', 'thank you', 'note that',
];

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
  { from: 'going forward', to: '' },
  { from: 'so that', to: 'so' },
  { from: 'which means that', to: 'so' },
  { from: 'right now', to: 'now' },
  { from: 'at that point', to: 'then' },
  { from: 'in the meantime', to: 'meanwhile' },
  { from: 'first of all', to: 'first' },
  { from: 'whether or not', to: 'whether' },
  { from: 'it is worth noting that', to: '' },
  { from: 'it is important to note that', to: '' },
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
];

export const ABBREVIATIONS: WordPair[] = [
  { from: 'database', to: 'DB' },
  { from: 'authentication', to: 'auth' },
  { from: 'configuration', to: 'config' },
  { from: 'function', to: 'fn' },
  { from: 'variable', to: 'var' },
  { from: 'request', to: 'req' },
  { from: 'response', to: 'res' },
  { from: 'parameter', to: 'param' },
  { from: 'environment', to: 'env' },
  { from: 'repository', to: 'repo' },
  { from: 'dependency', to: 'dep' },
  { from: 'validation', to: 'valid' },
  { from: 'error', to: 'err' },
  { from: 'message', to: 'msg' },
  { from: 'application', to: 'app' },
  { from: 'server', to: 'srv' },
  { from: 'client', to: 'cli' },
  { from: 'production', to: 'prod' },
  { from: 'development', to: 'dev' },
  { from: 'implementation', to: 'impl' },
  { from: 'middleware', to: 'mw' },
];

/** Adverbs that carry no information in a status report, dropped from full up. */
export const FULL_FILLER_WORDS = ['successfully', 'carefully'];

export const NARRATIVE_PHRASES = ['i think', 'let me', 'we will then'];

export const TERSE_STATUS: WordPair[] = [
  { from: 'agent report', to: '' },
  { from: 'task implemented successfully', to: 'DONE' },
  { from: 'task completed successfully', to: 'DONE' },
  { from: 'metric improved', to: '' },
  { from: 'metric regressed', to: '' },
  { from: 'verified with', to: '' },
  { from: 'linter clean', to: 'lint clean' },
  { from: 'tests passing', to: 'tests pass' },
  { from: 'in existing suite', to: '' },
  { from: 'files modified', to: 'mod' },
  { from: 'files created', to: 'new' },
  { from: 'kept', to: 'keep' },
  { from: 'discarded', to: 'discard' },
  { from: 'reverted', to: 'revert' },
  { from: 'connection', to: 'conn' },
  { from: 'benchmark', to: 'bench' },
  { from: 'adjustment', to: 'adj' },
  { from: 'median of', to: 'median' },
];

export const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60,
  seventy: 70, eighty: 80, ninety: 90,
};
export const UNIT_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
};

/** Uncertainty markers by class (SPEC §1.5.2): a rewrite may move a word within its class. */
export const UNCERTAINTY_CLASSES: Record<string, string[]> = {
  modal: ['may', 'might', 'could', 'should'],
  likelihood: ['possibly', 'likely', 'probably', 'apparently', 'perhaps'],
  appearance: ['seems', 'seem', 'seemed', 'appears', 'appear', 'appeared'],
  approximation: ['approximate', 'approximately', 'roughly', 'around', 'about'],
  confidence: ['uncertain', 'unclear', 'unconfirmed'],
};
export const NEGATIONS = ['not', 'no', 'never', 'none', 'nothing', 'without'];

export const ARTICLES = ['a', 'an', 'the'];
