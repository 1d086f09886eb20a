/**
 * The client-side checks of the account forms (spec 5), as pure functions returning the first failing
 * message (in the spec's order) or null. Length and strength rules stay on the server, whose field
 * messages the forms show.
 */
import { MESSAGES, isSimpleEmail } from '@starlane/contract';
import type { Messages } from '@/lib/i18n/messages';

/** The spec's texts in the page's language (the English by default). */
type SpecTexts = Messages['spec'];

const blank = (value: string): boolean => value.trim() === '';

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateSignUp(
  { username, email, password, confirmPassword }: SignUpInput,
  texts: SpecTexts = MESSAGES,
): string | null {
  if (blank(username)) return texts.userNameEmpty;
  if (blank(email)) return texts.emailEmpty;
  if (password !== confirmPassword) return texts.signUpPasswordsDiffer;
  return null;
}

export interface RegisterInput {
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateRegister(
  { email, password, confirmPassword }: RegisterInput,
  texts: SpecTexts = MESSAGES,
): string | null {
  if (blank(email) || password === '' || confirmPassword === '') return texts.fillInAllFields;
  if (!isSimpleEmail(email.trim())) return texts.invalidEmail;
  if (password !== confirmPassword) return texts.passwordsDiffer;
  return null;
}

export interface LoginInput {
  email: string;
  password: string;
}

export function validateLogin({ email, password }: LoginInput, texts: SpecTexts = MESSAGES): string | null {
  if (blank(email) || password === '') return texts.fillInAllFields;
  return null;
}

export interface ResetInput {
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateReset(
  { email, password, confirmPassword }: ResetInput,
  texts: SpecTexts = MESSAGES,
): string | null {
  if (blank(email) || password === '' || confirmPassword === '') return texts.resetFillInAllFields;
  if (password !== confirmPassword) return texts.resetPasswordsDiffer;
  return null;
}
