'use client';

// The corpus view (/corpus): many texts at once under one profile. Files are added here (drop,
// pickers, paste) and kept in this browser's IndexedDB; the corpus worker reports them with the
// core's report module; the table, the per-rule chart and the difference from the profile's
// defaults follow every rule edit made in the playground's own rule editor.

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { playgroundStore, startPlaygroundStore } from '@/lib/state/store';
import { corpusStore } from '@/lib/corpus/state';
import { ENCODINGS } from 'caveman-compress/tokens';
import { ChoiceSelect } from '../ChoiceSelect';
import { ErrorBoundary } from '../ErrorBoundary';
import { PROFILE_IDS, profileOf } from '../core';
import { RuleEditor } from '../RuleEditor';
import { InfoToasts } from '../Session';
import { THRESHOLDS_CHART_HEIGHT } from '../thresholdsChartSize';
import { usePlayground } from '../usePlayground';
import { AddFiles } from './AddFiles';
import { ExportBar } from './ExportBar';
import { FileTable } from './FileTable';
import { Rejections } from './Rejections';
import { RunStatus, Totals } from './Totals';
import { DeltaPanel } from './DeltaPanel';
import { startCorpus } from './startCorpus';
import { useCorpus } from './useCorpus';
import '../playground.css';
import './corpus.css';

// visx and the charts load after the table: the first screen does not wait for them
const GROUP_CHART_HEIGHT = 160;
const GroupChart = dynamic(() => import('./GroupChart'), {
  ssr: false,
  loading: () => <ChartPending height={GROUP_CHART_HEIGHT} text="Loading the chart…" />,
});
const CorpusThresholds = dynamic(() => import('./CorpusThresholds'), {
  ssr: false,
  loading: () => <ChartPending height={THRESHOLDS_CHART_HEIGHT} text="" />,
});

/**
 * The charts' code, fetched and run as soon as the page is idle (while its user looks for files),
 * so neither the run that fills the table nor the task that shows its report pays for it: loaded
 * with the report, visx's modules and the two charts' first render were one task of 100-160 ms at
 * load 2-3, and evaluating its chunk alone is a task of 55-105 ms. The two charts' modules load in
 * two idle moments.
 */
function usePreloadCharts(): void {
  useEffect(() => {
    let stop = false;
    let cancel = () => {};
    const idle = (f: () => void) => {
      if (typeof requestIdleCallback !== 'function') {
        const t = setTimeout(f, 500);
        cancel = () => clearTimeout(t);
      } else {
        const id = requestIdleCallback(f, { timeout: 2000 });
        cancel = () => cancelIdleCallback(id);
      }
    };
    const later = (load: () => Promise<unknown>, next?: () => void) => idle(() => void load().then(() => !stop && next?.(), () => undefined));
    later(
      () => import('./GroupChart'),
      () => later(() => import('./CorpusThresholds')),
    );
    return () => {
      stop = true;
      cancel();
    };
  }, []);
}

function ChartPending({ height, text }: { height: number; text: string }) {
  return (
    <p className="p-4 text-xs text-neutral-500 dark:text-neutral-400" style={{ height }}>
      {text}
    </p>
  );
}

/**
 * A chart of the corpus totals, drawn once there are totals. A corpus's first run has none until
 * it ends: mounting visx meanwhile (a React task of 50-100 ms and 30 ms of SVG text layout) only
 * took the cores the workers fill the table on.
 */
function WhenReported({ height, children }: { height: number; children: React.ReactNode }) {
  const reported = useCorpus((s) => s.totals !== null);
  return reported ? children : <ChartPending height={height} text="Drawn once the corpus is reported." />;
}

