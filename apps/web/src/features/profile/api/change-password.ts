import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * POST /api/account/changepassword: 200 and every other session of the member ends (this one stays);
 * 400 with `errors.password` for a wrong current password, `errors.newPassword` for a refused new one.
 */
export function changePassword(input: ChangePasswordInput): Promise<Message> {
  return api.post<Message>('/api/account/changepassword', input);
}

export const changePasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['profile', 'change-password'], mutationFn: changePassword });

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
