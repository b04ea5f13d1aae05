'use client';

// godmode's session state for the terse switch (seed 003), beside the other selection inputs
// when the active profile reads it: rounds without a human (.godmode/session-state.json's
// consecutive_rounds_without_human), the user's sticky opt-out, and $GODMODE_TERSE. Nothing given
// is no session state: the switch is not read and the profile compresses as it always did.
import { useState } from 'react';
import type { TerseState } from '@/lib/caveman/types';

export function TerseInputs({ value, rounds: needed, title, onChange }: { value: TerseState | null; rounds: number; title: string; onChange: (t: TerseState | null) => void }) {
  const t = value ?? {};
  const [text, setText] = useState(t.rounds != null ? String(t.rounds) : '');
  const [error, setError] = useState<string | null>(null);
  // a state set elsewhere (a link, a reset) replaces what is typed
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value?.rounds != null ? String(value.rounds) : '');
    setError(null);
  }
  const set = (next: TerseState) => {
    const given = next.rounds != null || next.optedOut || next.env;
    onChange(given ? { rounds: next.rounds ?? null, optedOut: !!next.optedOut, env: !!next.env } : null);
  };
  return (
    <fieldset data-testid="terse-inputs" className="flex flex-wrap items-end gap-x-3 gap-y-1.5" title={title}>
      <legend className="sr-only">Terse session state (godmode)</legend>
      <label className="flex flex-col gap-0.5">
        <span className="text-neutral-500 dark:text-neutral-400">Rounds w/o human</span>
        <span className="relative flex flex-col">
          <input
            data-testid="terse-rounds"
            type="number"
            inputMode="numeric"
            min={0}
            max={999}
            step={1}
            placeholder="—"
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? 'terse-rounds-error' : undefined}
            title={`consecutive_rounds_without_human: terse switches on at ${needed}. Empty: no session state, the switch is not read.`}
            className={`ctl w-16 ${error ? 'border-red-600 dark:border-red-500' : ''}`}
            value={text}
            onChange={(e) => {
              const s = e.target.value;
              setText(s);
              const n = Number(s);
              if (s.trim() === '') {
                setError(null);
                set({ ...t, rounds: null });
              } else if (!Number.isInteger(n) || n < 0 || n > 999) setError('a whole number, 0 to 999: not used');
              else {
                setError(null);
                set({ ...t, rounds: n });
              }
            }}
          />
          {error && (
            <span id="terse-rounds-error" role="alert" className="absolute top-full left-0 z-10 mt-0.5 whitespace-nowrap rounded bg-red-50 px-1 text-[11px] text-red-800 dark:bg-red-950 dark:text-red-200">
              {error}
            </span>
          )}
        </span>
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
