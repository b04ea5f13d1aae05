// The contract checker (SPEC §3): works on any verbose/compressed pair, including one written
// by a language model; each invariant of §1.5 is reported with the offending places.
import type { CheckOptions, CheckReport, Intensity, InvariantResult, Offence, Range, TokenReduction } from './types';
import { analyseText, compress } from './compress';
import { resolveProfile } from './profiles';
import { structureOf } from './structure';
import { NEGATIONS, UNCERTAINTY_CLASSES } from './lexicon';
import { parseEnvelope } from './envelope';

function occurrences(hay: string, needle: string): number[] {
  const at: number[] = [];
  if (!needle) return at;
  let i = hay.indexOf(needle);
  while (i !== -1) {
    at.push(i);
    i = hay.indexOf(needle, i + needle.length);
  }
  return at;
}

function wordHits(text: string, words: string[]): { word: string; range: Range }[] {
  const re = new RegExp(`\\b(${words.join('|')})\\b`, 'gi');
  const hits: { word: string; range: Range }[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) hits.push({ word: m[1].toLowerCase(), range: { start: m.index, end: m.index + m[0].length } });
  return hits;
}

function classHits(text: string) {
  const by: Record<string, { word: string; range: Range }[]> = {};
  // "it should be noted" is a pleasantry, not a hedge: lite drops it as SPEC §1.2 asks.
  for (const [cls, words] of Object.entries(UNCERTAINTY_CLASSES)) {
    by[cls] = wordHits(text, words).filter((h) => !(h.word === 'should' && /^should be noted\b/i.test(text.slice(h.range.start, h.range.start + 20))));
  }
  by.tilde = [];
  const re = /~(?=\s?\d)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) by.tilde.push({ word: '~', range: { start: m.index, end: m.index + 1 } });
  return by;
}

