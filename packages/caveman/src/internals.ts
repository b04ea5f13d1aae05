// caveman-compress/internals: the engine's modules beyond the public API, for the playground (its
// rule tables, caches, scanners and the incremental run's details). Not a stable API: it follows
// the engine, release by release.
export * from './core/index';
export * from './core/types';
export * from './core/compress';
export * from './core/count';
export * from './core/check';
export * from './core/contract';
export * from './core/envelope';
export * from './core/expand';
export * from './core/lazy';
export * from './core/lexicon';
export * from './core/profiles';
export * from './core/protect';
export * from './core/repair';
export * from './core/report';
export * from './core/rules';
export * from './core/scope';
export * from './core/segment';
export * from './core/select';
export * from './core/words';
export * from './core/common';
export * from './tokens/encodings';
export * from './tokens/pretokens';
