// The five profiles of SPEC §4 as data. A profile is everything the engine reads: switches,
// word lists, anchors, thresholds, precedence, glyph. Users copy and edit them in the playground.
import type { Intensity, Precedence, Profile, RuleGroup, WordPair } from './types';
import { DEFAULT_THRESHOLDS, RULE_GROUPS, INTENSITIES } from './types';
import { ABBREVIATIONS, FILLER_PHRASES, FILLER_WORDS, FULL_FILLER_WORDS, LITE_PHRASES, SYNONYMS, TERSE_STATUS } from './lexicon';

const allGroups = (on: boolean, except: Partial<Record<RuleGroup, boolean>> = {}) =>
  Object.fromEntries(RULE_GROUPS.map((g) => [g, except[g] ?? on])) as Record<RuleGroup, boolean>;

const basePrecedence: Precedence = {
  modeSwitch: true,
  outOfScope: true,
  securityClamp: false,
  explicitIntensity: false,
  depthThorough: true,
  phaseInspecting: false,
  fallbackClamp: false,
  fallbackLimit: 3,
  terseSwitch: false,
  terseRounds: 5,
  unknownBudget: 'full',
};

function base(): Omit<Profile, 'id' | 'name' | 'seed' | 'description'> {
  return {
    arrow: '->',
    groups: allGroups(true, { status: false }),
    fillerWords: [...FILLER_WORDS],
    fillerPhrases: [...FILLER_PHRASES],
    phrases: LITE_PHRASES.map((p) => ({ ...p })),
    synonyms: SYNONYMS.map((p) => ({ ...p })),
    abbreviations: ABBREVIATIONS.map((p) => ({ ...p })),
    protectedPatterns: [],
    anchors: [],
    lineAnchors: [],
    fullFillerWords: [...FULL_FILLER_WORDS],
    statusPhrases: [],
    thresholds: { ...DEFAULT_THRESHOLDS },
    precedence: { ...basePrecedence },
    envelope: false,
    wirePrefix: false,
    targets: { lite: 20, full: 40, ultra: 65 },
  };
}

export const PROFILES: Record<string, Profile> = {
  forge: {
    id: 'forge',
    name: 'Forge',
    seed: '000',
    description: 'Forge caveman-internal: the default rule set, -> arrows, full when the budget is unknown, depth thorough clamps to lite.',
    ...base(),
  },
  cavekit: {
    id: 'cavekit',
    name: 'Cavekit',
    seed: '001',
    description: 'Cavekit protocol: phase inspecting, security-sensitive and 3-fallback clamps to lite, explicit caveman_intensity, envelope header, → arrows.',
    ...base(),
    arrow: '→',
    envelope: true,
    precedence: { ...basePrecedence, securityClamp: true, explicitIntensity: true, phaseInspecting: true, fallbackClamp: true },
  },
  'ai-dev-team': {
    id: 'ai-dev-team',
    name: 'ai-dev-team',
    seed: '002',
    description: 'ai-dev-team caveman: always on (no off switch), every parser anchor, machine payloads exempt, commit subjects compressed with the type(scope): prefix kept, wire prefix for sub-agents.',
    ...base(),
    wirePrefix: true,
    precedence: { ...basePrecedence, modeSwitch: false, depthThorough: false },
  },
  terse: {
    id: 'terse',
    name: 'terse (godmode)',
    seed: '003',
    description: 'godmode terse: status-line compression (Round 7 -> R7), numbers, field order and field count unchanged, target >= 30 % (>= 20 % for short loops).',
    ...base(),
    arrow: '→',
    groups: allGroups(true),
    statusPhrases: TERSE_STATUS.map((p) => ({ ...p })),
    verbatimSections: ['final summary', 'session summary'],
    precedence: { ...basePrecedence, terseSwitch: true },
    // godmode prints lines: a final summary can be a line after the TSV rows, in the same paragraph;
    // from "Final summary:" to the end of its paragraph, byte-identical (a section or a paragraph
    // opened so is kept whole by verbatimSections)
    lineAnchors: [String.raw`^(?:\*\*|__)?(?:[Ff]inal|[Ss]ession) [Ss]ummary(?:\*\*|__)?:[^]*`],
    targets: { lite: 20, full: 40, ultra: 65, terse: 30, short: 20 },
  },
  cavecrew: {
    id: 'cavecrew',
    name: 'cavecrew',
    seed: '004',
    description: 'cavecrew-builder: refusal lines (too-big. split: …, ambiguous. ask: …, needs-confirm., regressed.) are anchors, whole.',
    ...base(),
    lineAnchors: [String.raw`^(?:too-big\. split: |ambiguous\. ask: |needs-confirm\.|regressed\.)[^\n]*`],
  },
};

