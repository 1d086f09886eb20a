import { useEffect, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import { SIGN_UP_REDIRECT_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSignUp } from '../api/sign-up';
import { ACCOUNT_TEXTS } from '../lib/messages';
import { fieldMessages } from '@/lib/server-errors';
import { validateSignUp, type SignUpInput } from '../lib/validation';
import { SubmitButton } from '@/components/submit-button';
import { FormAlert } from '@/components/form-alert';
import { TextField, type TextFieldProps } from '@/components/text-field';
import { MESSAGES } from '@starlane/contract';

/** The message(s) for a refused sign-up (spec 8): 399 e-mail exists, 400 username exists or bad fields. */
export function signUpErrorMessages(error: unknown): string[] {
  if (!isApiError(error)) return [ACCOUNT_TEXTS.somethingWentWrong];
  if (error.status === 399) return [MESSAGES.emailExists];
  if (error.status === 400) {
    if (
      error.title === MESSAGES.userNameExists ||
      (error.errors.username ?? []).includes(MESSAGES.userNameExists)
    ) {
      return [MESSAGES.userNameExists];
    }
    const messages = fieldMessages(error, ['username', 'email', 'password', 'passwordConfirmation']);
    if (messages.length > 0) return messages;
  }
  return [errorMessage(error, ACCOUNT_TEXTS.somethingWentWrong)];
}

const FIELDS: readonly (Omit<TextFieldProps, 'value' | 'onChange'> & { name: keyof SignUpInput })[] = [
  { name: 'username', id: 'signup-username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'email', id: 'signup-email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    id: 'signup-password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    id: 'signup-confirm-password',
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
  },
];
const EMPTY: SignUpInput = { username: '', email: '', password: '', confirmPassword: '' };

/**
 * The /signup form (username, e-mail, password, confirmation). Checks in the spec's order, then POST /register;
 * on success a welcome toast and, SIGN_UP_REDIRECT_DELAY_MS later, the home page.
 */
export function SignUpForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [values, setValues] = useState<SignUpInput>(EMPTY);
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
    const invalid = validateSignUp(values);
    if (invalid) {
      setProblems([invalid]);
      return;
    }
    setProblems([]);
    signUp.mutate(
      {
        Username: values.username.trim(),
        Email: values.email.trim(),
        Password: values.password,
        PasswordConfirmation: values.confirmPassword,
      },
      {
        onSuccess: () => {
          notify.success(MESSAGES.signUpWelcome);
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
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          {...field}
          value={values[field.name]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field.name]: value }));
          }}
          disabled={done}
        />
      ))}
      <FormAlert messages={problems} />
      {done ? (
        <p role="status" className="text-success mb-0">
          Your account is made. Taking you to the home page...
        </p>
      ) : (
        <SubmitButton pending={signUp.isPending}>Sign up</SubmitButton>
      )}
      <p className="mt-3 mb-0 text-body-secondary">
        Already a member? <Link to={paths.signIn}>Sign in</Link>
      </p>
    </Form>
  );
}
