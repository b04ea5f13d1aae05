'use client';

// The playground's main screen (SPEC §6): header (profile, encoding, diff, share, help), the
// budget panel, the four editors, and the legend / view / savings strip. All state lives in
// the zustand store (lib/state/store.ts); the worker pipeline runs compression and token counting.

import dynamic from 'next/dynamic';
import { useEffect, useMemo, useRef, useState } from 'react';
import { INTENSITIES, type Intensity } from 'caveman-compress/internals/types';
import { initialState, playgroundStore, startPlaygroundStore } from '@/lib/state/store';
import { usePlayground } from './usePlayground';
import { useSelectionInputs } from './useSelectionInputs';
import { tokenClient } from '@/lib/tokens/client';
import { ENCODINGS } from 'caveman-compress/tokens';
import { decorationCss } from '@/lib/monaco/styles';
import { BudgetPanel } from './BudgetPanel';
import { ChoiceSelect } from './ChoiceSelect';
import { PaneCard } from './PaneCard';
import { CountsAnnouncer } from './CountsAnnouncer';
import { INPUT_LIMIT, overInputLimit, sizeLabel } from '@/lib/state/inputLimit';
import { narrowClass, PaneTabs } from './PaneTabs';
import { Legend, SkippedList, ViewToggles } from './InfoPanel';
import { HeldLegend } from './HeldLegend';
import { ChangesPanel } from './ExplainList';
import { ErrorBoundary } from './ErrorBoundary';
import { Providers } from './Providers';
import { useTokenizer } from './useTokenizer';
import { useDismiss } from './useDismiss';
import { PROFILE_IDS, profileOf } from './core';
import { checkerIntensity, narrowShown, outputIntensity, selection as selectionOf } from '@/lib/state/selectors';
import { firstScreenState, type FirstScreen } from '@/lib/state/firstScreenState';
import { RuleEditor } from './RuleEditor';
import { CheckerPane, CheckerReport } from './Checker';
import { DraftBar, LongLinkBar, RulesLinkBar, DraftsMenu, InfoToasts, SessionBannerLines, SharePopover, useSessionBanner, useShare, type ShareKind, type ShareView } from './Session';
import { openChecker, openRuleEditor, SHORTCUTS } from './shortcuts';
import { startApp } from './startApp';
import { firstOutputShown, setRestart } from './probe';
import { resetForRestart } from './restart';
import { ExamplesGallery } from './gallery/ExamplesGallery';
import { RulesLink } from './rules/RulesLink';
import { EmptyOutputs } from './EmptyOutputs';

// The outputs come first: the token worker starts once an output editor shows text, or after
// 2.5 s, whichever is first. (The tokenizer's downloads, WASM + encoder ranks, ~3.3 MB, start
// with whichever counting worker asks first, usually the compression worker after its first
// answer, and are shared: lib/tokens/assets.ts.)
if (typeof window !== 'undefined') tokenClient().holdUntil(firstOutputShown(2500));
import './playground.css';

const DiffView = dynamic(() => import('./DiffView'), {
  ssr: false,
  loading: () => <div className="p-4 text-xs text-neutral-500">Loading diff editor…</div>,
});

const DECORATION_CSS = decorationCss();

function useSelection() {
  const inputs = useSelectionInputs();
  const budget = usePlayground((s) => s.budget);
  const outOfScope = usePlayground((s) => s.results?.outOfScope ?? false);
  return useMemo(() => selectionOf({ ...inputs, budget }, outOfScope), [inputs, budget, outOfScope]);
}

