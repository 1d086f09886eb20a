import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingMessage } from '@/components/loading-message';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The global layout (spec 2): sticky header, the page, footer. Pages load lazily inside it. */
export function RootLayout() {
  return (
    <div className="sl-app">
      <a href="#main" className="visually-hidden-focusable sl-skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="sl-main container-xl" tabIndex={-1}>
        <Suspense fallback={<LoadingMessage />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
