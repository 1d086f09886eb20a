/**
 * The client-side checks of the account forms (spec 5), as pure functions returning the first failing
 * message (in the spec's order) or null. Length and strength rules stay on the server, whose field
 * messages the forms show.
 */
import { SIMPLE_EMAIL_PATTERN } from '@starlane/contract';
import { AUTH_MESSAGES } from './messages';

export { SIMPLE_EMAIL_PATTERN };

const blank = (value: string): boolean => value.trim() === '';

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateSignUp({ username, email, password, confirmPassword }: SignUpInput): string | null {
  if (blank(username)) return AUTH_MESSAGES.usernameEmpty;
  if (blank(email)) return AUTH_MESSAGES.emailEmpty;
  if (password !== confirmPassword) return AUTH_MESSAGES.signUpPasswordsDiffer;
  return null;
}

export interface RegisterInput {
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateRegister({ email, password, confirmPassword }: RegisterInput): string | null {
  if (blank(email) || password === '' || confirmPassword === '') return AUTH_MESSAGES.fillInAllFields;
  if (!SIMPLE_EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.invalidEmail;
  if (password !== confirmPassword) return AUTH_MESSAGES.registerPasswordsDiffer;
  return null;
}

export interface LoginInput {
  email: string;
  password: string;
}

export function validateLogin({ email, password }: LoginInput): string | null {
  if (blank(email) || password === '') return AUTH_MESSAGES.fillInAllFields;
  return null;
}

export interface ResetInput {
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateReset({ email, password, confirmPassword }: ResetInput): string | null {
  if (blank(email) || password === '' || confirmPassword === '') return AUTH_MESSAGES.resetFillInAllFields;
  if (password !== confirmPassword) return AUTH_MESSAGES.resetPasswordsDiffer;
  return null;
}
