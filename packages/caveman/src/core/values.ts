// What a number stands for, however it is written: the one reading the checker's number invariant
// and the ledger share, so that "10,000" and "10k", "34,2" and "34.2", "75%" and "three quarters",
// "a 60-minute interval" and "an hourly interval", "only 1 person" and "a single person" are the
// same number, and "137" and "237" never are.
import { UNIT_ABBR } from './license';
import { numberWordValue } from './lexicon';

/** Seconds in a unit of time, by the unit's name ("hour") or its short form ("hr", "h"). */
const SECONDS: Record<string, number> = { millisecond: 0.001, second: 1, minute: 60, hour: 3600, day: 86400, week: 604800, month: 2629800, year: 31557600 };
/** A word for "every so long": the span between two times. */
const EVERY: Record<string, number> = { hourly: 3600, daily: 86400, nightly: 86400, weekly: 604800, fortnightly: 1209600, monthly: 2629800, yearly: 31557600, annually: 31557600 };
/** A share said in words. */
const SHARE: Record<string, number> = { half: 50, quarter: 25, quarters: 25, third: 33.3, thirds: 33.3 };

function unitSeconds(w: string): number | undefined {
  const lw = w.toLowerCase();
  const base = lw.replace(/s$/, '');
  if (Object.hasOwn(SECONDS, base)) return SECONDS[base];
  if (Object.hasOwn(UNIT_ABBR, lw)) return SECONDS[UNIT_ABBR[lw]];
  return undefined;
}

/** A number written plainly, as its value: thousands' commas gone, a decimal comma read as a point. */
function plainValue(s: string): number | undefined {
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(s)) return Number(s.replace(/,/g, ''));
  // (a comma before one or two digits is a decimal comma: "34,2 cpm" is 34.2)
  const dc = /^(\d+),(\d{1,2})$/.exec(s);
  if (dc) return Number(`${dc[1]}.${dc[2]}`);
  if (/^\d+(?:\.\d+)?$/.test(s)) return Number(s);
  return undefined;
}

function canon(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}

/**
 * The value of a number written as one word, or null: "10,000", "10000" and "10k" are "10000";
 * "34,2" and "34.2" are "34.2"; "75%" is "75%"; "24hr" and "24h" are a duration ("t:86400").
 */
export function numberValue(written: string): string | null {
  const s = written.replace(/\+$/, '');
  const pct = /^(.+)%$/.exec(s);
  if (pct) {
    const v = plainValue(pct[1]);
    return v === undefined ? null : `${canon(v)}%`;
  }
  const kilo = /^(\d+(?:\.\d+)?)[kK]$/.exec(s);
  if (kilo) return canon(Number(kilo[1]) * 1000);
  const glued = /^(\d+(?:\.\d+)?)([A-Za-z]{1,12})$/.exec(s);
  if (glued) {
    const u = unitSeconds(glued[2]);
    return u === undefined ? null : `t:${canon(Number(glued[1]) * u)}`;
  }
  const v = plainValue(s);
  return v === undefined ? null : canon(v);
}

/** A phrase of words that states a number, read at `i` of `words` (lower case): its value and its length in words. */
export interface ReadValue {
  value: string;
  length: number;
}

/**
 * The number a run of words states at `i`, or null: a number and its unit ("60 minute", "60-minute",
 * "an hour") is the duration; "hourly", "daily" the span between two times; "three quarters", "half"
 * a share ("75%", "50%"); "a single", "single" one; a number word its value; a number its value.
 */
export function readValue(words: readonly string[], i: number): ReadValue | null {
  const w = words[i];
  if (w === undefined) return null;
  if (Object.hasOwn(EVERY, w)) return { value: `t:${EVERY[w]}`, length: 1 };
  // "60-minute", "24-hour": the number and its unit in one word
  const hy = /^(\d+(?:\.\d+)?)-([a-z]+)$/.exec(w);
  if (hy && unitSeconds(hy[2]) !== undefined) return { value: `t:${canon(Number(hy[1]) * unitSeconds(hy[2])!)}`, length: 1 };
  const next = words[i + 1];
  const n = numberValue(w) ?? (numberWordValue(w) !== undefined ? String(numberWordValue(w)) : ['a', 'an', 'single'].includes(w) ? '1' : null);
  if (n !== null && !n.startsWith('t:') && !n.endsWith('%')) {
    // "a single person": the count, one
    if ((w === 'a' || w === 'an') && next === 'single') return { value: '1', length: 2 };
    // "a quarter hour", "half an hour": a share of a unit of time
    if (Object.hasOwn(SHARE, next ?? '') && Number(n) === 1) {
      const u = unitSeconds(words[i + 2] ?? '') ?? (['a', 'an'].includes(words[i + 2] ?? '') ? unitSeconds(words[i + 3] ?? '') : undefined);
      if (u !== undefined) return { value: `t:${canon(SHARE[next!] / 100 * u)}`, length: ['a', 'an'].includes(words[i + 2] ?? '') ? 4 : 3 };
    }
    // "three quarters", "a half", "one third": a share
    if (next !== undefined && Object.hasOwn(SHARE, next) && Number(n) >= 1 && Number(n) < 4 && (next.endsWith('s') ? Number(n) > 1 : Number(n) === 1)) return { value: `${canon(Number(n) * SHARE[next])}%`, length: 2 };
    const u = next === undefined ? undefined : unitSeconds(next);
    if (u !== undefined && (w !== 'a' && w !== 'an' ? true : !/s$/.test(next!))) return { value: `t:${canon(Number(n) * u)}`, length: 2 };
    if (w === 'a' || w === 'an') return null;
    return { value: n, length: 1 };
  }
  if (w === 'half' || w === 'quarter') {
    const u = unitSeconds(next ?? '') ?? (['a', 'an'].includes(next ?? '') ? unitSeconds(words[i + 2] ?? '') : undefined);
    if (u !== undefined) return { value: `t:${canon((w === 'half' ? 0.5 : 0.25) * u)}`, length: ['a', 'an'].includes(next ?? '') ? 3 : 2 };
  }
  if (w === 'half') return { value: '50%', length: 1 };
  return n === null ? null : { value: n, length: 1 };
}

