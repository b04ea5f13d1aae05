// The engine: segment -> protect -> rewrite (rule table to a fixed point) -> repair -> account.
// Work is cached per prose unit, so editing one paragraph of a long text recomputes one unit.
import type { CompressOptions, CompressResult, Edit, HeldBack, Intensity, Profile, ProtectedSpan, RuleGroup, SkippedRegion, TokenCounter } from './types';
import { INTENSITIES } from './types';
import { clearSegmentCache, isOneShot, segment, unitOrigin, type Hold, type Unit } from './segment';
import { compileProtect, protectSpans, type ProtectOptions } from './protect';
import { outOfScope } from './scope';
import { atomsOf, copyTok, cur, tokenize, type AtomSpan, type Tok } from './tokens';
import { compile, lc, RULES, rulesFor, type Compiled, type HeldRec, type RuleDef, type UnitCtx } from './rules';
import { repairSpacing, REPAIR_CAPITAL, REPAIR_SPACE } from './repair';
import { resolveProfile } from './profiles';
import { envelopeHeader, envelopeOffset, findEnvelope } from './envelope';
import { clearCountMemos, countingBase, linesAround, memoOf, type CountMemo, type Rep } from './count';
import { pushAll, sharedEnds } from './common';
import { movedHeld, reusedHead, reusedTail, type RunTrace } from './reuse';
import { lazyField } from './lazy';
import { contractBreaks, type ContractBreak } from './contract';
import { clearLedgerMemos, ledgerContext, unitFindings, type LedgerBlock } from './ledger';
import { freezeMentions } from './mentions';
import { CHECK_CACHES, dropSlot, slot } from './caches';

interface Analysis {
  text: string;
  prot: ProtectedSpan[]; // relative to the unit
  skip: string | null;
  atoms: AtomSpan[];
  holds: Hold[]; // relative to the unit
  /** The unit tokenized once: each run rewrites its own copy. */
  toks?: Tok[];
}

/**
 * The analyses that hold their tokens, oldest first, and how many tokens they hold. A unit's tokens
 * serve its three intensities; kept with every analysis of a long session they were most of the
 * engine's memory (a corpus of 500 KB of unique files kept 35 MB more per 100 files, and its GCs
 * made each file slower). Past the cap, the older half gives them up (tokenized again if run again).
 */
const MAX_HELD_TOKENS = 150_000;

/**
 * The analyses kept by their text hold at most this many characters of units (a session's texts
 * many times over): a 50 MB text's 50,000 entries were 125 MB of caches after its one run.
 */
const MAX_ANALYSED_CHARS = 2_000_000;

/**
 * What the engine keeps per profile (units' analyses and runs, their tokens, the last run of each
 * profile and counter), in the active cache set (caches.ts): clearProfileCaches drops it whole.
 */
interface ProfileCaches {
  tokenHolders: Analysis[];
  heldTokens: number;
  analyses: Map<string, Analysis>;
  /** Characters of the units in `analyses`: bounded by characters, not entries (MAX_ANALYSED_CHARS). */
  analysedChars: number;
  // A unit's runs hang off its analysis (one object per profile, structure and text), per counter:
  // no per-call key string over the unit's text, and evicted with the analysis.
  unitAnalyses: WeakMap<Unit, { pkey: string; a: Analysis }>;
  runs: WeakMap<Analysis, Map<string, Partial<Record<Intensity, UnitRun>>>>;
  unitSpans: WeakMap<Unit, { a: Analysis; spans: ProtectedSpan[] }>;
  traces: Map<string, Trace>;
}
const PROFILE_CACHES = Symbol('profile caches');
const pc = (): ProfileCaches =>
  slot(PROFILE_CACHES, () => ({ tokenHolders: [], heldTokens: 0, analyses: new Map(), analysedChars: 0, unitAnalyses: new WeakMap(), runs: new WeakMap(), unitSpans: new WeakMap(), traces: new Map() }));

/** A fresh copy of the unit's tokens for one run (the rules write into them). */
function freshTokens(a: Analysis): Tok[] {
  let base = a.toks;
  if (!base) {
    base = a.toks = tokenize(a.text, a.atoms);
    const c = pc();
    c.tokenHolders.push(a);
    c.heldTokens += base.length;
    if (c.heldTokens > MAX_HELD_TOKENS) {
      for (const old of c.tokenHolders.splice(0, c.tokenHolders.length >> 1)) {
        c.heldTokens -= old.toks?.length ?? 0;
        old.toks = undefined;
      }
    }
  }
  // pushed, not written into new Array(n): a preallocated array is a holey one, and the rules,
  // which read this array and the packed ones filter() makes, would see two array classes
  const out: Tok[] = [];
  for (let i = 0; i < base.length; i++) out.push(copyTok(base[i]));
  return out;
}

interface RelEdit {
  s: number;
  e: number;
  os: number;
  oe: number;
  rule: RuleDef;
  before: string;
  after: string;
  /** The hover label, made once per cached run. */
  label?: string;
}

/**
 * A rewrite a rule matched and the token guard held back, its words unchanged in the unit's output
 * (`after` is what the rule would have written), with the tokens kept and the tokens it would cost.
 */
interface RelHeld extends Omit<RelEdit, 'label'> {
  kept: number;
  rewritten: number;
  /** Set when the contract guard held it back: what it would have changed. */
  reason?: string;
}

interface UnitRun {
  out: string;
  edits: RelEdit[];
  held: RelHeld[];
}

const NO_HELD: RelHeld[] = [];

const RULE_BY_ID = new Map<string, RuleDef>([...RULES, REPAIR_SPACE, REPAIR_CAPITAL].map((r) => [r.id, r]));
const MAX_ITER = 8;

const profileIds = new Map<string, number>();
let nextProfileId = 1;
const profileKeys = new WeakMap<Profile, string>();
const protectOpts = new WeakMap<Profile, ProtectOptions>();

function profileKey(p: Profile): string {
  let k = profileKeys.get(p);
  if (k === undefined) {
    const json = JSON.stringify(p);
    let id = profileIds.get(json);
    if (id === undefined) {
      // Ids are never reused: a forgotten profile's cache entries can't answer for a new one.
      if (profileIds.size > 256) profileIds.clear();
      id = nextProfileId++;
      profileIds.set(json, id);
    }
    k = String(id);
    profileKeys.set(p, k);
  }
  return k;
}

function getProtect(p: Profile): ProtectOptions {
  let o = protectOpts.get(p);
  if (!o) {
    o = compileProtect(p.anchors, p.lineAnchors, p.protectedPatterns, !!p.groups.status);
    protectOpts.set(p, o);
  }
  return o;
}

/** The unit's structure as a cache key: the same words in another structure are another unit. */
function structureKey(unit: Unit): string {
  const o = unit.start;
  const parts: string[] = [unit.kind];
  for (const g of unit.gaps) parts.push(`g${g.start - o}-${g.end - o}${g.cellBreak ? 'c' : ''}`);
  for (const a of unit.atoms) parts.push(`${a.role}${a.start - o}-${a.end - o}${a.kind ?? ''}${a.masked ? '' : 'u'}${a.keep ? 'k' : ''}`);
  for (const h of unit.holds) parts.push(`h${h.start - o}-${h.end - o}${h.always ? 'a' : ''}`);
  return parts.join(',');
}

