import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSignIn } from '../api/sign-in';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { isUnconfirmedAccount } from '@/lib/server-errors';
import { validateLogin } from '../lib/validation';
import { SubmitButton } from '@/components/submit-button';
import { FormAlert } from '@/components/form-alert';
import { ResendConfirmation } from './resend-confirmation';
import { PasswordField } from '@/components/text-field';
import { useMessages, type Messages } from '@/lib/i18n/messages';
import { useHydrated } from '@/lib/use-hydrated';

interface Failure {
  messages: string[];
  unconfirmed?: { email?: string | undefined };
}

function signInFailure(error: unknown, identifier: string, texts: Messages['spec']): Failure {
  if (isUnconfirmedAccount(error) && isApiError(error)) {
    // The resend call needs an address; a username alone makes the resend form ask for it.
    return {
      messages: [error.title],
      unconfirmed: { email: identifier.includes('@') ? identifier : undefined },
    };
  }
  if (isApiError(error) && error.status === 429) return { messages: [texts.signInFailed, error.title] };
  return { messages: [texts.signInFailed] };
}

/**
 * The /signin form: e-mail (or username) and password, POST /api/videocomment/signIn with Rememberme 'true';
 * on success the member goes back to `returnTo` (docs/departures.md), on failure 'Error Logging In.'.
 */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const signIn = useSignIn();
  const afterSignIn = useAfterSignIn();
  const hydrated = useHydrated();
  const t = useMessages();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const invalid = validateLogin({ email: identifier, password }, t.spec);
    if (invalid) {
      setFailure({ messages: [invalid] });
      return;
    }
    setFailure(null);
    const username = identifier.trim();
    signIn.mutate(
      { Username: username, Password: password, Rememberme: 'true' },
      {
        onSuccess: () => {
          notify.success(t.spec.signInSucceeded);
          void afterSignIn(returnTo);
        },
        onError: (error) => {
          setFailure(signInFailure(error, username, t.spec));
        },
      },
    );
  };

  return (
    <>
      <Form noValidate onSubmit={onSubmit}>
        <Form.Group controlId="signin-identifier" className="mb-3">
          <Form.Label>{t.auth.emailOrUsername}</Form.Label>
          <Form.Control
            autoComplete="username"
            // As the TextField beside it: what is typed before hydration would be lost.
            readOnly={!hydrated}
            value={identifier}
            onChange={(event) => {
              setIdentifier(event.target.value);
            }}
          />
        </Form.Group>
        <PasswordField
          id="signin-password"
          label={t.account.password}
          value={password}
          onChange={setPassword}
        />
        <FormAlert messages={failure?.messages ?? null} />
        <div className="d-flex flex-wrap align-items-center gap-3">
          <SubmitButton pending={signIn.isPending}>{t.auth.signIn}</SubmitButton>
          <Link to={paths.forgotPassword}>{t.auth.forgotPassword}</Link>
        </div>
        <p className="mt-3 mb-0 text-body-secondary">
          {t.account.notMemberYet} <Link to={paths.signUp}>{t.account.signUp}</Link>
        </p>
      </Form>
      {/* Outside the sign-in form: forms must not nest (their submit events would bubble into this one). */}
      {failure?.unconfirmed ? (
        <div className="mt-3">
          <ResendConfirmation email={failure.unconfirmed.email} />
        </div>
      ) : null}
    </>
  );
}
