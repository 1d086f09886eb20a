import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ListingAdSlots } from '@/features/ads/components/listing-ad-slots';
import { AuthProvider } from '@/lib/auth/auth-context';
import { ConsentGate } from '@/features/consent/components/consent-gate';
import { ThirdPartyScripts } from '@/features/third-party/components/third-party-scripts';
import { createQueryClient } from '@/lib/query-client';
import { I18nProvider, type I18n } from '@/lib/i18n/messages';
import { useHydrated } from '@/lib/use-hydrated';

// Toasts only follow what a visitor does, so the toaster (and react-hot-toast) load after hydration, outside
// every page's initial JavaScript. The server renders no toaster, and neither does the first client render.
const AppToaster = lazy(() => import('@/components/app-toaster').then((m) => ({ default: m.AppToaster })));

function LateToaster() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/**
 * Everything around the router: server state, the auth check, toasts, the consent overlay, the partners'
 * scripts (after consent) and the listing ads of mobile widths.
 */
export function AppProvider({
  children,
  queryClient,
  i18n,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The page's language and its texts (docs/decisions/0072). */
  i18n: I18n;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nProvider value={i18n}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <ListingAdSlots>{children}</ListingAdSlots>
          <LateToaster />
          <ConsentGate />
          <ThirdPartyScripts />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