/** The unit's text with the parser's inline syntax blanked out, for the span scanners. */
function maskedBody(body: string, unit: Unit): string {
  let out = '';
  let pos = 0;
  for (const a of unit.atoms) {
    if (!a.masked) continue;
    const s = a.start - unit.start;
    const e = a.end - unit.start;
    if (s < pos) continue;
    out += body.slice(pos, s) + body.slice(s, e).replace(/[^\r\n]/g, ' ');
    pos = e;
  }
  return pos === 0 ? body : out + body.slice(pos);
}

function analyse(text: string, unit: Unit, profile: Profile, pkey: string): Analysis {
  // The analysis is relative to the unit: every place its chunk stands at shares it (unitOrigin),
  // so the units an edit moved along are not analysed again.
  const origin = unitOrigin(unit);
  const known = pc().unitAnalyses.get(origin);
  if (known && known.pkey === pkey) return known.a;
  const a = analyseBody(text, unit, profile, pkey);
  // a one-shot text's units are not met again (and the chunks' units would keep them alive)
  if (!isOneShot(text)) pc().unitAnalyses.set(origin, { pkey, a });
  return a;
}

function analyseBody(text: string, unit: Unit, profile: Profile, pkey: string): Analysis {
  const body = text.slice(unit.start, unit.end);
  const key = `${pkey}\u0001${structureKey(unit)}\u0001${body}`;
  let a = pc().analyses.get(key);
  if (!a) {
    const scope = outOfScope(body, unit.kind === 'heading');
    const o = unit.start;
    const prot: ProtectedSpan[] = [];
    if (!scope) {
      pushAll(prot, protectSpans(maskedBody(body, unit), getProtect(profile)));
      for (const x of unit.atoms) if (x.kind) prot.push({ start: x.start - o, end: x.end - o, kind: x.kind, reason: x.reason ?? x.kind });
      prot.sort((p, q) => p.start - q.start);
    }
    a = {
      text: body,
      prot,
      skip: scope ? scope.reason : null,
      atoms: atomsOf(prot, unit.gaps, unit.atoms, o),
      holds: unit.holds.map((h) => ({ start: h.start - o, end: h.end - o, always: h.always })),
      toks: undefined,
    };
    const c = pc();
    if (c.analyses.size > 50_000 || c.analysedChars > MAX_ANALYSED_CHARS) {
      c.analyses.clear();
      c.analysedChars = 0;
    }
    c.analyses.set(key, a);
    c.analysedChars += body.length;
  }
  return a;
}

const triggers = new WeakMap<Compiled, Map<string, Set<string>>>();
function triggerSet(r: RuleDef, c: Compiled): Set<string> {
  let m = triggers.get(c);
  if (!m) triggers.set(c, (m = new Map()));
  let set = m.get(r.id);
  if (!set) m.set(r.id, (set = new Set(r.triggers!(c))));
  return set;
}
function hasAny(words: Set<string>, want: Set<string>): boolean {
  const [small, big] = words.size < want.size ? [words, want] : [want, words];
  for (const w of small) if (big.has(w)) return true;
  return false;
}

/**
 * Rewrite one unit. Structure survives by construction (gaps, atoms and markers are immutable,
 * emphasized words are held); a line or cell that would still lose all its words, or start to read
 * as markdown syntax, has its words held and the unit is rewritten again.
 */
function runUnit(a: Analysis, kind: string, intensity: Intensity, profile: Profile, count: TokenCounter | undefined): UnitRun {
  // A heading stays as written unless the profile says to compress headings: links to a section
  // are made of its words ("#do-not-re-investigate" breaks when "Do not" becomes "Don't").
  if (kind === 'heading' && !profile.compressHeadings) return render(freshTokens(a));
  const freeEmphasis = intensity === 'ultra' && profile.groups.emphasis;
  let held: Set<number> | null = null;
  // Runs the contract guard held back (contract.ts): their tokens stay as written on every retry.
  let breaks: ContractBreak[] | null = null;
  let frozen: Set<number> | null = null;
  for (let attempt = 0; attempt < 8; attempt++) {
    const toks = freshTokens(a);
    hold(toks, a.holds, freeEmphasis, held, frozen);
    const recs: HeldRec[] | undefined = count ? [] : undefined;
    rewrite(toks, kind, intensity, profile, count, recs);
    const broke = contractBreaks(toks);
    if (!broke.length) for (const b of ledgerBreaks(toks, profile)) broke.push(b);
    const bad = broke.length ? [] : brokenSegments(toks, kind);
    if (!bad.length && !broke.length) return render(toks, recs, count, breaks);
    for (const b of broke) {
      (breaks ??= []).push(b);
      frozen ??= new Set();
      for (let i = b.first; i <= b.last; i++) frozen.add(i);
    }
    held ??= new Set();
    for (const i of bad) held.add(i);
  }
  return render(freshTokens(a));
}

/** Rules whose every edit the license table licenses as it stands, word by word. */
const WORDWISE_RULES = new Set(['full.article', 'lite.filler', 'full.filler', 'full.contraction', 'full.number', 'ultra.emphasis', 'ultra.list-period', 'ultra.tilde', 'repair.space', 'repair.capital', '']);

/**
 * The runs the checker's ledger would fail in a rewritten unit (ledger.ts, the same license table):
 * the unit as written against the unit as rewritten, each failing finding's words held back.
 */
function ledgerBreaks(toks: Tok[], profile: Profile): ContractBreak[] {
  const ctx = ledgerContext(profile);
  // A unit whose every change is one the license table licenses word by word (an article or a filler
  // dropped, a listed word exchanged, digits, a contraction, spacing), with no listed phrase around
  // it to break, reads the same to the ledger: it is not read again here.
  let changed = false;
  let plain = true;
  for (const t of toks) {
    if (t.k === 'w' && (ctx.eq.phrases.has(t.lt) || ctx.fillFirst.has(t.lt))) plain = false;
    if (t.out === null || t.out === t.t) continue;
    changed = true;
    if (!WORDWISE_RULES.has(t.rule ?? '')) plain = false;
  }
  if (!changed || plain) return [];
  // the unit's text as the checker reads prose: line breaks for gaps, protected spans as atoms
  const side = (from: number, to: number, text: (t: Tok) => string): { blk: LedgerBlock; at: number[] } => {
    let s = '';
    const at: number[] = [];
    const atoms: LedgerBlock['atoms'] = [];
    for (let i = from; i < to; i++) {
      const t = toks[i];
      at.push(s.length);
      const v = text(t);
      if (t.k === 'g') s += v ? '\n' + ' '.repeat(Math.max(0, v.length - 1)) : '';
      else {
        if (t.k === 'x' && v) atoms.push({ start: s.length, end: s.length + v.length, value: v });
        s += v;
      }
    }
    at.push(s.length);
    return { blk: { text: s, toDoc: (o) => o, atoms }, at };
  };
  const out: ContractBreak[] = [];
  // A long unit (a paragraph of a thousand sentences) is read in pieces of whole sentences, cut
  // after an unchanged sentence end: each piece is read once, and a later round reads again only the
  // pieces it changed (the ledger's memo), so the guard stays linear in the unit.
  for (const [from, to] of piecesOf(toks)) {
    const before = side(from, to, (t) => t.t);
    const after = side(from, to, cur);
    for (const [s, e] of unitFindings(before.blk, after.blk, ctx)) {
      // the tokens the finding covers: a binary search over the piece's offsets
      let first = from + Math.max(0, upper(before.at, s) - 1);
      while (first < to && before.at[first - from + 1] <= s) first++;
      let last = first;
      while (last + 1 < to && before.at[last + 1 - from] < e) last++;
      if (first >= to) continue;
      // the changed words around the finding's place: what the checker would fail
      while (first > from && toks[first - 1].k !== 'g' && toks[first].out === null) first--;
      let rule = '';
      let text = '';
      for (let i = first; i <= last; i++) {
        text += cur(toks[i]);
        if (!rule && toks[i].rule) rule = toks[i].rule!;
      }
      let anyChange = false;
      for (let i = first; i <= last; i++) if (toks[i].out !== null && toks[i].out !== toks[i].t) anyChange = true;
      if (!anyChange) {
        // a finding between unchanged words (a word the rewrite dropped beside it): hold the unit's changes in its sentence
        for (let i = Math.max(from, first - 8); i <= Math.min(to - 1, last + 8); i++) if (toks[i].out !== null && toks[i].out !== toks[i].t) {
          first = Math.min(first, i);
          last = Math.max(last, i);
        }
      }
      out.push({ first, last, rule, after: text, reason: 'the checker would read a changed meaning' });
    }
  }
  return out;
}

