'use client';

// Budget slider (remaining budget %) with both thresholds as handles on its track, and the
// other inputs of selectIntensity beside it. Three overlaid <input type=range>: each is
// keyboard-accessible on its own; the threshold handles sit above the track, the budget thumb
// on it.
import { useMemo } from 'react';
import { CONTROL_HELP, DEPTHS, INTENSITIES, MODES, PHASES, type SelectionControls, type SelectionResult } from 'caveman-compress/internals/types';
import { controlsOff, harsherCostsMore } from '@/lib/state/selectors';
import { activeProfile } from '@/lib/tuning/edits';
import { BudgetChartSlot } from './BudgetChartSlot';
import { ChoiceSelect, OffNote } from './ChoiceSelect';
import { usePlayground } from './usePlayground';
import { useNarrow } from './useNarrow';
import { SeedComparison } from './gallery/SeedComparison';
import { TerseInputs } from './TerseInputs';
import { WholeNumberInput } from './WholeNumberInput';

type Phase = (typeof PHASES)[number];

const BUDGET_HINT = "How much of the agent's context window is left: the less, the harder the compression";

const ZONE = {
  ultra: 'var(--zone-ultra)',
  full: 'var(--zone-full)',
  lite: 'var(--zone-lite)',
};

export function BudgetPanel({ selection }: { selection: SelectionResult }) {
  const budget = usePlayground((s) => s.budget);
  const thresholds = usePlayground((s) => s.thresholds);
  const controls = usePlayground((s) => s.controls);
  const setBudget = usePlayground((s) => s.setBudget);
  const setThreshold = usePlayground((s) => s.setThreshold);
  const setControl = usePlayground((s) => s.setControl);
  const { upper, lower } = thresholds;
  const open = usePlayground((s) => s.budgetOpen);
  const setOpen = usePlayground((s) => s.setBudgetOpen);
  const narrow = useNarrow();
  const expanded = open ?? !narrow;
  const profileId = usePlayground((s) => s.profileId);
  const profileEdits = usePlayground((s) => s.profileEdits);
  const profile = useMemo(() => activeProfile(profileId, profileEdits), [profileId, profileEdits]);
  const offSet = useMemo(() => controlsOff(profile), [profile]);
  // the visible note and the tooltip of a control whose step this profile never takes
  const off = (c: keyof SelectionControls) => (offSet.has(c) ? `off in ${profileId}` : undefined);
  // every control says what it models and which step reads it; one the profile skips says that too
  const offTitle = (c: keyof SelectionControls) =>
    offSet.has(c) ? `${CONTROL_HELP[c]} The ${profileId} profile switches this step off: the selection passes it by, whatever it is set to.` : CONTROL_HELP[c];
  // null: CSS decides by width, so the build's first screen is right on a phone as well
  const shownClass = open === null ? 'contents max-sm:hidden' : open ? 'contents' : 'hidden';

  return (
    <section aria-label="Intensity selection" className="flex flex-wrap items-start gap-x-5 gap-y-2 border-b border-neutral-200 px-4 py-2 dark:border-neutral-800">
      <div id="budget-controls" data-testid="budget-controls" className={shownClass}>
        <div className="flex min-w-[300px] flex-[1_1_360px] flex-col gap-0.5">
          <div className="flex items-baseline justify-between text-xs">
            <label htmlFor="budget-slider" className="font-medium" title={BUDGET_HINT}>
              Remaining budget <output className="tabular-nums" data-testid="budget-value">{budget}%</output>
            </label>
            <span className="text-neutral-500 dark:text-neutral-400">
              ultra &lt; <span data-testid="threshold-lower-value" className="tabular-nums">{lower}</span> ≤ full ≤{' '}
              <span data-testid="threshold-upper-value" className="tabular-nums">{upper}</span> &lt; lite
              {open === null && (
                <button type="button" data-testid="chart-show" className="ml-2 underline decoration-dotted underline-offset-2 xl:hidden" onClick={() => setOpen(true)} title="The tokens of each output against the remaining budget">
                  chart
                </button>
              )}
            </span>
          </div>
          <div className="budget-track relative h-9">
            <div
              aria-hidden
              className="absolute top-[15px] right-2 left-2 h-2 overflow-hidden rounded-full"
              style={{
                background: `linear-gradient(to right, ${ZONE.ultra} 0 ${lower}%, ${ZONE.full} ${lower}% ${upper}%, ${ZONE.lite} ${upper}% 100%)`,
              }}
            />
            <input
              id="budget-slider"
              data-testid="budget-slider"
              type="range"
              min={0}
              max={100}
              step={1}
              value={budget}
              onChange={(e) => setBudget(Number(e.target.value))}
              aria-valuetext={`${budget}% budget remaining`}
              aria-describedby="budget-hint"
              title={BUDGET_HINT}
              className="range range-budget absolute inset-x-0 top-[7px] h-6"
            />
            <ThresholdHandle which="lower" value={lower} label="Lower threshold: below it, ultra" onChange={setThreshold} />
            <ThresholdHandle which="upper" value={upper} label="Upper threshold: above it, lite" onChange={setThreshold} />
          </div>
          <span id="budget-hint" className="sr-only">
            {BUDGET_HINT}
          </span>
          <div className="flex justify-between px-1 text-[10px] text-neutral-500 dark:text-neutral-400" aria-hidden>
            <span>0% · ultra</span>
            <span>full</span>
            <span>lite · 100%</span>
          </div>
          {/* below 1280 px the chart waits for "Budget & controls": the panes and the checker's verdict come first */}
          <div className={open === null ? 'w-full max-xl:hidden' : 'w-full'}>
            <BudgetChartSlot />
          </div>
        </div>
  
        <div className="flex flex-wrap items-end gap-x-3 gap-y-1.5 text-xs">
          <ChoiceSelect label="Mode" testId="mode-select" value={controls.mode} options={MODES} onChange={(v) => setControl('mode', v ?? 'on')} off={off('mode')} title={offTitle('mode')} />
          <ChoiceSelect label="Depth" testId="depth-select" value={controls.depth} options={DEPTHS} optional onChange={(v) => setControl('depth', v)} off={off('depth')} title={offTitle('depth')} />
          <ChoiceSelect label="Phase" testId="phase-select" value={controls.phase as Phase | null} options={PHASES} optional onChange={(v) => setControl('phase', v)} off={off('phase')} title={offTitle('phase')} />
          <ChoiceSelect label="Explicit" testId="explicit-select" value={controls.explicit} options={INTENSITIES} optional onChange={(v) => setControl('explicit', v)} off={off('explicit')} title={offTitle('explicit')} />
          <label className="flex flex-col gap-0.5">
            <span className="text-neutral-500 dark:text-neutral-400">
              Fallbacks
              {off('fallbacks') && <OffNote testId="fallbacks-input" text={off('fallbacks')!} />}
            </span>
            <WholeNumberInput testId="fallbacks-input" errorId="fallbacks-error" value={controls.fallbacks} max={99} off={!!off('fallbacks')} title={offTitle('fallbacks')} onChange={(n) => n !== null && setControl('fallbacks', n)} />
          </label>
          {profile.precedence.terseSwitch && (
            <TerseInputs value={controls.terse} rounds={profile.precedence.terseRounds} title={CONTROL_HELP.terse} onChange={(t) => setControl('terse', t)} />
          )}
          <label className="flex items-center gap-1.5 pb-1" title={offTitle('securitySensitive')}>
            <input
              data-testid="security-toggle"
              data-off={off('securitySensitive') ? 'true' : undefined}
              type="checkbox"
              checked={controls.securitySensitive}
              onChange={(e) => setControl('securitySensitive', e.target.checked)}
            />
            <span>
              Security-sensitive
              {off('securitySensitive') && <OffNote testId="security-toggle" text={off('securitySensitive')!} />}
            </span>
          </label>
        </div>
      </div>

      <div className="flex min-w-[220px] flex-[1_1_240px] flex-col gap-0.5 text-xs">
        <div className="flex items-center gap-1">
          <span aria-live="polite">
            <span className="text-neutral-500 dark:text-neutral-400">Selected: </span>
            <strong data-testid="selected-intensity" className={`sel-badge sel-${selection.intensity}`}>
              {selection.intensity}
            </strong>
          </span>
          <button
            type="button"
            data-testid="budget-toggle"
            className="btn ml-auto"
            aria-expanded={expanded}
            aria-controls="budget-controls"
            onClick={() => setOpen(!expanded)}
          >
            {expanded ? 'Hide controls' : 'Budget & controls'}
          </button>
        </div>
        <div data-testid="selection-reason" aria-live="polite" className="leading-snug text-neutral-700 dark:text-neutral-300">
          {selection.reason.join(' → ')}
        </div>
        <HarsherCostsMore selected={selection.intensity} />
        <SeedComparison />
      </div>
    </section>
  );
}

