// Incremental token counting for the browser's token worker.
//
// tiktoken splits text with a pre-tokenizer regex before BPE, and BPE never merges across
// two pre-tokens. For o200k_base and cl100k_base no pre-token spans a boundary between a
// newline and the non-whitespace character after it (a piece that starts with a letter,
// digit or punctuation never starts with \r or \n, and the whitespace pieces end at the first
// non-whitespace) -- except '/': o200k's punctuation piece ` ?[^\s\p{L}\p{N}]+[\r\n/]*` runs
// on through newlines into slashes. So the count of a text is the sum of the counts of its
// lines cut at those boundaries, and a keystroke in a 100 KB text re-counts one line.
// (lib/tokens/chunks.test.ts checks this against whole-text counts, both encodings.)

/** Cut `text` after every newline that is followed by a character that is neither whitespace nor '/'. */
export function splitForCounting(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    const prev = text.charCodeAt(i - 1);
    if (prev !== 10) continue; // \n
    const c = text.charCodeAt(i);
    // whitespace: space, tab, \n, \v, \f, \r, nbsp and the rest of \s
    if (c === 47 /* / */ || c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff) continue;
    out.push(text.slice(start, i));
    start = i;
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}

/** Counts with a per-chunk cache in front of an exact counter. */
export class ChunkedCounter {
  private cache = new Map<string, number>();

  constructor(
    private readonly countExact: (text: string) => number,
    private readonly maxEntries = 40_000,
  ) {}

  count(text: string): number {
    if (text.length === 0) return 0;
    if (text.length < 2_000) return this.countExact(text);
    let n = 0;
    for (const chunk of splitForCounting(text)) {
      let c = this.cache.get(chunk);
      if (c === undefined) {
        c = this.countExact(chunk);
        if (this.cache.size >= this.maxEntries) this.cache.clear();
        this.cache.set(chunk, c);
      }
      n += c;
    }
    return n;
  }
}