// One fixed-width slot for both states, so the header does not reflow when the tokenizer arrives.
function TokenizerStatus() {
  const encoding = usePlayground((s) => s.encoding);
  const q = useTokenizer(encoding);
  if (q.isPending) {
    return (
      <span
        data-testid="tokenizer-loading"
        role="status"
        title={`Loading the ${encoding} tokenizer`}
        className="flex w-4 items-center gap-1 text-xs whitespace-nowrap text-amber-700 min-[1400px]:w-32 dark:text-amber-400"
      >
        <span className="inline-block h-2 w-2 animate-pulse rounded-full bg-current" />
        <span className="max-[1399px]:sr-only">tokenizer loading…</span>
      </span>
    );
  }
  if (q.isError) return <span className="w-4 min-[1400px]:w-32" />; // the banner says it
  // below 1400 px a dot (the words for screen readers): the header keeps one row from 1024 px
  return (
    <span
      data-testid="tokenizer-ready"
      className="flex w-4 items-center gap-1 text-xs whitespace-nowrap text-neutral-500 min-[1400px]:w-32 dark:text-neutral-400"
      title={`${encoding} loaded in ${Math.round(q.data.ms)} ms`}
    >
      <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-emerald-600 min-[1400px]:hidden" />
      <span className="max-[1399px]:sr-only">tokenizer ready</span>
    </span>
  );
}

function Banners() {
  const encoding = usePlayground((s) => s.encoding);
  const q = useTokenizer(encoding);
  const tokenizerError = usePlayground((s) => s.tokenizerError);
  const compressError = usePlayground((s) => s.compressError);
  const tokMsg = q.isError ? q.error.message : tokenizerError;
  const session = useSessionBanner();
  const overLimit = usePlayground((s) => (overInputLimit(s.input) ? s.input.length : 0));
  if (!tokMsg && !compressError && !session && !overLimit) return null;
  return (
    <div data-testid="error-banner" role="alert" className="border-b border-red-300 bg-red-50 px-4 py-1.5 text-xs text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      {tokMsg && (
        <p>
          <strong>Token counts unavailable:</strong> the tokenizer ({encoding}) failed to load ({tokMsg}). Compression still
          works; reload the page to try again.
        </p>
      )}
      {compressError && (
        <p>
          <strong>Compression failed:</strong> {compressError}
        </p>
      )}
      {overLimit > 0 && (
        <p data-testid="input-limit">
          <strong>Input too large to compress here:</strong> it is {sizeLabel(overLimit)}, and the playground compresses up to {sizeLabel(INPUT_LIMIT)}. Your
          text is kept in the input and still counted; the outputs wait until it is shorter. The <code>caveman compress</code> command has no limit.
        </p>
      )}
      <SessionBannerLines />
    </div>
  );
}

function HelpPopover({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // the focus comes back where it was (an editor, the button) when the help closes
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const popover = ref.current;
    popover?.focus();
    return () => {
      const a = document.activeElement;
      if (opener?.isConnected && (!a || a === document.body || popover?.contains(a))) opener.focus();
    };
  }, []);
  useDismiss(ref, '[data-testid=help-button]', onClose);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="dialog"
      aria-label="Keyboard shortcuts"
      data-testid="help-popover"
      className="absolute top-full right-2 z-50 mt-1 w-[380px] max-w-[calc(100vw-1rem)] rounded-md border border-neutral-300 bg-white p-3 text-xs shadow-lg outline-none dark:border-neutral-700 dark:bg-neutral-900"
    >
      <h2 className="mb-2 text-sm font-semibold">Keyboard shortcuts</h2>
      <table className="w-full">
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <td className="py-0.5 pr-3 whitespace-nowrap">
                <kbd className="kbd">{s.keys}</kbd>
              </td>
              <td className="py-0.5">{s.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-neutral-500 dark:text-neutral-400">
        Hover a highlighted span for its kind and why it is protected; hover an underlined change in an output for the rule
        that made it and what it replaced.
      </p>
    </div>
  );
}

