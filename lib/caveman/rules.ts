// The rule table. Each rule is data (id, group, intensity, label) plus a matcher that reads the
// profile's word lists; the engine runs the table in order until nothing changes.
import type { Intensity, Profile, RuleGroup, WordPair } from './types';
import { cur, isLive, isSpace, type Tok } from './tokens';
import { inflections, plurals } from './inflect';
import { NARRATIVE_PHRASES, NUMBER_WORDS, UNCERTAINTY_CLASSES, NEGATIONS, UNIT_WORDS } from './lexicon';

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
type PhraseMap = Map<string, { words: string[]; to: string; from: string }[]>;

export interface UnitCtx {
  toks: Tok[];
  live: Tok[];
  c: Compiled;
  kind: string;
  changed: boolean;
  /** Bumped when a token is removed, so the live view is rebuilt only then. */
  drops: number;
  /** Bumped on every change. */
  changes: number;
}

const ART = new Set(['a', 'an', 'the']);
const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'their', 'its', 'his', 'her', 'some', 'any', 'each', 'every', 'no']);
const QUANTITY_AFTER_A = new Set(['few', 'little', 'lot', 'bit', 'couple', 'while', 'number', 'handful', 'dozen', 'hundred', 'thousand', 'million', 'third', 'quarter', 'half']);
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'it', 'they', 'you', 'he', 'she']);
const PRONOUN_CONTRACTIONS = new Set(["i've", "we've", "they've", "you've", "i'm", "we're", "they're", "you're", "it's", "he's", "she's", 'i’ve', 'we’ve', 'i’m', 'we’re', 'it’s', 'they’re']);
const AUX_DROP = new Set(['have', 'has', 'had', 'am', 'is', 'are', 'was', 'were']);
const AUX_KEEP = new Set(['will', 'would', 'can', 'could', 'may', 'might', 'should', 'must', 'do', 'does', 'did', 'need', 'needs']);
const COPULAS = new Set(['is', 'are', 'was', 'were']);
const NOT_SUBJECT = new Set(['there', 'here', 'it', 'this', 'that', 'what', 'which', 'who', 'where', 'when', 'how', 'why', 'if', 'i', 'we', 'you', 'they', 'he', 'she', 'these', 'those', 'one', 'all', 'nothing', 'everything', 'something', 'anything', 'and', 'or', 'but', 'so']);
const AFTER_COPULA_BLOCK = new Set(['to', 'that', 'because', 'what', 'why', 'how', 'where', 'when', 'whether', 'also', 'still', 'being', 'one', 'as', 'than', 'there', 'it', 'if', 'so']);
const IRREGULAR_PAST = new Set(['found', 'ran', 'made', 'saw', 'got', 'did', 'went', 'wrote', 'built', 'kept', 'left', 'took', 'put', 'set', 'read', 'sent', 'spent', 'split', 'cut', 'hit', 'began', 'broke', 'chose', 'gave', 'knew', 'led', 'lost', 'met', 'paid', 'rode', 'said', 'saw', 'shut', 'sold', 'stood', 'threw', 'told', 'thought', 'understood', 'won']);
const BASE_VERBS = new Set(['need', 'want', 'plan', 'suggest', 'recommend', 'expect', 'see', 'propose', 'agree', 'believe', 'assume', 'added', 'found', 'fixed']);
const MODALS_NEG = new Set([...UNCERTAINTY_CLASSES.modal, ...NEGATIONS, 'will', 'would', 'can', 'cannot', 'must', 'does', 'do', 'did']);
const ARROW_VERBS: Record<string, number> = {
  causes: 1, caused: 1, cause: 1, produces: 1, produced: 1, produce: 1,
};
const ARROW_PAIRS: Record<string, string[]> = { leads: ['to'], led: ['to'], lead: ['to'], results: ['in'], resulted: ['in'], result: ['in'] };
const THEN_BLOCK = new Set(['since', 'until', 'by', 'back', 'from', 'till', 'only', 'just', 'even', 'and']);
const CONDITIONAL = new Set(['if', 'when', 'unless', 'once', 'whenever']);
const PLUS_STOP = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'it', 'they', 'we', 'i', 'you', 'he', 'she', 'this', 'that', 'then', 'so', 'but', 'or', 'and', 'to', 'of', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'as', 'not', 'no', 'never', 'also', 'a', 'an', 'the', 'have', 'has', 'had', 'will', 'can', ...UNCERTAINTY_CLASSES.modal, ...UNCERTAINTY_CLASSES.likelihood]);
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_TRIGGERS = new Set([...Object.keys(NUMBER_WORDS), ...TENS.flatMap((t) => Object.keys(UNIT_WORDS).map((u) => `${t}-${u}`))]);
const NARRATIVE_FIRST = new Set(NARRATIVE_PHRASES.map((p) => p.split(' ')[0]));
const HEDGES = new Set(Object.values(UNCERTAINTY_CLASSES).flat());

/** Own-property lookup: a word like "constructor" must not hit Object.prototype. */
const own = <V>(o: Record<string, V>, k: string): V | undefined => (Object.hasOwn(o, k) ? o[k] : undefined);

