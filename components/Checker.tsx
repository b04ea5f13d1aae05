'use client';

// The contract checker (SPEC §3, §6): a pane beside the input where a user pastes a compressed
// text written elsewhere, and the report of check() from the core -- each invariant of §1.5 as
// pass / fail with its offending spans (marked in both editors; a click shows one), and the token
// reduction against the profile's target for the current encoding. check() runs in the
// compression worker, debounced off the typing path (lib/workers/pipeline.ts).

import { lineIndex } from '@/lib/panes/lines';
import dynamic from 'next/dynamic';
import { useEffect, useMemo, useRef } from 'react';
import type { Finding, Intensity, InvariantResult, Range } from 'caveman-compress/internals/types';
import { countFindings, findingKey, findingOf, groupFindings, passesWithAccepted } from '@/lib/checker/findings';
import { INTENSITIES } from 'caveman-compress/internals/types';
import { checkerEditor, paneEditors } from '@/lib/monaco/models';
import { fromChecked } from '@/lib/monaco/checkDecorations';
import { playgroundStore } from '@/lib/state/store';
import { usePlayground } from './usePlayground';
import { checkerIntensity } from '@/lib/state/selectors';
import { narrowPanelId } from './PaneTabs';
import { RepairAction } from './RepairView';
import type { editor as MonacoEditor } from 'monaco-editor/editor/editor.api';

const CheckerEditor = dynamic(() => import('./CheckerEditor'), {
  ssr: false,
  loading: () => <div className="absolute inset-0 flex items-center justify-center text-xs text-neutral-600 dark:text-neutral-400">Loading editor…</div>,
});

export function CheckerPane({ narrow = '' }: { narrow?: string }) {
  const intensity = usePlayground(checkerIntensity);
  const hasEnvelope = usePlayground((s) => s.checker.startsWith('<!-- caveman:'));
  const setChecker = usePlayground((s) => s.setChecker);
  const empty = usePlayground((s) => s.checker === '');
  return (
    <section id={narrowPanelId('checker')} aria-label="Compressed text to check" className={`${narrow} pane-card flex min-h-0 min-w-0 flex-col overflow-hidden rounded-md border border-sky-500 bg-white ring-1 ring-sky-500/40 dark:bg-neutral-950`}>
      <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5 border-b border-neutral-200 bg-sky-50 px-2 py-1 text-xs dark:border-neutral-800 dark:bg-sky-950">
        <h2 data-pane-title tabIndex={-1} className="font-semibold">
          Checker: compressed text
        </h2>
        <span className="ml-auto" />
        {!empty && (
          <button type="button" data-testid="checker-clear" className="rounded border border-neutral-300 px-1.5 leading-4 hover:bg-neutral-200 dark:border-neutral-700 dark:hover:bg-neutral-800" onClick={() => setChecker('')}>
            clear
          </button>
        )}
        <div className="basis-full text-[11px] text-neutral-600 dark:text-neutral-400">
          paste a compression of the input · checked as <strong data-testid="checker-intensity">{intensity}</strong>
          {hasEnvelope ? ' (from its envelope)' : ' (the selected output)'}
        </div>
        <BesideChecker checked={intensity} />
      </header>
      <div className="relative min-h-0 flex-1" data-testid="checker-input">
        <CheckerEditor />
      </div>
      {/* Esc in the editor lands here (components/editorKeys.ts): Tab goes on to the report */}
      <span data-pane-exit tabIndex={-1} className="sr-only">
        Checker: left the editor; Tab goes on to the report
      </span>
    </section>
  );
}

function reveal(editor: MonacoEditor.IStandaloneCodeEditor | null | undefined, r: Range | undefined, at: (offset: number) => number): void {
  if (!editor || !r) return;
  const model = editor.getModel();
  if (!model) return;
  const a = model.getPositionAt(at(r.start));
  const b = model.getPositionAt(r.end > r.start ? at(r.end - 1) + 1 : at(r.end));
  const range = { startLineNumber: a.lineNumber, startColumn: a.column, endLineNumber: b.lineNumber, endColumn: b.column };
  editor.setSelection(range);
  editor.revealRangeInCenterIfOutsideViewport(range);
}

/** Invariants whose offences are the ledger's findings, listed by class above the invariants. */
const FROM_FINDINGS = new Set(['uncertainty', 'negation', 'actors', 'licensed']);

