import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';
import { apiRoutes, type RegisterResult } from '@starlane/contract';

export interface SignUpBody {
  Username?: string;
  Email: string;
  Password: string;
  PasswordConfirmation?: string;
}

/** What the /register form sends (spec 7): the server derives the username from the address. */
export interface RegisterBody {
  email: string;
  password: string;
}

/**
 * POST /register: 200 and a confirmation mail; 399 when the e-mail exists; 400 when the username exists or
 * a field is invalid (messages per field); 429 when rate-limited. The /register form sends only the e-mail
 * and password, the /signup form all four fields.
 */
export function signUp(body: SignUpBody | RegisterBody): Promise<RegisterResult> {
  return callApi(apiRoutes.auth.register, { body });
}

export const useSignUp = defineMutation(signUp, { mutationKey: ['auth', 'sign-up'] });
