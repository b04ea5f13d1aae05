// Block arbitraries. Text uses "\n"; the document picks the real line ending at the end.
// Each block is valid markdown on its own, separated from its neighbours by a blank line.
import fc from 'fast-check';
import { indentRest, join, literal, maybe, pick, pickPlain, plain, prefixLines, t, type Piece } from './piece';
import { emphasisOnly, protectedLiteral, sentence, shortProse } from './prose';
import { CJK_RTL, CODE_LINES, FENCE_INFO, HEADINGS, LITERALS, PLEASANTRY_LINES, TABLE_HEADERS } from './vocab';

/**
 * Put a block inside a container. A multi-line literal (a code body) is no longer contiguous once
 * its lines get a container prefix, so it is split into lines, which still are.
 */
function nest(p: Piece, wrap: (text: string) => string): Piece {
  return {
    text: wrap(p.text),
    literals: p.literals.flatMap((l) => (l.text.includes('\n') ? l.text.split('\n').filter((x) => x.trim() !== '').map((text) => ({ ...l, text })) : [l])),
  };
}

// --- prose blocks --------------------------------------------------------------------------

const lineBreak = fc.oneof({ weight: 6, arbitrary: fc.constant('\n') }, { weight: 1, arbitrary: fc.constant('  \n') }, { weight: 1, arbitrary: fc.constant('\\\n') });

export const paragraph: fc.Arbitrary<Piece> = fc
  .array(fc.tuple(fc.array(sentence, { minLength: 1, maxLength: 2 }), lineBreak), { minLength: 1, maxLength: 4 })
  .map((lines) => {
    const ps = lines.map(([ss]) => join(ss));
    return {
      text: ps.map((p, i) => p.text + (i < ps.length - 1 ? lines[i][1] : '')).join(''),
      literals: ps.flatMap((p) => p.literals),
    };
  });

const atxHeading = fc
  .tuple(fc.integer({ min: 1, max: 6 }), shortProse, fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) }))
  .map(([d, p, close]) => t`${'#'.repeat(d)} ${p}${close ? ' ' + '#'.repeat(close) : ''}`);

const setextHeading = fc
  .tuple(shortProse, pick(['=', '-']), fc.integer({ min: 1, max: 6 }))
  .map(([p, c, n]) => t`${p}\n${c.repeat(n + 2)}`);

export const sectionHeading = fc
  .tuple(fc.oneof({ weight: 10, arbitrary: pick(['## ', '### ']) }, { weight: 2, arbitrary: pick(['# ', '#### ']) }, { weight: 1, arbitrary: pick(['=', '-']) }), pick(HEADINGS), maybe(shortProse, 0.2))
  .map(([m, h, extra]) => {
    const p = join([plain(h + (extra.text ? ':' : '')), extra]);
    return m.length === 1 ? { ...p, text: `${p.text}\n${m.repeat(p.text.length)}` } : { ...p, text: m + p.text };
  });

export const heading = fc.oneof({ weight: 3, arbitrary: atxHeading }, { weight: 1, arbitrary: setextHeading });

const pleasantry = pickPlain(PLEASANTRY_LINES);
const cjkParagraph = fc.array(pickPlain(CJK_RTL), { minLength: 1, maxLength: 3 }).map((ps) => join(ps, '\n'));
const emphasisParagraph = emphasisOnly;

// --- lists ---------------------------------------------------------------------------------

const itemText = fc.oneof({ weight: 3, arbitrary: sentence }, { weight: 1, arbitrary: shortProse }, { weight: 1, arbitrary: pleasantry });

function listItems(depth: number): fc.Arbitrary<{ head: Piece; more: Piece; sub: Piece }[]> {
  const sub = depth > 0 ? maybe(fc.oneof(bulletList(depth - 1), orderedList(depth - 1)), 0.2) : fc.constant(plain(''));
  return fc.array(fc.record({ head: itemText, more: maybe(paragraph, 0.1), sub }), { minLength: 1, maxLength: 5 });
}

function renderItems(markers: string[], items: { head: Piece; more: Piece; sub: Piece }[], loose: boolean): Piece {
  const rendered = items.map(({ head, more, sub }, i) => {
    const pad = ' '.repeat(markers[i].length + 1);
    // A second paragraph needs a blank line before it, even in a tight list item.
    let text = head.text + (more.text ? `\n\n${more.text}` : '');
    if (sub.text) text += (loose ? '\n\n' : '\n') + sub.text;
    const body = { text, literals: [...head.literals, ...more.literals, ...sub.literals] };
    return nest(body, (x) => `${markers[i]} ${indentRest(x, pad)}`);
  });
  return join(rendered, loose ? '\n\n' : '\n');
}

