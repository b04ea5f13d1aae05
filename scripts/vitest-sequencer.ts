// The order vitest starts the test files in. With no timings from an earlier run (a fresh clone,
// as CI's), vitest starts the largest files first; a small file that runs long then starts last
// and runs alone while the other worker has ended (the fuzz test, 6-10 s, did so). The files
// measured slowest start first here, the rest as vitest orders them.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The slowest files, slowest first (`npx vitest run --reporter=json`: seconds a file, 2 workers, this machine). */
const SLOWEST = [
  'packages/caveman/src/cli/cli.test.ts', // 21
  'packages/caveman/src/core/incremental.test.ts', // 19
  'packages/caveman/src/core/check.test.ts', // 17
  'packages/caveman/src/cli/loops.test.ts', // 17
  'packages/caveman/src/cli/hostile.test.ts', // 16
  'scripts/fuzz/fuzz.test.ts', // 10
  'packages/caveman/src/tokens/pretokens.test.ts', // 9
  'packages/caveman/src/core/count.test.ts', // 7
];

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOWEST.findIndex((s) => f.moduleId.endsWith(s));
      return i === -1 ? SLOWEST.length : i;
    };
    // (a stable sort: the others keep vitest's order)
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
