// Permalink codec: the whole shareable state in the URL fragment (never sent to a server).
// Short values are readable parameters; texts are lz-string compressed. A checksum comes last,
// so a truncated or corrupted link is detected and nothing is loaded half-way. The fields and how
// each is written: lib/state/shareFields.ts.
import { REQUIRED, SHARE_FIELDS, type AnyShareField, type ShareState, type StateOf } from './shareFields';

export const PERMALINK_VERSION = 1;
/** Above this a link still works but is awkward to paste into chats and issues. */
export const WARN_LENGTH = 2_000;
/** Conservative limit of what every mainstream browser keeps in a URL. */
export const MAX_LENGTH = 64_000;

export type { ShareState } from './shareFields';

export type DecodeResult<S = StateOf<typeof SHARE_FIELDS>> = { ok: true; state: S; warnings: string[] } | { ok: false; error: string };

/** FNV-1a over the payload: not security, just "is this the link that was written". */
function checksum(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** The link codec of a table of fields (SHARE_FIELDS; tests pass extended copies). */
export function permalinkCodec<F extends readonly AnyShareField[]>(fields: F) {
  type S = StateOf<F>;
  /** Parameters a link may hold; others are reported and ignored. */
  const known = new Set(['v', 'h', ...fields.map((f) => f.param)]);
  // The text each field is left out at (null: always written).
  const omittedAt = fields.map((f) => (f.always || f.default === REQUIRED ? null : f.codec.format(f.default)));

  function encode(s: S): string {
    const values = s as Record<string, unknown>;
    const parts = [`v=${PERMALINK_VERSION}`];
    fields.forEach((f, n) => {
      const text = f.codec.format(values[f.key]);
      if (text !== omittedAt[n]) parts.push(`${f.param}=${text}`);
    });
    const body = parts.join('&');
    return `${body}&h=${checksum(body)}`;
  }

  /** Decode a fragment (with or without its leading '#'). Never throws. */
  function decode(fragment: string): DecodeResult<S> {
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
    const unknown = [...params.keys()].filter((k) => !known.has(k));
    if (unknown.length) warnings.push(`ignored unknown link parameter${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);

    const state: Record<string, unknown> = {};
    for (const f of fields) {
      const text = params.get(f.param);
      if (text === undefined) {
        if (f.default === REQUIRED) return { ok: false, error: `the link has no "${f.param}" parameter` };
        // a decoded state owns its objects: the defaults are shared by every link
        state[f.key] = structuredClone(f.default);
        continue;
      }
      const value = f.codec.parse(text, f.param);
      if (value instanceof Error) return { ok: false, error: value.message };
      state[f.key] = value;
    }
    return { ok: true, state: state as S, warnings };
  }

  return { encode, decode, known };
}

const standard = permalinkCodec(SHARE_FIELDS);
export const encodePermalink = standard.encode;
/** Decode a fragment (with or without its leading '#'). Never throws. */
export const decodePermalink = standard.decode;

/** Every shared field at its table default, with `input`: the state a fresh page opens on with that text. */
export function defaultsWith(input: string): ShareState {
  const out: Record<string, unknown> = { input };
  for (const f of SHARE_FIELDS) if (f.default !== REQUIRED) out[f.key] = f.default;
  return out as ShareState;
}

/**
 * The fragment that opens `input` under `profileId` with everything else at its default: how the
 * rules page opens a rule's example in the playground, with nothing new for the playground to parse.
 */
export function exampleFragment(input: string, profileId: string): string {
  return encodePermalink({ ...defaultsWith(input), profileId });
}

/**
 * The fragment that opens a corpus file in the playground: the defaults with its text and the
 * corpus page's profile, rule edits, thresholds and encoding.
 */
export function corpusFileFragment(input: string, s: Pick<ShareState, 'profileId' | 'rules' | 'thresholds' | 'encoding'>): string {
  return encodePermalink({ ...defaultsWith(input), profileId: s.profileId, rules: s.rules, thresholds: { ...s.thresholds }, encoding: s.encoding });
}

export type LengthStatus = 'ok' | 'long' | 'too-long';
export function linkLengthStatus(length: number): LengthStatus {
  if (length > MAX_LENGTH) return 'too-long';
  if (length > WARN_LENGTH) return 'long';
  return 'ok';
}