export const lc = (t: Tok) => (t.out === null ? t.lt : t.out.toLowerCase());
const isAtom = (t: Tok | undefined) => !!t && t.k === 'x';
const isPunct = (t: Tok | undefined, ch?: string) => !!t && t.k === 'p' && (ch === undefined || cur(t) === ch);
const TERMINAL = new Set(['.', '!', '?']);
const isArrowTok = (t: Tok | undefined) => !!t && t.k === 'p' && ['->', '=>', '→', '=', '←', '<-'].includes(cur(t));

export function capitalize(s: string): string {
  return s.length ? s[0].toUpperCase() + s.slice(1) : s;
}
function matchCase(src: string, to: string): string {
  if (!to) return to;
  if (src.length > 1 && src === src.toUpperCase() && /\p{L}/u.test(src)) return to === to.toLowerCase() ? to.toUpperCase() : to;
  if (/^\p{Lu}/u.test(src)) return capitalize(to);
  return to;
}

// ---- navigation over the live stream ----

// Emphasis markers are skipped like spaces: "**The** build" reads as "The build".
const skipped = (t: Tok) => isSpace(t) || t.k === 'm';
export function nextNS(live: Tok[], j: number): number {
  for (let i = j + 1; i < live.length; i++) if (!skipped(live[i])) return i;
  return -1;
}
export function prevNS(live: Tok[], j: number): number {
  for (let i = j - 1; i >= 0; i--) if (!skipped(live[i])) return i;
  return -1;
}
/** Next word after exactly one run of spaces (no punctuation in between), or -1. */
function nextWordAdj(live: Tok[], j: number): number {
  const i = nextNS(live, j);
  if (i === -1 || i === j + 1) return -1; // needs a space between
  return live[i].k === 'w' ? i : -1;
}

/** First live token of its line: the unit start, or right after a line-break gap. */
function lineStart(live: Tok[], j: number): boolean {
  for (let i = j - 1; i >= 0; i--) {
    const t = live[i];
    if (t.k === 'g') return t.t.includes('\n') || !!t.brk;
    if (t.k !== 's' && !(t.k === 'p' && cur(t) === ',')) return false; // a leading comma is dropped by repair
  }
  return true;
}

export function sentenceStart(live: Tok[], j: number): boolean {
  const p = prevNS(live, j);
  if (p === -1) return true;
  const t = live[p];
  if (t.k === 'g' && t.brk) return true;
  return t.k === 'p' && TERMINAL.has(cur(t));
}
function clauseStart(live: Tok[], j: number): boolean {
  if (sentenceStart(live, j)) return true;
  const p = prevNS(live, j);
  const t = live[p];
  return t.k === 'p' && [';', ':', '—', '(', '–'].includes(cur(t));
}
/**
 * For every live token, the index of its sentence's end (the terminal token, or live.length) and
 * begin: one pass per live view, so rules stay linear on a sentence of any length.
 */
const sentenceIndex = new WeakMap<Tok[], { begin: Int32Array; end: Int32Array }>();
function sentences(live: Tok[]) {
  let idx = sentenceIndex.get(live);
  if (idx) return idx;
  const n = live.length;
  const begin = new Int32Array(n);
  const end = new Int32Array(n);
  const terminal = (t: Tok) => (t.k === 'p' && TERMINAL.has(cur(t))) || (t.k === 'g' && !!t.brk);
  let b = 0;
  for (let i = 0; i < n; i++) {
    begin[i] = b;
    if (terminal(live[i])) b = i + 1;
  }
  let e = n;
  for (let i = n - 1; i >= 0; i--) {
    if (terminal(live[i])) e = i;
    end[i] = e;
  }
  idx = { begin, end };
  sentenceIndex.set(live, idx);
  return idx;
}
function sentenceEnd(live: Tok[], j: number): number {
  return j < live.length ? sentences(live).end[j] : live.length;
}
/** First token after the last terminal before live[j]. */
function sentenceBegin(live: Tok[], j: number): number {
  return j < live.length ? sentences(live).begin[j] : 0;
}
function isQuestion(live: Tok[], j: number): boolean {
  const e = sentenceEnd(live, j);
  return e < live.length && cur(live[e]) === '?';
}

/**
 * A word mentioned rather than used: inside an item of a comma-separated list of short items
 * ("Remove: just, really, please note, in order to (use …)"), or either side of an arrow.
 */
export function mentioned(live: Tok[], a: number, b: number): boolean {
  let s = a;
  let e = b;
  let words = 0;
  for (let i = a; i <= b; i++) if (live[i].k === 'w') words++;
  // An item runs over words and "+"-joined words (ultra writes "email+password"), so the
  // decision is the same before and after compression.
  const itemTok = (t: Tok) => t.k === 'w' || (t.k === 'p' && cur(t) === '+') || (t.k === 'x' && /^\d/.test(cur(t)));
  for (let p = prevNS(live, s); p !== -1 && itemTok(live[p]) && words < 4; p = prevNS(live, p)) { s = p; if (live[p].k === 'w') words++; }
  for (let n = nextNS(live, e); n !== -1 && itemTok(live[n]) && words < 4; n = nextNS(live, n)) { e = n; if (live[n].k === 'w') words++; }
  if ((s !== a || e !== b) && itemMention(live, s, e)) return true;
  return itemMention(live, a, b);
}

