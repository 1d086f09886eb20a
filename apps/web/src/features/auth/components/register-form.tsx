import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { SubmitButton } from '@/components/submit-button';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSignUp } from '../api/sign-up';
import { fieldMessages } from '@/lib/server-errors';
import { validateRegister } from '../lib/validation';
import { EmailField, NewPasswordField, useFormFields } from '@/components/text-field';
import { useMessages } from '@/lib/i18n/messages';

/** Why the server refused, beyond the spec's bare 'Error registering.': its title or field messages. */
function refusalDetails(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const fields = fieldMessages(error, ['email', 'password']);
  return fields.length > 0 ? fields : [error.title];
}

/**
 * The /register form (e-mail, password, confirmation; spec 5 and 8). Every outcome, success included, is
 * shown in the same error-styled paragraph, as the spec says; it POSTs only `{ email, password }`.
 */
export function RegisterForm() {
  const signUp = useSignUp();
  const t = useMessages();
  const { values, field } = useFormFields(['email', 'password', 'confirm']);
  const { email, password } = values;
  const [message, setMessage] = useState<string | null>(null);
  const [details, setDetails] = useState<string[]>([]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    setDetails([]);
    const invalid = validateRegister({ email, password, confirmPassword: values.confirm }, t.spec);
    if (invalid) {
      setMessage(invalid);
      return;
    }
    setMessage(null);
    signUp.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          setMessage(t.spec.registerSucceeded);
        },
        onError: (error) => {
          setMessage(t.spec.registerFailed);
          setDetails(refusalDetails(error));
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <EmailField id="register-email" label={t.auth.email} {...field('email')} />
      <NewPasswordField id="register-password" label={t.account.password} {...field('password')} />
      <NewPasswordField
        id="register-confirm-password"
        label={t.auth.confirmPasswordCaps}
        {...field('confirm')}
      />
      <SubmitButton pending={signUp.isPending}>{t.auth.register}</SubmitButton>
      <div role="alert" className="mt-3">
        {message ? <p className="text-danger mb-1">{message}</p> : null}
        {details.length > 0 ? (
          <ul className="text-danger small mb-0">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : null}
        {signUp.isSuccess ? (
          <p className="text-body-secondary mb-0">
            {t.auth.checkMailThen} <Link to={paths.login}>{t.auth.logInLower}</Link>.
          </p>
        ) : null}
      </div>
      <p className="mt-3 mb-0 text-body-secondary">
        {t.auth.alreadyRegistered} <Link to={paths.login}>{t.auth.logIn}</Link>
      </p>
    </Form>
  );
}
