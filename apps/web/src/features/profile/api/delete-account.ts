import { apiRoutes, type Message } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/**
 * POST /api/account/delete `{ password }`: deletes the account and personal data and ends the session;
 * 400 with `errors.password` when the password is wrong.
 */
export function deleteAccount(password: string): Promise<Message> {
  return callApi(apiRoutes.account.remove, { body: { password } });
}

export const useDeleteAccount = defineMutation(deleteAccount, { mutationKey: ['profile', 'delete'] });