/** The first index of sorted `xs` whose value is greater than `v`. */
function upper(xs: number[], v: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Characters of a unit the guard reads in one piece, at least (a piece ends at the next unchanged sentence end). */
const GUARD_PIECE = 2000;

/** A unit's tokens in pieces of whole sentences ([from, to)), each cut after a sentence end no rule touched. */
function piecesOf(toks: Tok[]): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  let chars = 0;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    chars += t.t.length;
    const n = toks[i + 1];
    if (chars >= GUARD_PIECE && t.k === 'p' && (t.t === '.' || t.t === '!' || t.t === '?') && t.out === null && n && n.k === 's' && n.out === null && !n.t.includes('\n')) {
      out.push([from, i + 1]);
      from = i + 1;
      chars = 0;
    }
  }
  out.push([from, toks.length]);
  return out;
}

function hold(toks: Tok[], holds: Hold[], freeEmphasis: boolean, held: Set<number> | null, frozen: Set<number> | null) {
  freezeMentions(toks);
  let h = 0;
  for (const t of toks) {
    if (held?.has(t.i)) t.hold = true;
    if (frozen?.has(t.i)) t.frozen = true;
    if (t.k !== 'w') continue;
    while (h < holds.length && holds[h].end <= t.s) h++;
    for (let k = h; k < holds.length && holds[k].start <= t.s; k++) {
      if (t.e <= holds[k].end && (holds[k].always || !freeEmphasis)) t.emph = true;
    }
  }
}

