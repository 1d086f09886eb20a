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
import { MESSAGES } from '@starlane/contract';

interface Failure {
  messages: string[];
  unconfirmed?: { email?: string | undefined };
}

function signInFailure(error: unknown, identifier: string): Failure {
  if (isUnconfirmedAccount(error) && isApiError(error)) {
    // The resend call needs an address; a username alone makes the resend form ask for it.
    return {
      messages: [error.title],
      unconfirmed: { email: identifier.includes('@') ? identifier : undefined },
    };
  }
  if (isApiError(error) && error.status === 429) return { messages: [MESSAGES.signInFailed, error.title] };
  return { messages: [MESSAGES.signInFailed] };
}

/**
 * The /signin form: e-mail (or username) and password, POST /api/videocomment/signIn with Rememberme 'true';
 * on success the member goes back to `returnTo` (docs/departures.md), on failure 'Error Logging In.'.
 */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const signIn = useSignIn();
  const afterSignIn = useAfterSignIn();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const invalid = validateLogin({ email: identifier, password });
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
          notify.success(MESSAGES.signInSucceeded);
          void afterSignIn(returnTo);
        },
        onError: (error) => {
          setFailure(signInFailure(error, username));
        },
      },
    );
  };

  return (
    <>
      <Form noValidate onSubmit={onSubmit}>
        <Form.Group controlId="signin-identifier" className="mb-3">
          <Form.Label>E-mail or username</Form.Label>
          <Form.Control
            autoComplete="username"
            value={identifier}
            onChange={(event) => {
              setIdentifier(event.target.value);
            }}
          />
        </Form.Group>
        <PasswordField id="signin-password" label="Password" value={password} onChange={setPassword} />
        <FormAlert messages={failure?.messages ?? null} />
        <div className="d-flex flex-wrap align-items-center gap-3">
          <SubmitButton pending={signIn.isPending}>Sign in</SubmitButton>
          <Link to={paths.forgotPassword}>Forgot password?</Link>
        </div>
        <p className="mt-3 mb-0 text-body-secondary">
          Not a member yet? <Link to={paths.signUp}>Sign up</Link>
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
