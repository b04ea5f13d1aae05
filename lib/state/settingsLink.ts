// The settings-only link: the profile and its rule edits, the slider, thresholds, controls,
// encoding and view, without the input or the checker text. Opening one applies the settings to
// the text already on screen (the draft, or the page's default text), so a tuned profile can be
// passed around without passing anyone's text along, and without replacing the receiver's.
//
// Its `so=1` marks it, and it has no `i=`: a playground that predates it refuses it whole (the
// input is a required parameter) rather than opening it on an empty input.
import { permalinkCodec, type DecodeResult } from './permalink';
import { REQUIRED, SHARE_FIELDS, type AnyShareField, type Codec, type ShareState } from './shareFields';

/** The text fields a settings-only link leaves out, and takes from the screen instead. */
export const TEXT_KEYS = ['input', 'checker'] as const;
export type ScreenText = Pick<ShareState, (typeof TEXT_KEYS)[number]>;
export type SettingsState = Omit<ShareState, (typeof TEXT_KEYS)[number]>;

const marker: Codec<true> = {
  format: () => '1',
  parse: (text, param) => (text === '1' ? true : new Error(`"${param}=${text.slice(0, 10)}" must be 1`)),
};

const SETTINGS_FIELDS: readonly AnyShareField[] = [
  { key: 'settingsOnly', param: 'so', default: REQUIRED, always: true, codec: marker, read: () => true, write: () => ({}) } as AnyShareField,
  ...(SHARE_FIELDS as readonly AnyShareField[]).filter((f) => !(TEXT_KEYS as readonly string[]).includes(f.key)),
];

const codec = permalinkCodec(SETTINGS_FIELDS);

/** The fragment of a state's settings (its input and checker text left out). */
export function encodeSettingsLink(state: SettingsState): string {
  const rest: Record<string, unknown> = { ...state, settingsOnly: true };
  for (const k of TEXT_KEYS) delete rest[k];
  return codec.encode(rest);
}

/** Whether a fragment (with or without '#') is a settings-only link. */
export function isSettingsLink(fragment: string): boolean {
  return /(?:^#?|&)so=/.test(fragment);
}

/** Decode a settings-only fragment and put the screen's text into it. Never throws. */
export function decodeSettingsLink(fragment: string, text: ScreenText): DecodeResult<ShareState> {
  const d = codec.decode(fragment);
  if (!d.ok) return d;
  const settings = { ...(d.state as Record<string, unknown>) };
  delete settings.settingsOnly;
  return { ok: true, state: { ...(settings as SettingsState), input: text.input, checker: text.checker }, warnings: d.warnings };
}
