/**
 * The client-side checks of the account forms (spec 5), as pure functions returning the first failing
 * message (in the spec's order) or null. Length and strength rules stay on the server, whose field
 * messages the forms show.
 */
import { MESSAGES, isSimpleEmail } from '@starlane/contract';

const blank = (value: string): boolean => value.trim() === '';

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateSignUp({ username, email, password, confirmPassword }: SignUpInput): string | null {
  if (blank(username)) return MESSAGES.userNameEmpty;
  if (blank(email)) return MESSAGES.emailEmpty;
  if (password !== confirmPassword) return MESSAGES.signUpPasswordsDiffer;
  return null;
}

export interface RegisterInput {
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateRegister({ email, password, confirmPassword }: RegisterInput): string | null {
  if (blank(email) || password === '' || confirmPassword === '') return MESSAGES.fillInAllFields;
  if (!isSimpleEmail(email.trim())) return MESSAGES.invalidEmail;
  if (password !== confirmPassword) return MESSAGES.passwordsDiffer;
  return null;
}

export interface LoginInput {
  email: string;
  password: string;
}

export function validateLogin({ email, password }: LoginInput): string | null {
  if (blank(email) || password === '') return MESSAGES.fillInAllFields;
  return null;
}

export interface ResetInput {
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateReset({ email, password, confirmPassword }: ResetInput): string | null {
  if (blank(email) || password === '' || confirmPassword === '') return MESSAGES.resetFillInAllFields;
  if (password !== confirmPassword) return MESSAGES.resetPasswordsDiffer;
  return null;
}
