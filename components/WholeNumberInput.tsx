'use client';

// A whole-number control: what is out of range is refused with a message beside it and not
// passed on (the store keeps the last valid value), rather than silently clamped or rounded.
// A value set elsewhere (a link, a profile switch) replaces what is typed.
import { useState } from 'react';

export function WholeNumberInput({
  value,
  max,
  testId,
  errorId = `${testId}-error`,
  title,
  off = false,
  optional = false,
  width = 'w-14',
  onChange,
}: {
  value: number | null;
  max: number;
  testId: string;
  /** The id and test id of the refusal message. */
  errorId?: string;
  title?: string;
  /** The profile skips the step this control feeds (shown dimmed). */
  off?: boolean;
  /** Empty is a value of its own (null: not given). */
  optional?: boolean;
  width?: string;
  onChange: (n: number | null) => void;
}) {
  const shown = (v: number | null) => (v === null ? '' : String(v));
  const [text, setText] = useState(shown(value));
  const [error, setError] = useState<string | null>(null);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(shown(value));
    setError(null);
  }
  return (
    <span className="relative flex flex-col">
      <input
        data-testid={testId}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        placeholder={optional ? '—' : undefined}
        data-off={off ? 'true' : undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errorId : undefined}
        title={title}
        className={`${off ? 'ctl ctl-off' : 'ctl'} ${width} ${error ? 'border-red-600 dark:border-red-500' : ''}`}
        value={text}
        onChange={(e) => {
          const t = e.target.value;
          setText(t);
          const n = Number(t);
          if (optional && t.trim() === '') {
            setError(null);
            onChange(null);
          } else if (t.trim() === '' || !Number.isInteger(n) || n < 0 || n > max) setError(`a whole number, 0 to ${max}: not used`);
          else {
            setError(null);
            onChange(n);
          }
        }}
      />
      {error && (
        <span id={errorId} data-testid={errorId} role="alert" className="absolute top-full left-0 z-10 mt-0.5 whitespace-nowrap rounded bg-red-50 px-1 text-[11px] text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </span>
      )}
    </span>
  );
}
