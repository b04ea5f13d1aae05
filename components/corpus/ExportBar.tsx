'use client';

// Taking a corpus view away. A corpus cannot be shared as a link: there is no server, and the
// files stay in this browser. What can leave is the report (the JSON `caveman report --json`
// prints for the same files and profile) and the tuned profile (the rule editor's own export).
import { playgroundStore } from '@/lib/state/store';
import { downloadProfile } from '../profileFiles';
import { usePlayground } from '../usePlayground';
import { downloadReport } from './downloadReport';
import { useCorpus } from './useCorpus';

export function ExportBar() {
  const report = useCorpus((s) => s.report);
  const running = useCorpus((s) => s.progress !== null);
  const edited = usePlayground((s) => s.profileEdits !== null);
  return (
    <section aria-labelledby="export-title" data-testid="corpus-export" className="corpus-card">
      <h2 id="export-title" className="corpus-h2">
        Sharing
      </h2>
      <p data-testid="corpus-no-link" className="text-xs text-neutral-600 dark:text-neutral-300">
        A corpus view has no link: the playground has no server, and your files never leave this browser. Share the report or the
        tuned profile instead: <code>caveman report --rules profile.json DIR</code> gives the same report from the same files.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          data-testid="export-report"
          className="btn"
          disabled={!report || running}
          onClick={() => report && downloadReport(report)}
          title={running ? 'Wait until the run is over' : 'Download the report as JSON (the shape of caveman report --json)'}
        >
          Export report (JSON)
        </button>
        <button
          type="button"
          data-testid="corpus-export-profile"
          className="btn"
          onClick={() => {
            const s = playgroundStore().getState();
            downloadProfile(s.profileId, s.profileEdits, s.thresholds);
          }}
          title="Download the profile with its rule edits (caveman --rules FILE reads it; the playground imports it)"
        >
          Export profile{edited ? ' (tuned)' : ''}
        </button>
      </div>
    </section>
  );
}
