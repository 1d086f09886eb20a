import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';

export interface ChangeEmailInput {
  newEmail: string;
  password: string;
}

/**
 * POST /api/account/changeemail: mails a confirmation link to the new address, which replaces the old one
 * only when the link is followed. 400 for a wrong password or a bad address, 409 when the address is taken.
 */
export function changeEmail(input: ChangeEmailInput): Promise<Message> {
  return api.post<Message>('/api/account/changeemail', input);
}

export const changeEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['profile', 'change-email'], mutationFn: changeEmail });

export function useChangeEmail() {
  return useMutation(changeEmailMutationOptions());
}