function Header({
  selected,
  share,
  shareView,
  closeShare,
}: {
  selected: string;
  share: (kind?: ShareKind) => void;
  shareView: ShareView | null;
  closeShare: () => void;
}) {
  const profileId = usePlayground((s) => s.profileId);
  const encoding = usePlayground((s) => s.encoding);
  const helpOpen = usePlayground((s) => s.helpOpen);
  const diffTarget = usePlayground((s) => s.diffTarget);
  const switchProfile = usePlayground((s) => s.switchProfile);
  const setEncoding = usePlayground((s) => s.setEncoding);
  const setHelpOpen = usePlayground((s) => s.setHelpOpen);
  const setDiffTarget = usePlayground((s) => s.setDiffTarget);
  const ruleEditorOpen = usePlayground((s) => s.ruleEditorOpen);
  const checkerOpen = usePlayground((s) => s.checkerOpen);
  const edited = usePlayground((s) => s.profileEdits !== null);
  const setRuleEditorOpen = usePlayground((s) => s.setRuleEditorOpen);
  const setCheckerOpen = usePlayground((s) => s.setCheckerOpen);
  const profile = profileOf(profileId);
  const diffDefault: Intensity = outputIntensity(selected);
  return (
    <header data-testid="app-header" className="relative flex flex-wrap items-center gap-x-1.5 gap-y-1 border-b border-neutral-200 px-2 py-1.5 min-[1400px]:gap-x-4 min-[1400px]:px-4 dark:border-neutral-800">
      <h1 className="flex flex-col text-sm leading-tight font-bold tracking-tight min-[1400px]:text-base">
        <span>Caveman playground</span>
        {/* under the title, not beside it: the header's one row at 1440 px keeps every button */}
        <span data-testid="tagline" className="hidden text-[11px] font-normal tracking-normal text-neutral-500 lg:block dark:text-neutral-400">
          agent prose in fewer tokens<span className="hidden 2xl:inline">, every protected span byte-exact</span>
        </span>
      </h1>
      <ChoiceSelect
        layout="inline"
        compact
        label="Profile"
        testId="profile-select"
        value={profileId}
        options={PROFILE_IDS}
        title={profile.description}
        optionText={(id) => (id === profileId && edited ? `${id} (tuned)` : id)}
        onChange={(id) => id && switchProfile(id)}
      />
      <button
        type="button"
        data-testid="rules-button"
        className={`btn ${edited ? 'btn-edited' : ''}`}
        aria-pressed={ruleEditorOpen}
        onClick={() => (ruleEditorOpen ? setRuleEditorOpen(false) : openRuleEditor(playgroundStore().getState()))}
        title="Tune the active profile's rules (Alt+R)"
      >
        Tune<span className="max-[1399px]:hidden"> rules</span>
        {edited ? ' •' : ''}
      </button>
      <ChoiceSelect layout="inline" compact label="Encoding" testId="encoding-select" value={encoding} options={ENCODINGS} onChange={(e) => e && setEncoding(e)} />
      <TokenizerStatus />
      <span className="ml-auto" />
      <ExamplesGallery />
      <RulesLink />
      {/* a plain link: the corpus page loads its own state (its files, its profile) */}
      <a href="corpus/" data-testid="corpus-link" className="btn" title="Tune the rules on many files at once: your own corpus, kept in this browser">
        Corpus
      </a>
      <button
        type="button"
        data-testid="diff-button"
        className="btn"
        aria-pressed={diffTarget !== null}
        onClick={() => setDiffTarget(diffTarget ? null : diffDefault)}
        title="Diff the input against an output (Alt+D)"
      >
        {diffTarget ? 'Close diff' : 'Diff'}
      </button>
      <button
        type="button"
        data-testid="checker-button"
        className="btn"
        aria-pressed={checkerOpen}
        onClick={() => (checkerOpen ? setCheckerOpen(false) : openChecker(playgroundStore().getState()))}
        title="Check a compressed text (e.g. from a language model) against the input (Alt+C)"
      >
        {checkerOpen ? 'Close checker' : 'Checker'}
      </button>
      <DraftsMenu />
      <button type="button" data-testid="share-button" className="btn" onClick={() => share()} title="Copy a link that restores this state (Ctrl/Cmd+S, Alt+L); the popover also offers a settings-only link">
        Share
      </button>
      <SharePopover view={shareView} onClose={closeShare} onKind={share} />
      <button
        type="button"
        data-testid="help-button"
        className="btn"
        aria-expanded={helpOpen}
        aria-haspopup="dialog"
        aria-label="Keyboard shortcuts"
        onClick={() => setHelpOpen(!helpOpen)}
        title="Keyboard shortcuts (Alt+H)"
      >
        ?
      </button>
      {helpOpen && <HelpPopover onClose={() => setHelpOpen(false)} />}
    </header>
  );
}

