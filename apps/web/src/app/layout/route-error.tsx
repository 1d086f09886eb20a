import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '@starlane/contract';
import { PageNotFound } from '@/components/not-found';

export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? `: ${error.data}` : '';
    return `${String(error.status)} ${error.statusText}${detail}`;
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** Every route's error fallback (spec 2): the fixed heading and the error's message. */
export function RouteError() {
  const error = useRouteError();
  // A path no route can match, not even the catch-all (the router's patterns stop at a line break or U+2028
  // in the path): the site's own not-found page, never the router's text.
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return (
    <div className="sl-route-error container-xl py-5" role="alert">
      <h1 className="h2">{MESSAGES.routeError}</h1>
      <p className="text-danger-emphasis">{routeErrorMessage(error)}</p>
      <a href="/" className="btn btn-outline-light">
        Back to the home page
      </a>
    </div>
  );
}