function negationHits(text: string) {
  const hits = wordHits(text, NEGATIONS);
  const re = /n['’]t\b/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) hits.push({ word: "n't", range: { start: m.index, end: m.index + m[0].length } });
  return hits;
}

const NUMBER = /(?<![\w.])[-+~±]?\d+(?:[.,:]\d+)*(?:%|[A-Za-z]{1,5}\b)?/g;

function numberHits(text: string): Map<string, Range[]> {
  const m = new Map<string, Range[]>();
  let x: RegExpExecArray | null;
  NUMBER.lastIndex = 0;
  while ((x = NUMBER.exec(text))) {
    const list = m.get(x[0]) ?? [];
    list.push({ start: x.index, end: x.index + x[0].length });
    m.set(x[0], list);
  }
  return m;
}

/** Occurrences of a number not glued to more digits ("12" is not in "120" nor in "1.12"). */
function standaloneCount(hay: string, v: string): number {
  return occurrences(hay, v).filter((i) => {
    const before = hay.slice(Math.max(0, i - 2), i);
    const after = hay.slice(i + v.length, i + v.length + 2);
    return !/\d$|\d\.$/.test(before) && !/^\d|^\.\d/.test(after);
  }).length;
}

function stripEnvelope(text: string): string {
  return parseEnvelope(text) ? text.slice(text.indexOf('\n') + 1) : text;
}

export function check(verbose: string, compressedIn: string, options: CheckOptions = {}): CheckReport {
  const profile = resolveProfile(options.profile);
  const env = parseEnvelope(compressedIn);
  // The envelope line is metadata about the artifact, not part of its content.
  const compressed = stripEnvelope(compressedIn);
  const base = stripEnvelope(verbose);
  const invariants: InvariantResult[] = [];

  // 1. Protected spans survive byte-exact, as many times.
  {
    const offences: Offence[] = [];
    const { protected: spans, skipped } = analyseText(base, profile);
    const want = new Map<string, Range[]>();
    for (const s of spans) {
      const v = base.slice(s.start, s.end);
      const l = want.get(v) ?? [];
      l.push({ start: s.start, end: s.end });
      want.set(v, l);
    }
    for (const s of skipped) {
      const v = base.slice(s.start, s.end);
      const l = want.get(v) ?? [];
      l.push({ start: s.start, end: s.end });
      want.set(v, l);
    }
    for (const [v, ranges] of want) {
      const got = occurrences(compressed, v).length;
      if (got < ranges.length) {
        for (const r of ranges.slice(got)) offences.push({ message: `${short(v)} missing or changed (${ranges.length} in verbose, ${got} in compressed)`, verbose: r });
      }
    }
    invariants.push({ id: 'protected', name: 'Protected spans byte-exact', pass: offences.length === 0, offences });
  }

  // 2. Uncertainty markers, by class.
  {
    const offences: Offence[] = [];
    const a = classHits(base);
    const b = classHits(compressed);
    for (const cls of Object.keys(a)) {
      const lost = a[cls].length - b[cls].length;
      if (lost > 0) {
        // Point at the verbose hedges whose word no longer appears often enough.
        const left = new Map<string, number>();
        for (const h of b[cls]) left.set(h.word, (left.get(h.word) ?? 0) + 1);
        let budget = lost;
        for (const h of a[cls]) {
          const n = left.get(h.word) ?? 0;
          if (n > 0) { left.set(h.word, n - 1); continue; }
          if (budget-- <= 0) break;
          offences.push({ message: `hedge "${h.word}" (${cls}) dropped: ${a[cls].length} in verbose, ${b[cls].length} in compressed`, verbose: h.range });
        }
      }
    }
    invariants.push({ id: 'uncertainty', name: 'Uncertainty kept', pass: offences.length === 0, offences });
  }

  // 3. Negation.
  {
    const a = negationHits(base);
    const b = negationHits(compressed);
    const offences: Offence[] = [];
    if (b.length < a.length) {
      const left = new Map<string, number>();
      for (const h of b) left.set(h.word, (left.get(h.word) ?? 0) + 1);
      for (const h of a) {
        const n = left.get(h.word) ?? 0;
        if (n > 0) { left.set(h.word, n - 1); continue; }
        offences.push({ message: `negation "${h.word}" dropped`, verbose: h.range });
      }
    }
    invariants.push({ id: 'negation', name: 'Negation kept', pass: offences.length === 0, offences });
  }

  // 4. Numbers keep their precision.
  {
    const a = numberHits(base);
    const offences: Offence[] = [];
    for (const [v, ranges] of a) {
      // In the compressed text a number may be glued to a label ("Round 7" -> "R7"), never to more digits.
      const got = standaloneCount(compressed, v);
      for (const r of ranges.slice(got)) offences.push({ message: `number ${v} missing or changed`, verbose: r });
    }
    invariants.push({ id: 'numbers', name: 'Numbers keep precision', pass: offences.length === 0, offences });
  }

  // 5. Structure.
  {
    const a = structureOf(base);
    const b = structureOf(compressed);
    const offences: Offence[] = [];
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n && offences.length < 20; i++) {
      if (a[i]?.sig === b[i]?.sig) continue;
      offences.push({
        message: a[i] && b[i] ? `structure differs: ${short(a[i].sig)} became ${short(b[i].sig)}` : a[i] ? `lost: ${short(a[i].sig)}` : `added: ${short(b[i].sig)}`,
        ...(a[i] ? { verbose: { start: a[i].start, end: a[i].end } } : {}),
        ...(b[i] ? { compressed: { start: b[i].start, end: b[i].end } } : {}),
      });
      break; // after the first difference the rest is shifted; one precise offence beats twenty noisy ones
    }
    invariants.push({ id: 'structure', name: 'Structure identical', pass: offences.length === 0, offences });
  }

  // 6. Tokens: never more than the input.
  const tokens: Record<string, TokenReduction> = {};
  {
    const offences: Offence[] = [];
    const counters = options.counters ?? {};
    for (const [enc, count] of Object.entries(counters)) {
      const v = count(base);
      const c = count(compressed);
      tokens[enc] = { verbose: v, compressed: c, saved: v - c, percent: v ? ((v - c) / v) * 100 : 0 };
      if (c > v) offences.push({ message: `${enc}: ${c} tokens compressed > ${v} verbose` });
    }
    invariants.push({
      id: 'tokens', name: 'No more tokens than the input', pass: offences.length === 0, offences,
      ...(Object.keys(counters).length ? {} : { skipped: true }),
    });
  }

  // 7. Idempotence at the intensity (given, or read from the envelope).
  const intensity: Intensity | undefined = options.intensity ?? env?.intensity;
  {
    const offences: Offence[] = [];
    if (intensity) {
      const counter = Object.values(options.counters ?? {})[0];
      const again = compress(compressed, { intensity, profile, envelope: false, ...(counter ? { countTokens: counter } : {}) });
      for (const e of again.edits.slice(0, 10)) offences.push({ message: `compressing again at ${intensity} changes "${e.before}" -> "${e.after}" (${e.label})`, compressed: e.input });
    }
    invariants.push({ id: 'idempotent', name: 'Idempotent', pass: offences.length === 0, offences, ...(intensity ? {} : { skipped: true }) });
  }

  const terse = profile.targets.terse !== undefined;
  const first = Object.keys(tokens)[0] ?? null;
  const red = first ? tokens[first] : null;
  let targetPct = terse ? profile.targets.terse! : profile.targets[intensity ?? 'full'];
  if (terse && red && red.verbose < 200 && profile.targets.short !== undefined) targetPct = profile.targets.short;
  return {
    pass: invariants.every((i) => i.pass),
    invariants,
    tokens,
    target: { intensity: terse ? 'terse' : (intensity ?? 'full'), percent: targetPct, met: red ? red.percent >= targetPct : null, encoding: first },
  };
}

function short(s: string): string {
  const one = s.replace(/\s+/g, ' ');
  return one.length > 60 ? JSON.stringify(one.slice(0, 57) + '…') : JSON.stringify(one);
}
