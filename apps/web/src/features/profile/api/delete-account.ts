import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';

/**
 * POST /api/account/delete `{ password }`: deletes the account and personal data and ends the session;
 * 400 with `errors.password` when the password is wrong.
 */
export function deleteAccount(password: string): Promise<Message> {
  return api.post<Message>('/api/account/delete', { password });
}

export const deleteAccountMutationOptions = () =>
  mutationOptions({ mutationKey: ['profile', 'delete'], mutationFn: deleteAccount });

export function useDeleteAccount() {
  return useMutation(deleteAccountMutationOptions());
}
