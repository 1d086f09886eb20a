import { apiRoutes, type Message } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

export interface LoginInput {
  email: string;
  password: string;
  /** A 30-day cookie (`useCookies=true`) instead of a browser-session one (`useSessionCookies=true`). */
  rememberMe: boolean;
}

/** POST /login?useCookies=true or ?useSessionCookies=true with `{ email, password }` (the /login form). */
export function login({ email, password, rememberMe }: LoginInput): Promise<Message> {
  return callApi(apiRoutes.auth.login, {
    body: { email, password },
    query: rememberMe ? { useCookies: true } : { useSessionCookies: true },
  });
}

export const useLogin = defineMutation(login, { mutationKey: ['auth', 'login'] });
