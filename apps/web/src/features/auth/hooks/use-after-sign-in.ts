import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * What follows every successful sign-in: the auth check runs again (the header switches to the member's
 * links), anything cached while anonymous is refetched, then the visitor is taken to `to`.
 */
export function useAfterSignIn(): (to: string) => Promise<void> {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      await refresh();
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      await navigate(to, { replace: true });
    },
    [refresh, queryClient, navigate],
  );
}
