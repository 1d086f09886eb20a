import { lazy, Suspense } from 'react';
import { consentStore as defaultStore, useHasConsented, type ConsentStore } from '@/lib/consent-store';
import { useHydrated } from '@/lib/use-hydrated';

/** Loaded only for visitors without the consent cookie, so returning visitors never download it. */
const ConsentOverlay = lazy(() => import('./consent-overlay'));

/**
 * Whether the server saw the consent cookie with the request for this page (it marks the page so): a
 * returning visitor's page then never loads the dialog, whatever the browser's cookie store says first.
 */
const serverSawConsent = () =>
  typeof document !== 'undefined' && document.querySelector('meta[name="consent-given"]') !== null;

/** Shows the age and cookie consent overlay until the consent cookie exists. */
export function ConsentGate({ store = defaultStore }: { store?: ConsentStore }) {
  const consented = useHasConsented(store);
  // A dialog in a portal: the browser shows it over the server-rendered page once hydrated, so the page's
  // HTML is all there underneath and nothing moves when it appears.
  const hydrated = useHydrated();
  if (consented || !hydrated || serverSawConsent()) return null;
  return (
    <Suspense fallback={<div className="sl-consent-pending" aria-hidden="true" />}>
      <ConsentOverlay store={store} />
    </Suspense>
  );
}
