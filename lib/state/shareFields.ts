// The shareable state, one row per field: its URL parameter, the value a link without it means,
// how the value is written into the link and read back, and where it lives in the store. The
// permalink codec, shareStateOf, the session's change watch and the store's applyShare are all
// derived from SHARE_FIELDS, so a new shareable field is one row here.
import { compressToEncodedURIComponent as lzEncode, decompressFromEncodedURIComponent as lzDecode } from 'lz-string';
import { DEFAULT_THRESHOLDS, DEPTHS, INTENSITIES, MODES, type Intensity, type SelectionControls, type TerseState, type Thresholds } from 'caveman-compress/internals/types';
import { PROFILE_IDS } from 'caveman-compress/internals/profiles';
import { ENCODINGS } from 'caveman-compress/tokens';
import type { EncodingName } from 'caveman-compress/tokens';
import type { ProfileEdits } from '../tuning/edits';

/**
 * The part of the playground's state the rows read and write: the store's state has these fields
 * (it is checked against this shape where it applies a share, lib/state/store.ts), and this table
 * does not import the store (the permalink worker bundles it; and no import circle).
 */
export interface ShareSource {
  input: string;
  profileId: string;
  profileEdits: ProfileEdits | null;
  budget: number;
  thresholds: Thresholds;
  encoding: EncodingName;
  controls: SelectionControls;
  diffTarget: Intensity | 'checker' | null;
  showEdits: boolean;
  showProtected: boolean;
  syncScroll: boolean;
  expandedView: boolean;
  checker: string;
  checkerSeq: number;
  checkerOpen: boolean;
  /** Findings of the checker a user accepted for this pair (keys: lib/checker/findings.ts). */
  checkerAccepted: readonly string[];
}

/** How a value is written into its URL parameter, and read back. parse validates and never throws. */
export interface Codec<V> {
  format(v: V): string;
  parse(text: string, param: string): V | Error;
}

/** As a field's default: a link without the parameter is refused. */
export const REQUIRED = Symbol('required');

export interface ShareField<K extends string, V, S = ShareSource> {
  /** Name in ShareState. */
  key: K;
  /** Never reuse or rename one: links already shared carry it. */
  param: string;
  /**
   * What a link without the parameter means; the encoder leaves the parameter out at this value.
   * Part of the link format: it must not follow later changes of the store's initial state.
   */
  default: V | typeof REQUIRED;
  /** Written even at its default, as links always have: the same state keeps giving the same link. */
  always?: true;
  codec: Codec<V>;
  /** The store's own value, not a copy: the change watch compares these by identity. */
  read(s: S): V;
  /** The store update that sets it; `s` already holds the rows before this one. */
  write(v: V, s: S): Partial<S>;
}

/** A row of any field (the methods make it accept every ShareField<K, V>). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row may read a wider state than ShareSource (a test's added field)
export type AnyShareField = ShareField<string, unknown, any>;

/** The state a table of fields describes. */
export type StateOf<F extends readonly AnyShareField[]> = {
  [R in F[number] as R['key']]: R extends { codec: Codec<infer V> } ? V : never;
};

/** A row, its value type taken from its codec (a default like 'on' would widen it to string). */
export function field<K extends string, V, S = ShareSource>(row: ShareField<K, NoInfer<V>, S> & { codec: Codec<V> }): ShareField<K, V, S> {
  return row;
}

// Codecs. An invalid value is refused (the whole link with it), never clamped or guessed.

/** A URI component; what cannot be decoded becomes a NUL, which both users (profile, phase) refuse. */
function uri(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '\u0000';
  }
}

const profile: Codec<string> = {
  format: (id) => encodeURIComponent(id),
  parse: (text) => {
    const id = uri(text);
    return PROFILE_IDS.includes(id) ? id : new Error(`unknown profile "${id.slice(0, 30)}" in the link`);
  },
};

const phase: Codec<string | null> = {
  format: (p) => (p ? encodeURIComponent(p) : ''),
  parse: (text) => {
    const p = uri(text);
    return p.length > 40 || p.includes('\u0000') ? new Error('the phase in the link is unreadable') : p;
  },
};

function num(lo: number, hi: number): Codec<number> {
  return {
    format: (n) => String(n),
    parse: (text, param) => {
      const n = Number(text);
      if (!/^-?\d+(?:\.\d+)?$/.test(text) || n < lo || n > hi) return new Error(`"${param}=${text.slice(0, 12)}" is out of range (${lo}–${hi})`);
      return n;
    },
  };
}

