'use client';

// godmode's session state for the terse switch (seed 003), beside the other selection inputs
// when the active profile reads it: rounds without a human (.godmode/session-state.json's
// consecutive_rounds_without_human), the user's sticky opt-out, and $GODMODE_TERSE. Nothing given
// is no session state: the switch is not read and the profile compresses as it always did.
import { WholeNumberInput } from './WholeNumberInput';
import type { TerseState } from 'caveman-compress/internals/types';

export function TerseInputs({ value, rounds: needed, title, onChange }: { value: TerseState | null; rounds: number; title: string; onChange: (t: TerseState | null) => void }) {
  const t = value ?? {};
  const set = (next: TerseState) => {
    const given = next.rounds != null || next.optedOut || next.env;
    onChange(given ? { rounds: next.rounds ?? null, optedOut: !!next.optedOut, env: !!next.env } : null);
  };
  return (
    <fieldset data-testid="terse-inputs" className="flex flex-wrap items-end gap-x-3 gap-y-1.5" title={title}>
      <legend className="sr-only">Terse session state (godmode)</legend>
      <label className="flex flex-col gap-0.5">
        <span className="text-neutral-500 dark:text-neutral-400">Rounds w/o human</span>
        <WholeNumberInput
          testId="terse-rounds"
          value={t.rounds ?? null}
          max={999}
          optional
          width="w-16"
          title={`consecutive_rounds_without_human: terse switches on at ${needed}. Empty: no session state, the switch is not read.`}
          onChange={(n) => set({ ...t, rounds: n })}
        />
      </label>
      <label className="flex items-center gap-1.5 pb-1" title="terse_user_opted_out: the user ran /godmode:terse off this session; auto-activation stays off (sticky)">
        <input data-testid="terse-opted-out" type="checkbox" checked={!!t.optedOut} onChange={(e) => set({ ...t, optedOut: e.target.checked })} />
        <span>Opted out</span>
      </label>
      <label className="flex items-center gap-1.5 pb-1" title="$GODMODE_TERSE set in the environment: terse is on regardless of the counter">
        <input data-testid="terse-env" type="checkbox" checked={!!t.env} onChange={(e) => set({ ...t, env: e.target.checked })} />
        <span>
          <code className="text-[11px]">GODMODE_TERSE</code>
        </span>
      </label>
    </fieldset>
  );
}
