import { useId } from 'react';

/** A select's choices: its value and the text shown for it. */
export type SelectOptions = readonly (readonly [value: string, text: string])[];

/** A labelled select: its label, the chosen value, the choices, and what a change hands the new value to. */
export interface LabelledSelectProps {
  label: string;
  value: string;
  options: SelectOptions;
  onChange: (value: string) => void;
}

/** A select's <option>s. */
export function SelectOptionList({ options }: { options: SelectOptions }) {
  return options.map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));
}

/** A select on one line with its real label ("Sort by [Newest]"), for a listing's sort and filters. */
export function InlineSelect({ label, value, options, onChange }: LabelledSelectProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="form-label mb-0 text-nowrap">
        {label}
      </label>
      <select
        id={id}
        className="form-select w-auto"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        <SelectOptionList options={options} />
      </select>
    </>
  );
}