function itemMention(live: Tok[], a: number, b: number): boolean {
  const p = prevNS(live, a);
  const n = nextNS(live, b);
  if (isArrowTok(live[p]) || isArrowTok(live[n])) return true;
  const pc = p === -1 ? '' : cur(live[p]);
  const nc = n === -1 ? '' : cur(live[n]);
  const prevSep = pc === ',' || pc === ':' || pc === ';' || (pc === '(' && nc === ')');
  let nextSep = n === -1 || [',', ';', ')', '.', '('].includes(nc) || (live[n].k === 'g' && !!live[n].brk);
  if (!nextSep && (nc.toLowerCase() === 'and' || nc.toLowerCase() === 'or')) {
    const w = nextNS(live, n);
    const after = w === -1 ? -1 : nextNS(live, w);
    nextSep = w !== -1 && live[w].k === 'w' && (after === -1 || [',', '.', ';', ')'].includes(cur(live[after])));
  }
  if (!(prevSep && nextSep)) return false;
  if (pc === ':' && nc === '.' && a !== b) return false; // "Note: of course." is usage; "Remove: just." a list
  // The last item of a list ("…, due to the cache.") is a list item only if a short item precedes it.
  if (nc === '.' || n === -1 || (live[n].k === 'g' && live[n].brk)) {
    if (pc !== ',') return pc === ':' && a === b;
    const q = prevNS(live, p);
    if (q === -1 || live[q].k !== 'w') return false;
    const qp = prevNS(live, q);
    const qc = qp === -1 ? '' : cur(live[qp]);
    return qc === ',' || qc === ':';
  }
  return true;
}

// ---- mutation ----

function mark(t: Tok, out: string, rule: RuleDef, u: UnitCtx) {
  if (cur(t) === out || t.k === 'g' || t.k === 'x') return; // structure and protected bytes are immutable
  if (t.k === 'm' && rule.group !== 'emphasis') return; // only the emphasis rule strips markers
  if (out === '' && t.hold) return;
  if (out === '') u.drops++;
  u.changes++;
  t.out = out;
  if (t.rule === null || out === '') t.rule = rule.id;
  u.changed = true;
}

/** Drop live[a..b] and one adjacent space so that words stay separated by exactly one space. */
/** A word or mark in live[a..b] that must stay (inside emphasis, or in a line that must keep its words). */
export function held(live: Tok[], a: number, b: number): boolean {
  for (let i = Math.max(0, a); i <= b && i < live.length; i++) if (live[i].hold) return true;
  return false;
}

function drop(u: UnitCtx, a: number, b: number, rule: RuleDef) {
  const { live } = u;
  if (held(live, a, b)) return;
  for (let i = a; i <= b; i++) mark(live[i], '', rule, u);
  const before = live[a - 1];
  const after = live[b + 1];
  const spaceBefore = before && before.k === 's';
  const spaceAfter = after && after.k === 's';
  if (spaceAfter && (spaceBefore || !before || before.k !== 'w')) mark(after, '', rule, u);
  else if (spaceBefore && (!after || after.k === 'p' || after.k === 'g')) mark(before, '', rule, u);
  else if (spaceAfter && !spaceBefore && before && before.k === 'g') mark(after, '', rule, u);
}

/** Match a phrase map at live[j]; returns [phraseEntry, endIndex] or null. Words must be space-separated. */
function matchPhrase(live: Tok[], j: number, map: PhraseMap) {
  const list = map.get(lc(live[j]));
  if (!list) return null;
  for (const entry of list) {
    let k = j;
    let ok = true;
    for (let w = 1; w < entry.words.length; w++) {
      const nk = nextWordAdj(live, k);
      if (nk === -1 || lc(live[nk]) !== entry.words[w]) { ok = false; break; }
      k = nk;
    }
    if (ok) return { entry, end: k };
  }
  return null;
}

function replaceSpan(u: UnitCtx, a: number, b: number, to: string, rule: RuleDef) {
  const src = cur(u.live[a]);
  if (to === '') return drop(u, a, b, rule);
  if (held(u.live, a + 1, b)) return;
  mark(u.live[a], matchCase(src, to), rule, u);
  for (let i = a + 1; i <= b; i++) mark(u.live[i], '', rule, u);
}

function hasContentOutside(live: Tok[], a: number, b: number): boolean {
  const content = (t: Tok) => (t.k === 'w' || t.k === 'x') && cur(t) !== '';
  for (let i = a - 1; i >= 0; i--) if (content(live[i])) return true;
  for (let i = b + 1; i < live.length; i++) if (content(live[i])) return true;
  return false;
}

function hasProtectedOrHedge(live: Tok[], a: number, b: number): boolean {
  for (let i = a; i < b && i < live.length; i++) {
    const t = live[i];
    if (t.k === 'x') return true;
    if (t.k === 'w') {
      const w = lc(t);
      if (HEDGES.has(w) || NEGATIONS.includes(w) || w === 'cannot' || w.endsWith("n't") || w.endsWith('n’t')) return true;
    }
  }
  return false;
}