export const PROFILE_IDS = Object.keys(PROFILES);
export const DEFAULT_PROFILE = 'forge';

/** The built-in profile `id`, own keys only ("__proto__", "toString" are unknown names, not the object's). */
export function findProfile(id: string): Profile | undefined {
  return Object.hasOwn(PROFILES, id) ? PROFILES[id] : undefined;
}

export function getProfile(id: string): Profile {
  const p = findProfile(id);
  if (!p) throw new Error(`unknown profile "${id}" (known: ${PROFILE_IDS.join(', ')})`);
  return p;
}

export function resolveProfile(p?: Profile | string): Profile {
  if (p === undefined) return PROFILES[DEFAULT_PROFILE];
  return typeof p === 'string' ? getProfile(p) : p;
}

type Result = { ok: true; profile: Profile } | { ok: false; error: string };

/** What a replacement may not hold: HTML, a link or image, code, an address. */
const MARKUP = /[<>`[\]]|:\/\/|\bwww\.|\bmailto:|\bjavascript:/i;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strList = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
const pairList = (v: unknown): v is WordPair[] =>
  Array.isArray(v) && v.every((x) => isObj(x) && typeof x.from === 'string' && x.from.trim() !== '' && typeof x.to === 'string');

/**
 * Validate a profile JSON (the playground's export, the CLI's --rules). Missing fields are taken
 * from the profile named by `base` (or `id`), so a file may hold only what differs.
 */
export function validateProfile(json: unknown): Result {
  if (!isObj(json)) return { ok: false, error: 'profile must be a JSON object' };
  const baseId = typeof json.base === 'string' ? json.base : typeof json.id === 'string' && findProfile(json.id) ? json.id : DEFAULT_PROFILE;
  const basis = findProfile(baseId);
  if (!basis) return { ok: false, error: `"base": unknown profile "${baseId}"` };
  const out: Profile = structuredClone(basis);
  const known = new Set([...Object.keys(basis), 'base', 'version', 'verbatimSections', 'compressHeadings']);
  for (const k of Object.keys(json)) if (!known.has(k)) return { ok: false, error: `unknown field "${k}"` };
  for (const k of ['id', 'name', 'seed', 'description'] as const) {
    if (k in json) {
      if (typeof json[k] !== 'string') return { ok: false, error: `"${k}" must be a string` };
      out[k] = json[k] as string;
    }
  }
  if ('arrow' in json) {
    if (json.arrow !== '->' && json.arrow !== '→') return { ok: false, error: '"arrow" must be "->" or "→"' };
    out.arrow = json.arrow;
  }
  if ('groups' in json) {
    if (!isObj(json.groups)) return { ok: false, error: '"groups" must be an object of booleans' };
    for (const [g, v] of Object.entries(json.groups)) {
      if (!(RULE_GROUPS as readonly string[]).includes(g)) return { ok: false, error: `"groups.${g}": unknown rule group` };
      if (typeof v !== 'boolean') return { ok: false, error: `"groups.${g}" must be true or false` };
      out.groups[g as RuleGroup] = v;
    }
  }
  for (const k of ['fillerWords', 'fillerPhrases', 'anchors', 'fullFillerWords', 'lineAnchors'] as const) {
    if (k in json) {
      if (!strList(json[k])) return { ok: false, error: `"${k}" must be a list of strings` };
      out[k] = [...(json[k] as string[])];
    }
  }
  if ('compressHeadings' in json) {
    if (typeof json.compressHeadings !== 'boolean') return { ok: false, error: '"compressHeadings" must be true or false' };
    out.compressHeadings = json.compressHeadings;
  }
  if ('verbatimSections' in json) {
    if (!strList(json.verbatimSections)) return { ok: false, error: '"verbatimSections" must be a list of strings' };
    out.verbatimSections = [...(json.verbatimSections as string[])];
  }
  for (const [i, l] of out.lineAnchors.entries()) {
    try {
      new RegExp(l, 'm');
    } catch (e) {
      return { ok: false, error: `"lineAnchors[${i}]": invalid regular expression (${(e as Error).message})` };
    }
  }
  for (const k of ['phrases', 'synonyms', 'abbreviations', 'statusPhrases'] as const) {
    if (k in json) {
      if (!pairList(json[k])) return { ok: false, error: `"${k}" must be a list of {"from": "...", "to": "..."}` };
      // A replacement is words: markup or an address in it would put a link, HTML or code into
      // every text the rules touch (a shared link's rules run on the receiver's text too).
      const bad = (json[k] as WordPair[]).findIndex((p) => MARKUP.test(p.to));
      if (bad >= 0) return { ok: false, error: `"${k}[${bad}].to": a replacement may not hold markup or an address (<, >, \`, [, ], ://, www.)` };
      out[k] = (json[k] as WordPair[]).map((p) => ({ from: p.from, to: p.to }));
    }
  }
  if ('protectedPatterns' in json) {
    const v = json.protectedPatterns;
    if (!Array.isArray(v)) return { ok: false, error: '"protectedPatterns" must be a list' };
    const list = [];
    for (const [i, p] of v.entries()) {
      if (!isObj(p) || typeof p.pattern !== 'string') return { ok: false, error: `"protectedPatterns[${i}]" must be {"pattern": "..."}` };
      const flags = typeof p.flags === 'string' ? p.flags : '';
      try {
        const re = new RegExp(p.pattern, flags.replace(/[gy]/g, '') + 'g');
        if (re.test('')) return { ok: false, error: `"protectedPatterns[${i}]": pattern matches the empty string` };
      } catch (e) {
        return { ok: false, error: `"protectedPatterns[${i}]": invalid regular expression (${(e as Error).message})` };
      }
      list.push({ pattern: p.pattern, ...(flags ? { flags } : {}), ...(typeof p.label === 'string' ? { label: p.label } : {}) });
    }
    out.protectedPatterns = list;
  }
  if ('thresholds' in json) {
    const t = json.thresholds;
    if (!isObj(t) || typeof t.upper !== 'number' || typeof t.lower !== 'number') return { ok: false, error: '"thresholds" must be {"upper": n, "lower": n}' };
    if (!(t.lower >= 0 && t.upper <= 100 && t.upper > t.lower)) return { ok: false, error: '"thresholds": need 0 <= lower < upper <= 100' };
    out.thresholds = { upper: t.upper, lower: t.lower };
  }
  if ('precedence' in json) {
    const p = json.precedence;
    if (!isObj(p)) return { ok: false, error: '"precedence" must be an object' };
    for (const [k, v] of Object.entries(p)) {
      if (!Object.hasOwn(out.precedence, k)) return { ok: false, error: `"precedence.${k}": unknown setting` };
      if (k === 'unknownBudget') {
        if (!INTENSITIES.includes(v as Intensity)) return { ok: false, error: '"precedence.unknownBudget" must be lite, full or ultra' };
      } else if (k === 'fallbackLimit' || k === 'terseRounds') {
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return { ok: false, error: `"precedence.${k}" must be a whole number >= 1` };
      } else if (typeof v !== 'boolean') return { ok: false, error: `"precedence.${k}" must be true or false` };
      (out.precedence as unknown as Record<string, unknown>)[k] = v;
    }
  }
  for (const k of ['envelope', 'wirePrefix'] as const) {
    if (k in json) {
      if (typeof json[k] !== 'boolean') return { ok: false, error: `"${k}" must be true or false` };
      out[k] = json[k] as boolean;
    }
  }
  if ('targets' in json) {
    const t = json.targets;
    if (!isObj(t)) return { ok: false, error: '"targets" must be an object' };
    for (const [k, v] of Object.entries(t)) {
      if (!['lite', 'full', 'ultra', 'terse', 'short'].includes(k)) return { ok: false, error: `"targets.${k}": unknown target` };
      if (typeof v !== 'number' || v < 0 || v > 100) return { ok: false, error: `"targets.${k}" must be a percentage` };
      (out.targets as Record<string, number>)[k] = v;
    }
  }
  return { ok: true, profile: out };
}
