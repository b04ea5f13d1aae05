// The one list of encodings: the URL, the worker protocol, the CLI and the counters read it.
// Each row carries the encoding's pre-tokenizer pattern (pat_str), exactly as its tiktoken ranks
// file has it (encodings.test.ts compares them), so a counter can cut text as tiktoken does
// without loading the ranks first.

export const ENCODINGS = ['o200k_base', 'cl100k_base'] as const;
export type EncodingName = (typeof ENCODINGS)[number];
export const DEFAULT_ENCODING: EncodingName = 'o200k_base';

export function isEncodingName(x: unknown): x is EncodingName {
  return typeof x === 'string' && (ENCODINGS as readonly string[]).includes(x);
}

const CONTRACTIONS = "(?i:'s|'t|'re|'ve|'m|'ll|'d)";

export const PAT_STR: Record<EncodingName, string> = {
  o200k_base: [
    `[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+${CONTRACTIONS}?`,
    `[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*${CONTRACTIONS}?`,
    `\\p{N}{1,3}`,
    ` ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*`,
    `\\s*[\\r\\n]+`,
    `\\s+(?!\\S)`,
    `\\s+`,
  ].join('|'),
  cl100k_base: [
    CONTRACTIONS,
    `[^\\r\\n\\p{L}\\p{N}]?\\p{L}+`,
    `\\p{N}{1,3}`,
    ` ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*`,
    `\\s*[\\r\\n]+`,
    `\\s+(?!\\S)`,
    `\\s+`,
  ].join('|'),
};

/**
 * Map UTF-8 byte offsets (ascending) into UTF-16 offsets of `text`. A byte offset that falls
 * inside a multi-byte character is rounded up to the end of that character.
 */
export function utf8ToUtf16Offsets(text: string, byteOffsets: readonly number[]): number[] {
  const out: number[] = [];
  let byte = 0;
  let i = 0;
  let k = 0;
  while (k < byteOffsets.length) {
    const target = byteOffsets[k];
    if (byte >= target || i >= text.length) {
      out.push(i);
      k++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const units = cp > 0xffff ? 2 : 1;
    byte += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    i += units;
  }
  return out;
}