// ---- rule matchers ----

function fillerWords(set: (c: Compiled) => Set<string>) {
  return (u: UnitCtx, rule: RuleDef) => {
    const { live } = u;
    const words = set(u.c);
    for (let j = 0; j < live.length; j++) {
      const t = live[j];
      if (t.k !== 'w' || !isLive(t)) continue;
      const w = lc(t);
      if (!words.has(w)) continue;
      if (mentioned(live, j, j)) continue;
      const p = prevNS(live, j);
      const n = nextNS(live, j);
      const pw = p !== -1 && live[p].k === 'w' ? lc(live[p]) : '';
      const nw = n !== -1 && live[n].k === 'w' ? lc(live[n]) : '';
      if (n === -1 || (live[n].k === 'p' && TERMINAL.has(cur(live[n])) && p === -1)) continue; // a lone word is content
      if (pw === 'not' || pw.endsWith("n't") || pw === 'almost' || pw === 'most' || pw === 'no') continue;
      if (w === 'sure' && !(sentenceStart(live, j) && isPunct(live[n], ','))) continue;
      if (w === 'very' && ['first', 'last', 'same', 'end', 'beginning', 'least', 'top', 'bottom', 'start', 'moment'].includes(nw)) continue;
      if (w === 'just' && (live[n]?.k === 'x' || ['in', 'as', 'now', 'before', 'after', 'one', 'once', 'because'].includes(nw) || own(NUMBER_WORDS, nw) !== undefined)) continue;
      if (w === 'quite' && (nw === 'a' || nw === 'some')) continue;
      if (isPunct(live[n], '-') || isPunct(live[p], '-')) continue;
      // "Basically, it ..." / "..., basically, ...": the filler takes its comma along.
      if (isPunct(live[n], ',') && (clauseStart(live, j) || isPunct(live[p], ','))) {
        if (isPunct(live[p], ',') && !clauseStart(live, j)) drop(u, p, j, rule);
        else drop(u, j, n, rule);
        continue;
      }
      drop(u, j, j, rule);
    }
  };
}

function pleasantries(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !isLive(t)) continue;
    const list = u.c.fillerPhrases.get(lc(t));
    if (!list) continue;
    for (const words of list) {
      let k = j;
      let ok = true;
      for (let w = 1; w < words.length; w++) {
        const nk = nextWordAdj(live, k);
        if (nk === -1 || lc(live[nk]) !== words[w]) { ok = false; break; }
        k = nk;
      }
      if (!ok) continue;
      if (words.length === 1 || mentioned(live, j, k)) break;
      const phrase = words.join(' ');
      const start = sentenceStart(live, j);
      let end = k;
      let n = nextNS(live, end);
      if (phrase === 'let me know' || phrase.endsWith('helps')) {
        // The whole request or closer goes, up to the end of its sentence, unless it carries content.
        const e = sentenceEnd(live, j);
        if (!start || hasProtectedOrHedge(live, k + 1, e)) break;
        const nxt = live[nextNS(live, k)];
        if (phrase.endsWith('helps') && nxt && nxt.k === 'w') break; // "hope that helps, complete": content follows
        if (phrase === 'let me know' && nxt && nxt.k === 'w' && !['if', 'whether', 'when'].includes(lc(nxt))) break;
        end = e < live.length && live[e].k === 'p' ? e : e - 1;
        while (end > k && isSpace(live[end])) end--;
        if (!hasContentOutside(live, j, end)) break; // a unit never empties: its list item / cell must stay
        drop(u, j, end, rule);
        break;
      }
      if (n !== -1 && live[n].k === 'w' && phrase === 'feel free to') { drop(u, j, k, rule); break; }
      if (n !== -1 && (live[n].k === 'w' || live[n].k === 'x') && phrase === 'happy to help') break; // "happy to help if …" heads a clause
      if (isPunct(live[n], ',')) {
        const p = prevNS(live, j);
        if (isPunct(live[p], ',')) { drop(u, p, end, rule); break; }
        if (start) end = n;
      } else if (n !== -1 && live[n].k === 'p' && TERMINAL.has(cur(live[n])) && start) {
        end = n;
      }
      drop(u, j, end, rule);
      n = -1;
      break;
    }
  }
}

function phraseSubst(pick: (c: Compiled) => PhraseMap, opts: { guardMention: boolean }) {
  return (u: UnitCtx, rule: RuleDef) => {
    const { live } = u;
    const map = pick(u.c);
    for (let j = 0; j < live.length; j++) {
      const t = live[j];
      if (t.k !== 'w' || !isLive(t) || t.rule === rule.id) continue;
      const m = matchPhrase(live, j, map);
      if (!m) continue;
      if (opts.guardMention && mentioned(live, j, m.end)) continue;
      if (cur(t).toLowerCase() === m.entry.to.toLowerCase() && m.end === j) continue;
      // "about" / "around" hedge only before a quantity: "approximately the same" keeps its word.
      if (QUANTITY_HEDGES.has(m.entry.to.toLowerCase()) && !quantityAfter(live, m.end)) continue;
      if (m.entry.to === '' && isPunct(live[nextNS(live, m.end)], ',') && clauseStart(live, j)) {
        drop(u, j, nextNS(live, m.end), rule);
      } else replaceSpan(u, j, m.end, m.entry.to, rule);
      j = m.end;
    }
  };
}

