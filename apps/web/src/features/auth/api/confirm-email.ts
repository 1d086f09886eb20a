import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Message } from '@starlane/contract';
import { api } from '@/lib/api-client';

export interface ConfirmEmailInput {
  userId: string;
  code: string;
}

/**
 * POST /api/account/confirmemail `{ userId, code }` from the mailed link (a new account, or a change of
 * address): 200; 400 when the link is invalid, expired or used; 409 when the new address got taken meanwhile.
 */
export function confirmEmail(input: ConfirmEmailInput): Promise<Message> {
  return api.post<Message>('/api/account/confirmemail', input);
}

export const confirmEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'confirm-email'], mutationFn: confirmEmail });

export function useConfirmEmail() {
  return useMutation(confirmEmailMutationOptions());
}
