import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/** POST /api/account/resendconfirmation `{ email }`: always 200 (it does not tell whether the address exists). */
export function resendConfirmation(email: string): Promise<Message> {
  return api.post<Message>('/api/account/resendconfirmation', { email });
}

export const useResendConfirmation = defineMutation(resendConfirmation, {
  mutationKey: ['auth', 'resend-confirmation'],
});
