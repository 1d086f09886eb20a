import { apiRoutes, type Message } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/** POST /api/videocomment/forgotPassword `{ Email }`: always 200; a reset mail goes out for a known address. */
export function forgotPassword(email: string): Promise<Message> {
  return callApi(apiRoutes.auth.forgotPassword, { body: { Email: email } });
}

export const useForgotPassword = defineMutation(forgotPassword, { mutationKey: ['auth', 'forgot-password'] });
