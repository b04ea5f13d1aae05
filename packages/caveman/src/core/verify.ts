// compress() checked by its own checker before it is handed on (SPEC: "`compress` never prints a
// text its own `check` fails"). The engine's guards read the same license table as the checker, so
// its output passes as a rule; where the two still disagree (a block the engine rewrote in a way
// the checker's reading of the whole document does not license), the rewrites of that block are
// held back and the block goes out as written. A block kept as written has no finding.
import { checkNesting } from './limits';
import type { CheckReport, CompressOptions, CompressResult, Edit, HeldBack, Range, TokenCounter } from './types';
import { compress } from './compress';
import { check } from './check';

export interface VerifiedResult extends CompressResult {
  /** What the self-check held back: the blocks kept as written, and why. */
  verified: { pass: boolean; held: { input: Range; reason: string }[] };
}

/** The offences and failing findings of a report, with their places in the verbose text. */
function failures(r: CheckReport): { at: Range; reason: string }[] {
  const out: { at: Range; reason: string }[] = [];
  for (const f of r.findings) if (f.severity === 'fail') out.push({ at: f.verbose, reason: `${f.class}: ${f.message}` });
  for (const inv of r.invariants) {
    if (inv.pass || inv.skipped || inv.id === 'licensed' || inv.id === 'uncertainty' || inv.id === 'negation' || inv.id === 'actors') continue;
    for (const o of inv.offences) if (o.verbose) out.push({ at: o.verbose, reason: `${inv.id}: ${o.message}` });
  }
  return out;
}

/** The block (text between blank lines) around a range of `text`. */
function blockAround(text: string, r: Range): Range {
  const before = text.lastIndexOf('\n\n', Math.max(0, r.start - 1));
  const after = text.indexOf('\n\n', r.end);
  return { start: before === -1 ? 0 : before + 2, end: after === -1 ? text.length : after };
}

/** `text` with only the edits that `keep` accepts applied; output ranges follow. */
function applyEdits(text: string, edits: readonly Edit[], keep: (e: Edit) => boolean): { output: string; edits: Edit[] } {
  const parts: string[] = [];
  const kept: Edit[] = [];
  let at = 0;
  let o = 0;
  for (const e of edits) {
    if (!keep(e)) continue;
    parts.push(text.slice(at, e.input.start));
    o += e.input.start - at;
    parts.push(e.after);
    kept.push({ ...e, output: { start: o, end: o + e.after.length } });
    o += e.after.length;
    at = e.input.end;
  }
  parts.push(text.slice(at));
  return { output: parts.join(''), edits: kept };
}

const counters = (count?: TokenCounter) => (count ? { o200k_base: count } : undefined);

/**
 * compress(), then check() of its output; a block with a failing finding or offence is held back
 * (kept as written), until the output passes. Without a failure this is compress() and one check.
 */
export function compressVerified(text: string, options: CompressOptions): VerifiedResult {
  // input the checker cannot read is refused before the work, not after it
  checkNesting(text);
  const r = compress(text, options);
  const opts = { intensity: options.intensity, profile: options.profile, counters: counters(options.countTokens) };
  let report = check(text, r.output, opts);
  if (report.pass) return Object.assign(Object.create(Object.getPrototypeOf(r)), r, { verified: { pass: true, held: [] } });
  const heldBlocks: { input: Range; reason: string }[] = [];
  let edits = r.edits;
  let output = r.output;
  for (let round = 0; round < 4 && !report.pass; round++) {
    const bad = failures(report);
    if (!bad.length) break;
    for (const b of bad) {
      const blk = blockAround(text, b.at);
      if (!heldBlocks.some((h) => h.input.start === blk.start && h.input.end === blk.end)) heldBlocks.push({ input: blk, reason: b.reason });
    }
    const inHeld = (e: Edit) => heldBlocks.some((h) => e.input.start < h.input.end && e.input.end > h.input.start);
    const next = applyEdits(text, r.edits, (e) => !inHeld(e) && !(e.input.start === 0 && e.input.end === 0 && round >= 2));
    edits = next.edits;
    output = next.output;
    report = check(text, output, opts);
  }
  if (!report.pass) {
    // the last resort: the text as written (an envelope header alone, if one was asked for, stays off)
    output = text;
    edits = [];
    heldBlocks.splice(0, heldBlocks.length, { input: { start: 0, end: text.length }, reason: 'the self-check still failed: the text goes out as written' });
  }
  // where a held edit's words stand in the output: shifted by the kept edits before it
  const placeIn = (at: Range, len: number): Range => {
    let shift = 0;
    for (const k of edits) if (k.input.end <= at.start) shift += k.after.length - (k.input.end - k.input.start);
    return { start: at.start + shift, end: at.start + shift + len };
  };
  const dropped = r.edits.filter((e) => !edits.includes(e) && !edits.some((k) => k.input.start === e.input.start && k.input.end === e.input.end));
  const held: HeldBack[] = [
    ...r.held,
    ...dropped.map((e): HeldBack => ({
      input: e.input, output: placeIn(e.input, e.before.length), rule: e.rule, group: e.group, before: e.before, after: e.after, scope: 'contract',
      tokens: { kept: 0, rewritten: 0 }, reason: `the self-check: ${heldBlocks.find((h) => e.input.start < h.input.end && e.input.end > h.input.start)?.reason ?? 'held'}`,
    })),
  ];
  return { output, intensity: r.intensity, edits, protected: r.protected, skipped: r.skipped, savings: {}, held, verified: { pass: report.pass || output === text, held: heldBlocks } };
}
