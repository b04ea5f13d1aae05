// caveman-compress/node: token counters for Node (tiktoken's o200k_base and cl100k_base, loaded
// from @dqbd/tiktoken's WASM), memoized per pre-token: pass one as `countTokens`.
export { getEncoder, lazyNodeCounter, nodeCounter } from './tokens/node';
export { ENCODINGS, DEFAULT_ENCODING, isEncodingName, type EncodingName } from './tokens/encodings';
export { hasLongWord, LONG_PIECE, pretokenCounter } from './tokens/pretokens';
