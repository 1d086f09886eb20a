import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingMessage } from '@/components/loading-message';
import { useMessages } from '@/lib/i18n/messages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The global layout (spec 2): sticky header, the page, footer. Pages load lazily inside it. */
export function RootLayout() {
  const t = useMessages();
  return (
    <div className="sl-app">
      <a href="#main" className="visually-hidden-focusable sl-skip-link">
        {t.layout.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="sl-main container-xl" tabIndex={-1}>
        <Suspense fallback={<LoadingMessage />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}

/**
 * Marks the page interactive: until then a server-rendered form would submit natively and a click on a
 * control would be lost. It sits inside the page's Suspense boundary because a lazily loaded page hydrates
 * after the shell: its effect runs only once the page itself has hydrated. Browser tests wait for the mark
 * before they type (e2e/support/browser.ts).
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
