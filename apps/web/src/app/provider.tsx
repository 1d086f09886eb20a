import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppToaster } from '@/components/app-toaster';
import { AuthProvider } from '@/features/auth/auth-context';
import { ConsentGate } from '@/features/consent/components/consent-gate';
import { createQueryClient } from '@/lib/query-client';

/** Everything around the router: server state, the auth check, toasts and the consent overlay. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        {children}
        <AppToaster />
        <ConsentGate />
      </AuthProvider>
    </QueryClientProvider>
  );
}
