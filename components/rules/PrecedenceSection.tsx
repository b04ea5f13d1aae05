'use client';

// SPEC §2: the selection precedence, first match wins, per profile. Every cell is the live answer
// of selectIntensity for the step's situation under that profile, next to the profile's flag.
import { selectIntensity } from 'caveman-compress/internals/select';
import { PROFILES, PROFILE_IDS } from 'caveman-compress/internals/profiles';
import type { Profile } from 'caveman-compress/internals/types';
import { PRECEDENCE_STEPS, type PrecedenceStep } from '@/lib/examples/teaching';

const SEL_CLASS: Record<string, string> = {
  lite: 'pill pill-lite',
  full: 'pill pill-full',
  ultra: 'pill pill-ultra',
  off: 'pill pill-off',
  verbose: 'pill pill-verbose',
};

function flagText(p: Profile, step: PrecedenceStep): string | null {
  if (!step.flag) return null;
  const v = p.precedence[step.flag];
  if (step.flag === 'fallbackClamp') return v ? `step on (≥ ${p.precedence.fallbackLimit})` : 'step off';
  if (step.flag === 'terseSwitch') return v ? `step on (≥ ${p.precedence.terseRounds} rounds)` : 'step off';
  if (typeof v === 'boolean') return v ? 'step on' : 'step off';
  return `falls to ${String(v)}`;
}

export function PrecedenceSection() {
  const forge = PROFILES.forge;
  return (
    <section id="precedence" aria-labelledby="precedence-h" className="scroll-mt-14">
      <h2 id="precedence-h" className="mb-1 text-xl font-bold">Choosing the intensity</h2>
      <p className="mb-2 max-w-3xl text-sm leading-relaxed text-neutral-700 dark:text-neutral-300">
        <code>selectIntensity</code> walks this chain top to bottom; the first step that matches decides. A profile can switch a
        step off (its precedence flags), and then the situation falls through to the next step. Remaining budget = 100 − percent
        used. Each cell below is computed live for the situation on the left; hover it for the reason chain.
      </p>
      <div className="overflow-x-auto">
        <table data-testid="precedence-table" className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-neutral-300 text-left dark:border-neutral-700">
              <th className="py-1.5 pr-3 font-semibold">#</th>
              <th className="py-1.5 pr-3 font-semibold">Step (SPEC §2)</th>
              <th className="py-1.5 pr-3 font-semibold">Situation</th>
              {PROFILE_IDS.map((id) => (
                <th key={id} className="w-[11%] px-2 py-1.5 font-semibold">
                  <code>{id}</code>
                  <div
                    className="text-[11px] font-normal whitespace-nowrap text-neutral-500 dark:text-neutral-400"
                    title={`lite above ${PROFILES[id].thresholds.upper} %, ultra below ${PROFILES[id].thresholds.lower} %`}
                  >
                    thresholds {PROFILES[id].thresholds.lower}–{PROFILES[id].thresholds.upper} %
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PRECEDENCE_STEPS.map((step, i) => {
              const forgeSel = selectIntensity(step.input, forge);
              return (
                <tr key={step.id} data-testid={`precedence-${step.id}`} className="border-b border-neutral-200 align-top dark:border-neutral-800">
                  <td className="py-1.5 pr-3 text-neutral-600 dark:text-neutral-400 tabular-nums">{i + 1}</td>
                  <td className="py-1.5 pr-3">{step.title}</td>
                  <td className="py-1.5 pr-3 text-xs text-neutral-600 dark:text-neutral-400">{step.situation}</td>
                  {PROFILE_IDS.map((id) => {
                    const p = PROFILES[id];
                    const sel = selectIntensity(step.input, p);
                    const flag = flagText(p, step);
                    const differs = sel.intensity !== forgeSel.intensity || flag !== flagText(forge, step);
                    return (
                      <td
                        key={id}
                        data-profile={id}
                        data-selection={sel.intensity}
                        title={sel.reason.join(' → ')}
                        className={`px-2 py-1.5 whitespace-nowrap ${differs ? 'cell-diff' : ''}`}
                      >
                        <span className={SEL_CLASS[sel.intensity]}>{sel.intensity}</span>
                        {flag !== null && <span className="ml-1.5 text-[11px] font-normal text-neutral-600 dark:text-neutral-400">{flag}</span>}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 max-w-3xl text-xs leading-relaxed text-neutral-600 dark:text-neutral-400">
        Both thresholds are tunable (upper &gt; lower, 0–100): drag them on the playground’s budget slider. Cells that differ from
        forge are highlighted.
      </p>
    </section>
  );
}
