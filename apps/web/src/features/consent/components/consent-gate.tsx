import { lazy, Suspense } from 'react';
import { consentStore as defaultStore, useHasConsented, type ConsentStore } from '../consent-store';

/** Loaded only for visitors without the consent cookie, so returning visitors never download it. */
const ConsentOverlay = lazy(() => import('./consent-overlay'));

/** Shows the age and cookie consent overlay until the consent cookie exists. */
export function ConsentGate({ store = defaultStore }: { store?: ConsentStore }) {
  const consented = useHasConsented(store);
  if (consented) return null;
  return (
    <Suspense fallback={<div className="sl-consent-pending" aria-hidden="true" />}>
      <ConsentOverlay store={store} />
    </Suspense>
  );
}
