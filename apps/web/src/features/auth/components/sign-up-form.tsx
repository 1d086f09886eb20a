import { useEffect, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import { SIGN_UP_REDIRECT_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSignUp } from '../api/sign-up';
import { fieldMessages } from '@/lib/server-errors';
import { validateSignUp, type SignUpInput } from '../lib/validation';
import { SubmitButton } from '@/components/submit-button';
import { FormAlert } from '@/components/form-alert';
import { TextField, type TextFieldProps } from '@/components/text-field';
import { MESSAGES } from '@starlane/contract';
import { useMessages, type Messages } from '@/lib/i18n/messages';

/** The message(s) for a refused sign-up (spec 8): 399 e-mail exists, 400 username exists or bad fields. */
export function signUpErrorMessages(error: unknown, t?: Messages): string[] {
  const texts = t?.spec ?? MESSAGES;
  const wentWrong = t?.account.somethingWentWrong ?? 'Something went wrong. Please try again.';
  if (!isApiError(error)) return [wentWrong];
  if (error.status === 399) return [texts.emailExists];
  if (error.status === 400) {
    if (
      error.title === MESSAGES.userNameExists ||
      (error.errors.username ?? []).includes(MESSAGES.userNameExists)
    ) {
      return [texts.userNameExists];
    }
    const messages = fieldMessages(error, ['username', 'email', 'password', 'passwordConfirmation']);
    if (messages.length > 0) return messages;
  }
  return [errorMessage(error, wentWrong)];
}

const fields = (
  t: Messages['account'],
): readonly (Omit<TextFieldProps, 'value' | 'onChange'> & { name: keyof SignUpInput })[] => [
  { name: 'username', id: 'signup-username', label: t.username, type: 'text', autoComplete: 'username' },
  { name: 'email', id: 'signup-email', label: t.email, type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    id: 'signup-password',
    label: t.password,
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    id: 'signup-confirm-password',
    label: t.confirmPassword,
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
  const t = useMessages();
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
    const invalid = validateSignUp(values, t.spec);
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
          notify.success(t.spec.signUpWelcome);
        },
        onError: (error) => {
          setProblems(signUpErrorMessages(error, t));
        },
      },
    );
  };

  const done = signUp.isSuccess;
  return (
    <Form noValidate onSubmit={onSubmit}>
      {fields(t.account).map((field) => (
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
          {t.account.signUpDone}
        </p>
      ) : (
        <SubmitButton pending={signUp.isPending}>{t.account.signUp}</SubmitButton>
      )}
      <p className="mt-3 mb-0 text-body-secondary">
        {t.account.alreadyMember} <Link to={paths.signIn}>{t.account.signIn}</Link>
      </p>
    </Form>
  );
}