const thresholds: Codec<Thresholds> = {
  format: (t) => `${t.lower}-${t.upper}`,
  parse: (text) => {
    const m = /^(\d{1,3})-(\d{1,3})$/.exec(text);
    if (!m || Number(m[1]) >= Number(m[2]) || Number(m[2]) > 100) {
      return new Error(`thresholds "${text.slice(0, 12)}" must be lower-upper with 0 <= lower < upper <= 100`);
    }
    return { lower: Number(m[1]), upper: Number(m[2]) };
  },
};

export function oneOf<T extends string>(values: readonly T[]): Codec<T> {
  return {
    format: (v) => v,
    parse: (text, param) =>
      (values as readonly string[]).includes(text) ? (text as T) : new Error(`"${param}=${text.slice(0, 20)}" is not one of ${values.join(', ')}`),
  };
}

/** null is only ever a default (left out of the link), so it needs no text of its own. */
export function orNull<V>(codec: Codec<V>): Codec<V | null> {
  return { format: (v) => (v === null ? '' : codec.format(v)), parse: codec.parse };
}

/**
 * godmode's session state as the terse controls hold it: "r5" (rounds without a human), "o" (opted
 * out), "e" ($GODMODE_TERSE set), in that order ("r2o"); left out of the link when not given.
 */
const terse: Codec<TerseState | null> = {
  format: (t) => (t ? `${t.rounds != null ? `r${t.rounds}` : ''}${t.optedOut ? 'o' : ''}${t.env ? 'e' : ''}` : ''),
  parse: (text, param) => {
    if (text === '') return null; // a state with nothing given is no state
    const m = /^(?:r(\d{1,3}))?(o)?(e)?$/.exec(text);
    if (!m) return new Error(`"${param}=${text.slice(0, 12)}" is not a terse session state (r<rounds>, o, e)`);
    return { rounds: m[1] !== undefined ? Number(m[1]) : null, optedOut: !!m[2], env: !!m[3] };
  },
};

const flag: Codec<boolean> = {
  format: (b) => (b ? '1' : '0'),
  parse: (text, param) => (text === '0' || text === '1' ? text === '1' : new Error(`"${param}=${text.slice(0, 10)}" must be 0 or 1`)),
};

function unpack(text: string, param: string): string | Error {
  if (text === '') return '';
  const out = lzDecode(text);
  // lz-string answers '' rather than null for some garbage
  if (out === null || (out === '' && text.length > 2)) return new Error(`the "${param}" text in the link cannot be decompressed`);
  return out;
}

/** Texts are compressed: they are most of a link's length. */
const packed: Codec<string> = { format: (t) => lzEncode(t), parse: unpack };

/** A list of short strings (the accepted findings' keys), packed as JSON. */
const keys: Codec<readonly string[]> = {
  format: (l) => (l.length ? lzEncode(JSON.stringify(l)) : ''),
  parse: (text, param) => {
    const json = unpack(text, param);
    if (json instanceof Error) return json;
    if (json === '') return [];
    let v: unknown;
    try {
      v = JSON.parse(json);
    } catch {
      return new Error(`the "${param}" list in the link is not JSON`);
    }
    if (!Array.isArray(v) || v.length > 500 || !v.every((x) => typeof x === 'string' && x.length <= 2000)) return new Error(`the "${param}" list in the link is not a list of findings`);
    return v as string[];
  },
};

const ruleEdits: Codec<Record<string, unknown> | null> = {
  // no edits and empty edits are the same link
  format: (r) => (r && Object.keys(r).length ? lzEncode(JSON.stringify(r)) : ''),
  parse: (text, param) => {
    const json = unpack(text, param);
    if (json instanceof Error) return json;
    if (json === '') return null;
    try {
      const parsed: unknown = JSON.parse(json);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      /* refused below */
    }
    return new Error('the rule edits in the link are not valid JSON');
  },
};

