import { apiRoutes, type Message } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

export interface ResetPasswordInput {
  email: string;
  password: string;
  /** From the mailed link, /resetpassword/{code}. */
  code: string;
}

/**
 * POST /api/videocomment/resetpassword `{ Email, Password, Code }`: 200 (every session of the account ends);
 * 400 for a bad, used or expired code, or a password the server refuses (then with `errors.password`).
 */
export function resetPassword({ email, password, code }: ResetPasswordInput): Promise<Message> {
  return callApi(apiRoutes.auth.resetPassword, {
    body: { Email: email, Password: password, Code: code },
  });
}

export const useResetPassword = defineMutation(resetPassword, { mutationKey: ['auth', 'reset-password'] });
