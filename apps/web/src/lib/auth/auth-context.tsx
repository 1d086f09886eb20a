import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PageQueryKey } from '@starlane/contract';
import { useAuthCheck } from './ping-auth';
import { useLogout } from './logout';

export type AuthStatus = 'checking' | 'signedIn' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  /** The signed-in member's e-mail, else null. */
  email: string | null;
  isSignedIn: boolean;
  isChecking: boolean;
  /** POST /logout, then reload the page. */
  signOut: () => void;
  isSigningOut: boolean;
  /** Runs the auth check again (after signing in, for one). */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** Runs the on-load auth check (GET /pingauth with retries) and shares the result. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data } = useAuthCheck();
  const { mutate: signOut, isPending: isSigningOut } = useLogout();

  const value = useMemo<AuthContextValue>(() => {
    const status: AuthStatus = data ? data.status : 'checking';
    return {
      status,
      email: data?.status === 'signedIn' ? data.email : null,
      isSignedIn: status === 'signedIn',
      isChecking: status === 'checking',
      signOut: () => {
        signOut();
      },
      isSigningOut,
      // The ['auth'] prefix covers the auth check and the member's account (/manage/info) alike.
      refresh: () =>
        queryClient.invalidateQueries({ queryKey: ['auth'] satisfies [PageQueryKey<'auth/ping'>[0]] }),
    };
  }, [data, signOut, isSigningOut, queryClient]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
