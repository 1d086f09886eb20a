import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { fieldMessages } from '@/lib/server-errors';
import { validateReset } from '../lib/validation';
import { SubmitButton } from '@/components/submit-button';
import { FormAlert } from '@/components/form-alert';
import { EmailField, NewPasswordField, useFormFields } from '@/components/text-field';
import { useMessages, type Messages } from '@/lib/i18n/messages';

type Failure = { kind: 'fields'; messages: string[] } | { kind: 'badLink'; message: string };

function resetFailure(error: unknown, t: Messages): Failure {
  const fields = fieldMessages(error, ['email', 'password']);
  if (fields.length > 0) return { kind: 'fields', messages: fields };
  if (isApiError(error) && error.status === 400) return { kind: 'badLink', message: error.title };
  if (isApiError(error)) return { kind: 'fields', messages: [error.title] };
  return { kind: 'fields', messages: [t.account.somethingWentWrong] };
}

/**
 * The /resetpassword/{code} form: e-mail, new password, confirmation. Success only on success (docs/departures.md);
 * a bad, used or expired link says so and offers a new one.
 */
export function ResetPasswordForm({ code }: { code: string }) {
  const reset = useResetPassword();
  const t = useMessages();
  const { values, field } = useFormFields(['email', 'password', 'confirm']);
  const { email, password } = values;
  const [failure, setFailure] = useState<Failure | null>(null);

  if (reset.isSuccess) {
    return (
      <Alert variant="success" className="mb-0">
        <p className="mb-2">{t.spec.passwordReset}</p>
        <Link to={paths.signIn} className="alert-link">
          {t.auth.signInWithNew}
        </Link>
      </Alert>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const invalid = validateReset({ email, password, confirmPassword: values.confirm }, t.spec);
    if (invalid) {
      setFailure({ kind: 'fields', messages: [invalid] });
      return;
    }
    setFailure(null);
    reset.mutate(
      { email: email.trim(), password, code },
      {
        onError: (error) => {
          setFailure(resetFailure(error, t));
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <EmailField id="reset-password-email" label={t.account.email} {...field('email')} />
      <NewPasswordField id="reset-password-password" label={t.auth.newPassword} {...field('password')} />
      <NewPasswordField id="reset-password-confirm" label={t.auth.confirmNewPassword} {...field('confirm')} />
      {failure?.kind === 'fields' ? <FormAlert messages={failure.messages} /> : null}
      {failure?.kind === 'badLink' ? (
        <Alert variant="danger">
          <p className="mb-2">{failure.message}</p>
          <Link to={paths.forgotPassword} className="alert-link">
            {t.auth.newResetLink}
          </Link>
        </Alert>
      ) : null}
      <SubmitButton pending={reset.isPending}>{t.auth.resetMine}</SubmitButton>
    </Form>
  );
}
