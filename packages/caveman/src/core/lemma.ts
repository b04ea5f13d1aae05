// Lemmas and stems for the ledger's alignment: "added" and "adding" are one word there, and the
// ledger then compares their forms (a tense changed). The lexicon of words.ts says which stems are
// words; irregular verbs are listed here.
import { classes, listed, PAST, PARTICIPLE, VERB, VERB_S, GUESS } from './words';

/** Irregular verbs: past and participle forms -> base. */
const IRREGULAR = new Map<string, string>();
for (const row of `be was were been being is are am|have has had having|do does did done doing|go goes went gone|
run ran|write wrote written|take took taken|give gave given|see saw seen|make made|get got gotten|find found|
build built|keep kept|leave left|send sent|spend spent|begin began begun|break broke broken|choose chose chosen|
know knew known|lead led|lose lost|meet met|pay paid|say said|stand stood|throw threw thrown|tell told|think thought|
understand understood|win won|bring brought|buy bought|catch caught|deal dealt|draw drew drawn|drive drove driven|
eat ate eaten|fall fell fallen|feel felt|fight fought|fly flew flown|forget forgot forgotten|freeze froze frozen|
grow grew grown|hang hung|hear heard|hide hid hidden|hold held|lay laid|mean meant|ride rode ridden|rise rose risen|
seek sought|sell sold|shake shook shaken|shine shone|shoot shot|show showed shown|sing sang sung|sink sank sunk|
sit sat|sleep slept|speak spoke spoken|steal stole stolen|stick stuck|strike struck|swear swore sworn|swim swam swum|
teach taught|tear tore torn|wake woke woken|wear wore worn|weave wove woven|withdraw withdrew withdrawn|bind bound|
light lit|slide slid|spin spun|sweep swept|wind wound|prove proved proven|undo undid undone|rewrite rewrote rewritten|
override overrode overridden|redo redid redone|rebuild rebuilt|rerun reran|overwrite overwrote overwritten|
become became|come came|feed fed|flee fled|forbid forbade forbidden|forgive forgave forgiven|arise arose arisen|
awake awoke awoken|bear bore borne|beat beaten|bend bent|bet|bite bit bitten|bleed bled|blow blew blown|breed bred|
dig dug|dive dove|dream dreamt|hit|hurt|let|put|quit|read|set|shut|split|spread|cut|cast|cost|burst|upset|reset|
learn learnt|leap leapt|lend lent|mistake mistook mistaken|ring rang rung|shrink shrank shrunk|sting stung|
strive strove striven|swing swung|tread trod trodden|child children|person people|man men|woman women|index indices|
datum data|analysis analyses|criterion criteria|mouse mice|foot feet|tooth teeth|die dies died dying|lie lies lay lying`
  .split('|')) {
  const [base, ...forms] = row.trim().split(/\s+/);
  for (const f of forms) IRREGULAR.set(f, base);
}

const memo = new Map<string, string>();

/** The lemma of a lower-case word: its base form where the lexicon knows one, else a regular guess. */
export function lemma(w: string): string {
  const hit = memo.get(w);
  if (hit !== undefined) return hit;
  const l = compute(w);
  if (memo.size > 50_000) memo.clear();
  memo.set(w, l);
  return l;
}

function compute(w: string): string {
  if (w.length < 3 || !/^[a-z][a-z'’-]*$/.test(w)) return w;
  const irr = IRREGULAR.get(w);
  if (irr) return irr;
  const cands: string[] = [];
  if (w.endsWith('ies') && w.length > 4) cands.push(w.slice(0, -3) + 'y');
  if (/(?:s|x|z|ch|sh|o)es$/.test(w)) cands.push(w.slice(0, -2));
  if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) cands.push(w.slice(0, -1));
  if (w.endsWith('ied') && w.length > 4) cands.push(w.slice(0, -3) + 'y');
  // ("used", "owed", "aged": four letters, the base's "e" kept; not "seed", "need")
  if (w.length === 4 && /[^e]ed$/.test(w)) cands.push(w.slice(0, -1));
  if (w.endsWith('ed') && w.length > 4) {
    cands.push(w.slice(0, -2), w.slice(0, -1));
    if (/([bdfgklmnprtvz])\1ed$/.test(w)) cands.push(w.slice(0, -3));
  }
  if (w.endsWith('ing') && w.length > 5) {
    cands.push(w.slice(0, -3), w.slice(0, -3) + 'e');
    if (/([bdfgklmnprtvz])\1ing$/.test(w)) cands.push(w.slice(0, -4));
    if (w.endsWith('ying')) cands.push(w.slice(0, -4) + 'ie');
  }
  for (const c of cands) if (listed(c) && !(classes(c) & GUESS)) return c;
  // A word the lexicon does not know: the same regular guess on both sides of a pair ("dependencies" -> "dependency").
  if (/[^aeiou]ies$/.test(w) && w.length > 5 && !listed(w)) return w.slice(0, -3) + 'y';
  if (/[^s]s$/.test(w) && w.length >= 3 && !listed(w)) return w.slice(0, -1);
  if (/[^e]ed$/.test(w) && w.length > 5 && !listed(w)) return w.slice(0, -2);
  if (/ing$/.test(w) && w.length > 6 && !listed(w)) return w.slice(0, -3);
  return w;
}

/** A rough stem (derivations too: "extensive", "extensively"; "test", "testing", "tested"). */
export function stem(w: string): string {
  let s = lemma(w);
  for (const suf of ['ization', 'isation', 'ational', 'ation', 'ition', 'tion', 'sion', 'ment', 'ness', 'ively', 'ive', 'ingly', 'ing', 'ally', 'ly', 'ity', 'able', 'ible', 'al', 'er', 'ed', 'e', 's']) {
    if (s.length - suf.length >= 4 && s.endsWith(suf)) {
      s = s.slice(0, -suf.length);
      break;
    }
  }
  return s;
}

export type VerbForm = 'past' | 'present' | 'base' | 'ing' | 'none';

/** The form of a verb as written: a past, a present -s form, a base form, an -ing form, or no verb form for sure. */
export function verbForm(w: string): VerbForm {
  if (['was', 'were', 'had', 'did'].includes(w)) return 'past';
  if (['is', 'are', 'am', 'has', 'does'].includes(w)) return 'present';
  if (['have', 'do', 'be'].includes(w)) return 'base';
  const c = classes(w);
  if (w.endsWith('ing') && w.length > 4) return 'ing';
  const past = (c & (PAST | PARTICIPLE)) !== 0;
  const pres = (c & VERB_S) !== 0;
  const base = (c & VERB) !== 0;
  if (past && !pres && !base) return 'past';
  if (pres && !past) return 'present';
  if (base && !past && !pres) return 'base';
  return 'none';
}