const QUANTITY_HEDGES = new Set(['about', 'around']);
/** A number, a number word or `~` follows live[j]. */
function quantityAfter(live: Tok[], j: number): boolean {
  const n = nextNS(live, j);
  if (n === -1) return false;
  const t = cur(live[n]);
  return /^[~\d]/.test(t) || own(NUMBER_WORDS, t.toLowerCase()) !== undefined || own(UNIT_WORDS, t.toLowerCase()) !== undefined;
}

function articles(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !ART.has(lc(t))) continue;
    let n = j + 2 < live.length && live[j + 1].k === 's' ? j + 2 : -1;
    if (n === -1) continue;
    if (live[n].k === 'm' && n + 1 < live.length) n++; // "the **build**"
    const nt = live[n];
    if (nt.k !== 'w' && nt.k !== 'x') continue;
    if (nt.k === 'w' && QUANTITY_AFTER_A.has(lc(nt)) && lc(t) !== 'the') continue;
    if (cur(t) === 'A' && !sentenceStart(live, j) ) continue; // "plan A", "option A is"
    if (mentioned(live, j, j)) continue;
    drop(u, j, j, rule);
  }
}

function narrative(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !isLive(t)) continue;
    const w = lc(t);
    if (w === 'now' && sentenceStart(live, j) && isPunct(live[nextNS(live, j)], ',')) {
      drop(u, j, nextNS(live, j), rule);
      continue;
    }
    if (!NARRATIVE_FIRST.has(w) || !clauseStart(live, j)) continue;
    for (const p of NARRATIVE_PHRASES) {
      const words = p.split(' ');
      if (words[0] !== w) continue;
      let k = j;
      let ok = true;
      for (let x = 1; x < words.length; x++) {
        const nk = nextWordAdj(live, k);
        if (nk === -1 || lc(live[nk]) !== words[x]) { ok = false; break; }
        k = nk;
      }
      if (!ok) continue;
      if (p === 'let me' && lc(live[nextNS(live, k)] ?? t) === 'know') break;
      const after = nextNS(live, k);
      if (after === -1 || live[after].k === 'p') break; // "I think." alone stays
      if (p === 'i think' && lc(live[after]) === 'that') k = after;
      drop(u, j, k, rule);
      break;
    }
  }
}

function copula(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !COPULAS.has(lc(t))) continue;
    if (isQuestion(live, j)) continue;
    // Subject: 1-4 words or atoms from the start of the sentence, no punctuation.
    const b = sentenceBegin(live, j);
    if (j - b > 24) continue;
    let words = 0;
    let ok = true;
    let first: Tok | null = null;
    for (let i = b; i < j; i++) {
      const x = live[i];
      if (isSpace(x)) continue;
      if (x.k === 'w' || x.k === 'x') {
        words++;
        if (!first) first = x;
        if (x.k === 'w' && NOT_SUBJECT.has(lc(x))) ok = false;
      } else ok = false;
    }
    if (!ok || words < 1 || words > 4 || !first) continue;
    const n = nextWordAdj(live, j);
    if (n === -1) continue;
    const nw = lc(live[n]);
    if (DETERMINERS.has(nw) && nw !== 'no') continue;
    if (AFTER_COPULA_BLOCK.has(nw)) continue;
    drop(u, j, j, rule);
  }
}

function pronouns(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !sentenceStart(live, j) || isQuestion(live, j)) continue;
    const w = lc(t);
    const n = nextWordAdj(live, j);
    if (n === -1) continue;
    const nw = lc(live[n]);
    if (PRONOUN_CONTRACTIONS.has(w)) {
      drop(u, j, j, rule);
      continue;
    }
    if (!SUBJECT_PRONOUNS.has(w)) continue;
    if (AUX_DROP.has(nw)) {
      const n2 = nextWordAdj(live, n);
      if (n2 === -1 && !isAtom(live[nextNS(live, n)])) continue;
      drop(u, j, n, rule);
      continue;
    }
    if (AUX_KEEP.has(nw) || nw.endsWith("n't") || nw.endsWith('n’t')) {
      drop(u, j, j, rule);
      continue;
    }
    const third = w === 'it' || w === 'he' || w === 'she';
    const verbish =
      /ed$/.test(nw) || IRREGULAR_PAST.has(nw) || (third ? /[^s]s$/.test(nw) : BASE_VERBS.has(nw));
    if (verbish && nw !== 'think') drop(u, j, j, rule);
  }
}

function numbers(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w') continue;
    const w = lc(t);
    let v: number | undefined = own(NUMBER_WORDS, w);
    if (v === undefined && w.includes('-')) {
      const m = /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(one|two|three|four|five|six|seven|eight|nine)$/.exec(w);
      if (m) v = NUMBER_WORDS[m[1]] + UNIT_WORDS[m[2]];
    }
    if (v === undefined || mentioned(live, j, j)) continue;
    const n = nextNS(live, j);
    if (n !== -1 && isPunct(live[n], '-')) continue;
    // "Two." at the start of a line would turn into "2.", an ordered-list marker.
    if (n !== -1 && (isPunct(live[n], '.') || isPunct(live[n], ')')) && lineStart(live, j)) continue;
    mark(t, String(v), rule, u);
    t.k = 'x'; // digits are a protected number on any later pass: treat them so from now on
  }
}

