import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageNotFound } from '@/components/not-found';
import { useLocale, useMessages } from '@/lib/i18n/messages';
import { localizedPath } from '@starlane/contract';

export function routeErrorMessage(error: unknown, unknown = 'Unknown error'): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? `: ${error.data}` : '';
    return `${String(error.status)} ${error.statusText}${detail}`;
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return unknown;
}

/** Every route's error fallback (spec 2): the fixed heading and the error's message. */
export function RouteError() {
  const error = useRouteError();
  const t = useMessages();
  const locale = useLocale();
  // A path no route can match, not even the catch-all (the router's patterns stop at a line break or U+2028
  // in the path): the site's own not-found page, never the router's text.
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return (
    <div className="sl-route-error container-xl py-5" role="alert">
      <h1 className="h2">{t.spec.routeError}</h1>
      <p className="text-danger-emphasis">{routeErrorMessage(error, t.common.unknownError)}</p>
      <a href={localizedPath('/', locale)} className="btn btn-outline-light">
        {t.common.backHome}
      </a>
    </div>
  );
}
