import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import { SIGN_UP_REDIRECT_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSignUp } from '../api/sign-up';
import { ACCOUNT_TEXTS, AUTH_MESSAGES } from '../lib/messages';
import { fieldMessages } from '../lib/server-errors';
import { validateSignUp } from '../lib/validation';
import { FormAlert } from './form-alert';

/** The message(s) for a refused sign-up (spec 8): 399 e-mail exists, 400 username exists or bad fields. */
export function signUpErrorMessages(error: unknown): string[] {
  if (!isApiError(error)) return [ACCOUNT_TEXTS.somethingWentWrong];
  if (error.status === 399) return [AUTH_MESSAGES.emailExists];
  if (error.status === 400) {
    if (
      error.title === AUTH_MESSAGES.usernameExists ||
      (error.errors.username ?? []).includes(AUTH_MESSAGES.usernameExists)
    ) {
      return [AUTH_MESSAGES.usernameExists];
    }
    const messages = fieldMessages(error, ['username', 'email', 'password', 'passwordConfirmation']);
    if (messages.length > 0) return messages;
  }
  return [errorMessage(error, ACCOUNT_TEXTS.somethingWentWrong)];
}

/**
 * The /signup form (username, e-mail, password, confirmation). Checks in the spec's order, then POST /register;
 * on success a welcome toast and, SIGN_UP_REDIRECT_DELAY_MS later, the home page.
 */
export function SignUpForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  useEffect(() => {
    if (!signUp.isSuccess) return undefined;
    const timer = setTimeout(() => {
      void navigate(paths.home);
    }, SIGN_UP_REDIRECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [signUp.isSuccess, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending || signUp.isSuccess) return;
    const invalid = validateSignUp({ username, email, password, confirmPassword });
    if (invalid) {
      setProblems([invalid]);
      return;
    }
    setProblems([]);
    signUp.mutate(
      {
        Username: username.trim(),
        Email: email.trim(),
        Password: password,
        PasswordConfirmation: confirmPassword,
      },
      {
        onSuccess: () => {
          notify.success(AUTH_MESSAGES.signUpWelcome);
        },
        onError: (error) => {
          setProblems(signUpErrorMessages(error));
        },
      },
    );
  };

  const done = signUp.isSuccess;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Form.Group controlId="signup-username" className="mb-3">
        <Form.Label>Username</Form.Label>
        <Form.Control
          autoComplete="username"
          value={username}
          disabled={done}
          onChange={(event) => {
            setUsername(event.target.value);
          }}
        />
      </Form.Group>
      <Form.Group controlId="signup-email" className="mb-3">
        <Form.Label>E-mail</Form.Label>
        <Form.Control
          type="email"
          autoComplete="email"
          value={email}
          disabled={done}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
      </Form.Group>
      <Form.Group controlId="signup-password" className="mb-3">
        <Form.Label>Password</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          value={password}
          disabled={done}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
      </Form.Group>
      <Form.Group controlId="signup-confirm-password" className="mb-3">
        <Form.Label>Confirm password</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          disabled={done}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
          }}
        />
      </Form.Group>
      <FormAlert messages={problems} />
      {done ? (
        <p role="status" className="text-success mb-0">
          Your account is made. Taking you to the home page...
        </p>
      ) : (
        <Button type="submit" variant="primary" disabled={signUp.isPending}>
          Sign up
        </Button>
      )}
      <p className="mt-3 mb-0 text-body-secondary">
        Already a member? <Link to={paths.signIn}>Sign in</Link>
      </p>
    </Form>
  );
}