function Header() {
  const profileId = usePlayground((s) => s.profileId);
  const encoding = usePlayground((s) => s.encoding);
  const edited = usePlayground((s) => s.profileEdits !== null);
  const ruleEditorOpen = usePlayground((s) => s.ruleEditorOpen);
  const st = playgroundStore().getState;
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-neutral-200 px-4 py-1.5 dark:border-neutral-800">
      <h1 className="flex flex-col text-base leading-tight font-bold tracking-tight">
        <span>Caveman corpus</span>
        <span className="text-[11px] font-normal tracking-normal text-neutral-500 dark:text-neutral-400">tune the rules on your own artifacts</span>
      </h1>
      <ChoiceSelect
        layout="inline"
        label="Profile"
        testId="corpus-profile-select"
        value={profileId}
        options={PROFILE_IDS}
        title={profileOf(profileId).description}
        optionText={(id) => (id === profileId && edited ? `${id} (tuned)` : id)}
        onChange={(id) => id && st().switchProfile(id)}
      />
      <button
        type="button"
        data-testid="rules-button"
        className={`btn ${edited ? 'btn-edited' : ''}`}
        aria-pressed={ruleEditorOpen}
        onClick={() => st().setRuleEditorOpen(!ruleEditorOpen)}
        title="Tune the active profile's rules: the whole corpus is reported again"
      >
        Tune rules{edited ? ' •' : ''}
      </button>
      <ChoiceSelect layout="inline" label="Encoding" testId="corpus-encoding-select" value={encoding} options={ENCODINGS} onChange={(e) => e && st().setEncoding(e)} />
      <span className="ml-auto" />
      {/* a plain link: each page loads its own state (the playground its draft, this one its corpus) */}
      <a href="../" data-testid="playground-link" className="btn">
        ← Playground
      </a>
    </header>
  );
}

function Main() {
  const ruleEditorOpen = usePlayground((s) => s.ruleEditorOpen);
  const count = useCorpus((s) => s.files.length);
  const loading = useCorpus((s) => s.loading);
  useEffect(() => startCorpus(corpusStore(), playgroundStore()), []);
  usePreloadCharts();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <div className="flex min-h-0 flex-1 max-sm:flex-col">
        <main data-testid="corpus-view" className="flex min-w-0 flex-1 flex-col gap-4 p-4">
          <AddFiles />
          <Rejections />
          {count > 0 ? (
            <>
              <RunStatus />
              <Totals />
              <DeltaPanel />
              <section aria-labelledby="chart-title" className="corpus-card">
                <h2 id="chart-title" className="corpus-h2">
                  Tokens saved per rule group, summed over the corpus
                </h2>
                <WhenReported height={GROUP_CHART_HEIGHT}>
                  <GroupChart />
                </WhenReported>
              </section>
              <section aria-labelledby="thresholds-title" data-testid="corpus-thresholds" className="corpus-card">
                <h2 id="thresholds-title" className="corpus-h2">
                  Corpus tokens by remaining budget{' '}
                  <span className="text-xs font-normal text-neutral-500 dark:text-neutral-400">
                    the intensity the thresholds pick at each budget, and what it costs over the corpus; drag a threshold
                  </span>
                </h2>
                <WhenReported height={THRESHOLDS_CHART_HEIGHT}>
                  <CorpusThresholds />
                </WhenReported>
              </section>
              <FileTable />
              <ExportBar />
            </>
          ) : (
            <>
              <p data-testid="corpus-empty" className="text-sm text-neutral-600 dark:text-neutral-300">
                {loading ? 'Reading the corpus kept in this browser…' : 'No files yet: add some above. They stay in this browser.'}
              </p>
              <ExportBar />
            </>
          )}
        </main>
        {ruleEditorOpen && <RuleEditor />}
      </div>
      <InfoToasts />
    </div>
  );
}

export function CorpusPage() {
  useState(() => startPlaygroundStore({}));
  // the rule editor opens by itself where it sits beside the corpus (tuning is what this page is
  // for); on a phone it would stack below and pull the page down to it, so there it waits for "Tune rules"
  useEffect(() => {
    if (window.matchMedia('(min-width: 640px)').matches) playgroundStore().getState().setRuleEditorOpen(true);
  }, []);
  return (
    <ErrorBoundary>
      <Main />
    </ErrorBoundary>
  );
}
