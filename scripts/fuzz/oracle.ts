// The oracle: compress one document with one profile at one intensity, as the CLI does, and name
// every way the result breaks the contract (SPEC §1, §1.1, §1.5). Independent of the core's
// check(), which is only consulted for the `check-rejects` class.
import { check, compress, type CompressResult, type Intensity, type TokenCounter } from 'caveman-compress';
import { nodeCounter } from 'caveman-compress/node';
import { hasFrontMatter, parse, prose, signature, stripEnvelope, type MdNode } from './mdast';
import { actorCounts, hedgeCounts, negationCount } from './markers';
import type { FuzzDoc } from './generate';
import type { Literal } from './piece';

export const FAILURE_CLASSES = [
  'crash', 'structure', 'protected', 'hedge', 'negation', 'actors', 'tokens', 'idempotence', 'replay', 'check-rejects',
] as const;
export type FailureClass = (typeof FAILURE_CLASSES)[number];

export interface Failure {
  cls: FailureClass;
  /** The class, or class:detail where a class has distinct causes (hedge:modal, check-rejects:tokens). */
  key: string;
  profile: string;
  intensity: Intensity;
  message: string;
}

let counter: TokenCounter | null = null;
/** The CLI's counter (o200k_base), created once: tiktoken's encoder is expensive to build. */
export function tokenCounter(): TokenCounter {
  return (counter ??= nodeCounter('o200k_base'));
}

/** What the oracle needs of the input, computed once per document for all profiles. */
export interface InputFacts {
  doc: FuzzDoc;
  tree: MdNode;
  /** The inventory, less block bodies that remark does not read as the block they were meant to be. */
  literals: string[];
  tokens: number;
  prose: string;
  signatures: { emphasis: string[]; noEmphasis: string[] };
  /** Profiles often agree on the output: its parse is done once per distinct output. */
  outputs: Map<string, OutputFacts>;
}

interface OutputFacts {
  tree: MdNode;
  prose: string;
  tokens: number;
  /** Tokens of the output without its envelope line. */
  bareTokens: number;
  /** An envelope where SPEC §2 allows it, but after a blank line. */
  envelopeMisplaced: boolean;
  signatures: { emphasis?: string[]; noEmphasis?: string[] };
}

function outputFacts(facts: InputFacts, output: string): OutputFacts {
  let o = facts.outputs.get(output);
  if (!o && output === facts.doc.text) {
    o = { tree: facts.tree, prose: facts.prose, tokens: facts.tokens, bareTokens: facts.tokens, envelopeMisplaced: false, signatures: { ...facts.signatures } };
    facts.outputs.set(output, o);
  }
  if (!o) {
    const raw = parse(output);
    const { tree, text: bare, stripped, misplaced } = stripEnvelope(output, raw, hasFrontMatter(facts.tree));
    const tokens = tokenCounter()(output);
    o = { tree, prose: prose(tree), tokens, bareTokens: stripped ? tokenCounter()(bare) : tokens, envelopeMisplaced: misplaced, signatures: {} };
    facts.outputs.set(output, o);
  }
  return o;
}

export function inputFacts(doc: FuzzDoc): InputFacts {
  const tree = parse(doc.text);
  return {
    doc,
    tree,
    literals: confirmedLiterals(doc.literals, tree, doc.text),
    tokens: tokenCounter()(doc.text),
    prose: prose(tree),
    signatures: { emphasis: signature(tree, { emphasis: true }), noEmphasis: signature(tree, { emphasis: false }) },
    outputs: new Map(),
  };
}

const BODY_NODES: Record<NonNullable<Literal['within']>, string[]> = { code: ['code'], html: ['html'], frontmatter: ['yaml', 'toml'] };

/**
 * A body literal counts only if each of its lines occurs inside such blocks as often as in the
 * whole input: an occurrence elsewhere may be prose that the core may rewrite.
 */
function confirmedLiterals(literals: readonly Literal[], tree: MdNode, input: string): string[] {
  const values: Record<string, string[]> = {};
  const walk = (n: MdNode) => {
    if (n.value !== undefined) (values[n.type] ??= []).push(n.value);
    n.children?.forEach(walk);
  };
  walk(tree);
  return literals
    .filter((l) => {
      if (!l.within) return true;
      const bodies = BODY_NODES[l.within].flatMap((t) => values[t] ?? []);
      return l.text.split(/\r\n|\r|\n/).every((line) => bodies.reduce((n, b) => n + countOf(b, line), 0) >= countOf(input, line));
    })
    .map((l) => l.text);
}

const clip = (s: string, n = 160) => (s.length > n ? JSON.stringify(s.slice(0, n)) + '…' : JSON.stringify(s));

function countOf(hay: string, needle: string): number {
  if (needle === '') return 0;
  let n = 0;
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + needle.length)) n++;
  return n;
}

function replay(input: string, r: CompressResult): string | null {
  let out = '';
  let pos = 0;
  for (const [i, e] of r.edits.entries()) {
    if (e.input.start < pos || e.input.end < e.input.start) return `edit #${i} ${clip(e.before)} at ${e.input.start}-${e.input.end} overlaps or is out of order (previous end ${pos})`;
    if (input.slice(e.input.start, e.input.end) !== e.before) return `edit #${i}: input ${e.input.start}-${e.input.end} is ${clip(input.slice(e.input.start, e.input.end))}, edit.before is ${clip(e.before)}`;
    out += input.slice(pos, e.input.start) + e.after;
    pos = e.input.end;
  }
  out += input.slice(pos);
  if (out === r.output) return null;
  let d = 0;
  while (d < out.length && out[d] === r.output[d]) d++;
  return `edits give ${clip(out.slice(d, d + 60))} at ${d}, output has ${clip(r.output.slice(d, d + 60))}`;
}

