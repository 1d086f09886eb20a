import { apiRoutes, type Message } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/** POST /api/account/resendconfirmation `{ email }`: always 200 (it does not tell whether the address exists). */
export function resendConfirmation(email: string): Promise<Message> {
  return callApi(apiRoutes.auth.resendConfirmation, { body: { email } });
}

export const useResendConfirmation = defineMutation(resendConfirmation, {
  mutationKey: ['auth', 'resend-confirmation'],
});