const listCache = new Map<string, fc.Arbitrary<Piece>>();

function bulletList(depth: number): fc.Arbitrary<Piece> {
  const key = `b${depth}`;
  if (!listCache.has(key)) {
    listCache.set(
      key,
      fc
        .tuple(pick(['-', '*', '+']), listItems(depth), fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }))
        .map(([m, items, loose]) => renderItems(items.map(() => m), items, loose)),
    );
  }
  return listCache.get(key)!;
}

function orderedList(depth: number): fc.Arbitrary<Piece> {
  const key = `o${depth}`;
  if (!listCache.has(key)) {
    listCache.set(
      key,
      fc
        .tuple(pick([1, 0, 3, 7, 9, 10, 99]), pick(['.', ')']), listItems(depth), fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }))
        .map(([start, d, items, loose]) => renderItems(items.map((_, i) => `${start + i}${d}`), items, loose)),
    );
  }
  return listCache.get(key)!;
}

export const bullets = bulletList(2);
export const ordered = orderedList(2);

export const taskList = fc
  .array(fc.tuple(fc.boolean(), fc.boolean(), itemText), { minLength: 1, maxLength: 5 })
  .map((items) => join(items.map(([done, step, p], i) => t`- [${done ? 'x' : ' '}] ${step ? `Step ${i + 1}: ` : ''}${p}`), '\n'));

// --- tables --------------------------------------------------------------------------------

const cell = fc.oneof(
  { weight: 6, arbitrary: shortProse },
  { weight: 3, arbitrary: protectedLiteral },
  { weight: 1, arbitrary: pickPlain(['', 'Indeed', 'Just', 'Really.', 'a \\| b', 'Thanks!']) },
  { weight: 1, arbitrary: pick(['`x \\| y`', '`a|b`']).map(literal) },
);

export const table = fc.integer({ min: 2, max: 4 }).chain((cols) =>
  fc
    .tuple(
      fc.array(pick(TABLE_HEADERS), { minLength: cols, maxLength: cols }),
      fc.array(pick(['---', ':--', '--:', ':-:']), { minLength: cols, maxLength: cols }),
      fc.array(fc.array(cell, { minLength: cols, maxLength: cols }), { minLength: 1, maxLength: 4 }),
    )
    .map(([head, align, rows]) =>
      join([plain(`| ${head.join(' | ')} |`), plain(`| ${align.join(' | ')} |`), ...rows.map((r) => t`| ${join(r, ' | ')} |`)], '\n'),
    ),
);

// --- code ----------------------------------------------------------------------------------

const codeBody = fc.array(fc.oneof({ weight: 3, arbitrary: pick(CODE_LINES) }, { weight: 1, arbitrary: sentence.map((p) => p.text) }), { minLength: 1, maxLength: 4 }).map((ls) => ls.join('\n'));

const fence = fc
  .tuple(pick(['```', '~~~', '````', '~~~~~']), pick(FENCE_INFO), codeBody, fc.nat(2))
  .map(([f, info, body, extra]) => ({ text: `${f}${info}\n${body}\n${f}${f[0].repeat(extra)}`, literals: [{ text: body, within: 'code' as const }] }));

/** Fenced code and the fence edge cases CommonMark is picky about. */
export const fencedCode: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 6, arbitrary: fence },
  // A longer outer fence holds a shorter one.
  { weight: 1, arbitrary: codeBody.map((b) => ({ ...literal('```ts\n' + b + '\n```', 'code'), text: '````md\n```ts\n' + b + '\n```\n````' })) },
  // Indented 4 spaces, the "closing" fence is content; the real close comes later.
  { weight: 1, arbitrary: fc.tuple(codeBody, codeBody).map(([a, b]) => ({ ...literal(a + '\n    ```\n' + b, 'code'), text: '```\n' + a + '\n    ```\n' + b + '\n```' })) },
  // Unclosed: the code runs to the end of the document (or the container).
  { weight: 1, arbitrary: codeBody.map((b) => ({ ...literal(b, 'code'), text: '```bash\n' + b })) },
  // Backtick fences cannot have a backtick in the info string: this is a paragraph.
  { weight: 1, arbitrary: sentence.map((p) => t`\`\`\`a\` ${p}`) },
);

export const indentedCode = codeBody.map((b) => ({
  text: b.split('\n').map((l) => `    ${l}`).join('\n'),
  literals: b.split('\n').map((text) => ({ text, within: 'code' as const })),
}));

