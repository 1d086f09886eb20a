import { apiRoutes } from '@starlane/contract';
import { defineMutation, postTo } from '@/lib/define-query';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * POST /api/account/changepassword: 200 and every other session of the member ends (this one stays);
 * 400 with `errors.password` for a wrong current password, `errors.newPassword` for a refused new one.
 */
export const changePassword = postTo(apiRoutes.account.changePassword);

export const useChangePassword = defineMutation(changePassword, {
  mutationKey: ['profile', 'change-password'],
});
