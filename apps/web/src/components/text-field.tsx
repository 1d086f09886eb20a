import Form from 'react-bootstrap/Form';

export interface TextFieldProps {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A labelled single-line field, as every account form has several of. */
export function TextField({ id, label, type, autoComplete, value, onChange, disabled }: TextFieldProps) {
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </Form.Group>
  );
}
