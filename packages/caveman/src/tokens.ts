// caveman-compress/tokens: token counting that runs anywhere (no tiktoken, no Node): the
// encodings' names and pre-token patterns, and a counter that memoizes an exact one per pre-token.
// The browser's tokenizer worker builds on it; `caveman-compress/node` adds tiktoken for Node.
export * from './tokens/encodings';
export * from './tokens/pretokens';
