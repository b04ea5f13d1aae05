// godmode's own dispatch line in its two templates (seed 003, SPEC §4): the verbose
// "Godmode: stack=TypeScript, skill=optimize, phase=OPTIMIZE. Dispatching." and the terse
// "GM: ts/opt/OPT Dispatching.". Both carry the same three fields; a value is written through the
// table below in the terse form and read back through it, so parsing either form yields the same
// fields, and expand() restores the verbose one. The core writes the terse form (rules/status.ts),
// the checker parses both instead of comparing their bytes (ledger.ts), and the protected-span
// scanners leave the fields to the template (protect.ts: `stack=TypeScript` is no key=value payload
// there).

/** Field values verbose -> terse. A value not listed is written as it is in both forms. */
export const GODMODE_VALUES: readonly (readonly [string, string])[] = [
  ['TypeScript', 'ts'],
  ['JavaScript', 'js'],
  ['Python', 'py'],
  ['Rust', 'rs'],
  ['optimize', 'opt'],
  ['OPTIMIZE', 'OPT'],
  ['VERIFY', 'VRFY'],
];

const TO_TERSE = new Map(GODMODE_VALUES.map(([v, t]) => [v, t]));
const TO_VERBOSE = new Map(GODMODE_VALUES.map(([v, t]) => [t, v]));

/** A value that can stand in the terse form: no slash, no space, and not read back as another value. */
const VALUE = String.raw`[A-Za-z][\w.+#-]*`;
const VERBOSE = new RegExp(String.raw`^Godmode: stack=(${VALUE}), skill=(${VALUE}), phase=(${VALUE})\.(?=[ \t]|$)`, 'gm');
const TERSE = new RegExp(String.raw`^GM: (${VALUE})/(${VALUE})/(${VALUE})(?=[ \t]|$)`, 'gm');

export interface GodmodeLine {
  /** The template's extent in the text: the prefix up to and with "phase=X." (or "GM: a/b/c"). */
  start: number;
  end: number;
  form: 'verbose' | 'terse';
  /** stack, skill, phase as the verbose form writes them. */
  fields: [string, string, string];
}

/** Every godmode dispatch line of a text, in either form, in order. */
export function godmodeLines(text: string): GodmodeLine[] {
  if (!text.includes('Godmode: ') && !text.includes('GM: ')) return [];
  const out: GodmodeLine[] = [];
  for (const [re, form] of [[VERBOSE, 'verbose'], [TERSE, 'terse']] as const) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const vals = [m[1], m[2], m[3]].map((x) => (form === 'terse' ? (TO_VERBOSE.get(x) ?? x) : x)) as [string, string, string];
      // a verbose value that the table writes shorter must be written so: "ts" in a verbose line is not TypeScript
      if (form === 'verbose' && vals.some((x) => TO_VERBOSE.has(x) && !TO_TERSE.has(x))) continue;
      out.push({ start: m.index, end: m.index + m[0].length, form, fields: vals });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The terse form of a verbose line's fields. */
export function terseForm(fields: readonly string[]): string {
  return `GM: ${fields.map((f) => TO_TERSE.get(f) ?? f).join('/')}`;
}

/** The verbose form of a line's fields. */
export function verboseForm(fields: readonly string[]): string {
  return `Godmode: stack=${fields[0]}, skill=${fields[1]}, phase=${fields[2]}.`;
}

/** Whether two lines carry the same fields. */
export function sameFields(a: GodmodeLine, b: GodmodeLine): boolean {
  return a.fields.every((f, i) => f === b.fields[i]);
}
