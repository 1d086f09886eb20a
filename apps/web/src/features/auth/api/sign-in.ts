import { apiRoutes } from '@starlane/contract';
import { defineMutation, postTo } from '@/lib/define-query';

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
export const signIn = postTo(apiRoutes.auth.signIn);

export const useSignIn = defineMutation(signIn, { mutationKey: ['auth', 'sign-in'] });
