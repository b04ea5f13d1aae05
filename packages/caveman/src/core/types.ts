// Public types of the compression core. The core is pure: no DOM, no I/O, no tokenizer.

export const INTENSITIES = ['lite', 'full', 'ultra'] as const;
export type Intensity = (typeof INTENSITIES)[number];

/** Caveman mode (SPEC §2: off means no compression, where the profile lets it be switched). */
export const MODES = ['on', 'off'] as const;

/** How thoroughly the agent works (SPEC §2: thorough clamps to lite). */
export const DEPTHS = ['quick', 'standard', 'thorough'] as const;
export type Depth = (typeof DEPTHS)[number];
/** The agent's phase; any string is accepted, these are the ones the UI offers (inspecting clamps to lite). */
export const PHASES = ['planning', 'implementing', 'inspecting', 'reviewing'] as const;

/** What selectIntensity may answer: an intensity, no compression (mode off) or verbose (out of scope). */
export type Selection = Intensity | 'off' | 'verbose';

/** Rule groups: each can be switched off in a profile; savings are reported per group. */
export const RULE_GROUPS = [
  'filler', // lite: filler words and pleasantry phrases
  'phrase', // lite: "in order to" -> "to" and similar phrase substitutions
  'article', // full: a / an / the
  'narrative', // full: "I think", "let me", "we will then", sentence-initial "now,"
  'copula', // full: "The build is complete" -> "Build complete"
  'pronoun', // full: "I have implemented X" -> "Added X"
  'synonym', // full: implement -> add ...
  'number', // full: number words -> digits
  'abbreviation', // ultra: database -> DB ...
  'arrow', // ultra: causality / flow -> arrows
  'conjunction', // ultra: "and" in short lists -> +, dropped conjunctions
  'emphasis', // ultra: **x** -> x, final period of a list item
  'status', // terse profile: status-line compression
  'repair', // spacing / punctuation / capitalisation repairs after another rule
] as const;
export type RuleGroup = (typeof RULE_GROUPS)[number];

/** Kinds of protected span (one colour each, lib/theme/palette.ts). */
export const PROTECTED_KINDS = [
  'code', // fenced / indented blocks, inline code
  'payload', // JSON / YAML / TSV machine payloads
  'frontmatter',
  'comment', // HTML comments
  'url',
  'email',
  'path',
  'branch',
  'identifier', // camelCase, snake_case, dotted, calls, flags, $VAR, finding IDs, #12
  'mention', // @codex, @senior
  'version',
  'number', // numbers with units / precision
  'errorcode',
  'hash',
  'quote',
  'command',
  'anchor', // parser anchors of the seeds
  'keyvalue',
  'user', // user-defined pattern
] as const;
export type ProtectedKind = (typeof PROTECTED_KINDS)[number];

/** Half-open range of UTF-16 offsets, as Monaco and String.prototype.slice use. */
export interface Range {
  start: number;
  end: number;
}

export interface Edit {
  input: Range;
  output: Range;
  rule: string; // rule id, e.g. "full.article"
  group: RuleGroup;
  /** Human explanation, e.g. "full: article dropped", "ultra: database -> DB". */
  label: string;
  before: string;
  after: string;
}

/**
 * A rewrite the token guard (invariant 6) held back: a rule matched, and the text stayed as it was.
 * `scope` says what the guard weighed: the words themselves after a space (a rule asks before it
 * writes: " twelve" is 1 token, " 12" 2), the lines of a unit whose rewrite as a whole would have
 * cost tokens (the unit stays whole, each of its would-be edits held), or the whole text (the
 * last line of the guard). Only a compression with a token counter holds anything back.
 */
export interface HeldBack {
  input: Range;
  /** Where the kept text sits in the output. */
  output: Range;
  rule: string;
  group: RuleGroup;
  before: string;
  /** What the rule would have written. */
  after: string;
  /**
   * `contract`: the contract guard held it back, since it would change a claim word (a hedge, a
   * negation, an actor); `reason` says which ("drops a negation").
   */
  scope: 'word' | 'unit' | 'text' | 'contract';
  /** Tokens of what the guard weighed, as kept and as rewritten (a word: rewritten >= kept; else >). */
  tokens: { kept: number; rewritten: number };
  /** Why the contract guard held it back (scope `contract` only). */
  reason?: string;
}

export interface ProtectedSpan extends Range {
  kind: ProtectedKind;
  reason: string;
}

export interface SkippedRegion extends Range {
  reason: string;
}

export interface CompressResult {
  output: string;
  intensity: Intensity;
  edits: Edit[];
  protected: ProtectedSpan[];
  skipped: SkippedRegion[];
  /** Tokens saved per rule group (only when a counter was passed; else empty). */
  savings: Partial<Record<RuleGroup, number>>;
  /** Rewrites the token guard held back, in output order (only when a counter was passed). */
  held: HeldBack[];
}

