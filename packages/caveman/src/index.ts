// caveman-compress: the compression core (compress, check, select an intensity, expand, reports),
// pure functions over text with no I/O. Token counters for Node are in `caveman-compress/node`.
export * from './core/index';
