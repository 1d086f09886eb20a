import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';

export interface SignInBody {
  /** The username or the e-mail address. */
  Username: string;
  Password: string;
  Rememberme: 'true' | 'false';
}

/**
 * POST /api/videocomment/signIn (the /signin form): 200 and a session cookie, 30 days when remembered;
 * 401 when refused (an unconfirmed account is told so), 429 when locked for a while.
 */
export function signIn(body: SignInBody): Promise<Message> {
  return api.post<Message>('/api/videocomment/signIn', body);
}

export const signInMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sign-in'], mutationFn: signIn });

export function useSignIn() {
  return useMutation(signInMutationOptions());
}