function InvariantRow({ inv, findings }: { inv: InvariantResult; findings: readonly Finding[] }) {
  const status = inv.skipped ? 'skip' : inv.pass ? 'pass' : 'fail';
  const offences = FROM_FINDINGS.has(inv.id) ? inv.offences.filter((o) => !findingOf(findings, o.message)) : inv.offences;
  const listed = inv.offences.length - offences.length;
  const show = (o: InvariantResult['offences'][number]) => {
    const s = playgroundStore().getState();
    reveal(paneEditors.get('input'), o.verbose, fromChecked(s.input));
    reveal(checkerEditor.current, o.compressed, fromChecked(s.checker));
  };
  return (
    <li data-testid={`invariant-${inv.id}`} data-status={status} className="py-0.5">
      <div className="flex items-baseline gap-1.5">
        <span className={`check-badge check-${status}`} aria-label={status}>
          {status === 'pass' ? '✓ pass' : status === 'fail' ? '✗ fail' : '– skip'}
        </span>
        <span className={status === 'fail' ? 'font-semibold' : ''}>{inv.name}</span>
        {inv.skipped && <span className="text-neutral-600 dark:text-neutral-400">{inv.id === 'tokens' ? '(tokenizer loading)' : `(${inv.note ?? 'no intensity'})`}</span>}
        {listed > 0 && <span className="text-neutral-600 dark:text-neutral-400">({listed} finding{listed > 1 ? 's' : ''} above)</span>}
      </div>
      {offences.length > 0 && (
        <ul className="mt-0.5 ml-4 flex flex-col gap-0.5">
          {offences.slice(0, 30).map((o, i) => (
            <li key={i}>
              <button
                type="button"
                data-testid="check-offence"
                className="text-left underline decoration-red-400 decoration-dotted underline-offset-2 hover:bg-red-50 dark:hover:bg-red-950"
                onClick={() => show(o)}
                title={o.verbose || o.compressed ? 'Show it in the editors' : undefined}
              >
                {o.message}
              </button>
              {o.verbose && <span className="ml-1 text-[10px] text-neutral-600 dark:text-neutral-400">input</span>}
              {o.compressed && <span className="ml-1 text-[10px] text-neutral-600 dark:text-neutral-400">checked text</span>}
            </li>
          ))}
          {offences.length > 30 && <li className="text-neutral-600 dark:text-neutral-400">… {offences.length - 30} more</li>}
        </ul>
      )}
    </li>
  );
}

