import { apiRoutes } from '@starlane/contract';
import { defineMutation, postTo } from '@/lib/define-query';

export interface ChangeEmailInput {
  newEmail: string;
  password: string;
}

/**
 * POST /api/account/changeemail: mails a confirmation link to the new address, which replaces the old one
 * only when the link is followed. 400 for a wrong password or a bad address, 409 when the address is taken.
 */
export const changeEmail = postTo(apiRoutes.account.changeEmail);

export const useChangeEmail = defineMutation(changeEmail, { mutationKey: ['profile', 'change-email'] });
