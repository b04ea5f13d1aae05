'use client';

// A pane's text and decorations as plain HTML, drawn until its Monaco editor has mounted: the
// build renders the default example's four panes this way (lib/state/firstScreen.ts), so the first
// screen reads before Monaco, the workers or the encoder ranks load. Same classes as the
// editor's decorations, same font metrics as the editor (playground.css: .static-pane).
import { useMemo } from 'react';
import type { Intensity } from 'caveman-compress/internals/types';
import { editDecorations, protectedDecorations, textRuns, type OffsetDecoration } from '@/lib/monaco/decorations';
import { heldDecorations } from '@/lib/monaco/heldDecorations';
import { type Pane } from '@/lib/state/store';
import { usePlayground } from './usePlayground';

// The pane shows its top only (no scrolling until the editor takes over): a long text is cut, so
// a 1 MB link opened before Monaco loads does not become a page of spans.
const SHOWN_CHARS = 12_000;

export function StaticPane({ pane }: { pane: Pane }) {
  const input = usePlayground((s) => s.input);
  const inputSeq = usePlayground((s) => s.inputSeq);
  const results = usePlayground((s) => s.results);
  const showProtected = usePlayground((s) => s.showProtected);
  const showEdits = usePlayground((s) => s.showEdits);
  const current = results !== null && results.seq === inputSeq;
  const view = useMemo(() => {
    if (pane === 'input') {
      const decos = current && showProtected ? protectedDecorations(results!.inputProtected) : [];
      return textRuns(input.slice(0, SHOWN_CHARS), decos);
    }
    if (!current) return null;
    const r = results!.panes[pane as Intensity];
    const decos: OffsetDecoration[] = [];
    if (showProtected) decos.push(...protectedDecorations(r.protected));
    if (showEdits) decos.push(...editDecorations(r.edits, r.output), ...heldDecorations(r.held ?? [], results!.guard ?? null));
    return textRuns(r.output.slice(0, SHOWN_CHARS), decos);
  }, [pane, input, current, results, showProtected, showEdits]);
  if (!view) {
    return (
      <div className="absolute inset-0 flex items-center justify-center text-xs text-neutral-500" data-testid="editor-loading">
        compressing…
      </div>
    );
  }
  return (
    // named by its pane's section; busy until the editor takes its place
    <pre className="static-pane absolute inset-0 overflow-hidden" data-testid={`static-${pane}`} aria-busy="true">
      {view.map((r, i) =>
        r.className ? (
          <span key={i} className={r.className}>
            {r.text}
          </span>
        ) : (
          r.text
        ),
      )}
    </pre>
  );
}