/** The first differing signature line, and the node type there as the failure's cause. */
function firstDifference(a: string[], b: string[]): { message: string; cause: string } {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    // A signature line is "<path> <facts>", the path ending in "<index>.<type>".
    const [path, first] = (a[i] ?? b[i]).split(' ');
    const type = path.slice(path.lastIndexOf('.') + 1);
    return { message: `input: ${a[i] ?? '(nothing)'}\noutput: ${b[i] ?? '(nothing)'}`, cause: first === 'inline' ? `${type}-inline` : type };
  }
  return { message: '', cause: 'unknown' };
}

export interface EvaluateOptions {
  /** Only these classes matter (shrinking): skip the expensive checks of the others. */
  only?: FailureClass;
}

/** Every failure of one (document, profile, intensity). */
export function evaluate(facts: InputFacts, profile: string, intensity: Intensity, opts: EvaluateOptions = {}): Failure[] {
  let r: CompressResult;
  try {
    r = compress(facts.doc.text, { intensity, profile, countTokens: tokenCounter() });
  } catch (e) {
    return [{ cls: 'crash', key: 'crash', profile, intensity, message: `compress threw: ${(e as Error)?.stack ?? String(e)}` }];
  }
  return judge(facts, profile, intensity, r, opts);
}

/** The oracle proper: every failure of one compression result (separate from compress so it can be tested). */
export function judge(facts: InputFacts, profile: string, intensity: Intensity, r: CompressResult, opts: EvaluateOptions = {}): Failure[] {
  const want = (c: FailureClass) => !opts.only || opts.only === c;
  const failures: Failure[] = [];
  const fail = (cls: FailureClass, message: string, detail?: string) =>
    failures.push({ cls, key: detail ? `${cls}:${detail}` : cls, profile, intensity, message });
  const input = facts.doc.text;
  const countTokens = tokenCounter();
  const output = r.output;

  if (want('replay')) {
    const bad = replay(input, r);
    if (bad) fail('replay', bad);
  }

  if (want('structure') || want('hedge') || want('negation') || want('actors') || want('tokens')) {
    const o = outputFacts(facts, output);
    if (want('structure')) {
      const key = intensity === 'ultra' ? 'noEmphasis' : 'emphasis';
      const a = facts.signatures[key];
      const b = (o.signatures[key] ??= signature(o.tree, { emphasis: key === 'emphasis' }));
      if (a.join('\n') !== b.join('\n')) {
        const d = firstDifference(a, b);
        fail('structure', d.message, d.cause);
      } else if (o.envelopeMisplaced) {
        fail('structure', 'the envelope is not the first line (nor the line right after the front matter)', 'envelope');
      }
    }
    if (want('hedge')) {
      const a = hedgeCounts(facts.prose);
      const b = hedgeCounts(o.prose);
      for (const k of Object.keys(a)) if (b[k] < a[k]) fail('hedge', `${k}: ${a[k]} in input prose, ${b[k]} in output prose`, k);
    }
    if (want('negation')) {
      const a = negationCount(facts.prose);
      const b = negationCount(o.prose);
      if (b < a) fail('negation', `${a} negations in input prose, ${b} in output prose`);
    }
    if (want('actors')) {
      const a = actorCounts(facts.prose);
      const b = actorCounts(o.prose);
      for (const k of Object.keys(a)) if (b[k] < a[k]) fail('actors', `${k}: ${a[k]} in input prose, ${b[k]} in output prose`, k);
    }
    if (want('tokens') && o.tokens > facts.tokens) {
      // Told apart because the envelope alone costs ~11 tokens, more than lite saves on a short note.
      const bare = o.bareTokens;
      fail('tokens', `output ${o.tokens} tokens > input ${facts.tokens} (o200k_base); without the envelope ${bare}`, bare > facts.tokens ? 'content' : 'envelope');
    }
  }

  if (want('protected')) {
    const lost = facts.literals
      .map((l) => ({ l, a: countOf(input, l), b: countOf(output, l) }))
      .filter(({ a, b }) => b < a);
    if (lost.length) fail('protected', lost.map(({ l, a, b }) => `${clip(l, 80)}: ${a}x in input, ${b}x in output`).join('; '));
  }

  if (want('idempotence')) {
    try {
      const again = compress(output, { intensity, profile, countTokens });
      if (again.output !== output) {
        const e = again.edits[0];
        fail('idempotence', e ? `second pass: ${clip(e.before)} -> ${clip(e.after)} (${e.rule}) at ${e.input.start}` : `second pass output ${clip(again.output)}`, e?.rule ?? 'no-edit');
      }
    } catch (e) {
      fail('crash', `compress of the output threw: ${(e as Error)?.stack ?? String(e)}`);
    }
  }

  if (want('check-rejects')) {
    try {
      const report = check(input, output, { profile, intensity, counters: { o200k_base: countTokens } });
      if (!report.pass) {
        for (const i of report.invariants.filter((x) => !x.pass)) fail('check-rejects', `${i.id}: ${i.offences[0]?.message ?? '(no offence)'}`, i.id);
      }
    } catch (e) {
      fail('check-rejects', `check threw: ${(e as Error)?.stack ?? String(e)}`);
    }
  }
  return failures;
}
