// The rules: a table of data rows (table.ts) run by matchers, one file per family (filler, phrase,
// grammar, number, ultra, status), over a token stream (stream.ts) changed only through edit.ts.
export type { Compiled, HeldRec, PhraseMap, RuleDef, UnitCtx } from './types';
export { RULES, rulesFor } from './table';
export { compile } from './compile';
export { lc, lineStart, nextNS, sentenceStart } from './stream';
export { capitalize } from './edit';
