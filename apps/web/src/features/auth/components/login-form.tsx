import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { SubmitButton } from '@/components/submit-button';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useLogin } from '../api/login';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { isNetworkFailure, isUnconfirmedAccount } from '@/lib/server-errors';
import { validateLogin } from '../lib/validation';
import { ResendConfirmation } from './resend-confirmation';
import { EmailField, PasswordField } from '@/components/text-field';
import { MESSAGES } from '@starlane/contract';
import { useMessages, type Messages } from '@/lib/i18n/messages';

interface Outcome {
  message: string;
  /** The server's explanation when it is worth more than the spec's bare message (locked, unconfirmed). */
  detail?: string;
  unconfirmedEmail?: string;
}

/** The spec's messages for a failed /login (section 8), plus what the server adds. */
export function loginFailure(error: unknown, email: string, texts: Messages['spec'] = MESSAGES): Outcome {
  if (isUnconfirmedAccount(error) && isApiError(error))
    return { message: error.title, unconfirmedEmail: email };
  if (isNetworkFailure(error)) return { message: texts.signInNetworkFailure };
  // 429: locked out for a while; 403: banned by staff. Both say why.
  if (isApiError(error) && (error.status === 429 || error.status === 403))
    return { message: texts.signInFailed, detail: error.title };
  return { message: texts.signInFailed };
}

/**
 * The /login form (e-mail, password, 'Remember me'): POST /login?useCookies=true when remembered, else
 * ?useSessionCookies=true; on success 'Successful Login.' and the home page.
 */
export function LoginForm() {
  const login = useLogin();
  const afterSignIn = useAfterSignIn();
  const t = useMessages();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const invalid = validateLogin({ email, password }, t.spec);
    if (invalid) {
      setOutcome({ message: invalid });
      return;
    }
    setOutcome(null);
    const address = email.trim();
    login.mutate(
      { email: address, password, rememberMe },
      {
        onSuccess: () => {
          setOutcome({ message: t.spec.signInSucceeded });
          notify.success(t.spec.signInSucceeded);
          void afterSignIn(paths.home);
        },
        onError: (error) => {
          setOutcome(loginFailure(error, address, t.spec));
        },
      },
    );
  };

  return (
    <>
      <Form noValidate onSubmit={onSubmit}>
        <EmailField id="login-email" label={t.auth.email} value={email} onChange={setEmail} />
        <PasswordField
          id="login-password"
          label={t.account.password}
          value={password}
          onChange={setPassword}
        />
        <Form.Check
          id="login-remember-me"
          className="mb-3"
          label={t.auth.rememberMe}
          checked={rememberMe}
          onChange={(event) => {
            setRememberMe(event.target.checked);
          }}
        />
        <SubmitButton pending={login.isPending}>{t.auth.login}</SubmitButton>
        <div role="alert" className="mt-3">
          {outcome ? <p className="text-danger mb-1">{outcome.message}</p> : null}
          {outcome?.detail ? <p className="text-danger small mb-1">{outcome.detail}</p> : null}
        </div>
        <p className="mt-3 mb-0 text-body-secondary">
          <Link to={paths.forgotPassword}>{t.auth.forgotPassword}</Link> · {t.auth.noAccountYet}{' '}
          <Link to={paths.register}>{t.auth.register}</Link>
        </p>
      </Form>
      {/* Outside the sign-in form: forms must not nest (their submit events would bubble into this one). */}
      {outcome?.unconfirmedEmail ? <ResendConfirmation email={outcome.unconfirmedEmail} /> : null}
    </>
  );
}
