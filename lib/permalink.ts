// Permalink codec: the whole shareable state in the URL fragment (never sent to a server).
// Short values are readable parameters; texts are lz-string compressed. A checksum comes last,
// so a truncated or corrupted link is detected and nothing is loaded half-way.
import { compressToEncodedURIComponent as lzEncode, decompressFromEncodedURIComponent as lzDecode } from 'lz-string';
import type { Intensity, Thresholds } from './caveman/types';
import { INTENSITIES } from './caveman/types';
import { PROFILE_IDS } from './caveman/profiles';

export const PERMALINK_VERSION = 1;
/** Above this a link still works but is awkward to paste into chats and issues. */
export const WARN_LENGTH = 2_000;
/** Conservative limit of what every mainstream browser keeps in a URL. */
export const MAX_LENGTH = 64_000;

import { ENCODINGS, type EncodingName } from './tokens/encodings';

export { ENCODINGS };
export type ShareEncoding = EncodingName;
const DEPTHS = ['quick', 'standard', 'thorough'] as const;

export interface ShareState {
  input: string;
  profileId: string;
  /** Rule edits as a partial profile JSON (differences from profileId), or null. */
  rules: Record<string, unknown> | null;
  budget: number;
  thresholds: Thresholds;
  mode: 'on' | 'off';
  depth: (typeof DEPTHS)[number] | null;
  phase: string | null;
  securitySensitive: boolean;
  explicit: Intensity | null;
  fallbacks: number;
  encoding: ShareEncoding;
  diffTarget: Intensity | null;
  showEdits: boolean;
  showProtected: boolean;
  checker: string;
}

export type DecodeResult =
  | { ok: true; state: ShareState; warnings: string[] }
  | { ok: false; error: string };

