// Marks for what the token guard held back (CompressResult.held): a rule matched, and the output
// kept the words because the rewrite would have cost tokens (SPEC invariant 7), or because it would have
// changed a claim word (the contract guard: a hedge, a negation, an actor). Pure builders in
// string offsets, like decorations.ts. Class names are the UI contract:
//   held-back          every held-back rewrite, at the kept text's output range
//   held-<group>       its rule's group (the mark takes the group's colour)
import type { HeldBack } from 'caveman-compress/internals/types';
import { escapeMarkdown, quoteSnippet, ruleLink, type OffsetDecoration } from './decorations';

/** "+1 token", "+3 tokens", or "no fewer tokens" (a rewrite that would save nothing is not made either). */
export function tokenCost(h: Pick<HeldBack, 'tokens'>): string {
  const d = h.tokens.rewritten - h.tokens.kept;
  if (d <= 0) return 'no fewer tokens';
  return `+${d} token${d === 1 ? '' : 's'}`;
}

/** What the guard weighed, as the hover names it. */
function weighed(h: HeldBack): string {
  if (h.scope === 'word') return quoteSnippet(' ' + h.after.trim(), 40);
  if (h.scope === 'unit') return 'the rewritten line';
  return 'the rewritten text';
}

/**
 * The hover of one held-back rewrite, e.g. "kept “twelve”: full.number would write “12”, but
 * “ 12” is +1 token in o200k_base (token guard, invariant 7)", or "kept “might”: full.synonym would
 * write “will”, which drops a hedge (modal) (contract guard)". Given the rules page's absolute
 * URL, the rule is a link to its card there.
 */
export function heldHover(h: HeldBack, encoding: string | null, rulesUrl?: string): string {
  const id = `\`${h.rule.replace(/`/g, '')}\``;
  const rule = rulesUrl ? `[${id}](${ruleLink(rulesUrl, h.rule)} "Open this rule on the rules page")` : id;
  const would = h.after.trim() === '' ? `would remove it` : `would write ${quoteSnippet(h.after)}`;
  if (h.scope === 'contract') {
    return (
      `**Held back by the contract guard**\n\n` +
      `kept ${quoteSnippet(h.before)}: ${rule} ${would}, which ${escapeMarkdown(h.reason ?? 'changes a claim')} ` +
      `\\(no rule, the profile's own included, may change a hedge, a negation or an actor\\)\n\n` +
      `group ${escapeMarkdown(h.group)}`
    );
  }
  const enc = encoding ? ` in ${escapeMarkdown(encoding)}` : '';
  const counts = `${h.tokens.rewritten} instead of ${h.tokens.kept}`;
  const whole = h.scope === 'unit' ? ': the unit stays whole' : h.scope === 'text' ? ': the whole text stays as it was' : '';
  return (
    `**Held back by the token guard**\n\n` +
    `kept ${quoteSnippet(h.before)}: ${rule} ${would}, but ${weighed(h)} is ${escapeMarkdown(tokenCost(h))}${enc} ` +
    `\\(${counts}\\)${whole} \\(token guard, invariant 7\\)\n\n` +
    `group ${escapeMarkdown(h.group)}`
  );
}

/**
 * Decorations for an output's held-back rewrites, at the kept text's output range, sorted by
 * start. `encoding` is the guard's (the hover names it). A would-be insertion has no kept text
 * to mark and is left out.
 */
export function heldDecorations(held: readonly HeldBack[], encoding: string | null): OffsetDecoration[] {
  const out: OffsetDecoration[] = [];
  for (const h of held) {
    if (h.output.end <= h.output.start) continue;
    out.push({
      start: h.output.start,
      end: h.output.end,
      inlineClassName: `held-back held-${h.group}`,
      hover: (rulesUrl) => heldHover(h, encoding, rulesUrl),
      zIndex: 2,
    });
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * Hover texts of the held marks that contain `offset`. Marks may overlap (two rules held back on
 * one word), so every one that covers the offset answers.
 */
export function heldHoversAt(decos: readonly OffsetDecoration[], offset: number, rulesUrl?: string): { start: number; end: number; text: string }[] {
  const out: { start: number; end: number; text: string }[] = [];
  for (const d of decos) {
    if (d.start > offset) break;
    if (offset < d.end && d.hover) out.push({ start: d.start, end: d.end, text: d.hover(rulesUrl) });
  }
  return out;
}
