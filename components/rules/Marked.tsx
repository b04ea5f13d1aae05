// Text with highlighted ranges (edits, protected spans), as a <pre>-like block whose textContent
// is exactly `text`: zero-length marks (deletions in an output) are drawn by CSS only.
import type { CSSProperties, ReactNode } from 'react';

export interface Mark {
  start: number;
  end: number;
  className?: string;
  style?: CSSProperties;
  title?: string;
}

/** Splits `text` at the marks (sorted; a mark overlapping an earlier one is dropped). */
export function renderMarked(text: string, marks: readonly Mark[]): ReactNode[] {
  const sorted = [...marks]
    .filter((m) => m.start >= 0 && m.end <= text.length && m.end >= m.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const nodes: ReactNode[] = [];
  let pos = 0;
  let key = 0;
  for (const m of sorted) {
    if (m.start < pos) continue; // overlaps the previous mark
    if (m.start > pos) nodes.push(text.slice(pos, m.start));
    nodes.push(
      <span key={key++} className={m.className} style={m.style} title={m.title}>
        {text.slice(m.start, m.end)}
      </span>,
    );
    pos = m.end;
  }
  if (pos < text.length) nodes.push(text.slice(pos));
  return nodes;
}

export function Marked({
  text,
  marks,
  testId,
  className = '',
  ...data
}: {
  text: string;
  marks: readonly Mark[];
  testId?: string;
  className?: string;
  [data: `data-${string}`]: string | undefined;
}) {
  return (
    <pre data-testid={testId} className={`marked ${className}`} {...data}>
      {renderMarked(text, marks)}
    </pre>
  );
}