/**
 * The other ways the numbers of `text` may be written, by the form a verbose text may have used
 * ("10k" may stand for "10,000" and "10000"; "34.2" for "34,2"; "three quarters" for "75%"; "hourly"
 * for "60"): the number invariant counts them when a number is short in a compression.
 */
export function otherForms(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const bump = (k: string) => out.set(k, (out.get(k) ?? 0) + 1);
  const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let m: RegExpExecArray | null;
  // (a sign before the number stays with it: "~10k" for "~10,000")
  const kilo = /(?<![\w.,])([-+~±≈]?)(\d+(?:\.\d+)?)[kK](?![\w])/g;
  while ((m = kilo.exec(text))) {
    const n = Math.round(Number(m[2]) * 1000);
    bump(m[1] + String(n));
    bump(m[1] + grouped(n));
  }
  const big = /(?<![\w.,])([-+~±≈]?)(\d{1,3}(?:,\d{3})+|\d{4,})(?![\d.,]\d)/g;
  while ((m = big.exec(text))) {
    const n = Number(m[2].replace(/,/g, ''));
    if (n % 100 === 0) for (const f of [`${n / 1000}k`, `${n / 1000}K`]) bump(m[1] + f);
    bump(m[1] + (m[2].includes(',') ? String(n) : grouped(n)));
  }
  const dec = /(?<![\w.,])([-+~±≈]?)(\d+)\.(\d{1,2})(?![\d.,]\d)/g;
  while ((m = dec.exec(text))) bump(`${m[1]}${m[2]},${m[3]}`);
  const dcomma = /(?<![\w.,])([-+~±≈]?)(\d+),(\d{1,2})(?![\d,]|\.\d)/g;
  while ((m = dcomma.exec(text))) bump(`${m[1]}${m[2]}.${m[3]}`);
  const share = /\b(a|one|two|three)[ -](half|quarters?|thirds?)\b|\bhalf\b/gi;
  while ((m = share.exec(text))) {
    const r = readValue(m[0].toLowerCase().split(/[ -]/), 0);
    if (r && r.value.endsWith('%') && r.value !== '33.3%') bump(r.value);
  }
  const every = /\b(hourly|daily|nightly|weekly|monthly|yearly|annually)\b/gi;
  while ((m = every.exec(text))) {
    const s = EVERY[m[1].toLowerCase()];
    // ("hourly" for "every 60 minutes" or "every hour"; "daily" for "every 24 hours")
    for (const u of [60, 3600, 86400]) if (s / u >= 1 && s / u <= 60 && Number.isInteger(s / u)) bump(String(s / u));
  }
  // ("≤ 2" for "< 3", "≥ 5" for "more than 4": the same bound on a count, by the next number)
  const bound = /(≤|<=|≥|>=|<|>|\bat most|\bat least|\bmore than|\bfewer than|\bless than)\s*(\d+)(?![\d.,]\d)/gi;
  while ((m = bound.exec(text))) {
    const n = Number(m[2]);
    const op = m[1].toLowerCase();
    const le = ['≤', '<=', 'at most'].includes(op), ge = ['≥', '>=', 'at least'].includes(op);
    bump(String(le ? n + 1 : ge ? n - 1 : op === '<' || op === 'fewer than' || op === 'less than' ? n - 1 : n + 1));
  }
  // ("~30" or "about 30" for "30ish")
  const near = /(?:[~≈]|\b(?:about|around|roughly|approx\.?|approximately)\s+)(\d+(?:\.\d+)?)(?![\d.,]\d)/gi;
  while ((m = near.exec(text))) for (const f of [`${m[1]}ish`, `${m[1]}-ish`]) bump(f);
  // ("all 6" for "6/6")
  const allN = /\ball (\d+)\b/gi;
  while ((m = allN.exec(text))) {
    bump(`${m[1]}/${m[1]}`);
    bump(m[1]);
  }
  // ("a quarter hour" for "15 min")
  if (/\bquarter(?:[ -]an)?[ -]hour\b/i.test(text)) bump('15');
  const single = /\b(?:a )?single\b/gi;
  while ((m = single.exec(text))) bump('1');
  // "fret 12" for "12th fret": the ordinal said as its number after the noun
  const bare = /(?<![\w.,])(\d{1,4})(?![\w.,]\d|\w)/g;
  while ((m = bare.exec(text))) {
    const n = Number(m[1]);
    const suf = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
    bump(`${n}${suf}`);
  }
  return out;
}
