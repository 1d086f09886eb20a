import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppToaster } from '@/components/app-toaster';
import { ListingAdSlots } from '@/features/ads/components/listing-ad-slots';
import { AuthProvider } from '@/features/auth/auth-context';
import { ConsentGate } from '@/features/consent/components/consent-gate';
import { ThirdPartyScripts } from '@/features/third-party/components/third-party-scripts';
import { createQueryClient } from '@/lib/query-client';

/**
 * Everything around the router: server state, the auth check, toasts, the consent overlay, the partners'
 * scripts (after consent) and the listing ads of mobile widths.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <ListingAdSlots>{children}</ListingAdSlots>
        <AppToaster />
        <ConsentGate />
        <ThirdPartyScripts />
      </AuthProvider>
    </QueryClientProvider>
  );
}