/** A threshold as a handle above the budget track: a range input of its own, so the keyboard reaches it. */
function ThresholdHandle({ which, value, label, onChange }: { which: 'lower' | 'upper'; value: number; label: string; onChange: (which: 'lower' | 'upper', v: number) => void }) {
  return (
    <input
      data-testid={`threshold-${which}`}
      type="range"
      min={0}
      max={100}
      step={1}
      value={value}
      onChange={(e) => onChange(which, Number(e.target.value))}
      aria-label={label}
      aria-valuetext={`${which} threshold ${value}%`}
      className={`range range-threshold range-threshold-${which} absolute inset-x-0 top-0 h-3.5`}
    />
  );
}


/** A harsher intensity that costs more tokens than a milder one on this input, said where the budget selects it. */
function HarsherCostsMore({ selected }: { selected: string }) {
  const seq = usePlayground((s) => s.inputSeq);
  const encoding = usePlayground((s) => s.encoding);
  const counts = usePlayground((s) => s.counts);
  const w = harsherCostsMore(selected, counts, seq, encoding);
  if (!w) return null;
  return (
    <div data-testid="harsher-costs-more" role="status" className="leading-snug text-amber-800 dark:text-amber-300">
      ⚠ {w.selected} costs {w.tokens} tokens here, more than {w.milder}&apos;s {w.milderTokens} ({encoding}): the budget gets more from {w.milder} on this text.
    </div>
  );
}
