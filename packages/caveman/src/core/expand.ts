// expand(): the reverse of what the core abbreviates and symbolises, for a human reader (Cavekit:
// "readers apply the reverse-expansion grammar when rendering for a human"). Only what the
// profile's own tables name comes back as words: an abbreviation (DB -> database, deps ->
// dependencies), an arrow the core wrote for a cause (`->` / `→` -> ", so" before a clause, "leads
// to" before a noun phrase), a `+` between two words ("and"), a `~` before a number ("about").
// Protected spans (code, paths, URLs, quotes …) and structure stay byte-exact, as the compressor
// keeps them; no article or pronoun is invented.
import { segment, type Unit } from './segment';
import { godmodeLines, verboseForm } from './godmode';
import { compileProtect, protectSpans } from './protect';
import { resolveProfile } from './profiles';
import { findEnvelope } from './envelope';
import type { Profile, Range } from './types';
import { canBeFinite } from './words';
import { plurals } from './inflect';

export interface ExpandEdit {
  input: Range;
  before: string;
  after: string;
  kind: 'abbreviation' | 'arrow' | 'plus' | 'tilde' | 'template';
}

export interface ExpandResult {
  output: string;
  edits: ExpandEdit[];
}

export interface ExpandOptions {
  profile?: Profile | string;
}

/** Each abbreviation the profile writes, and its plural, back to its word: "DB" -> "database", "DBs" -> "databases". */
function reverseTable(profile: Profile): Map<string, string> {
  const m = new Map<string, string>();
  for (const { from, to } of profile.abbreviations) {
    if (!to || /\s/.test(to)) continue;
    if (!m.has(to)) m.set(to, from);
    // the plurals the core writes with the abbreviation (database -> DBs, dependency -> deps)
    const plural = plurals(from)[0];
    const shortPlural = /[sxz]$/.test(to) ? `${to}es` : `${to}s`;
    if (plural && plural !== from && !m.has(shortPlural)) m.set(shortPlural, plural);
  }
  return m;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The unit's text with its masked atoms (inline code, links the parser knows) blanked. */
function masked(text: string, unit: Unit): string {
  const body = text.slice(unit.start, unit.end);
  let out = '';
  let pos = 0;
  for (const a of unit.atoms) {
    const s = a.start - unit.start;
    const e = a.end - unit.start;
    if (s < pos) continue;
    out += body.slice(pos, s) + body.slice(s, e).replace(/[^\r\n]/g, ' ');
    pos = e;
  }
  return out + body.slice(pos);
}

export function expand(text: string, options: ExpandOptions = {}): ExpandResult {
  const profile = resolveProfile(options.profile);
  const table = reverseTable(profile);
  const popts = compileProtect(profile.anchors, profile.lineAnchors, profile.protectedPatterns, !!profile.groups.status);
  const env = findEnvelope(text);
  // an envelope says what the body is: lite and full write no symbol and no abbreviation
  if (env && env.intensity !== 'ultra') return { output: text, edits: [] };
  const words = [...table.keys()].sort((a, b) => b.length - a.length).map(escape);
  const abbr = words.length ? new RegExp(`(?<![\\p{L}\\p{N}_./\\\\-])(${words.join('|')})(?![\\p{L}\\p{N}_/\\\\-]|\\.[\\p{L}\\p{N}])`, 'gu') : null;
  const edits: ExpandEdit[] = [];
  for (const unit of segment(text).units) {
    if (env && unit.start < env.end) continue;
    const body = masked(text, unit);
    // protected spans of the unit, and its atoms: never touched
    const blocked: Range[] = protectSpans(body, popts).map((s) => ({ start: s.start, end: s.end }));
    for (const a of unit.atoms) blocked.push({ start: a.start - unit.start, end: a.end - unit.start });
    const free = (s: number, e: number, kind: ExpandEdit['kind']) =>
      !blocked.some((b) => s < b.end && e > b.start && !(kind === 'tilde' && b.start === s)) && !/[^\S\r\n]?\n/.test(body.slice(s, e));
    const add = (s: number, e: number, after: string, kind: ExpandEdit['kind']) => {
      // a "~40 ms" is a protected quantity whose "~" the core wrote for "about": only that sign goes back
      if (!free(s, e, kind)) return;
      edits.push({ input: { start: unit.start + s, end: unit.start + e }, before: text.slice(unit.start + s, unit.start + e), after, kind });
    };
    // godmode's terse dispatch line: its verbose template back, each value through the table
    if (profile.groups.status) {
      for (const l of godmodeLines(body)) {
        if (l.form === 'terse') {
          blocked.push({ start: l.start, end: l.end });
          edits.push({ input: { start: unit.start + l.start, end: unit.start + l.end }, before: text.slice(unit.start + l.start, unit.start + l.end), after: verboseForm(l.fields), kind: 'template' });
        }
      }
    }
    if (abbr) {
      abbr.lastIndex = 0;
      for (let m = abbr.exec(body); m; m = abbr.exec(body)) add(m.index, m.index + m[0].length, table.get(m[0])!, 'abbreviation');
    }
    // an arrow between words: ", so" before a clause (a finite verb follows), "leads to" before a noun phrase
    for (const m of body.matchAll(/ (->|→) (?=\S)/g)) {
      // between two protected spans it is a mapping or a hand-off ("T014 → T015", "`a` -> `b`"), not a cause
      const s = m.index;
      const e = m.index + m[0].length;
      if (blocked.some((b) => b.end === s) || blocked.some((b) => b.start === e)) continue;
      const rest = body.slice(m.index + m[0].length).split(/[.;:!?\n]/)[0];
      const clause = rest.split(/\s+/).slice(1, 5).some((w) => canBeFinite(w.toLowerCase()) || /^(?:is|are|was|were|has|have|had|will|would|can|could|did|does)$/i.test(w));
      add(m.index, m.index + m[0].length, clause ? ', so ' : ' leads to ', 'arrow');
    }
    // "+" the core wrote between two words of a short list
    for (const m of body.matchAll(/(?<=\p{L})\+(?=\p{L})/gu)) add(m.index, m.index + 1, ' and ', 'plus');
    // "~" before a number: the approximation's word
    for (const m of body.matchAll(/(?<![\p{L}\p{N}~])~(?=\d)/gu)) add(m.index, m.index + 1, 'about ', 'tilde');
  }
  edits.sort((a, b) => a.input.start - b.input.start);
  let output = '';
  let pos = 0;
  for (const e of edits) {
    if (e.input.start < pos) continue;
    output += text.slice(pos, e.input.start) + e.after;
    pos = e.input.end;
  }
  return { output: output + text.slice(pos), edits };
}