export function CheckerReport({ narrow = '' }: { narrow?: string }) {
  const state = usePlayground((s) => s.checkReport);
  const empty = usePlayground((s) => s.checker.trim() === '');
  const current = usePlayground((s) => !!s.checkReport && s.checkReport.seq === s.inputSeq && s.checkReport.checkerSeq === s.checkerSeq);
  const encoding = usePlayground((s) => s.encoding);
  const error = usePlayground((s) => s.checkError);
  const report = empty ? null : (state?.report ?? null);
  const tokens = report && state?.guard ? report.tokens[state.guard] : undefined;
  const accepted = usePlayground((s) => s.checkerAccepted);
  const pass = report ? passesWithAccepted(report, accepted) : false;
  const verdict = useMemo(() => {
    if (!report) return null;
    const n = countFindings(report, accepted);
    const failed = report.invariants.filter((i) => !i.pass && !i.skipped).length;
    const parts = [failed && !pass ? `${failed} invariant${failed > 1 ? 's' : ''} fail` : 'all invariants pass'];
    if (n.fail || n.review || n.accepted) parts.push(`${n.fail} finding${n.fail === 1 ? '' : 's'} fail, ${n.review} to review${n.accepted ? `, ${n.accepted} accepted` : ''}`);
    return parts.join(' · ');
  }, [report, accepted, pass]);
  return (
    <section
      data-testid="checker-report"
      id={narrowPanelId('report')}
      data-status={!report ? 'empty' : pass ? 'pass' : 'fail'}
      data-current={current ? 'true' : 'false'}
      aria-label="Checker report"
      aria-live="polite"
      className={`${narrow} pane-card flex min-h-0 min-w-0 flex-col overflow-hidden rounded-md border border-neutral-300 bg-white text-xs dark:border-neutral-700 dark:bg-neutral-950`}
    >
      <header className="flex flex-wrap items-center gap-x-2 border-b border-neutral-200 bg-neutral-50 px-2 py-1 dark:border-neutral-800 dark:bg-neutral-900">
        <h2 className="font-semibold">Contract check</h2>
        {report && (
          <span data-testid="check-overall" className={`check-badge ${pass ? 'check-pass' : 'check-fail'}`}>
            {pass ? (report.pass ? '✓ pass' : '✓ pass (accepted)') : '✗ fail'}
          </span>
        )}
        {verdict && <span className="text-neutral-600 dark:text-neutral-300">{verdict}</span>}
        <span className="ml-auto" />
        {report && (
          <button type="button" data-testid="checker-diff" className="rounded border border-neutral-300 px-1.5 leading-4 hover:bg-neutral-200 dark:border-neutral-700 dark:hover:bg-neutral-800" onClick={() => playgroundStore().getState().setDiffTarget('checker')}>
            diff with input
          </button>
        )}
        {!current && report && <span className="text-neutral-600 dark:text-neutral-400">checking…</span>}
        {state && <span className="text-neutral-600 dark:text-neutral-400">vs {state.intensity}</span>}
      </header>
      {/* a stale report is dimmed while the new one is computed; a placeholder is not (dimmed, its grey fell below 4.5:1) */}
      <div className={`min-h-0 flex-1 overflow-auto px-2 py-1 ${current || !report ? '' : 'opacity-70'}`}>
        {error && (
          <p role="alert" className="rule-error">
            The check failed: {error}
          </p>
        )}
        {empty && <p className="py-2 text-neutral-600 dark:text-neutral-400">Paste a compressed version of the input into the checker pane: each invariant of the contract is checked here, with the offending spans marked in both texts.</p>}
        {!empty && !report && !error && <p className="py-2 text-neutral-600 dark:text-neutral-400">checking…</p>}
        {report && (
          <>
            <div data-testid="check-tokens" className="mb-1 rounded bg-neutral-100 px-2 py-1 tabular-nums dark:bg-neutral-900">
              {tokens ? (
                <>
                  <strong>
                    {tokens.saved >= 0 ? '−' : '+'}
                    {Math.abs(tokens.percent).toFixed(1)}%
                  </strong>{' '}
                  ({tokens.verbose} → {tokens.compressed} tokens, {state!.guard}) ·{' '}
                  <span title="The seeds' claim for a compression written by a language model (SPEC §3); the core's own panes are not graded against it.">
                    target for a model-written compression: ≥{report.target.percent}% ({report.target.intensity})
                  </span>{' '}
                  <span data-testid="check-target" data-met={report.target.met ? 'true' : 'false'} className={report.target.met ? 'text-green-700 dark:text-green-400' : 'text-amber-700 dark:text-amber-400'}>
                    {report.target.met ? '✓ met' : '✗ not met'}
                  </span>
                  {report.target.engine !== undefined && (
                    <span data-testid="check-engine" title="What the core's own compression of the input saves at this intensity, counted the same way: the yardstick a real artifact meets (the seeds' targets are claims for whole sessions).">
                      {' '}· the engine&apos;s own {report.target.intensity}: −{report.target.engine.toFixed(1)}%
                      {report.target.engine > 0 && tokens.percent > 0 && (
                        <strong className="ml-1">
                          (this one saves {(tokens.percent / report.target.engine).toFixed(1)}× that)
                        </strong>
                      )}
                    </span>
                  )}
                </>
              ) : (
                <span className="text-neutral-600 dark:text-neutral-400">token reduction: counting with {encoding}…</span>
              )}
            </div>
            <FindingsList findings={report.findings ?? []} accepted={accepted} />
            {(report.findings ?? []).length > 0 && <RepairAction intensity={state!.intensity} />}
            <h3 className="mt-1 text-[11px] font-semibold text-neutral-700 dark:text-neutral-300">Invariants</h3>
            <ul className="flex flex-col">
              {report.invariants.map((inv) => (
                <InvariantRow key={inv.id} inv={inv} findings={report.findings ?? []} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

/** Lights a finding up in both editors and scrolls each to it. */
function showFinding(f: Finding): void {
  const s = playgroundStore().getState();
  s.selectFinding(findingKey(f));
  reveal(paneEditors.get('input'), f.verbose, fromChecked(s.input));
  reveal(checkerEditor.current, f.compressed, fromChecked(s.checker));
}

/** `line:col` of offsets of a text (1-based, UTF-16 columns as the editor counts them), its line starts found once. */
function lineCols(text: string): (offset: number) => string {
  const at = lineIndex(text);
  return (offset) => {
    const p = at(offset);
    return `${p.line}:${p.col}`;
  };
}

/**
 * The ledger's findings (SPEC §3), grouped by class like an errors panel: each with its severity,
 * the words before and after, both places and what restores the meaning. Select one (click, Enter)
 * and its words light up in both texts; a click in either text selects its finding here. A finding
 * can be accepted for this pair (kept in the link): it stays listed, marked accepted.
 */
function FindingsList({ findings, accepted }: { findings: readonly Finding[]; accepted: readonly string[] }) {
  const selected = usePlayground((s) => s.selectedFinding);
  const toggle = usePlayground((s) => s.toggleAccepted);
  const input = usePlayground((s) => s.input);
  const checker = usePlayground((s) => s.checker);
  const listRef = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => groupFindings(findings), [findings]);
  useEffect(() => {
    if (!selected) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(selected)}"]`);
    row?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  if (!findings.length) {
    return (
      <p data-testid="findings-none" className="mb-1 text-neutral-700 dark:text-neutral-300">
        ✓ Every difference is a licensed edit: no finding.
      </p>
    );
  }
  const atV = fromChecked(input);
  const atC = fromChecked(checker);
  const placeV = lineCols(input);
  const placeC = lineCols(checker);
  return (
    <div ref={listRef} data-testid="findings" className="mb-1">
      <h3 className="text-[11px] font-semibold text-neutral-700 dark:text-neutral-300">Findings</h3>
      {groups.map((g) => (
        <section key={g.cls} aria-label={`${g.title}: ${g.findings.length}`} className="mt-0.5">
          <h4 className="text-[11px] font-semibold text-neutral-700 dark:text-neutral-300">
            {g.title[0].toUpperCase() + g.title.slice(1)} <span className="font-normal text-neutral-600 dark:text-neutral-400">({g.findings.length})</span>
          </h4>
          <ul className="flex flex-col gap-0.5">
            {g.findings.map((f, i) => {
              const key = findingKey(f);
              const isAccepted = accepted.includes(key);
              const status = isAccepted ? 'accepted' : f.severity;
              return (
                <li
                  key={`${key}#${i}`}
                  data-testid="check-finding"
                  data-key={key}
                  data-class={f.class}
                  data-severity={f.severity}
                  data-accepted={isAccepted ? 'true' : 'false'}
                  data-selected={selected === key ? 'true' : 'false'}
                  className={`finding-row rounded border px-1.5 py-0.5 ${selected === key ? 'finding-selected' : 'border-transparent'}`}
                  onMouseEnter={() => playgroundStore().getState().selectFinding(key)}
                >
                  <div className="flex flex-wrap items-baseline gap-x-1.5">
                    <span className={`check-badge ${status === 'fail' ? 'check-fail' : status === 'review' ? 'check-review-badge' : 'check-skip'}`}>
                      {status === 'fail' ? '✗ fail' : status === 'review' ? '? review' : '✓ accepted'}
                    </span>
                    <button type="button" data-testid="finding-show" className={`min-w-0 text-left underline decoration-dotted underline-offset-2 ${isAccepted ? 'line-through decoration-neutral-400' : ''}`} onClick={() => showFinding(f)}>
                      <q className="font-mono">{f.before || '∅'}</q> → <q className="font-mono">{f.after || '∅'}</q>
                    </button>
                    <span className="ml-auto whitespace-nowrap text-[10px] text-neutral-600 dark:text-neutral-400">
                      input {placeV(atV(f.verbose.start))} · checked {placeC(atC(f.compressed.start))}
                    </span>
                  </div>
                  <div className="text-neutral-700 dark:text-neutral-300">{f.message}</div>
                  <div className="flex flex-wrap items-baseline gap-x-2 text-neutral-600 dark:text-neutral-400">
                    <span>
                      to restore: <em>{f.restore}</em>
                    </span>
                    <button
                      type="button"
                      data-testid="finding-accept"
                      aria-pressed={isAccepted}
                      className="ml-auto rounded border border-neutral-300 px-1.5 leading-4 hover:bg-neutral-200 dark:border-neutral-700 dark:hover:bg-neutral-800"
                      onClick={() => toggle(key)}
                      title={isAccepted ? 'Take the acceptance back' : 'Accept this change for this pair (kept in the share link); it stays listed'}
                    >
                      {isAccepted ? 'undo accept' : 'accept'}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Which output shows beside the checker (one has room): the one checked against, or another. */
function BesideChecker({ checked }: { checked: Intensity }) {
  const beside = usePlayground((s) => s.checkerBeside) ?? checked;
  const set = usePlayground((s) => s.setCheckerBeside);
  return (
    <div role="group" aria-label="Output shown beside the checker" data-testid="checker-outputs" className="flex basis-full flex-wrap items-center gap-1 text-[11px] max-sm:hidden">
      <span className="text-neutral-600 dark:text-neutral-400">showing:</span>
      {INTENSITIES.map((l) => (
        <button
          key={l}
          type="button"
          data-testid={`checker-output-${l}`}
          aria-pressed={l === beside}
          onClick={() => set(l === checked ? null : l)}
          title={l === checked ? 'The output the text is checked against' : `Show ${l} beside the checker`}
          className={`rounded border px-1 ${l === beside ? 'border-sky-700 bg-sky-700 text-white' : 'border-neutral-300 hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800'}`}
        >
          {l}
        </button>
      ))}
      <span className="text-neutral-600 dark:text-neutral-400">· close the checker for all three</span>
    </div>
  );
}
