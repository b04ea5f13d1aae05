// The input shapes an adversarial pass found super-linear, each a function of a size n (1x and
// 4x are compared): the growth test (packages/caveman/src/core/growth.test.ts) asserts their time
// ratios, and `npm run bench -- --growth` prints them with the peak memory.
export const GROWTH_SHAPES: Record<string, (n: number) => string> = {
  'one paragraph of rollbacks': (n) => Array.from({ length: n }, (_, i) => `We rolled back build ${i} on host-${i % 97}.`).join(' ') + '\n',
  '"[a](" repeated': (n) => '[a]('.repeat(n * 2) + '\n',
  'emphasis soup': (n) => {
    let s = '';
    let x = 7;
    for (let i = 0; i < n * 4; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      s += ['*', '_', '**', ' word', 'x', '`'][x % 6];
    }
    return s + '\n';
  },
  'setext headings with no blank line': (n) => Array.from({ length: n }, (_, i) => `Heading number ${i}\n---`).join('\n') + '\n',
  'a long table': (n) => '| a | b | c |\n|---|---|---|\n' + Array.from({ length: n / 2 }, (_, i) => `| cell ${i} | the value is ${i} | ok |`).join('\n') + '\n',
  'a paragraph of links': (n) => Array.from({ length: n }, (_, i) => `[link ${i}](https://example.com/${i})`).join(' ') + '\n',
  'a paragraph of a thousand sentences': (n) => Array.from({ length: n }, (_, i) => `The reviewer has checked the migration ${i} and it might fail under heavy load.`).join(' ') + '\n',
};

