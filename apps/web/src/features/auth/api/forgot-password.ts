import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/** POST /api/videocomment/forgotPassword `{ Email }`: always 200; a reset mail goes out for a known address. */
export function forgotPassword(email: string): Promise<Message> {
  return api.post<Message>('/api/videocomment/forgotPassword', { Email: email });
}

export const useForgotPassword = defineMutation(forgotPassword, { mutationKey: ['auth', 'forgot-password'] });
