import type { ReactNode } from 'react';

interface Props {
  label: ReactNode;
  /** The chosen value, or null for "every …". */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Text of the first option, which chooses nothing (null): "every model". */
  every: string;
  options: readonly { value: string; text: string }[];
  /** Options after the listed ones (the "unknown version" choice). */
  extra?: ReactNode;
  testId?: string;
}

/** A labelled select whose first option is "every …": the filters of the runs and of the best version. */
export function ChoiceSelect({ label, value, onChange, every, options, extra, testId }: Props) {
  return (
    <label className="inline-field">
      {label}{' '}
      <select
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        data-testid={testId}
      >
        <option value="">{every}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
        {extra}
      </select>
    </label>
  );
}
