// Rule edits: the user's tuning of a built-in profile, kept as a partial profile JSON (only what
// differs from PROFILES[profileId]) -- the same shape validateProfile() and the CLI's --rules
// read. Pure functions, unit-tested in Node; the store holds the edits, the workers receive
// the derived profile object.
import { findProfile, PROFILES, validateProfile } from 'caveman-compress/internals/profiles';
import type { Profile, RuleGroup, Thresholds } from 'caveman-compress/internals/types';

/** A partial profile JSON without "base" (the base is the store's profileId). */
export type ProfileEdits = Record<string, unknown>;

/** Profile fields the rule editor edits as one list (one reset button each). */
export const LIST_FIELDS = [
  'fillerWords',
  'fillerPhrases',
  'fullFillerWords',
  'phrases',
  'synonyms',
  'abbreviations',
  'anchors',
  'protectedPatterns',
] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** Fields whose value is an object merged key by key by validateProfile (a partial is enough). */
const KEYED_FIELDS = new Set(['groups', 'precedence', 'targets']);
/** Kept in the store apart from the edits (the budget slider drags them). */
const SEPARATE_FIELDS = new Set(['thresholds']);

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Structural equality of JSON values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (isObj(a)) {
    if (!isObj(b)) return false;
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    if (ka.length !== kb.length) return false;
    for (const k of ka) if (!(k in b) || !jsonEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/**
 * What `profile` changes against `base`, as a partial profile JSON: keyed objects (groups,
 * precedence, targets) per key, everything else whole. Thresholds are left out (the store keeps
 * them apart). Keys follow the base profile's order, so the JSON is stable.
 */
export function diffProfile(base: Profile, profile: Profile): ProfileEdits {
  const out: ProfileEdits = {};
  const b = base as unknown as Record<string, unknown>;
  const p = profile as unknown as Record<string, unknown>;
  for (const key of Object.keys(b)) {
    if (SEPARATE_FIELDS.has(key) || !(key in p)) continue;
    if (KEYED_FIELDS.has(key) && isObj(b[key]) && isObj(p[key])) {
      const bo = b[key] as Record<string, unknown>;
      const po = p[key] as Record<string, unknown>;
      const part: Record<string, unknown> = {};
      for (const k of Object.keys(po)) if (!jsonEqual(bo[k], po[k])) part[k] = structuredClone(po[k]);
      if (Object.keys(part).length) out[key] = part;
      continue;
    }
    if (!jsonEqual(b[key], p[key])) out[key] = structuredClone(p[key]);
  }
  return out;
}

export type Derived = { ok: true; profile: Profile } | { ok: false; error: string };

let memo: { id: string; edits: ProfileEdits | null; result: Derived } | null = null;

/** The active profile: validateProfile({...edits, base: profileId}), memoized on the last call. */
export function deriveProfile(profileId: string, edits: ProfileEdits | null): Derived {
  if (memo && memo.id === profileId && memo.edits === edits) return memo.result;
  let result: Derived;
  if (!findProfile(profileId)) result = { ok: false, error: `unknown profile "${profileId}"` };
  else if (!edits || Object.keys(edits).length === 0) result = { ok: true, profile: PROFILES[profileId] };
  else {
    const r = validateProfile({ ...edits, base: profileId });
    result = r.ok ? { ok: true, profile: r.profile } : { ok: false, error: r.error };
  }
  memo = { id: profileId, edits, result };
  return result;
}

/** The active profile, falling back to the built-in one when the edits are invalid. */
export function activeProfile(profileId: string, edits: ProfileEdits | null): Profile {
  const d = deriveProfile(profileId, edits);
  if (d.ok) return d.profile;
  return findProfile(profileId) ?? PROFILES.forge;
}

/**
 * Normalize edits against a base: validate them, then keep only what really differs (an edit
 * equal to the default disappears). Returns null when nothing differs; an error when invalid.
 */
export function normalizeEdits(profileId: string, edits: ProfileEdits | null): { ok: true; edits: ProfileEdits | null } | { ok: false; error: string } {
  if (!edits || Object.keys(edits).length === 0) return { ok: true, edits: null };
  const base = findProfile(profileId);
  if (!base) return { ok: false, error: `unknown profile "${profileId}"` };
  const clean = { ...edits };
  delete clean.base;
  delete clean.version;
  const r = validateProfile({ ...clean, base: profileId });
  if (!r.ok) return { ok: false, error: r.error };
  const d = diffProfile(base, r.profile);
  return { ok: true, edits: Object.keys(d).length ? d : null };
}

/** Edits with one top-level field set to `value` (the diff against the base is recomputed). */
export function withField<K extends keyof Profile>(profileId: string, edits: ProfileEdits | null, key: K, value: Profile[K]): ProfileEdits | null {
  const base = findProfile(profileId) ?? PROFILES.forge;
  const current = activeProfile(profileId, edits);
  const next = { ...current, [key]: structuredClone(value) } as Profile;
  const d = diffProfile(base, next);
  return Object.keys(d).length ? d : null;
}

/** Edits with one rule group switched on or off. */
export function withGroup(profileId: string, edits: ProfileEdits | null, group: RuleGroup, on: boolean): ProfileEdits | null {
  const current = activeProfile(profileId, edits);
  return withField(profileId, edits, 'groups', { ...current.groups, [group]: on });
}

/** Edits without one field (a list, the arrow, ...): that field is back to the profile's default. */
export function resetField(edits: ProfileEdits | null, key: string): ProfileEdits | null {
  if (!edits || !(key in edits)) return edits;
  const next = { ...edits };
  delete next[key];
  return Object.keys(next).length ? next : null;
}

/** Edits without one rule group's switch. */
export function resetGroup(edits: ProfileEdits | null, group: RuleGroup): ProfileEdits | null {
  if (!edits || !isObj(edits.groups) || !(group in edits.groups)) return edits;
  const groups = { ...(edits.groups as Record<string, unknown>) };
  delete groups[group];
  const next: ProfileEdits = { ...edits, groups };
  if (Object.keys(groups).length === 0) delete next.groups;
  return Object.keys(next).length ? next : null;
}

/** Is this field (or this group, for "groups") edited? */
export function isEdited(edits: ProfileEdits | null, key: string, group?: RuleGroup): boolean {
  if (!edits || !(key in edits)) return false;
  if (group === undefined) return true;
  const v = edits[key];
  return isObj(v) && group in v;
}

/** Number of edited settings (each group switch, list, or other field counts once). */
export function editCount(edits: ProfileEdits | null): number {
  if (!edits) return 0;
  let n = 0;
  for (const [k, v] of Object.entries(edits)) n += KEYED_FIELDS.has(k) && isObj(v) ? Object.keys(v).length : 1;
  return n;
}

/* ------------------------------------------------------------------------------------------ */
/* Export / import                                                                             */
/* ------------------------------------------------------------------------------------------ */

export const EXPORT_VERSION = 1;

/**
 * The tuned profile as the JSON file the rule editor downloads and the CLI's `--rules FILE`
 * reads: the complete profile (so the file documents every rule), with "base" naming the
 * built-in profile it was tuned from and the playground's thresholds.
 */
export function exportProfile(profileId: string, edits: ProfileEdits | null, thresholds: Thresholds): Record<string, unknown> {
  const p = activeProfile(profileId, edits);
  return { base: profileId, version: EXPORT_VERSION, ...structuredClone(p), thresholds: { ...thresholds } };
}

export function exportProfileText(profileId: string, edits: ProfileEdits | null, thresholds: Thresholds): string {
  return JSON.stringify(exportProfile(profileId, edits, thresholds), null, 2) + '\n';
}

export function exportFileName(profileId: string, edits: ProfileEdits | null): string {
  return `caveman-profile-${profileId}${edits ? '-tuned' : ''}.json`;
}

export interface ImportedProfile {
  profileId: string;
  edits: ProfileEdits | null;
  thresholds: Thresholds;
}

export const MAX_IMPORT_BYTES = 1_000_000;

/** Read a profile file (bytes as the user dropped or picked them). Never throws. */
export function parseProfileFile(bytes: Uint8Array, name = 'the file'): { ok: true; value: ImportedProfile } | { ok: false; error: string } {
  const where = `“${name}”`;
  if (bytes.length === 0) return { ok: false, error: `${where} is empty: expected a profile JSON` };
  if (bytes.length > MAX_IMPORT_BYTES) return { ok: false, error: `${where} is too large (${bytes.length} bytes) for a profile JSON` };
  if (bytes.includes(0)) return { ok: false, error: `${where} is binary data, not a profile JSON` };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: `${where} is not UTF-8 text (binary data?), not a profile JSON` };
  }
  const controls = text.match(/[\x01-\x08\x0e-\x1f\x7f]/g)?.length ?? 0;
  if (controls > 0 && controls / text.length > 0.05) return { ok: false, error: `${where} is binary data, not a profile JSON` };
  return parseProfileText(text, where);
}

