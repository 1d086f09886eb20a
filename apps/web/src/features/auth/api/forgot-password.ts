import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** POST /api/videocomment/forgotPassword `{ Email }`: always 200; a reset mail goes out for a known address. */
export function forgotPassword(email: string): Promise<Message> {
  return api.post<Message>('/api/videocomment/forgotPassword', { Email: email });
}

export const forgotPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'forgot-password'], mutationFn: forgotPassword });

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions());
}
