// A piece of generated markdown and the protected literals written into it. The oracle counts
// the literals in the input and the output itself, so it never relies on what the core protected.
import fc from 'fast-check';

/**
 * A literal the output must keep. `within` marks a block body (code, HTML comment, front
 * matter): it only counts if remark reads the input that way too, since context can turn an
 * intended code block into prose (an indented block right after a list joins the list item).
 */
export interface Literal {
  text: string;
  within?: 'code' | 'html' | 'frontmatter';
}

export interface Piece {
  text: string;
  literals: Literal[];
}

export const plain = (text: string): Piece => ({ text, literals: [] });
export const literal = (text: string, within?: Literal['within']): Piece => ({ text, literals: [within ? { text, within } : { text }] });
export const EMPTY: Piece = plain('');

export function join(pieces: readonly Piece[], sep = ' '): Piece {
  const kept = pieces.filter((p) => p.text !== '');
  return { text: kept.map((p) => p.text).join(sep), literals: pieces.flatMap((p) => p.literals) };
}

/** Tagged template over strings and pieces: `t\`Run ${cmd} now\`` keeps cmd's literals. */
export function t(strings: TemplateStringsArray, ...values: (string | Piece)[]): Piece {
  let text = strings[0];
  const literals: Literal[] = [];
  values.forEach((v, i) => {
    if (typeof v === 'string') text += v;
    else {
      text += v.text;
      literals.push(...v.literals);
    }
    text += strings[i + 1];
  });
  return { text, literals };
}

export function mapText(p: Piece, f: (s: string) => string): Piece {
  return { text: f(p.text), literals: p.literals };
}

export const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
export const pickPlain = (xs: readonly string[]) => pick(xs).map(plain);

/** An optional piece: shrinks to nothing. */
export function maybe(a: fc.Arbitrary<Piece>, chance = 0.3): fc.Arbitrary<Piece> {
  const w = Math.max(1, Math.round(chance * 10));
  return fc.oneof({ weight: 10 - w, arbitrary: fc.constant(EMPTY) }, { weight: w, arbitrary: a });
}

/** Indent every line after the first (list-item continuation, nested blocks). */
export function indentRest(text: string, pad: string): string {
  return text.replace(/\n(?!\n|$)/g, `\n${pad}`);
}

export function prefixLines(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((l) => (l === '' ? prefix.trimEnd() : prefix + l))
    .join('\n');
}