/** FNV-1a over the payload: not security, just "is this the link that was written". */
function checksum(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

const enc = encodeURIComponent;

export function encodePermalink(s: ShareState): string {
  const parts: string[] = [`v=${PERMALINK_VERSION}`, `p=${enc(s.profileId)}`, `b=${s.budget}`, `t=${s.thresholds.lower}-${s.thresholds.upper}`, `e=${s.encoding}`];
  if (s.mode !== 'on') parts.push('m=off');
  if (s.depth) parts.push(`d=${s.depth}`);
  if (s.phase) parts.push(`ph=${enc(s.phase)}`);
  if (s.securitySensitive) parts.push('sec=1');
  if (s.explicit) parts.push(`x=${s.explicit}`);
  if (s.fallbacks) parts.push(`f=${s.fallbacks}`);
  if (s.diffTarget) parts.push(`diff=${s.diffTarget}`);
  if (!s.showEdits) parts.push('ed=0');
  if (!s.showProtected) parts.push('pr=0');
  if (s.rules && Object.keys(s.rules).length) parts.push(`r=${lzEncode(JSON.stringify(s.rules))}`);
  if (s.checker) parts.push(`k=${lzEncode(s.checker)}`);
  parts.push(`i=${lzEncode(s.input)}`);
  const body = parts.join('&');
  return `${body}&h=${checksum(body)}`;
}

const KNOWN = new Set(['v', 'p', 'b', 't', 'e', 'm', 'd', 'ph', 'sec', 'x', 'f', 'diff', 'ed', 'pr', 'r', 'k', 'i', 'h']);

/** Decode a fragment (with or without its leading '#'). Never throws. */
export function decodePermalink(fragment: string): DecodeResult {
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!raw) return { ok: false, error: 'the link holds no playground state' };
  const hIdx = raw.lastIndexOf('&h=');
  const params = new Map<string, string>();
  for (const kv of raw.split('&')) {
    const eq = kv.indexOf('=');
    if (eq <= 0) return { ok: false, error: `malformed link parameter "${kv.slice(0, 20)}"` };
    params.set(kv.slice(0, eq), kv.slice(eq + 1));
  }
  const v = params.get('v');
  if (v === undefined) return { ok: false, error: 'not a playground link: no version (v=) in it' };
  if (!/^\d+$/.test(v)) return { ok: false, error: `unreadable link version "${v.slice(0, 10)}"` };
  if (Number(v) > PERMALINK_VERSION) return { ok: false, error: `this link was made by a newer playground (v=${v}); this one reads v=${PERMALINK_VERSION}. Nothing was loaded.` };
  if (Number(v) < 1) return { ok: false, error: `link version v=${v} is not supported` };
  if (hIdx === -1 || !params.has('h')) return { ok: false, error: 'the link is truncated (its checksum is missing). Nothing was loaded.' };
  if (checksum(raw.slice(0, hIdx)) !== params.get('h')) return { ok: false, error: 'the link is corrupted or truncated (checksum mismatch). Nothing was loaded.' };

  const warnings: string[] = [];
  const unknown = [...params.keys()].filter((k) => !KNOWN.has(k));
  if (unknown.length) warnings.push(`ignored unknown link parameter${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);

  const text = (key: string, required: boolean): string | Error => {
    const val = params.get(key);
    if (val === undefined) return required ? new Error(`the link has no "${key}" parameter`) : '';
    if (val === '') return '';
    const out = lzDecode(val);
    if (out === null || (out === '' && val.length > 2)) return new Error(`the "${key}" text in the link cannot be decompressed`);
    return out;
  };
  const dec = (key: string): string | undefined => {
    const val = params.get(key);
    if (val === undefined) return undefined;
    try {
      return decodeURIComponent(val);
    } catch {
      return '\u0000';
    }
  };

  const input = text('i', true);
  if (input instanceof Error) return { ok: false, error: input.message };
  const checker = text('k', false);
  if (checker instanceof Error) return { ok: false, error: checker.message };

  const profileId = dec('p') ?? 'forge';
  if (!PROFILE_IDS.includes(profileId)) return { ok: false, error: `unknown profile "${profileId.slice(0, 30)}" in the link` };

  let rules: Record<string, unknown> | null = null;
  const r = text('r', false);
  if (r instanceof Error) return { ok: false, error: r.message };
  if (r) {
    try {
      const parsed: unknown = JSON.parse(r);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      rules = parsed as Record<string, unknown>;
    } catch {
      return { ok: false, error: 'the rule edits in the link are not valid JSON' };
    }
  }

  const num = (key: string, lo: number, hi: number, dflt: number): number | Error => {
    const val = params.get(key);
    if (val === undefined) return dflt;
    const n = Number(val);
    if (!/^-?\d+(?:\.\d+)?$/.test(val) || n < lo || n > hi) return new Error(`"${key}=${val.slice(0, 12)}" is out of range (${lo}–${hi})`);
    return n;
  };
  const budget = num('b', 0, 100, 38);
  if (budget instanceof Error) return { ok: false, error: budget.message };
  const fallbacks = num('f', 0, 99, 0);
  if (fallbacks instanceof Error) return { ok: false, error: fallbacks.message };

  let thresholds: Thresholds = { lower: 20, upper: 50 };
  const t = params.get('t');
  if (t !== undefined) {
    const m = /^(\d{1,3})-(\d{1,3})$/.exec(t);
    if (!m || Number(m[1]) >= Number(m[2]) || Number(m[2]) > 100) return { ok: false, error: `thresholds "${t.slice(0, 12)}" must be lower-upper with 0 <= lower < upper <= 100` };
    thresholds = { lower: Number(m[1]), upper: Number(m[2]) };
  }

  const oneOf = <T extends string>(key: string, values: readonly T[]): T | null | Error => {
    const val = params.get(key);
    if (val === undefined) return null;
    return (values as readonly string[]).includes(val) ? (val as T) : new Error(`"${key}=${val.slice(0, 20)}" is not one of ${values.join(', ')}`);
  };
  const encoding = oneOf('e', ENCODINGS);
  const explicit = oneOf('x', INTENSITIES);
  const depth = oneOf('d', DEPTHS);
  const diffTarget = oneOf('diff', INTENSITIES);
  const mode = oneOf('m', ['on', 'off'] as const);
  for (const v of [encoding, explicit, depth, diffTarget, mode]) if (v instanceof Error) return { ok: false, error: v.message };
  const flag = (key: string, dflt: boolean): boolean | Error => {
    const val = params.get(key);
    if (val === undefined) return dflt;
    if (val !== '0' && val !== '1') return new Error(`"${key}=${val.slice(0, 10)}" must be 0 or 1`);
    return val === '1';
  };
  const sec = flag('sec', false);
  const ed = flag('ed', true);
  const pr = flag('pr', true);
  for (const v of [sec, ed, pr]) if (v instanceof Error) return { ok: false, error: v.message };
  const phase = dec('ph') ?? null;
  if (phase !== null && (phase.length > 40 || phase.includes('\u0000'))) return { ok: false, error: 'the phase in the link is unreadable' };

  return {
    ok: true,
    warnings,
    state: {
      input,
      profileId,
      rules,
      budget: budget as number,
      thresholds,
      mode: (mode as 'on' | 'off' | null) ?? 'on',
      depth: depth as ShareState['depth'],
      phase,
      securitySensitive: sec as boolean,
      explicit: explicit as Intensity | null,
      fallbacks: fallbacks as number,
      encoding: (encoding as ShareEncoding | null) ?? 'o200k_base',
      diffTarget: diffTarget as Intensity | null,
      showEdits: ed as boolean,
      showProtected: pr as boolean,
      checker: checker as string,
    },
  };
}

export type LengthStatus = 'ok' | 'long' | 'too-long';
export function linkLengthStatus(length: number): LengthStatus {
  if (length > MAX_LENGTH) return 'too-long';
  if (length > WARN_LENGTH) return 'long';
  return 'ok';
}
