import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useResendConfirmation } from '../api/resend-confirmation';
import { errorMessage } from '@/lib/api-client';
import { FormAlert } from '@/components/form-alert';
import { useMessages } from '@/lib/i18n/messages';

/**
 * 'Send the confirmation mail again' (POST /api/account/resendconfirmation). With a known `email` it is a
 * single button; otherwise it asks for the address first.
 */
export function ResendConfirmation({ email }: { email?: string | undefined }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resend = useResendConfirmation();
  const t = useMessages();
  const address = email ?? typed;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (address.trim() === '') {
      setProblem(t.spec.emailEmpty);
      return;
    }
    setProblem(null);
    resend.mutate(address.trim());
  };

  if (resend.isSuccess) {
    return <FormAlert variant="success" messages={resend.data.title || t.account.confirmationResent} />;
  }
  return (
    <Form noValidate onSubmit={onSubmit} className="mt-2">
      {email === undefined ? (
        <Form.Group controlId="resend-confirmation-email" className="mb-2">
          <Form.Label>{t.auth.yourEmail}</Form.Label>
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
          problem ?? (resend.isError ? errorMessage(resend.error, t.account.somethingWentWrong) : null)
        }
      />
      <Button type="submit" variant="outline-light" disabled={resend.isPending}>
        {t.account.resendConfirmation}
      </Button>
    </Form>
  );
}