/** Code inside list items: the shape a line scanner most easily mistakes for prose. */
export const listWithCode: fc.Arbitrary<Piece> = fc.oneof(
  pick(CODE_LINES).map((l) => ({ ...literal(l, 'code'), text: `- Step one.\n\n        ${l}` })),
  fc.tuple(itemText, fence).map(([p, f]) => nest(join([p, f], '\n\n'), (x) => `- ${indentRest(x, '  ')}`)),
  fc.tuple(itemText, fence).map(([p, f]) => nest(join([p, f], '\n'), (x) => `1. ${indentRest(x, '   ')}`)),
);

// --- html ----------------------------------------------------------------------------------

export const htmlBlock: fc.Arbitrary<Piece> = fc.oneof(
  sentence.map((p) => ({ text: `<div>\n${p.text}\n</div>`, literals: p.literals })),
  paragraph.map((p) => t`<details>\n<summary>The logs</summary>\n\n${p}\n\n</details>`),
  shortProse.map((p) => literal(`<!-- ${p.text} -->`, 'html')),
  fc.tuple(sentence, sentence).map(([a, b]) => literal(`<!--\n${a.text}\n${b.text}\n-->`, 'html')),
);

// --- containers and leftovers ------------------------------------------------------------

const quoteContent = fc.oneof({ weight: 4, arbitrary: paragraph }, { weight: 1, arbitrary: bulletList(0) }, { weight: 1, arbitrary: fence }, { weight: 1, arbitrary: pleasantry });

export const blockquote: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 3, arbitrary: fc.array(quoteContent, { minLength: 1, maxLength: 3 }).map((bs) => nest(join(bs, '\n\n'), (x) => prefixLines(x, '> '))) },
  { weight: 1, arbitrary: fc.tuple(paragraph, paragraph).map(([a, b]) => nest(join([a, nest(b, (x) => prefixLines(x, '> '))], '\n\n'), (x) => prefixLines(x, '> '))) },
  // Lazy continuation: only the first line carries the marker.
  { weight: 1, arbitrary: fc.tuple(sentence, sentence).map(([a, b]) => t`> ${a}\n${b}`) },
);

export const thematicBreak = pickPlain(['---', '***', '___', '- - -', '* * *']);

/** Reference links with their definitions (the labels are prose a rewrite must not touch). */
export const definitions = fc
  .tuple(sentence, pick(['[the docs][ref]', '[the docs][]', '[the docs]', '[ref]', '![the flow][ref]']), fc.array(pick(LITERALS.url), { minLength: 2, maxLength: 2 }))
  .map(([s, link, [u1, u2]]) => t`${s} See ${link} for the very details.\n\n[ref]: ${literal(u1)} "The title"\n[the docs]: ${literal(u2)}`);

export const frontMatter: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(pick(HEADINGS), pick(['open', 'in progress', 'done']), fc.integer({ min: 1, max: 99 })).map(([h, st, n]) => {
    const body = `title: Really basic ${h.toLowerCase()}\nstatus: ${st}\ntask: T0${n}\nowner: "@codex"`;
    return { ...literal(body, 'frontmatter'), text: `---\n${body}\n---` };
  }) },
  { weight: 1, arbitrary: pick(HEADINGS).map((h) => ({ ...literal(`title = "The ${h}"\ndraft = true`, 'frontmatter'), text: `+++\ntitle = "The ${h}"\ndraft = true\n+++` })) },
  // blank lines, a comment that reads as a heading and prose-like values: still front matter
  { weight: 2, arbitrary: fc.tuple(pick(HEADINGS), pick(['', '\n'])).map(([h, extra]) => {
    const body = `title: ${h}\n\n# notes for the reviewer\nsummary: It is basically done and it really works\n${extra}\n- item: the cache`;
    return { ...literal(body, 'frontmatter'), text: `---\n${body}\n---` };
  }) },
  { weight: 1, arbitrary: pick(HEADINGS).map((h) => {
    const body = `title = "The ${h}"\n\n[notes]\nsummary = "It is basically done"`;
    return { ...literal(body, 'frontmatter'), text: `+++\n${body}\n+++` };
  }) },
);

/** Blocks an agent artifact is mostly made of. */
export const commonBlock: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 8, arbitrary: paragraph },
  { weight: 4, arbitrary: bullets },
  { weight: 1, arbitrary: ordered },
  { weight: 1, arbitrary: taskList },
  { weight: 1, arbitrary: table },
  { weight: 1, arbitrary: fence },
);

/** The constructs CommonMark/GFM are picky about. */
export const hostileBlock: fc.Arbitrary<Piece> = fc.oneof(
  heading, fencedCode, indentedCode, listWithCode, htmlBlock, blockquote, thematicBreak, definitions, pleasantry,
  emphasisParagraph, cjkParagraph, table, taskList, ordered,
);

export const anyBlock: fc.Arbitrary<Piece> = fc.oneof(commonBlock, hostileBlock);