function arrows(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  const glyph = u.c.arrow;
  // Index of the last conditional word ("if … then" keeps its "then") up to each token.
  const lastCond = new Int32Array(live.length);
  for (let i = 0, last = -1; i < live.length; i++) {
    if (live[i].k === 'w' && CONDITIONAL.has(lc(live[i]))) last = i;
    lastCond[i] = last;
  }
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !isLive(t)) continue;
    const w = lc(t);
    if (w !== 'then' && own(ARROW_VERBS, w) === undefined && own(ARROW_PAIRS, w) === undefined) continue;
    const p = prevNS(live, j);
    const pw = p !== -1 && live[p].k === 'w' ? lc(live[p]) : '';
    if (MODALS_NEG.has(pw) || pw.endsWith("n't")) continue;
    if (w === 'then') {
      const n = nextNS(live, j);
      if (n === -1 || live[n].k !== 'w' || THEN_BLOCK.has(pw) && pw !== 'and') continue;
      if (j > 0 && lastCond[j - 1] >= sentenceBegin(live, j)) continue;
      if (held(live, p, j)) continue;
      if (pw === 'and') {
        // "X, and then Y" / "X and then Y" -> "X -> Y"
        const pp = prevNS(live, p);
        if (isPunct(live[pp], ',')) mark(live[pp], '', rule, u);
        mark(live[p], glyph, rule, u);
        drop(u, j, j, rule);
      } else if (isPunct(live[p], ',')) {
        mark(live[p], '', rule, u);
        if (live[p + 1] && live[p + 1].k === 's' && p + 1 < j) {
          // "X, then Y" -> "X -> Y": the comma goes, the space before "then" stays.
          const sp = live[p + 1];
          mark(live[p], ' ', rule, u);
          mark(sp, '', rule, u);
        }
        mark(t, glyph, rule, u);
      }
      continue;
    }
    if (held(live, p, j)) continue;
    if (own(ARROW_VERBS, w) && p !== -1 && (live[p].k === 'w' || live[p].k === 'x') && nextWordAdj(live, j) !== -1) {
      if (pw === 'which' || pw === 'that') {
        mark(live[p], glyph, rule, u);
        drop(u, j, j, rule);
      } else mark(t, glyph, rule, u);
      continue;
    }
    const pair = own(ARROW_PAIRS, w);
    if (pair && p !== -1 && (live[p].k === 'w' || live[p].k === 'x')) {
      const n = nextWordAdj(live, j);
      if (n === -1 || lc(live[n]) !== pair[0] || nextNS(live, n) === -1 || held(live, n, n)) continue;
      if (pw === 'which' || pw === 'that') {
        mark(live[p], glyph, rule, u);
        drop(u, j, n, rule);
      } else {
        mark(t, glyph, rule, u);
        drop(u, n, n, rule);
      }
    }
  }
}

function plusLists(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 2; j < live.length - 2; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'and') continue;
    if (live[j - 1].k !== 's' || live[j + 1].k !== 's') continue;
    const x = live[j - 2];
    const y = live[j + 2];
    if (x.k !== 'w' || y.k !== 'w') continue; // words only: "+" glued to a path or code reads as part of it
    if ((x.k === 'w' && PLUS_STOP.has(lc(x))) || (y.k === 'w' && PLUS_STOP.has(lc(y)))) continue;
    const before = prevNS(live, j - 2);
    if (isPunct(live[before], ',')) continue; // "A, B and C": leave long lists
    const after = nextNS(live, j + 2);
    const endOk = after === -1 || (live[after].k === 'p' && [',', '.', ';', ':', '!', '?', ')'].includes(cur(live[after]))) || live[after].k === 'g';
    if (!endOk) continue;
    if (x.k === 'w' && /(?:ed|ing|ly)$/.test(lc(x))) continue;
    mark(live[j - 1], '', rule, u);
    mark(t, '+', rule, u);
    mark(live[j + 1], '', rule, u);
  }
}

function clauseConjunctions(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 1; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'and') continue;
    const p = prevNS(live, j);
    if (!isPunct(live[p], ',')) continue;
    const n = nextWordAdj(live, j);
    if (n === -1) continue;
    drop(u, j, j, rule);
  }
}

/** Markers the parser found at word boundaries (both of a pair, or neither: see segment.ts) go. */
function emphasis(u: UnitCtx, rule: RuleDef) {
  for (const t of u.live) if (t.k === 'm') mark(t, '', rule, u);
}

function listPeriod(u: UnitCtx, rule: RuleDef) {
  if (u.kind !== 'listItem') return;
  const { live } = u;
  let j = live.length - 1;
  while (j >= 0 && isSpace(live[j])) j--;
  if (j < 1 || !isPunct(live[j], '.')) return;
  const p = live[j - 1];
  if (p.k !== 'w' && p.k !== 'x') return;
  // One sentence only: a period inside the item means it is prose, keep its punctuation consistent.
  for (let i = 0; i < j; i++) if (live[i].k === 'p' && TERMINAL.has(cur(live[i]))) return;
  mark(live[j], '', rule, u);
}

