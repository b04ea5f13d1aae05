'use client';

// One <select> over a list of choices (a vocabulary from lib/): the profile, the encoding and the
// selection controls all use it. The value handed to onChange is always one of `options` (or
// null, where `optional` offers "—"): nothing else ever reaches the store.

interface ChoiceSelectProps<T extends string> {
  label: string;
  testId: string;
  value: T | null;
  options: readonly T[];
  /** Offer "—" for no value (null). */
  optional?: boolean;
  onChange: (value: T | null) => void;
  /** The text of an option, when it is not the value itself. */
  optionText?: (option: T) => string;
  title?: string;
  /** Label above the control (the budget panel) or before it (the header). */
  layout?: 'stacked' | 'inline';
  /** Why the value has no effect ("off in forge"): shown beside the label, the control stays usable. */
  off?: string;
  /** The label is for screen readers below 1400 px (the playground's header keeps one row). */
  compact?: boolean;
}

export function ChoiceSelect<T extends string>({ label, testId, value, options, optional = false, onChange, optionText, title, layout = 'stacked', off, compact = false }: ChoiceSelectProps<T>) {
  return (
    <label className={layout === 'stacked' ? 'flex flex-col gap-0.5' : 'flex items-center gap-1.5 text-xs'}>
      <span className={layout === 'stacked' ? 'text-neutral-500 dark:text-neutral-400' : compact ? 'max-[1399px]:sr-only' : undefined}>
        {label}
        {off && <OffNote testId={testId} text={off} />}
      </span>
      <select
        data-testid={testId}
        data-off={off ? 'true' : undefined}
        className={off ? 'ctl ctl-off' : 'ctl'}
        value={value ?? ''}
        title={title}
        onChange={(e) => {
          const picked = options.find((o) => o === e.target.value);
          if (picked !== undefined) onChange(picked);
          else if (optional && e.target.value === '') onChange(null);
        }}
      >
        {optional && <option value="">—</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {optionText ? optionText(o) : o}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The visible "off in <profile>" beside a control's label (part of its accessible name too). */
export function OffNote({ testId, text }: { testId: string; text: string }) {
  return (
    <span data-testid={`${testId}-off`} className="ctl-off-note">
      {' '}
      · {text}
    </span>
  );
}