export function parseProfileText(text: string, where = 'the profile'): { ok: true; value: ImportedProfile } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return { ok: false, error: `${where} is not valid JSON (${(e as Error).message})` };
  }
  if (!isObj(json)) return { ok: false, error: `${where}: a profile must be a JSON object, not ${Array.isArray(json) ? 'a list' : json === null ? 'null' : typeof json}` };
  const r = validateProfile(json);
  if (!r.ok) return { ok: false, error: `${where}: ${r.error}` };
  // The base the core used (validateProfile: "base", else a built-in "id", else forge).
  const profileId = typeof json.base === 'string' ? json.base : typeof json.id === 'string' && findProfile(json.id) ? json.id : 'forge';
  const edits = diffProfile(PROFILES[profileId], r.profile);
  return {
    ok: true,
    value: { profileId, edits: Object.keys(edits).length ? edits : null, thresholds: { ...r.profile.thresholds } },
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Text forms of the lists (the editor's text areas) and pattern validation                    */
/* ------------------------------------------------------------------------------------------ */

/** One entry per line; blank lines ignored, surrounding spaces trimmed. */
export function parseWordList(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

export function formatWordList(list: readonly string[]): string {
  return list.join('\n');
}

export const PAIR_SEPARATOR = '->';

/** "from -> to" per line. Lines without the separator are errors (1-based line numbers). */
export function parsePairs(text: string): { pairs: { from: string; to: string }[]; errors: string[] } {
  const pairs: { from: string; to: string }[] = [];
  const errors: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const at = line.indexOf(PAIR_SEPARATOR);
    if (at === -1) {
      errors.push(`line ${i + 1}: write “from ${PAIR_SEPARATOR} to”`);
      return;
    }
    const from = line.slice(0, at).trim();
    const to = line.slice(at + PAIR_SEPARATOR.length).trim();
    if (!from) {
      errors.push(`line ${i + 1}: nothing before “${PAIR_SEPARATOR}”`);
      return;
    }
    pairs.push({ from, to });
  });
  return { pairs, errors };
}

export function formatPairs(pairs: readonly { from: string; to: string }[]): string {
  return pairs.map((p) => `${p.from} ${PAIR_SEPARATOR} ${p.to}`.trimEnd()).join('\n');
}

/** The error of a custom protected pattern, as validateProfile words it, or null. */
export function patternError(pattern: string, flags = ''): string | null {
  if (pattern === '') return 'empty pattern';
  if (/[^dgimsuvy]/.test(flags)) return `unknown flag “${flags.replace(/[dgimsuvy]/g, '')[0]}” (use d, i, m, s, u, v)`;
  const r = validateProfile({ protectedPatterns: [{ pattern, ...(flags ? { flags } : {}) }] });
  if (r.ok) return null;
  return r.error.replace(/^"protectedPatterns\[0\]": /, '');
}

/** A stable key of a pattern list (to remember which list hung the worker). */
/**
 * The regular expressions of a profile that anyone can write (a rule edit, a link, an imported
 * file): the custom protected patterns and the line anchors. Each can backtrack for ever, so all
 * run under the compression worker's watchdog, and a list that hung is left out as a whole.
 */
export function userPatterns(p: Pick<Profile, 'protectedPatterns' | 'lineAnchors'>): { pattern: string; flags?: string }[] {
  return [...p.protectedPatterns, ...p.lineAnchors.map((pattern) => ({ pattern, flags: 'm' }))];
}

export function patternsKey(list: readonly { pattern: string; flags?: string }[]): string {
  return JSON.stringify(list.map((p) => [p.pattern, p.flags ?? '']));
}

/** What the rule editor calls each field, for a summary a user reads. */
const FIELD_NAMES: Record<string, string> = {
  fillerWords: 'filler words',
  fillerPhrases: 'filler phrases',
  fullFillerWords: 'full filler words',
  phrases: 'phrases',
  synonyms: 'synonyms',
  abbreviations: 'abbreviations',
  anchors: 'anchors',
  lineAnchors: 'line anchors',
  protectedPatterns: 'protected patterns',
  statusPhrases: 'status phrases',
};

const itemText = (x: unknown): string =>
  isObj(x) && typeof x.from === 'string' ? `${x.from} -> ${typeof x.to === 'string' && x.to !== '' ? x.to : '(dropped)'}` : isObj(x) && typeof x.pattern === 'string' ? `/${x.pattern}/` : String(x);

/**
 * The rule edits as lines a user can read before they act on a text: each list with the items it
 * adds and removes against the base profile, each switched rule group and setting. A shared link
 * shows these before its rules touch the text on the receiver's screen.
 */
export function describeEdits(profileId: string, edits: ProfileEdits | null): string[] {
  if (!edits) return [];
  const base = (findProfile(profileId) ?? PROFILES.forge) as unknown as Record<string, unknown>;
  const lines: string[] = [];
  for (const [key, value] of Object.entries(edits)) {
    if (key === 'base' || key === 'version') continue;
    const was = base[key];
    if (Array.isArray(value) && Array.isArray(was)) {
      const had = new Set(was.map(itemText));
      const has = new Set(value.map(itemText));
      const added = [...has].filter((x) => !had.has(x));
      const removed = [...had].filter((x) => !has.has(x));
      const parts = [...added.map((x) => `+ ${x}`), ...removed.map((x) => `− ${x}`)];
      if (parts.length) lines.push(`${FIELD_NAMES[key] ?? key}: ${parts.join(', ')}`);
    } else if (isObj(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (key === 'groups') lines.push(`rule group ${k}: ${v ? 'on' : 'off'}`);
        else lines.push(`${key}.${k}: ${JSON.stringify(v)}`);
      }
    } else lines.push(`${key}: ${JSON.stringify(value)}`);
  }
  return lines;
}
