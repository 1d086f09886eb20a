import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useResendConfirmation } from '../api/resend-confirmation';
import { ACCOUNT_TEXTS } from '../lib/messages';
import { errorMessage } from '@/lib/api-client';
import { FormAlert } from '@/components/form-alert';
import { MESSAGES } from '@starlane/contract';

/**
 * 'Send the confirmation mail again' (POST /api/account/resendconfirmation). With a known `email` it is a
 * single button; otherwise it asks for the address first.
 */
export function ResendConfirmation({ email }: { email?: string | undefined }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resend = useResendConfirmation();
  const address = email ?? typed;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (address.trim() === '') {
      setProblem(MESSAGES.emailEmpty);
      return;
    }
    setProblem(null);
    resend.mutate(address.trim());
  };

  if (resend.isSuccess) {
    return <FormAlert variant="success" messages={resend.data.title || ACCOUNT_TEXTS.confirmationResent} />;
  }
  return (
    <Form noValidate onSubmit={onSubmit} className="mt-2">
      {email === undefined ? (
        <Form.Group controlId="resend-confirmation-email" className="mb-2">
          <Form.Label>Your e-mail address</Form.Label>
          <Form.Control
            type="email"
            autoComplete="email"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
          />
        </Form.Group>
      ) : null}
      <FormAlert
        messages={
          problem ?? (resend.isError ? errorMessage(resend.error, ACCOUNT_TEXTS.somethingWentWrong) : null)
        }
      />
      <Button type="submit" variant="outline-light" disabled={resend.isPending}>
        {ACCOUNT_TEXTS.resendConfirmation}
      </Button>
    </Form>
  );
}
