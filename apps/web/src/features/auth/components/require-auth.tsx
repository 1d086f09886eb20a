import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingMessage } from '@/components/loading-message';
import { useAuth } from '@/lib/auth/auth-context';
import { signInPathFor } from '../lib/return-to';

/**
 * Member-only content (routes with `handle: { auth: true }`): waits for the auth check, then sends visitors
 * to /signin with a `returnTo` that brings them back here once signed in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <LoadingMessage />;
  if (status === 'anonymous') {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInPathFor(here)} replace state={{ from: here }} />;
  }
  return children;
}
