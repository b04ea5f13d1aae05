// The checker's emphasis and strong (micromark's "attention"), with a walk back that stops.
//
// micromark-core-commonmark resolves attention by walking back, from every marker run that can close,
// over every event before it to find one that opens: on a paragraph of markers that never match
// ("emphasis soup") that is quadratic (200 KB took 20 s in `check`, and the growth test of the suite
// flaked on it). Here the walk stops after WALK events: an emphasis whose opener is further back than
// that in one paragraph (hundreds of code spans, links or unmatched markers between them; a run of
// plain words is one event) is read as text. Everything else is micromark's own tokenizer and resolver, adapted from
// micromark-core-commonmark (MIT, Titus Wormer). Its runs are tokens of their own type, so that the
// original resolver, which micromark still calls on the text inside a span, finds none to walk for.
import { push, splice } from 'micromark-util-chunked';
import { classifyCharacter } from 'micromark-util-classify-character';
import { resolveAll } from 'micromark-util-resolve-all';
import type { Code, Construct, Event, Extension, Point, Resolver, State, Token, TokenizeContext, Tokenizer, TokenType } from 'micromark-util-types';
import type { Processor } from 'unified';

/** The token of a run of markers here (micromark's is "attentionSequence"). */
const RUN = 'boundedAttentionSequence' as TokenType;

/** Events a closing run looks back over for its opener. */
export const WALK = 1000;

const size = (t: Token) => t.end.offset - t.start.offset;

function movePoint(point: Point, offset: number) {
  point.column += offset;
  point.offset += offset;
  point._bufferIndex += offset;
}

const resolveAllAttention: Resolver = (all, context) => {
  // The events are resolved in a window: no closer looks back more than WALK events, and a match only
  // rewrites the events between its two runs, so the events more than WALK behind the scan are final.
  // They move out of the window, and each match rewrites a window of a few WALK events, not the text.
  const done: Event[] = [];
  let events = all;
  let index = -1;
  while (++index < events.length) {
    if (index > 3 * WALK) {
      const keep = index - WALK;
      for (let k = 0; k < keep; k++) done.push(events[k]);
      events = events.slice(keep);
      index -= keep;
    }
    const closer = events[index];
    if (closer[0] !== 'enter' || closer[1].type !== RUN || !closer[1]._close) continue;
    const marker = context.sliceSerialize(closer[1]).charCodeAt(0);
    for (let open = index - 1; open >= 1 && index - open <= WALK; open--) {
      const opener = events[open];
      if (opener[0] !== 'exit' || opener[1].type !== RUN || !opener[1]._open || context.sliceSerialize(opener[1]).charCodeAt(0) !== marker) continue;
      // (CommonMark's rule of three: a run that can both open and close does not match when the sum
      // of the two runs is a multiple of three and the closer is not)
      if ((opener[1]._close || closer[1]._open) && size(closer[1]) % 3 && !((size(opener[1]) + size(closer[1])) % 3)) continue;
      const use = size(opener[1]) > 1 && size(closer[1]) > 1 ? 2 : 1;
      const start = { ...opener[1].end };
      const end = { ...closer[1].start };
      movePoint(start, -use);
      movePoint(end, use);
      const kind = use > 1 ? 'strong' : 'emphasis';
      const openingSequence = { type: `${kind}Sequence`, start, end: { ...opener[1].end } } as Token;
      const closingSequence = { type: `${kind}Sequence`, start: { ...closer[1].start }, end } as Token;
      const text = { type: `${kind}Text`, start: { ...opener[1].end }, end: { ...closer[1].start } } as Token;
      const group = { type: kind, start: { ...openingSequence.start }, end: { ...closingSequence.end } } as Token;
      opener[1].end = { ...openingSequence.start };
      closer[1].start = { ...closingSequence.end };
      let next: Event[] = [];
      if (size(opener[1])) next = push(next, [['enter', opener[1], context], ['exit', opener[1], context]]);
      next = push(next, [['enter', group, context], ['enter', openingSequence, context], ['exit', openingSequence, context], ['enter', text, context]]);
      next = push(next, resolveAll(context.parser.constructs.insideSpan.null ?? [], events.slice(open + 1, index), context));
      next = push(next, [['exit', text, context], ['enter', closingSequence, context], ['exit', closingSequence, context], ['exit', group, context]]);
      let offset = 0;
      if (size(closer[1])) {
        offset = 2;
        next = push(next, [['enter', closer[1], context], ['exit', closer[1], context]]);
      }
      splice(events, open - 1, index - open + 3, next);
      index = open + next.length - offset - 2;
      break;
    }
  }
  const out = done.length ? push(done, events) : events;
  // the runs left over are text
  for (const e of out) if (e[1].type === RUN) e[1].type = 'data';
  return out;
};

/** micromark's tokenizer of a run of "*" or "_", its token named RUN. */
const tokenize: Tokenizer = function (this: TokenizeContext, effects, ok) {
  const attentionMarkers = this.parser.constructs.attentionMarkers.null ?? [];
  const previous = this.previous;
  const before = classifyCharacter(previous);
  let marker: Code = null;
  const inside: State = (code) => {
    if (code === marker) {
      effects.consume(code);
      return inside;
    }
    const token = effects.exit(RUN);
    const after = classifyCharacter(code);
    const open = !after || (after === 2 && before) || (attentionMarkers.includes(code) && code !== 42 && code !== 95);
    const close = !before || (before === 2 && after) || (attentionMarkers.includes(previous) && previous !== 42 && previous !== 95);
    token._open = Boolean(marker === 42 ? open : open && (before || !close));
    token._close = Boolean(marker === 42 ? close : close && (after || !open));
    return ok(code);
  };
  return (code) => {
    marker = code;
    effects.enter(RUN);
    return inside(code);
  };
};

/** micromark's attention construct with the bounded resolver (another name: the original is disabled by its own). */
const bounded: Construct = { name: 'attentionBounded', tokenize, resolveAll: resolveAllAttention };

/** The micromark extension: the original attention off, the bounded one where it stood. */
export const boundedAttention: Extension = {
  disable: { null: ['attention'] },
  text: { 42: bounded, 95: bounded },
  insideSpan: { null: [bounded] },
};

/** The unified plugin that adds it to remark-parse. */
export function remarkBoundedAttention(this: Processor) {
  const data = this.data() as { micromarkExtensions?: Extension[] };
  (data.micromarkExtensions ??= []).push(boundedAttention);
}
