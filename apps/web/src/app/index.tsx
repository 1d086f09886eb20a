import type { QueryClient } from '@tanstack/react-query';
import { localePrefix } from '@starlane/contract';
import type { I18n } from '@/lib/i18n/messages';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ queryClient, i18n }: { queryClient?: QueryClient; i18n: I18n }) {
  return (
    <AppProvider i18n={i18n} {...(queryClient ? { queryClient } : {})}>
      <AppRouter basename={localePrefixOf(i18n)} />
    </AppProvider>
  );
}

/** The router's basename: Spanish pages live under /es, so every link of theirs stays in Spanish. */
const localePrefixOf = (i18n: I18n) => localePrefix(i18n.locale);
