import { useId } from 'react';
import { Form } from 'react-bootstrap';

/** A select's choices: its value and the text shown for it. */
export type SelectOptions = readonly (readonly [value: string, text: string])[];

/** A select on one line with its real label ("Sort by [Newest]"), for a listing's sort and filters. */
export function InlineSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: SelectOptions;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <Form.Label htmlFor={id} className="mb-0 text-nowrap">
        {label}
      </Form.Label>
      <Form.Select
        id={id}
        className="w-auto"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </Form.Select>
    </>
  );
}