/**
 * Tokens of a text. The engine counts a text by its pieces cut after a newline followed by neither
 * whitespace nor '/', each piece once, and adds them up: exact for tiktoken's o200k_base and
 * cl100k_base (whose pre-tokens never span such a cut), so the guard counts only the lines an edit
 * changed (see count.ts). A counter whose counts do not add up so says `lineAdditive = false`,
 * and is called on whole texts.
 */
export type TokenCounter = ((text: string) => number) & { lineAdditive?: boolean };

export interface CompressOptions {
  intensity: Intensity;
  /** A profile object or a built-in profile id; default "forge". */
  profile?: Profile | string;
  /** The token guard (invariant 6) and `savings`; without one every rewrite is kept. */
  countTokens?: TokenCounter;
  /** Prepend `<!-- caveman: intensity=X version=1 -->` (default: the profile's setting). */
  envelope?: boolean;
}

export interface WordPair {
  from: string;
  to: string;
}

export interface UserPattern {
  pattern: string;
  flags?: string;
  label?: string;
}

export interface Thresholds {
  /** Remaining budget above this -> lite. */
  upper: number;
  /** Remaining budget below this -> ultra. */
  lower: number;
}

/** The thresholds of every built-in profile, and of a link that does not set them. */
export const DEFAULT_THRESHOLDS: Readonly<Thresholds> = { upper: 50, lower: 20 };

/** Which precedence rules of SPEC §2 a profile honours. */
export interface Precedence {
  modeSwitch: boolean; // can caveman mode be switched off
  outOfScope: boolean;
  securityClamp: boolean;
  explicitIntensity: boolean;
  depthThorough: boolean;
  phaseInspecting: boolean;
  fallbackClamp: boolean; // 3+ fallbacks in a category -> lite
  fallbackLimit: number;
  /**
   * godmode's terse switch (seed 003): with the session's state given, no compression until
   * `terseRounds` rounds ran without a human, GODMODE_TERSE on regardless, a user's opt-out sticky.
   */
  terseSwitch: boolean;
  terseRounds: number;
  unknownBudget: Intensity;
}

/** godmode's session state as the terse switch reads it (.godmode/session-state.json and $GODMODE_TERSE). */
export interface TerseState {
  /** $GODMODE_TERSE set (on): terse regardless of the counter. */
  env?: boolean;
  /** consecutive_rounds_without_human. */
  rounds?: number | null;
  /** terse_user_opted_out: the user ran /godmode:terse off this session. */
  optedOut?: boolean;
}

export interface Profile {
  id: string;
  name: string;
  seed: string;
  description: string;
  arrow: '->' | '→';
  groups: Record<RuleGroup, boolean>;
  fillerWords: string[];
  fillerPhrases: string[];
  /** lite phrase substitutions ("in order to" -> "to"). */
  phrases: WordPair[];
  /** full synonyms (implement -> add), inflections derived by the engine. */
  synonyms: WordPair[];
  /** ultra abbreviations (database -> DB), plurals derived by the engine. */
  abbreviations: WordPair[];
  protectedPatterns: UserPattern[];
  /** Extra literal anchors kept byte-exact (besides the built-in parser anchors of SPEC §1.3). */
  anchors: string[];
  /** Regular expressions (sources) of whole lines kept byte-exact, e.g. cavecrew refusal lines. */
  lineAnchors: string[];
  /** Extra filler words dropped from full up (e.g. "successfully"). */
  fullFillerWords: string[];
  /** Status-line phrase rewrites (terse profile), applied when the `status` group is on. */
  statusPhrases: WordPair[];
  /**
   * Sections kept verbatim at every intensity, by title: a heading's section ("## Final summary")
   * or a paragraph that opens with the label ("Final summary: …"). Terse keeps the session's final
   * summary, the user's record, as written (seed 003).
   */
  verbatimSections?: string[];
  /** Compress the words of headings too (off by default: links to a section are made of its heading's words). */
  compressHeadings?: boolean;
  thresholds: Thresholds;
  precedence: Precedence;
  envelope: boolean;
  wirePrefix: boolean;
  /** Reduction targets in percent, checked by the checker. */
  targets: Record<Intensity, number> & { terse?: number; short?: number };
}

export interface SelectionInput {
  mode?: (typeof MODES)[number];
  /** Text to scan for out-of-scope / security content (optional). */
  text?: string;
  outOfScope?: boolean;
  securitySensitive?: boolean;
  explicit?: Intensity | null;
  depth?: Depth | null;
  phase?: string | null;
  fallbacks?: number;
  /** godmode's session state, for a profile with the terse switch; absent: the switch is not read. */
  terse?: TerseState | null;
  /** Remaining budget in percent (0-100); null/undefined/NaN = unknown. */
  remaining?: number | null;
}

