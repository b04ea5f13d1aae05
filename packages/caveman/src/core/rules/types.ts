// Types shared by the rule table, its matchers and the engine.
import type { Tok } from '../tokens';
import type { Intensity, Profile, RuleGroup } from '../types';

export interface RuleDef {
  id: string;
  group: RuleGroup;
  intensity: Intensity;
  /** Shown on hover, e.g. "full: article dropped". */
  label: string;
  description: string;
  example?: string;
  run: (u: UnitCtx, rule: RuleDef) => void;
  /** Lower-case words one of which a unit must hold for the rule to have work (skips the rest cheaply). */
  triggers?: (c: Compiled) => Iterable<string>;
}

export interface Compiled {
  profile: Profile;
  filler: Set<string>;
  fullFiller: Set<string>;
  fillerPhrases: Map<string, string[][]>;
  litePhrases: PhraseMap;
  synonyms: PhraseMap;
  abbreviations: PhraseMap;
  status: PhraseMap;
  arrow: string;
}

/** Phrases by first word; each entry: words to match and the replacement. */
export type PhraseMap = Map<string, { words: string[]; to: string; from: string }[]>;

export interface UnitCtx {
  toks: Tok[];
  live: Tok[];
  c: Compiled;
  kind: string;
  /** Bumped when a token is removed, so the live view is rebuilt only then. */
  drops: number;
  /** Bumped on every change. */
  changes: number;
  /**
   * Whether writing `to` for `from` saves tokens in the caller's encoding (each with a leading
   * space, as inside a sentence). Without a token counter every such edit is taken.
   */
  saves: (from: string, to: string) => boolean;
  /** Rewrites a rule matched and did not write because they would cost tokens (edit.ts: saves). */
  heldBack?: HeldRec[];
}

/** A rewrite of the words first..last held back by the token guard: `from` -> `to` as weighed, `written` as it would read. */
export interface HeldRec {
  first: Tok;
  last: Tok;
  rule: RuleDef;
  from: string;
  to: string;
  written: string;
}