function statusRound(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j + 2 < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'round' || live[j + 1].k !== 's' || live[j + 2].k !== 'x') continue;
    if (!/^\d+$/.test(cur(live[j + 2]))) continue;
    mark(t, 'R', rule, u);
    mark(live[j + 1], '', rule, u);
  }
  // "from 276ms to 226ms" -> "276ms→226ms": both numbers stay.
  for (let j = 0; j + 4 < live.length; j++) {
    if (live[j].k !== 'w' || lc(live[j]) !== 'from') continue;
    if (live[j + 1].k !== 's' || live[j + 2].k !== 'x' || live[j + 3].k !== 's' || live[j + 4].k !== 'w' || lc(live[j + 4]) !== 'to') continue;
    if (live[j + 5]?.k !== 's' || live[j + 6]?.k !== 'x' || held(live, j, j + 4)) continue;
    drop(u, j, j, rule);
    mark(live[j + 3], '', rule, u);
    mark(live[j + 4], u.c.arrow, rule, u);
    mark(live[j + 5], '', rule, u);
  }
}

export const RULES: RuleDef[] = [
  {
    id: 'status.phrase', triggers: (c) => c.status.keys(), group: 'status', intensity: 'lite', label: 'status: terse phrase',
    description: 'Status-line phrases of the terse profile ("files modified" -> "mod").',
    example: 'Builder Agent Report: Task implemented successfully. 4 files modified, 2 files created.',
    run: phraseSubst((c) => c.status, { guardMention: false }),
  },
  {
    id: 'status.round', triggers: () => ['round', 'from'], group: 'status', intensity: 'lite', label: 'status: short field form',
    description: '"Round 7:" becomes "R7:", "from 276ms to 226ms" becomes "276ms→226ms"; every number stays.',
    example: 'Round 7: metric improved from 276ms to 226ms (-18.2%).', run: statusRound,
  },
  {
    id: 'lite.pleasantry', triggers: (c) => c.fillerPhrases.keys(), group: 'filler', intensity: 'lite', label: 'lite: pleasantry dropped',
    description: 'Pleasantries and ceremonial closers ("happy to help", "let me know if …") are dropped.',
    example: 'Of course, the fix is ready. Let me know if you have questions.', run: pleasantries,
  },
  {
    id: 'lite.phrase', triggers: (c) => c.litePhrases.keys(), group: 'phrase', intensity: 'lite', label: 'lite: shorter phrase',
    description: 'Wordy phrases get their short form ("in order to" -> "to").',
    example: 'We cache the token in order to avoid a second lookup.',
    run: phraseSubst((c) => c.litePhrases, { guardMention: true }),
  },
  {
    id: 'lite.filler', triggers: (c) => c.filler, group: 'filler', intensity: 'lite', label: 'lite: filler word dropped',
    description: 'Filler words (just, really, basically …) are dropped, except where they carry meaning ("not really", "make sure", "very first").',
    example: 'I just finished it and it basically works, but it is not really fast.',
    run: fillerWords((c) => c.filler),
  },
  {
    id: 'full.filler', triggers: (c) => c.fullFiller, group: 'filler', intensity: 'full', label: 'full: filler adverb dropped',
    description: 'Adverbs that add nothing to a status ("successfully") are dropped from full up.',
    example: 'The build completed successfully.', run: fillerWords((c) => c.fullFiller),
  },
  {
    id: 'full.narrative', triggers: () => ['now', 'i', 'let', 'we'], group: 'narrative', intensity: 'full', label: 'full: narrative phrase dropped',
    description: '"I think", "let me", "we will then" and a sentence-initial "Now," are dropped.',
    example: 'Now, let me check the logs. I think the cache is stale.', run: narrative,
  },
  {
    id: 'full.pronoun', triggers: () => [...SUBJECT_PRONOUNS, ...PRONOUN_CONTRACTIONS], group: 'pronoun', intensity: 'full', label: 'full: subject pronoun dropped',
    description: 'A sentence-initial subject pronoun and its auxiliary go before a verb ("I have implemented X" -> "Added X").',
    example: 'I have implemented the endpoint. It accepts an email.', run: pronouns,
  },
  {
    id: 'full.synonym', triggers: (c) => c.synonyms.keys(), group: 'synonym', intensity: 'full', label: 'full: shorter synonym',
    description: 'Shorter synonyms with their inflections (implemented -> added, approximately -> about).',
    example: 'We utilized the cache and modified the handler prior to the release.',
    run: phraseSubst((c) => c.synonyms, { guardMention: true }),
  },
  {
    id: 'full.article', triggers: () => ART, group: 'article', intensity: 'full', label: 'full: article dropped',
    description: 'Articles (a, an, the) are dropped where meaning survives ("a few" stays).',
    example: 'The reviewer found a bug in the parser.', run: articles,
  },
  {
    id: 'full.copula', triggers: () => COPULAS, group: 'copula', intensity: 'full', label: 'full: copula dropped',
    description: 'An unambiguous copula after a short subject is dropped ("The build is complete" -> "Build complete").',
    example: 'The build is complete.', run: copula,
  },
  {
    id: 'full.number', group: 'number', intensity: 'full', label: 'full: number as digits', triggers: () => NUMBER_TRIGGERS,
    description: 'Number words two to twenty and the tens become digits; "one" and "no one" stay.',
    example: 'It hashes with twelve rounds after three waves.', run: numbers,
  },
  {
    id: 'ultra.abbreviation', triggers: (c) => c.abbreviations.keys(), group: 'abbreviation', intensity: 'ultra', label: 'ultra: abbreviation',
    description: 'Common technical words are abbreviated, plurals too (database -> DB, dependencies -> deps).',
    example: 'The database configuration of the production server.',
    run: phraseSubst((c) => c.abbreviations, { guardMention: true }),
  },
  {
    id: 'ultra.arrow', triggers: () => ['then', ...Object.keys(ARROW_VERBS), ...Object.keys(ARROW_PAIRS)], group: 'arrow', intensity: 'ultra', label: 'ultra: flow as arrow',
    description: 'Causality and sequence become arrows ("X causes Y", "and then" -> "X -> Y"); conditionals keep "then".',
    example: 'The retry causes a timeout, and then the queue stalls.', run: arrows,
  },
  {
    id: 'ultra.plus', triggers: () => ['and'], group: 'conjunction', intensity: 'ultra', label: 'ultra: "and" as +',
    description: '"and" in a two-item list becomes + ("email and password" -> "email+password").',
    example: 'It accepts an email and password.', run: plusLists,
  },
  {
    id: 'ultra.conjunction', triggers: () => ['and'], group: 'conjunction', intensity: 'ultra', label: 'ultra: conjunction dropped',
    description: 'A clause-joining ", and" loses its "and".',
    example: 'It validates the input, and it stores the record.', run: clauseConjunctions,
  },
  {
    id: 'ultra.emphasis', group: 'emphasis', intensity: 'ultra', label: 'ultra: emphasis stripped',
    description: 'Emphasis markers go (**x** -> x).', example: 'This is **critical** for the release.', run: emphasis,
  },
  {
    id: 'ultra.list-period', group: 'emphasis', intensity: 'ultra', label: 'ultra: list-item period dropped',
    description: 'The final period of a one-sentence list item goes.', example: '- Cache the token.', run: listPeriod,
  },
];

