import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useHydrated } from '@/lib/use-hydrated';

export interface TextFieldProps {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A labelled single-line field, as every account form has several of. Read-only until the page has hydrated:
 * what is typed into the server-rendered field before then would not reach the form's state and be lost.
 */
export function TextField({ id, label, type, autoComplete, value, onChange, disabled }: TextFieldProps) {
  const hydrated = useHydrated();
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        readOnly={!hydrated}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </Form.Group>
  );
}

type KnownFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete'>;

/** An e-mail address field, filled in by the browser from what it knows. */
export function EmailField(props: KnownFieldProps) {
  return <TextField {...props} type="email" autoComplete="email" />;
}

/** The member's present password (sign-in, or proof before a change). */
export function PasswordField(props: KnownFieldProps) {
  return <TextField {...props} type="password" autoComplete="current-password" />;
}

/** A password being chosen: password managers offer to generate and save it. */
export function NewPasswordField(props: KnownFieldProps) {
  return <TextField {...props} type="password" autoComplete="new-password" />;
}

/**
 * The values of a form's text fields, all starting empty; `field(name)` gives the props that wire a field, so a
 * field stays one line (`{...form.field('email')}`).
 */
export function useFormFields<const K extends string>(names: readonly K[]) {
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, ''])) as Record<K, string>,
  );
  const set = (name: K, value: string) => {
    setValues((all) => ({ ...all, [name]: value }));
  };
  const field = (name: K) => ({
    value: values[name],
    onChange: (value: string) => {
      set(name, value);
    },
  });
  return { values, field, set };
}
