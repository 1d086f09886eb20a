import { apiRoutes } from '@starlane/contract';
import { defineMutation, postTo } from '@/lib/define-query';

export interface ConfirmEmailInput {
  userId: string;
  code: string;
}

/**
 * POST /api/account/confirmemail `{ userId, code }` from the mailed link (a new account, or a change of
 * address): 200; 400 when the link is invalid, expired or used; 409 when the new address got taken meanwhile.
 */
export const confirmEmail = postTo(apiRoutes.auth.confirmEmail);

export const useConfirmEmail = defineMutation(confirmEmail, { mutationKey: ['auth', 'confirm-email'] });