function DiffOverlay() {
  const target = usePlayground((s) => s.diffTarget);
  const setDiffTarget = usePlayground((s) => s.setDiffTarget);
  const hasChecker = usePlayground((s) => s.checker.trim() !== '');
  const [sideBySide, setSideBySide] = useState(true);
  if (!target) return null;
  return (
    <div
      data-testid="diff-view"
      role="region"
      aria-label={`Diff: input against ${target}`}
      className="absolute inset-0.5 z-20 flex flex-col overflow-hidden rounded-md border border-neutral-300 bg-white dark:border-neutral-700 dark:bg-neutral-950"
    >
      <div className="flex items-center gap-3 border-b border-neutral-200 bg-neutral-50 px-2 py-1 text-xs dark:border-neutral-800 dark:bg-neutral-900">
        <strong>Diff</strong>
        <span>verbose input →</span>
        <select data-testid="diff-target" className="ctl" value={target} onChange={(e) => setDiffTarget(e.target.value as Intensity | 'checker')}>
          {INTENSITIES.map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
          {(hasChecker || target === 'checker') && <option value="checker">checked text</option>}
        </select>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={sideBySide} onChange={(e) => setSideBySide(e.target.checked)} /> side by side
        </label>
        <span className="ml-auto" />
        <button type="button" data-testid="diff-close" className="btn" onClick={() => setDiffTarget(null)}>
          Close (Esc)
        </button>
      </div>
      <div className="relative min-h-0 flex-1">
        <DiffView target={target} sideBySide={sideBySide} />
      </div>
    </div>
  );
}

function Main() {
  const selection = useSelection();
  const setDiffTarget = usePlayground((s) => s.setDiffTarget);
  const ruleEditorOpen = usePlayground((s) => s.ruleEditorOpen);
  const checkerOpen = usePlayground((s) => s.checkerOpen);
  const checkLevel = usePlayground(checkerIntensity);
  // beside the checker one output has room: the one checked against, or another the user picks
  const peek = usePlayground((s) => s.checkerBeside);
  const besideChecker = peek ?? checkLevel;
  const shown = usePlayground(narrowShown);
  const { share, view: shareView, close: closeShare } = useShare();
  const [dropping, setDropping] = useState(false);
  const selectedRef = useRef(selection.intensity as string);
  useEffect(() => {
    selectedRef.current = selection.intensity;
  }, [selection.intensity]);
  const shareRef = useRef(share);
  useEffect(() => {
    shareRef.current = share;
  });

  useEffect(
    () => startApp(playgroundStore(), window, { setDropping, selected: () => selectedRef.current, share: () => shareRef.current() }),
    [],
  );

  return (
    // narrow screens scroll the page (one pane at a time); wide ones fit it to the window
    <div className="flex min-h-dvh flex-col sm:h-dvh sm:min-h-[860px] xl:min-h-[640px]">
      <Header selected={selection.intensity} share={share} shareView={shareView} closeShare={closeShare} />
      <Banners />
      <DraftBar />
      <LongLinkBar />
      <RulesLinkBar />
      <BudgetPanel selection={selection} />
      <div className="flex min-h-[496px] flex-1 max-sm:flex-col xl:min-h-[448px]">
        {/* never shorter than the grid it holds (two rows of editors at least ~190 px tall): a crowded header pushes the footer down instead of under the panes */}
        <main className="relative min-h-[496px] min-w-0 flex-1 p-2 xl:min-h-[448px]">
          <PaneTabs selected={selection.intensity} />
          <div
            data-checker={checkerOpen ? 'open' : undefined}
            className={`pane-grid relative grid h-full min-h-[480px] gap-2 xl:min-h-[432px] max-sm:h-[calc(100dvh-3rem)] max-sm:grid-cols-1 max-sm:grid-rows-1 sm:grid-cols-2 sm:grid-rows-2 ${ruleEditorOpen ? '' : 'xl:grid-cols-4 xl:grid-rows-1'}`}
          >
            <PaneCard pane="input" selected={selection.intensity === 'verbose' || selection.intensity === 'off'} narrow={narrowClass('input', shown)} />
            {checkerOpen && (
              <>
                <CheckerPane narrow={narrowClass('checker', shown)} />
                <CheckerReport narrow={narrowClass('report', shown)} />
              </>
            )}
            {INTENSITIES.map((level) => (
              <PaneCard
                key={level}
                pane={level}
                selected={selection.intensity === level}
                onDiff={() => setDiffTarget(level)}
                hidden={checkerOpen && level !== besideChecker}
                narrow={narrowClass(level, shown)}
              />
            ))}
            <EmptyOutputs shown={shown} wide={!ruleEditorOpen} />
          </div>
          <DiffOverlay />
        </main>
        {ruleEditorOpen && <RuleEditor />}
      </div>
      <footer data-testid="app-footer" className="flex flex-wrap gap-x-6 gap-y-2 border-t border-neutral-200 px-4 py-2 dark:border-neutral-800">
        <Legend />
        <HeldLegend />
        <ViewToggles />
        <ChangesPanel selected={selection.intensity} />
        <SkippedList />
      </footer>
      <InfoToasts />
      <CountsAnnouncer selected={selection.intensity} />
      {dropping && (
        <div data-testid="drop-overlay" className="pointer-events-none fixed inset-0 z-[60] flex items-center justify-center bg-sky-500/15">
          <div className="rounded-lg border-2 border-dashed border-sky-600 bg-white px-6 py-4 text-sm font-semibold text-sky-900 shadow-lg dark:bg-neutral-900 dark:text-sky-100">
            Drop a profile JSON to import it
          </div>
        </div>
      )}
    </div>
  );
}

/** Restarts of the page without a load (components/probe.ts, restart): one generation each. */
function useRestart(firstScreen: FirstScreen | undefined) {
  const [run, setRun] = useState({ generation: 0, mounted: true });
  const waiting = useRef<{ mounted: boolean; done: () => void } | null>(null);
  useEffect(() => {
    // after the commit: a stop's cleanups (the app's, the editors') have all run by now
    if (waiting.current?.mounted === run.mounted) {
      waiting.current.done();
      waiting.current = null;
    }
  }, [run]);
  useEffect(() => {
    const commit = (mounted: boolean) =>
      new Promise<void>((done) => {
        waiting.current = { mounted, done };
        setRun((r) => ({ generation: mounted ? r.generation + 1 : r.generation, mounted }));
      });
    setRestart(async () => {
      await commit(false);
      resetForRestart(window, playgroundStore(), initialState(firstScreenState(firstScreen)));
      await commit(true);
    });
    return () => setRestart(null);
  }, [firstScreen]);
  return run;
}

export function Playground({ firstScreen }: { firstScreen?: FirstScreen }) {
  // before the first render (on the build's server render and on hydration alike)
  useState(() => startPlaygroundStore(firstScreenState(firstScreen)));
  const run = useRestart(firstScreen);
  if (!run.mounted) return null;
  return (
    <ErrorBoundary key={run.generation}>
      <Providers>
        <style dangerouslySetInnerHTML={{ __html: DECORATION_CSS }} />
        <Main />
      </Providers>
    </ErrorBoundary>
  );
}
