import { apiRoutes } from '@starlane/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notifyError } from '@/lib/toast';
import { useMessages } from '@/lib/i18n/messages';

/** POST /logout with an empty body: ends the session. */
export async function logout(): Promise<void> {
  await callApi(apiRoutes.auth.logout);
}

/** Signing out reloads the page on success (spec 4); a failure is toasted. */
export const logoutMutationOptions = (
  reload: () => void = () => {
    window.location.reload();
  },
  failed = 'Signing out failed. Please try again.',
) =>
  mutationOptions({
    mutationKey: ['auth', 'logout'],
    mutationFn: logout,
    onSuccess: reload,
    onError: (error) => {
      notifyError(error, failed);
    },
  });

export function useLogout() {
  const t = useMessages();
  return useMutation(
    logoutMutationOptions(() => {
      window.location.reload();
    }, t.common.signOutFailed),
  );
}
