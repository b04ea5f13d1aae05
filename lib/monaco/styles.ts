// CSS for the decoration classes, generated from the same kind / group lists as the palette
// (lib/theme/palette.ts -> tailwind.config.ts defines the --kind-* / --rule-* variables,
// light and dark by prefers-color-scheme).
import { PROTECTED_KINDS, RULE_GROUPS } from '../caveman/types';

// The editors and the static first screen (components/StaticPane.tsx) draw the same classes.
const IN = ':is(.monaco-editor,.static-pane)';

export function decorationCss(): string {
  const lines: string[] = [];
  lines.push(`${IN} .protected{border-radius:2px}`);
  for (const k of PROTECTED_KINDS) {
    lines.push(`.protected-${k}{background-color:var(--kind-${k})}`);
  }
  lines.push(
    `${IN} .edit{text-decoration-line:underline;text-decoration-thickness:2px;text-underline-offset:3px;text-decoration-color:var(--edit-color)}`,
  );
  for (const g of RULE_GROUPS) {
    lines.push(
      `.edit-${g}{--edit-color:var(--rule-${g});background-color:color-mix(in srgb,var(--rule-${g}) 13%,transparent)}`,
    );
  }
  lines.push(`${IN} .edit.edit-deletion{text-decoration-line:none;background-color:transparent}`);
  // a deletion: a small caret (the proofreader's mark) under the gap, on the neighbouring char
  lines.push(`${IN} .edit-deletion{position:relative}`);
  lines.push(
    `${IN} .edit-deletion::after{content:'';position:absolute;bottom:-2px;width:0;height:0;border-left:4px solid transparent;border-right:4px solid transparent;border-bottom:6px solid var(--edit-color);pointer-events:none}`,
  );
  lines.push(`${IN} .edit-deletion-before::after{left:-4px}`);
  lines.push(`${IN} .edit-deletion-after::after{right:-4px}`);
  // held back by the token guard: the words stayed, so no tint, only a dotted line in the rule's colour
  lines.push(
    `:is(.monaco-editor,.static-pane,.held-legend) .held-back{text-decoration-line:underline;text-decoration-style:dotted;text-decoration-thickness:2px;text-underline-offset:4px;text-decoration-color:var(--held-color)}`,
  );
  for (const g of RULE_GROUPS) lines.push(`.held-${g}{--held-color:var(--rule-${g})}`);
  lines.push(`${IN} .tok{box-shadow:inset -1px 0 0 color-mix(in srgb,currentColor 45%,transparent)}`);
  lines.push(`${IN} .tok-a{background-color:color-mix(in srgb,#3b82f6 16%,transparent)}`);
  lines.push(`${IN} .tok-b{background-color:color-mix(in srgb,#f59e0b 20%,transparent)}`);
  return lines.join('\n');
}
