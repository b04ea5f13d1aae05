'use client';

// Files that were not taken (wrong kind, too large, unreadable), each with its reason.
import { sizeLabel } from '@/lib/state/inputLimit';
import { corpusStore } from '@/lib/corpus/state';
import { useCorpus } from './useCorpus';

export function Rejections() {
  const rejected = useCorpus((s) => s.rejected);
  if (!rejected.length) return null;
  const shown = rejected.slice(0, 50);
  return (
    <section data-testid="corpus-rejected" aria-labelledby="rejected-title" className="corpus-card corpus-warn">
      <div className="flex items-baseline gap-2">
        <h2 id="rejected-title" className="text-xs font-semibold">
          {rejected.length} {rejected.length === 1 ? 'file was' : 'files were'} not added
        </h2>
        <span className="ml-auto" />
        <button type="button" className="btn" onClick={() => corpusStore().getState().dismissRejected()}>
          Dismiss
        </button>
      </div>
      <ul className="mt-1 grid gap-0.5 text-xs">
        {shown.map((r, i) => (
          <li key={`${r.name}-${i}`} data-testid="rejected-file">
            <code className="font-mono">{r.name}</code>
            {r.bytes > 0 && <span className="text-neutral-600 dark:text-neutral-300"> ({sizeLabel(r.bytes)})</span>}: {r.reason}
          </li>
        ))}
        {rejected.length > shown.length && <li>… and {rejected.length - shown.length} more</li>}
      </ul>
    </section>
  );
}