/** Characters that start a block (list item, heading, quote, fence, table, HTML, setext underline) at a line start. */
const BLOCK_START = /^(?:[-*+](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|#{1,6}(?:[ \t]|$)|>|[=-]+[ \t]*$|\||`{3}|~{3}|<|\[[ xX]\](?:[ \t]|$))/;

/**
 * Token indices of lines (or cells) the rewrite broke: emptied, newly starting with block syntax,
 * with new leading or trailing blanks (indented code, a hard break) or a new trailing backslash.
 */
function brokenSegments(toks: Tok[], kind: string): number[] {
  const bad: number[] = [];
  let from = 0;
  for (let i = 0; i <= toks.length; i++) {
    if (i < toks.length && toks[i].k !== 'g') continue;
    let changed = false;
    for (let j = from; j < i && !changed; j++) changed = toks[j].out !== null;
    // most lines of a unit are unchanged: their text is not put together
    if (changed) {
      let before = '';
      let after = '';
      for (let j = from; j < i; j++) {
        before += toks[j].t;
        after += cur(toks[j]);
      }
      if (segmentBroken(before, after, kind) || urlGlued(toks, from, i)) for (let j = from; j < i; j++) if (toks[j].k !== 's') bad.push(j);
    }
    from = i + 1;
  }
  return bad;
}

const BARE_URL = /^(?:https?:\/\/|www\.)/i;

/**
 * A bare URL (GFM autolinks it without brackets) that was followed by a blank now runs into
 * punctuation or text: its autolink would take those characters in ("docs just." -> "docs.\").
 */
function urlGlued(toks: Tok[], from: number, to: number): boolean {
  for (let j = from; j < to; j++) {
    if (toks[j].k !== 'x' || !BARE_URL.test(toks[j].t)) continue;
    const was = toks[j + 1];
    if (!was || !(was.k === 's' || was.k === 'g')) continue;
    let k = j + 1;
    while (k < toks.length && cur(toks[k]) === '') k++;
    if (k < toks.length && toks[k].k !== 's' && toks[k].k !== 'g') return true;
  }
  return false;
}

function segmentBroken(before: string, after: string, kind: string): boolean {
  if (after.trim() === '') return before.trim() !== '';
  // Blanks as CommonMark counts them (a zero-width or format character is no indentation).
  if (/^[ \t]/.test(after) && !/^[ \t]/.test(before)) return true;
  if (/[ \t\\]$/.test(after) && !/[ \t\\]$/.test(before)) return true;
  return kind !== 'heading' && kind !== 'tableRow' && BLOCK_START.test(after) && !BLOCK_START.test(before);
}

/** Whether a word replacement saves tokens (without a counter every replacement does). */
function saver(count: TokenCounter | undefined): (from: string, to: string) => boolean {
  if (!count) return () => true;
  const memo = memoOf(count);
  return (from, to) => memo.word(to) < memo.word(from);
}

/** A small id per token counter: per-unit results depend on the encoding. */
const counterIds = new WeakMap<TokenCounter, number>();
let nextCounterId = 1;
function counterKey(count: TokenCounter | undefined): string {
  if (!count) return '-';
  // a counter through its memo counts as the counter: the runs of one serve the other
  const base = countingBase(count);
  let id = counterIds.get(base);
  if (id === undefined) counterIds.set(base, (id = nextCounterId++));
  return String(id);
}

function rewrite(toks: Tok[], kind: string, intensity: Intensity, profile: Profile, count: TokenCounter | undefined, heldBack?: HeldRec[]) {
  const c = compile(profile);
  const u: UnitCtx = { toks, live: toks, c, kind, drops: 0, changes: 0, saves: saver(count), heldBack };
  const rules = rulesFor(intensity, profile);
  let liveAt = -1;
  let words = new Set<string>();
  let wordsAt = -1;
  // The rules, then the repair pass, run round and round until each of them has seen the final
  // state: a change re-runs every step once (a rule early in the list may act on what a later
  // one left), and steps that already saw the final state are not run again.
  const steps = rules.length + 1;
  let quiet = 0;
  for (let step = 0; quiet < steps && step < MAX_ITER * steps; step++) {
    const ri = step % steps;
    const before = u.changes;
    if (ri === rules.length) {
      if (profile.groups.repair) repairSpacing(u, toks.filter((t) => cur(t) !== ''));
    } else {
      const r = rules[ri];
      if (r.triggers) {
        if (wordsAt !== u.changes) {
          words = new Set<string>();
          for (const t of toks) if (t.k === 'w' && cur(t) !== '') words.add(lc(t));
          wordsAt = u.changes;
        }
        if (!hasAny(words, triggerSet(r, c))) {
          quiet++;
          continue;
        }
      }
      if (liveAt !== u.drops) {
        u.live = toks.filter((t) => cur(t) !== '');
        liveAt = u.drops;
      }
      r.run(u, r);
    }
    if (u.changes !== before) {
      quiet = 0; // the rule that changed something runs again too: it read its own half-done view
      if (ri === rules.length) liveAt = -1; // the repair pass works on its own view of the tokens
    } else quiet++;
  }
}

function render(toks: Tok[], recs?: HeldRec[], count?: TokenCounter, breaks?: ContractBreak[] | null): UnitRun {
  const parts: string[] = [];
  const edits: RelEdit[] = [];
  // where each token starts in the output, only when a rewrite was held back
  const at = recs?.length || breaks?.length ? new Array<number>(toks.length) : null;
  let o = 0;
  let open: RelEdit | null = null;
  for (const t of toks) {
    if (at) at[t.i] = o;
    const v = cur(t);
    const changed = t.out !== null && t.out !== t.t;
    if (changed) {
      const rule = RULE_BY_ID.get(t.rule ?? '') ?? REPAIR_SPACE;
      if (open && open.rule === rule && open.e === t.s) {
        open.e = t.e;
        open.oe = o + v.length;
        open.before += t.t;
        open.after += v;
      } else {
        open = { s: t.s, e: t.e, os: o, oe: o + v.length, rule, before: t.t, after: v, label: undefined };
        edits.push(open);
      }
    } else open = null;
    parts.push(v);
    o += v.length;
  }
  if (!at) return guarded(parts.join(''), edits, NO_HELD);
  const held = recs?.length ? heldOf(toks, recs, at, count!) : [];
  if (breaks?.length) {
    for (const h of contractHeld(toks, breaks, at, count)) held.push(h);
    held.sort((x, y) => x.s - y.s || x.e - y.e);
  }
  return guarded(parts.join(''), edits, held);
}

/** The runs the contract guard held back, as held-back rewrites (each once, its words as they stand). */
function contractHeld(toks: Tok[], breaks: ContractBreak[], at: number[], count?: TokenCounter): RelHeld[] {
  const memo = count ? memoOf(count) : null;
  const out: RelHeld[] = [];
  const seen = new Set<string>();
  for (const b of breaks) {
    const key = `${b.first}:${b.last}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let before = '';
    for (let i = b.first; i <= b.last; i++) before += toks[i].t;
    const os = at[b.first];
    const rule = RULE_BY_ID.get(b.rule) ?? REPAIR_SPACE;
    out.push({
      s: toks[b.first].s, e: toks[b.last].e, os, oe: os + before.length, rule, before, after: b.after,
      kept: memo ? memo.word(before) : 0, rewritten: memo ? memo.word(b.after) : 0, reason: b.reason,
    });
  }
  return out;
}

/**
 * The held-back rewrites whose words the output still has as they were (a later rule may have
 * rewritten or dropped them after all), once each, in order.
 */
function heldOf(toks: Tok[], recs: HeldRec[], at: number[], count: TokenCounter): RelHeld[] {
  const memo = memoOf(count);
  const out: RelHeld[] = [];
  const seen = new Set<string>();
  for (const r of recs) {
    const key = `${r.first.i}:${r.last.i}:${r.rule.id}`;
    if (seen.has(key)) continue; // a rule runs until nothing changes, and asks again each time
    seen.add(key);
    let before = '';
    let same = true;
    for (let i = r.first.i; i <= r.last.i && same; i++) {
      const t = toks[i];
      same = t.out === null || t.out === t.t;
      before += t.t;
    }
    if (!same) continue;
    const os = at[r.first.i];
    out.push({ s: r.first.s, e: r.last.e, os, oe: os + before.length, rule: r.rule, before, after: r.written, kept: memo.word(r.from), rewritten: memo.word(r.to) });
  }
  return out.sort((x, y) => x.s - y.s || x.e - y.e || (x.rule.id < y.rule.id ? -1 : x.rule.id > y.rule.id ? 1 : 0));
}

function label(rule: RuleDef, before: string, after: string): string {
  const b = before.trim();
  const a = after.trim();
  if (a === '' || rule.group === 'repair') return rule.label;
  return `${rule.group === 'status' ? 'status' : rule.intensity}: ${b} -> ${a}`;
}

/** The unit's output with one rule group's edits undone (edits are disjoint and in order). */
function without(run: UnitRun, g: RuleGroup): string {
  let s = '';
  let o = 0;
  for (const e of run.edits) {
    if (e.rule.group !== g) continue;
    s += run.out.slice(o, e.os) + e.before;
    o = e.oe;
  }
  return s + run.out.slice(o);
}

/** A unit kept rewritten, with the lines around it (the context its tokens are counted in). */
interface Kept {
  run: UnitRun;
  head: string;
  tail: string;
  /** The unit's replacement, with the tokens it adds in those lines (`known`; negative: saves). */
  rep: Rep;
}

/** Tokens the output would have without each rule group's edits, minus its tokens with them. */
function groupSavings(kept: Kept[], memo: CountMemo): Partial<Record<RuleGroup, number>> {
  const into: Partial<Record<RuleGroup, number>> = {};
  for (const { run, head, tail } of kept) {
    const base = memo.count(head + run.out + tail);
    const groups = new Set<RuleGroup>();
    for (const e of run.edits) groups.add(e.rule.group);
    for (const g of groups) into[g] = (into[g] ?? 0) + (memo.count(head + without(run, g) + tail) - base);
  }
  return into;
}

// ---- sections a profile keeps verbatim (terse: the final summary, the user's record of the session) ----

const verbatimSets = new WeakMap<Profile, Set<string> | null>();
function verbatimSections(p: Profile): Set<string> | null {
  let v = verbatimSets.get(p);
  if (v === undefined) {
    v = p.verbatimSections?.length ? new Set(p.verbatimSections.map(titleKey)) : null;
    verbatimSets.set(p, v);
  }
  return v;
}

/** A title as the list compares it: lower case, single spaces, no emphasis or closing colon. */
function titleKey(s: string): string {
  return s.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim().replace(/:$/, '').trim().toLowerCase();
}

/** A heading unit's level (its unit is the title alone: the markers are around it) and title. */
function headingOf(text: string, unit: Unit): { level: number; title: string } {
  const title = titleKey(text.slice(unit.start, unit.end));
  const lineStart = text.lastIndexOf('\n', unit.start - 1) + 1;
  const atx = /^ {0,3}(#{1,6})[ \t]/.exec(text.slice(lineStart, unit.start));
  if (atx) return { level: atx[1].length, title };
  const setext = /^[ \t]*\r?\n {0,3}(=+|-+)/.exec(text.slice(unit.end, unit.end + 200));
  return { level: setext && setext[1][0] === '=' ? 1 : 2, title };
}

/** The label a paragraph opens with ("Final summary: …"), or ''. */
function leadLabel(text: string, unit: Unit): string {
  const m = /^(?:\*\*|__)?([\p{L} ]{1,40}?)(?:\*\*|__)?:/u.exec(text.slice(unit.start, Math.min(unit.end, unit.start + 48)));
  return m ? titleKey(m[1]) : '';
}

const verbatimCopies = new WeakMap<Analysis, Analysis>();
/** The analysis of a unit in such a section: skipped whole, like out-of-scope text (one copy per analysis, so the run caches find it). */
function keptVerbatim(a: Analysis): Analysis {
  if (a.skip) return a;
  let v = verbatimCopies.get(a);
  if (!v) verbatimCopies.set(a, (v = { ...a, prot: [], skip: 'final summary: kept verbatim (the profile keeps this section as written)' }));
  return v;
}

interface Prepared {
  profile: Profile;
  pkey: string;
  units: { unit: Unit; a: Analysis }[];
  protected: ProtectedSpan[];
  skipped: SkippedRegion[];
  /**
   * Run once, over a text no keystroke follows (ONE_SHOT_CHARS): the run lets each unit and its
   * analysis go once it has its run, so a 50 MB text does not hold every analysis and every run at once.
   */
  once: boolean;
}

/**
 * A unit's protected spans where it stands. A unit object stands at one place (segment.ts hands out
 * the same objects while their chunk stays put), so its spans are made once: a keystroke makes
 * those of the units it moved, not the thousand spans of a 100 KB text.
 */
function spansAt(unit: Unit, a: Analysis): ProtectedSpan[] {
  const known = pc().unitSpans.get(unit);
  if (known && known.a === a) return known.spans;
  const o = unit.start;
  const spans = a.prot.map((p) => ({ start: p.start + o, end: p.end + o, kind: p.kind, reason: p.reason }));
  pc().unitSpans.set(unit, { a, spans });
  return spans;
}

/** What a one-shot run leaves in place of a unit it is done with. */
const RELEASED: Prepared['units'][number] = { unit: { start: 0, end: 0, kind: 'paragraph', gaps: [], atoms: [], holds: [] }, a: { text: '', prot: [], skip: null, atoms: [], holds: [] } };

/** `single`: the text is run at one intensity only (compress, not compressAll). */
function prepare(text: string, profileOpt: CompressOptions['profile'], single = false): Prepared {
  const profile = resolveProfile(profileOpt);
  const pkey = profileKey(profile);
  const seg = segment(text);
  // the segmenter's regions are the spans' shape, and stay as they are while their chunk does
  const prot: ProtectedSpan[] = seg.regions.slice();
  const skipped: SkippedRegion[] = [];
  const verbatim = verbatimSections(profile);
  let under = 0; // the level of the verbatim section the units are in (0: none)
  const units = seg.units.map((unit) => {
    let a = analyse(text, unit, profile, pkey);
    if (verbatim) {
      const h = unit.kind === 'heading' ? headingOf(text, unit) : null;
      if (h && under && h.level <= under) under = 0;
      if (h && !under && verbatim.has(h.title)) under = h.level;
      else if (!under && unit.kind === 'paragraph' && verbatim.has(leadLabel(text, unit))) a = keptVerbatim(a);
      if (under) a = keptVerbatim(a);
    }
    if (a.skip) skipped.push({ start: unit.start, end: unit.end, reason: a.skip });
    if (a.prot.length) for (const p of spansAt(unit, a)) prot.push(p);
    return { unit, a };
  });
  prot.sort((x, y) => x.start - y.start);
  return { profile, pkey, units, protected: prot, skipped, once: single && isOneShot(text) };
}

/**
 * A rewrite's output is built by concatenation: a tree of pieces that every join of the whole
 * output (each keystroke, three intensities) would walk again. Flattened once when cached, the
 * joins copy it whole (3-5x faster). ToNumber flattens a string in V8 and costs nothing else.
 */
function flatOut(r: UnitRun): UnitRun {
  Number(r.out);
  return r;
}

function placeEdit(e: UnitRun['edits'][number], at: number, o: number): Edit {
  return {
    input: { start: at + e.s, end: at + e.e },
    output: { start: o + e.os, end: o + e.oe },
    rule: e.rule.id,
    group: e.rule.group,
    label: (e.label ??= label(e.rule, e.before, e.after)),
    before: e.before,
    after: e.after,
  };
}

/**
 * A unit's run with every field the guard and the placing add later already in place: objects
 * that gain fields after they are made take hidden classes that V8 holds only weakly, and a full
 * GC that leaves none of them alive throws away the code optimized for them (keep.ts). The
 * classes of object literals stay.
 */
function guarded(out: string, edits: RelEdit[], held: RelHeld[]): GuardedRun {
  return { out, edits, held, placed: undefined, placedHeld: undefined, guardHead: undefined, guardTail: undefined, delta: undefined, guardKept: undefined, guardRewritten: undefined };
}

interface GuardedRun extends UnitRun {
  /** Its edits as last placed: at input offset `at`, output offset `o`. */
  placed?: { at: number; o: number; edits: Edit[] };
  /** Its held-back rewrites as last placed (`whole`: the unit stayed verbatim, its edits held too). */
  placedHeld?: { at: number; o: number; whole: boolean; held: HeldBack[]; kept?: number; rewritten?: number };
  /** The lines around the unit when the guard last looked, and the tokens the rewrite adds there. */
  guardHead?: string;
  guardTail?: string;
  delta?: number;
  /** Tokens of those lines as they are and as rewritten. */
  guardKept?: number;
  guardRewritten?: number;
}

function placeHeld(h: RelHeld, at: number, o: number, verbatim: boolean): HeldBack {
  const os = verbatim ? o + h.s : o + h.os;
  return {
    input: { start: at + h.s, end: at + h.e },
    output: { start: os, end: os + (h.e - h.s) },
    rule: h.rule.id,
    group: h.rule.group,
    before: h.before,
    after: h.after,
    scope: h.reason ? 'contract' : 'word',
    tokens: { kept: h.kept, rewritten: h.rewritten },
    ...(h.reason ? { reason: h.reason } : {}),
  };
}

/** A would-be edit of a unit (or text) the guard kept verbatim, at input offset `at`, output offset `o`. */
function heldEdit(e: RelEdit, at: number, o: number, scope: 'unit' | 'text', kept: number, rewritten: number): HeldBack {
  return {
    input: { start: at + e.s, end: at + e.e },
    output: { start: o + e.s, end: o + e.e },
    rule: e.rule.id,
    group: e.rule.group,
    before: e.before,
    after: e.after,
    scope,
    tokens: { kept, rewritten },
  };
}

/** The run's held-back rewrites placed at `at` / `o`: its own, and all its edits when the unit stayed whole. */
function heldOfRun(r: GuardedRun, at: number, o: number, whole: boolean): HeldBack[] {
  let p = r.placedHeld;
  // a unit held whole carries the tokens of the lines it was counted with, which an edit next to it changes
  if (!p || p.at !== at || p.o !== o || p.whole !== whole || (whole && (p.kept !== r.guardKept || p.rewritten !== r.guardRewritten))) {
    const held = r.held.map((h) => placeHeld(h, at, o, whole || r.edits.length === 0));
    if (whole) {
      for (const e of r.edits) held.push(heldEdit(e, at, o, 'unit', r.guardKept!, r.guardRewritten!));
      held.sort((x, y) => x.input.start - y.input.start || x.input.end - y.input.end);
    }
    p = r.placedHeld = { at, o, whole, held, kept: r.guardKept, rewritten: r.guardRewritten };
  }
  return p.held;
}

/** Each profile, counter and intensity's last run (reuse.ts): a keystroke's run takes over what it did not change. */
type Trace = RunTrace<Analysis, Kept, GuardedRun> & { revision: number; plain: boolean };
/** Numbers runs, so a change names the result it applies to. */
let revisions = 0;

/**
 * A run's output as its pieces, joined on first read. Two 200 KB strings a keystroke (three
 * intensities) cost more on a VM than the rest of the run: a large string goes to pages fresh from
 * the OS. A caller that follows a text by changes (the playground's worker) never needs them.
 */
class OutputPieces {
  private starts: Int32Array | null = null;
  constructor(
    readonly pieces: readonly string[],
    readonly length: number,
  ) {}

  join(): string {
    return this.pieces.join('');
  }

  /** output.slice(s, e), read from the pieces it falls in. */
  slice(s: number, e: number): string {
    const starts = (this.starts ??= pieceStarts(this.pieces));
    let lo = 0;
    let hi = this.pieces.length - 1;
    // the last piece starting at or before s
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= s) lo = mid;
      else hi = mid - 1;
    }
    let out = '';
    for (let k = lo; k < this.pieces.length && starts[k] < e; k++) out += this.pieces[k].slice(Math.max(0, s - starts[k]), e - starts[k]);
    return out;
  }
}

function pieceStarts(pieces: readonly string[]): Int32Array {
  const starts = new Int32Array(pieces.length);
  let o = 0;
  for (let k = 0; k < pieces.length; k++) {
    starts[k] = o;
    o += pieces[k].length;
  }
  return starts;
}

function joinPieces(pieces: readonly string[], from: number, to: number): string {
  let s = '';
  for (let k = from; k < to; k++) s += pieces[k];
  return s;
}

/**
 * A result as a change of an earlier one's (`since`): its output is since's with [start, end)
 * replaced by `text`, made from the input's [inStart, inEnd) (now [inStart, inEndNew)); each list is
 * since's first `head` items, then `mid`, then its last `tail` items moved along (input offsets by
 * the input's change in length, output offsets by the output's).
 */
export interface RunChange {
  since: number;
  start: number;
  end: number;
  text: string;
  inStart: number;
  inEnd: number;
  inEndNew: number;
  edits: ListChange<Edit>;
  held: ListChange<HeldBack>;
}

export interface ListChange<T> {
  head: number;
  tail: number;
  mid: T[];
}

/** A kept unit's edits at input offset `at`, output offset `o`: the same objects while it stands there. */
function placedEdits(r: GuardedRun, at: number, o: number): Edit[] {
  let placed = r.placed;
  if (!placed || placed.at !== at || placed.o !== o) placed = r.placed = { at, o, edits: r.edits.map((e) => placeEdit(e, at, o)) };
  return placed.edits;
}

/** A run's edits, unit by unit (a kept unit's output ends at oAfter). */
function editsOf(starts: Int32Array, runs: readonly (GuardedRun | null)[], oAfter: Int32Array): Edit[] {
  const out: Edit[] = [];
  for (let i = 0; i < runs.length; i++) {
    const r = runs[i];
    if (r) for (const e of placedEdits(r, starts[i], oAfter[i] - r.out.length)) out.push(e);
  }
  return out;
}

/** What a run knows beyond its result, for a caller that follows a text keystroke by keystroke. */
export interface ResultDetail {
  /** This result's number: a later result of the same options and counter may be a change of it. */
  revision: number;
  /** The result as a change of the last result of the same options and counter, when it is one. */
  change: RunChange | null;
  /** count(output) - count(input) with the counter passed (exact, the guard's own figure); null without one. */
  tokenDelta: number | null;
  /** output.slice(s, e), without joining the output. */
  slice(s: number, e: number): string;
}

const details = new WeakMap<CompressResult, ResultDetail>();

/** The detail of a result compress or compressAll returned. */
export function resultDetail(r: CompressResult): ResultDetail | undefined {
  return details.get(r);
}

function run(text: string, prep: Prepared, intensity: Intensity, options: CompressOptions): CompressResult {
  const { profile } = prep;
  const memo = options.countTokens ? memoOf(options.countTokens) : null;
  const ckey = counterKey(options.countTokens);
  const units = prep.units;
  const n = units.length;
  const tkey = `${prep.pkey}\u0001${ckey}\u0001${intensity}`;
  const oneShot = isOneShot(text);
  const last = oneShot ? undefined : pc().traces.get(tkey);
  const oAfter = new Int32Array(n);
  const eAfter = new Int32Array(n);
  const hAfter = new Int32Array(n);
  const kAfter = new Int32Array(n);
  const depFrom = new Int32Array(n);
  const depTo = new Int32Array(n);
  // The output as pieces, two per unit (the text before it, its output) and the text after the
  // last: a keystroke's run takes the pieces of the units it did not change, and the output is
  // joined only when read (OutputPieces).
  let pieces: string[] = [];
  // A unit's edits are placed when the result's edits are read (editsOf): a keystroke places those
  // of the units it rewrote, and the thousands after it are not made again at their new offsets.
  let editRuns: (GuardedRun | null)[] = [];
  let editCount = 0;
  const midEdits: Edit[] = [];
  let held: HeldBack[] = [];
  let kept: Kept[] = [];
  let pos = 0;
  let o = 0;
  let first = 0;
  let tailFrom = n;
  let dIn = 0;
  if (last && n) {
    const { head, tail } = sharedEnds(last.text, text);
    dIn = text.length - last.text.length;
    first = reusedHead(last, units, head);
    tailFrom = reusedTail(last, units, tail, dIn, first);
    if (first) {
      const k = first - 1;
      oAfter.set(last.oAfter.subarray(0, first));
      eAfter.set(last.eAfter.subarray(0, first));
      hAfter.set(last.hAfter.subarray(0, first));
      kAfter.set(last.kAfter.subarray(0, first));
      depFrom.set(last.depFrom.subarray(0, first));
      depTo.set(last.depTo.subarray(0, first));
      o = last.oAfter[k];
      pos = units[k].unit.end;
      pieces = last.pieces.slice(0, 2 * first);
      editRuns = last.editRuns.slice(0, first);
      editCount = last.eAfter[k];
      held = last.held.slice(0, last.hAfter[k]);
      kept = last.kept.slice(0, last.kAfter[k]);
    }
  }
  const changeFrom = o;
  const heldFrom = held.length;
  // the units' starts, for the edits placed when read (the units themselves may be let go below)
  const starts = new Int32Array(n);
  for (let i = 0; i < n; i++) starts[i] = units[i].unit.start;
  for (let i = first; i < tailFrom; i++) {
    const { unit, a } = units[i];
    pieces.push(unit.start === pos ? '' : text.slice(pos, unit.start));
    o += unit.start - pos;
    pos = unit.end;
    depFrom[i] = unit.start;
    depTo[i] = unit.end;
    let r: GuardedRun | null = null;
    if (!a.skip) {
      let byCounter = pc().runs.get(a);
      if (!byCounter) pc().runs.set(a, (byCounter = new Map()));
      let slot = byCounter.get(ckey);
      if (!slot) byCounter.set(ckey, (slot = {}));
      r = slot[intensity] ??= flatOut(runUnit(a, unit.kind, intensity, profile, options.countTokens));
      if (!r.edits.length) {
        if (r.held.length) for (const h of heldOfRun(r, unit.start, o, false)) held.push(h);
        r = null;
      } else if (memo) {
        // Token guard (invariant 6): a unit whose rewrite costs tokens stays verbatim. It is counted
        // with the lines around it: a line's marker ("# ", "- ") or a space merges into the next
        // word's token. Digits cost a token more than number words (" twelve" 1, " 12" 2).
        const rep: Rep = { s: unit.start, e: unit.end, out: r.out, known: undefined, from: undefined, to: undefined };
        const [from, to] = linesAround(text, rep);
        rep.from = from;
        rep.to = to;
        // what the guard read: back to the line break before its lines, on to the character after them
        depFrom[i] = Math.max(0, from - 1);
        depTo[i] = Math.min(text.length, to + 1);
        const head = text.slice(from, unit.start);
        const tail = text.slice(unit.end, to);
        if (r.guardHead !== head || r.guardTail !== tail) {
          r.guardRewritten = memo.count(head + r.out + tail);
          r.guardKept = memo.count(head + a.text + tail);
          r.delta = r.guardRewritten - r.guardKept;
          r.guardHead = head;
          r.guardTail = tail;
        }
        rep.known = r.delta;
        if (r.delta! > 0) {
          for (const h of heldOfRun(r, unit.start, o, true)) held.push(h);
          r = null;
        } else {
          kept.push({ run: r, head, tail, rep });
        }
      }
    }
    editRuns.push(r);
    if (!r) {
      pieces.push(a.text);
      o += a.text.length;
    } else {
      // placed now only for the change a keystroke's caller reads (a run with a last one)
      if (last) for (const e of placedEdits(r, unit.start, o)) midEdits.push(e);
      editCount += r.edits.length;
      if (r.held.length) for (const h of heldOfRun(r, unit.start, o, false)) held.push(h);
      pieces.push(r.out);
      o += r.out.length;
    }
    oAfter[i] = o;
    eAfter[i] = editCount;
    hAfter[i] = held.length;
    kAfter[i] = kept.length;
    if (prep.once) units[i] = RELEASED;
  }
  // What this run changed of the last one: the middle it made between the head and the tail it took
  // over (made before the tail's pieces and held-back rewrites are added).
  const changed = (end: number, inEnd: number, inEndNew: number, eTail: number, hTail: number): Omit<RunChange, 'since'> => ({
    start: changeFrom,
    end,
    text: joinPieces(pieces, 2 * first, pieces.length),
    inStart: first ? units[first - 1].unit.end : 0,
    inEnd,
    inEndNew,
    edits: { head: first ? eAfter[first - 1] : 0, tail: eTail, mid: midEdits },
    held: { head: heldFrom, tail: hTail, mid: held.slice(heldFrom) },
  });
  let change: Omit<RunChange, 'since'> | null = null;
  let outLength = 0;
  if (tailFrom < n) {
    // the units from tailFrom on answer as the last run's from j on, moved by dIn and dOut
    const t = last!;
    const j = tailFrom + t.units.length - n;
    const jStart = t.units[j].unit.start;
    const tOut = j ? t.oAfter[j - 1] + jStart - t.units[j - 1].unit.end : jStart;
    const at = units[tailFrom].unit.start;
    pieces.push(at === pos ? '' : text.slice(pos, at));
    o += at - pos;
    const dOut = o - tOut;
    const e0 = j ? t.eAfter[j - 1] : 0;
    const h0 = j ? t.hAfter[j - 1] : 0;
    const k0 = j ? t.kAfter[j - 1] : 0;
    const eTotal = t.units.length ? t.eAfter[t.units.length - 1] : 0;
    change = changed(tOut, jStart, at, eTotal - e0, t.held.length - h0);
    for (let x = 2 * j + 1; x < t.pieces.length; x++) pieces.push(t.pieces[x]);
    outLength = o + t.outLength - tOut;
    const eBase = editCount - e0;
    const hBase = held.length - h0;
    const kBase = kept.length - k0;
    for (let x = j; x < t.units.length; x++) editRuns.push(t.editRuns[x]);
    editCount += eTotal - e0;
    for (let x = h0; x < t.held.length; x++) held.push(movedHeld(t.held[x], dIn, dOut));
    for (let x = k0; x < t.kept.length; x++) {
      const k = t.kept[x];
      const { rep } = k;
      kept.push({ run: k.run, head: k.head, tail: k.tail, rep: { s: rep.s + dIn, e: rep.e + dIn, out: rep.out, known: rep.known, from: rep.from! + dIn, to: rep.to! + dIn } });
    }
    for (let i = tailFrom, x = j; i < n; i++, x++) {
      oAfter[i] = t.oAfter[x] + dOut;
      eAfter[i] = t.eAfter[x] + eBase;
      hAfter[i] = t.hAfter[x] + hBase;
      kAfter[i] = t.kAfter[x] + kBase;
      depFrom[i] = t.depFrom[x] + dIn;
      depTo[i] = t.depTo[x] + dIn;
    }
  } else {
    pieces.push(text.slice(pos));
    outLength = o + text.length - pos;
    if (last) change = changed(last.outLength, last.text.length, text.length, 0, 0);
  }
  if (pc().traces.size > 32) pc().traces.clear();
  const revision = ++revisions;
  const trace: Trace = { text, units, pieces, outLength, editRuns, held, kept, oAfter, eAfter, hAfter, kAfter, depFrom, depTo, revision, plain: true };
  if (!oneShot) pc().traces.set(tkey, trace);
  // what is returned is the caller's (the guard and the envelope below rewrite held in place):
  // the trace keeps its own lists
  held = held.slice();
  let edits: Edit[] | null = null;
  // Last line of invariant 6: token boundaries between units can still add one; then nothing
  // changes. The difference is the units' own deltas where their lines are apart, and a count of
  // the shared lines where two units' lines meet (exact: see count.ts).
  let delta = memo ? memo.delta(text, kept.map((k) => k.rep)) : 0;
  // the output stays in pieces until it is read (a keystroke's caller reads the change)
  let output: OutputPieces | string = new OutputPieces(pieces, outLength);
  if (delta > 0) {
    output = text;
    edits = [];
    heldWhole(text, held, kept, memo!, delta);
    kept = [];
    delta = 0;
  }
  if (wantsEnvelope(text, profile, options) && (edits === null || edits.length > 0 || kept.length > 0 || delta < 0)) {
    // The header is part of the artifact and counts in the guard. A compressed body goes out
    // marked or not at all: when the header and the body together save no token, the artifact
    // goes out as written, unmarked (a reader can always tell a compressed text by its header).
    const whole = typeof output === 'string' ? output : output.join();
    const bodyEdits = edits ?? editsLater(starts, editRuns, oAfter)();
    // The header names the intensity whose rules the body shows: an ultra run that made no ultra
    // edit is a full body, and says so (a reader expands it as such, and it costs no more than full).
    const marked = withEnvelope(text, whole, bodyEdits, shownIntensity(bodyEdits, intensity));
    const header = memo ? memo.delta(whole, [marked.header]) : 0;
    if (!memo || delta + header < 0) {
      output = marked.output;
      edits = marked.edits;
      delta += header;
      const d = marked.header.out.length;
      for (let i = 0; i < held.length; i++) held[i] = { ...held[i], output: { start: held[i].output.start + d, end: held[i].output.end + d } };
    } else if (typeof output !== 'string' || edits === null || edits.length) {
      output = text;
      edits = [];
      heldWhole(text, held, kept, memo, delta + header);
      kept = [];
      delta = 0;
    }
  }
  const result = { output: '', intensity, edits: [] as Edit[], protected: prep.protected, skipped: prep.skipped, held } as CompressResult;
  if (edits) result.edits = edits;
  else lazyField(result, 'edits', editsLater(starts, editRuns, oAfter));
  if (typeof output === 'string') {
    trace.plain = false;
    result.output = output;
  } else lazyField(result, 'output', joinLater(output));
  details.set(result, {
    revision,
    // a change of what the last result's output was: both as their runs left them
    change: change && last?.plain && trace.plain ? { since: last.revision, ...change } : null,
    tokenDelta: memo ? delta : null,
    slice: sliceOf(output),
  });
  // Savings are counted when asked for (the CLI's --json, the token worker), from the same memo.
  lazyField(result, 'savings', savingsLater(memo, kept));
  return result;
}

// The result's lazy fields are made here, each over what it reads: a closure made inside run()
// would share run()'s scope, and keep every unit's analysis and run alive as long as the result.

function editsLater(starts: Int32Array, runs: readonly (GuardedRun | null)[], oAfter: Int32Array): () => Edit[] {
  return () => editsOf(starts, runs, oAfter);
}

function joinLater(output: OutputPieces): () => string {
  return () => output.join();
}

function sliceOf(output: OutputPieces | string): (s: number, e: number) => string {
  return (s, e) => output.slice(s, e);
}

function savingsLater(memo: CountMemo | null, kept: Kept[]): () => Partial<Record<RuleGroup, number>> {
  return () => (memo && kept.length ? groupSavings(kept, memo) : {});
}

/**
 * The whole text stayed verbatim (the guard's last line): what was held stands where its input
 * does, and every edit of the units that were kept is held too, weighed over the whole text.
 */
function heldWhole(text: string, held: HeldBack[], kept: Kept[], memo: CountMemo, delta: number) {
  const before = memo.count(text);
  for (let i = 0; i < held.length; i++) held[i] = { ...held[i], output: { ...held[i].input } };
  for (const k of kept) for (const e of k.run.edits) held.push(heldEdit(e, k.rep.s, k.rep.s, 'text', before, before + delta));
  held.sort((x, y) => x.input.start - y.input.start || x.input.end - y.input.end);
}

/** The highest intensity among the rules of `edits`, up to `asked` (lite when there is none). */
function shownIntensity(edits: readonly Edit[], asked: Intensity): Intensity {
  let level = 0;
  const top = INTENSITIES.indexOf(asked);
  for (const e of edits) {
    const r = RULE_BY_ID.get(e.rule);
    if (!r || r.group === 'repair') continue;
    level = Math.max(level, INTENSITIES.indexOf(r.intensity));
    if (level >= top) return asked;
  }
  return INTENSITIES[level];
}

function wantsEnvelope(text: string, profile: Profile, options: CompressOptions): boolean {
  return (options.envelope ?? profile.envelope) && !findEnvelope(text); // already marked: idempotent
}

/** The output with the envelope line inserted where envelopeOffset puts it (after any front matter). */
function withEnvelope(text: string, output: string, edits: Edit[], intensity: Intensity): { output: string; edits: Edit[]; header: Rep } {
  const at = envelopeOffset(text); // only front matter precedes it, which no edit touches
  const eol = /\r\n|\r|\n/.exec(text)?.[0] ?? '\n';
  const lead = at > 1 && !/[\r\n]$/.test(text.slice(0, at)) ? eol : ''; // front matter ending the file
  const h = lead + envelopeHeader(intensity) + eol;
  const shifted = edits.map((e) => ({ ...e, output: { start: e.output.start + h.length, end: e.output.end + h.length } }));
  const header: Edit = { input: { start: at, end: at }, output: { start: at, end: at + h.length }, rule: 'envelope', group: 'repair', label: 'envelope header', before: '', after: h };
  return { output: output.slice(0, at) + h + output.slice(at), edits: [header, ...shifted], header: { s: at, e: at, out: h } };
}

export function compress(text: string, options: CompressOptions): CompressResult {
  if (!INTENSITIES.includes(options.intensity)) throw new Error(`unknown intensity "${String(options.intensity)}"`);
  return run(text, prepare(text, options.profile, true), options.intensity, options);
}

/** All three intensities from one segmentation and protection pass. */
export function compressAll(text: string, options: Omit<CompressOptions, 'intensity'> = {}): Record<Intensity, CompressResult> {
  const prep = prepare(text, options.profile);
  const opts = { ...options, intensity: 'lite' as Intensity };
  return {
    lite: run(text, prep, 'lite', opts),
    full: run(text, prep, 'full', opts),
    ultra: run(text, prep, 'ultra', opts),
  };
}

/** Protected spans and skipped regions of a text, without rewriting (the checker and the UI use it). */
export function analyseText(text: string, profile?: CompressOptions['profile']) {
  const p = prepare(text, profile);
  return { protected: p.protected, skipped: p.skipped };
}

/**
 * The exact strings the protect pass runs the profile's patterns over (one per prose unit), so a
 * caller can time each user pattern on them before compressing (a pattern may backtrack forever).
 */
export function protectInputs(text: string): string[] {
  return segment(text).units.map((u) => maskedBody(text.slice(u.start, u.end), u));
}

/**
 * The prose of a text: what is left when protected spans and kept-verbose regions are cut out
 * (joined by line breaks). Its tokens are what compression can act on, so a reduction of the
 * prose says how much of the compressible part went.
 */
export function proseText(text: string, result: Pick<CompressResult, 'protected' | 'skipped'>): string {
  const cut = [...result.protected, ...result.skipped].sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let pos = 0;
  for (const r of cut) {
    if (r.start > pos) parts.push(text.slice(pos, r.start));
    pos = Math.max(pos, r.end);
  }
  parts.push(text.slice(pos));
  return parts.filter((p) => p.trim() !== '').join('\n');
}

export function clearCaches() {
  clearSegmentCache();
  clearProfileCaches();
  clearCountMemos();
  clearLedgerMemos();
  dropSlot(CHECK_CACHES);
}

/**
 * Forget what depends on the profile (units' protection and runs), keep what does not (the
 * segmentation of texts, token counts): a caller done with one profile for good (a corpus re-run
 * after a rule edit) gives the memory back and keeps what the next profile reuses.
 */
export function clearProfileCaches() {
  dropSlot(PROFILE_CACHES);
}