/** In link order: the order of the parameters in every link written so far. */
export const SHARE_FIELDS = [
  field({ key: 'profileId', param: 'p', default: 'forge', always: true, codec: profile, read: (s) => s.profileId, write: (v) => ({ profileId: v }) }),
  field({ key: 'budget', param: 'b', default: 38, always: true, codec: num(0, 100), read: (s) => s.budget, write: (v) => ({ budget: Math.min(100, Math.max(0, Math.round(v))) }) }),
  field({ key: 'thresholds', param: 't', default: DEFAULT_THRESHOLDS, always: true, codec: thresholds, read: (s) => s.thresholds, write: (v) => ({ thresholds: { ...v } }) }),
  field({ key: 'encoding', param: 'e', default: 'o200k_base', always: true, codec: oneOf(ENCODINGS), read: (s) => s.encoding, write: (v) => ({ encoding: v }) }),
  field({ key: 'mode', param: 'm', default: 'on', codec: oneOf(MODES), read: (s) => s.controls.mode, write: (v, s) => ({ controls: { ...s.controls, mode: v } }) }),
  field({ key: 'depth', param: 'd', default: null, codec: orNull(oneOf(DEPTHS)), read: (s) => s.controls.depth, write: (v, s) => ({ controls: { ...s.controls, depth: v } }) }),
  field({ key: 'phase', param: 'ph', default: null, codec: phase, read: (s) => s.controls.phase, write: (v, s) => ({ controls: { ...s.controls, phase: v } }) }),
  field({ key: 'securitySensitive', param: 'sec', default: false, codec: flag, read: (s) => s.controls.securitySensitive, write: (v, s) => ({ controls: { ...s.controls, securitySensitive: v } }) }),
  field({ key: 'explicit', param: 'x', default: null, codec: orNull(oneOf(INTENSITIES)), read: (s) => s.controls.explicit, write: (v, s) => ({ controls: { ...s.controls, explicit: v } }) }),
  field({ key: 'fallbacks', param: 'f', default: 0, codec: num(0, 99), read: (s) => s.controls.fallbacks, write: (v, s) => ({ controls: { ...s.controls, fallbacks: v } }) }),
  field({ key: 'diffTarget', param: 'diff', default: null, codec: orNull(oneOf([...INTENSITIES, 'checker'] as const)), read: (s) => s.diffTarget, write: (v) => ({ diffTarget: v }) }),
  field({ key: 'showEdits', param: 'ed', default: true, codec: flag, read: (s) => s.showEdits, write: (v) => ({ showEdits: v }) }),
  field({ key: 'showProtected', param: 'pr', default: true, codec: flag, read: (s) => s.showProtected, write: (v) => ({ showProtected: v }) }),
  field({ key: 'syncScroll', param: 'ss', default: true, codec: flag, read: (s) => s.syncScroll, write: (v) => ({ syncScroll: v }) }),
  field({ key: 'expandedView', param: 'xv', default: false, codec: flag, read: (s) => s.expandedView, write: (v) => ({ expandedView: v }) }),
  field({ key: 'terse', param: 'ts', default: null, codec: orNull(terse), read: (s) => s.controls.terse, write: (v, s) => ({ controls: { ...s.controls, terse: v } }) }),
  field({ key: 'rules', param: 'r', default: null, codec: ruleEdits, read: (s) => s.profileEdits, write: (v) => ({ profileEdits: v }) }),
  field({
    key: 'checker',
    param: 'k',
    default: '',
    codec: packed,
    read: (s) => s.checker,
    // a shared checker text is shown, and checked again
    write: (v, s) => ({ checker: v, checkerSeq: s.checkerSeq + 1, checkerOpen: v !== '' || s.checkerOpen }),
  }),
  field({ key: 'accepted', param: 'ka', default: [] as readonly string[], codec: keys, read: (s) => s.checkerAccepted, write: (v) => ({ checkerAccepted: v }) }),
  field({ key: 'input', param: 'i', default: REQUIRED, codec: packed, read: (s) => s.input, write: (v) => ({ input: v }) }),
] as const;

export type ShareState = StateOf<typeof SHARE_FIELDS>;

/** The shareable part of a store state. */
export function readShare<F extends readonly AnyShareField[]>(fields: F, s: ShareSource): StateOf<F> {
  return Object.fromEntries(fields.map((f) => [f.key, f.read(s)])) as StateOf<F>;
}

/** Whether a store update changed the shareable state (the store replaces what it changes, so identity is enough). */
export function shareChanged(fields: readonly AnyShareField[], s: ShareSource, p: ShareSource): boolean {
  return fields.some((f) => f.read(s) !== f.read(p));
}

/** The store update that loads a shared state. */
export function writeShare<F extends readonly AnyShareField[]>(fields: F, share: StateOf<F>, s: ShareSource): Partial<ShareSource> {
  const values = share as Record<string, unknown>;
  // each write sees the rows before it: the control rows each set one key of `controls`
  return fields.reduce<Partial<ShareSource>>((out, f) => ({ ...out, ...f.write(values[f.key], { ...s, ...out }) }), {});
}
