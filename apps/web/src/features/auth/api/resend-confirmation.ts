import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** POST /api/account/resendconfirmation `{ email }`: always 200 (it does not tell whether the address exists). */
export function resendConfirmation(email: string): Promise<Message> {
  return api.post<Message>('/api/account/resendconfirmation', { email });
}

export const resendConfirmationMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'resend-confirmation'], mutationFn: resendConfirmation });

export function useResendConfirmation() {
  return useMutation(resendConfirmationMutationOptions());
}