const LEVEL: Record<Intensity, number> = { lite: 0, full: 1, ultra: 2 };

export function rulesFor(intensity: Intensity, profile: Profile): RuleDef[] {
  return RULES.filter((r) => LEVEL[r.intensity] <= LEVEL[intensity] && profile.groups[r.group]);
}

// ---- compiling profile word lists ----

function addPhrase(map: PhraseMap, from: string, to: string) {
  const words = from.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return;
  const list = map.get(words[0]) ?? [];
  if (list.some((e) => e.words.join(' ') === words.join(' '))) return;
  list.push({ words, to, from });
  list.sort((a, b) => b.words.length - a.words.length);
  map.set(words[0], list);
}

function verbMap(pairs: WordPair[]): PhraseMap {
  const map: PhraseMap = new Map();
  for (const { from, to } of pairs) {
    if (/\s/.test(from.trim()) || /\s/.test(to.trim())) {
      addPhrase(map, from, to);
      continue;
    }
    const f = inflections(from.toLowerCase());
    const t = inflections(to);
    f.forEach((form, i) => addPhrase(map, form, t[i]));
  }
  return map;
}

function nounMap(pairs: WordPair[]): PhraseMap {
  const map: PhraseMap = new Map();
  for (const { from, to } of pairs) {
    addPhrase(map, from, to);
    if (!/\s/.test(from.trim())) for (const pl of plurals(from.toLowerCase())) addPhrase(map, pl, to + 's');
  }
  return map;
}

function plainMap(pairs: WordPair[]): PhraseMap {
  const map: PhraseMap = new Map();
  for (const { from, to } of pairs) addPhrase(map, from, to);
  return map;
}

const compiled = new WeakMap<Profile, Compiled>();
export function compile(profile: Profile): Compiled {
  let c = compiled.get(profile);
  if (c) return c;
  const fillerPhrases = new Map<string, string[][]>();
  for (const p of profile.fillerPhrases) {
    const words = p.toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) continue;
    const list = fillerPhrases.get(words[0]) ?? [];
    list.push(words);
    list.sort((a, b) => b.length - a.length);
    fillerPhrases.set(words[0], list);
  }
  c = {
    profile,
    filler: new Set(profile.fillerWords.map((w) => w.toLowerCase())),
    fullFiller: new Set(profile.fullFillerWords.map((w) => w.toLowerCase())),
    fillerPhrases,
    litePhrases: plainMap(profile.phrases),
    synonyms: verbMap(profile.synonyms),
    abbreviations: nounMap(profile.abbreviations),
    status: plainMap(profile.statusPhrases),
    arrow: profile.arrow,
  };
  compiled.set(profile, c);
  return c;
}