/** The selection's inputs as a UI holds them: every one set (null where unset). */
export type SelectionControls = Required<Pick<SelectionInput, 'mode' | 'depth' | 'phase' | 'securitySensitive' | 'explicit' | 'fallbacks' | 'terse'>>;

/**
 * What each selection control models, in which seed, and which step of selectIntensity's
 * precedence (SPEC §2) reads it: the controls' tooltips and descriptions.
 */
export const CONTROL_HELP: Record<keyof SelectionControls, string> = {
  mode: "Caveman mode (Forge, Cavekit). Off: nothing is compressed (the chain's first step). ai-dev-team's profile has no off switch.",
  securitySensitive: 'Security-sensitive work (Cavekit): clamps the intensity to lite (step 4, after mode, the terse switch and out-of-scope content).',
  explicit: "An intensity the caller asks for (Cavekit's caveman_intensity): it wins over everything below it (step 5).",
  depth: "The task's depth (Forge): thorough clamps to lite (step 6). Quick and standard change nothing: the budget decides.",
  phase: "The loop's phase (Cavekit): inspecting clamps to lite (step 7). Planning, implementing and reviewing change nothing.",
  fallbacks: 'Fallbacks to verbose in this category this session (Cavekit): 3 or more clamp to lite (step 8); 0 to 2 change nothing. A whole number, 0 to 99.',
  terse:
    "godmode's session state (terse): no compression until 5 rounds ran without a human (consecutive_rounds_without_human); $GODMODE_TERSE turns terse on regardless, and a user's opt-out (terse_user_opted_out) keeps it off for the session (step 2). Left empty, the switch is not read.",
};

/** The precedence flags of a Profile that switch a step of SPEC §2 on or off. */
export type PrecedenceStepFlag = 'modeSwitch' | 'terseSwitch' | 'outOfScope' | 'securityClamp' | 'explicitIntensity' | 'depthThorough' | 'phaseInspecting' | 'fallbackClamp';

/** Which SelectionInput field each switchable step reads, in the order of the chain. */
export const STEP_INPUTS = [
  ['modeSwitch', 'mode'],
  ['terseSwitch', 'terse'],
  ['outOfScope', 'outOfScope'],
  ['securityClamp', 'securitySensitive'],
  ['explicitIntensity', 'explicit'],
  ['depthThorough', 'depth'],
  ['phaseInspecting', 'phase'],
  ['fallbackClamp', 'fallbacks'],
] as const satisfies readonly (readonly [PrecedenceStepFlag, keyof SelectionInput])[];

/**
 * A step whose input would have matched, passed over because the profile switches it off. Only
 * steps before the one that decided are listed: a later step is never reached anyway.
 */
export interface SkippedStep {
  step: PrecedenceStepFlag;
  input: (typeof STEP_INPUTS)[number][1];
  /** The id of the profile that switches the step off. */
  profile: string;
}

export interface SelectionResult {
  intensity: Selection;
  reason: string[];
  /** The skipped steps, also named in `reason` where they were passed over. */
  skipped: SkippedStep[];
}

export type InvariantId =
  | 'protected'
  | 'uncertainty'
  | 'negation'
  | 'actors'
  | 'numbers'
  | 'structure'
  | 'tokens'
  | 'idempotent'
  | 'licensed';

export type { Finding, Severity } from './ledger';
import type { Finding } from './ledger';

export interface Offence {
  message: string;
  verbose?: Range;
  compressed?: Range;
}

export interface InvariantResult {
  id: InvariantId;
  name: string;
  pass: boolean;
  /** Not every invariant can be checked on every pair (e.g. idempotence needs the intensity). */
  skipped?: boolean;
  /** Why it was skipped, when it was ("not applicable: the compressed text is not the core's output"). */
  note?: string;
  offences: Offence[];
}

export interface TokenReduction {
  verbose: number;
  compressed: number;
  saved: number;
  percent: number;
}

export interface CheckReport {
  pass: boolean;
  invariants: InvariantResult[];
  /** The ledger (SPEC §3): every difference no rule licenses, with its class, severity and both places. */
  findings: Finding[];
  tokens: Record<string, TokenReduction>;
  /**
   * The profile's target for a compression written elsewhere, whether the reduction meets it, and
   * (with a counter and an intensity) what the engine's own compression saves at that intensity.
   */
  target: { intensity: Intensity | 'terse'; percent: number; met: boolean | null; encoding: string | null; engine?: number };
}

export interface CheckOptions {
  profile?: Profile | string;
  intensity?: Intensity;
  /** Counters by encoding name, e.g. { o200k_base: fn }. */
  counters?: Record<string, TokenCounter>;
}
