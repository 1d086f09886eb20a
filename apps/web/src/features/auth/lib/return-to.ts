/**
 * Where to send a visitor after signing in. Only same-site paths are accepted: a `returnTo` of
 * `//evil.example` or `https://...` would turn the sign-in page into an open redirect.
 */
import { paths } from '@/config/paths';

export const RETURN_TO_PARAM = 'returnTo';

/** Pages it makes no sense to come back to after signing in. */
const AUTH_PAGES = [
  '/signin',
  '/signup',
  '/login',
  '/register',
  '/authentication/login',
  '/authentication/register',
  '/forgotpassword',
  '/resetpassword',
  '/confirmemail',
];

/**
 * Control characters (C0, DEL, C1) and the line and paragraph separators: a browser drops tab, CR and LF from a
 * URL, so `/\t/host/x` would become `//host/x`, another site (docs/decisions/0053).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const SAME_SITE = 'http://same-site.invalid';

/** What the browser will make of the path is still a page of this site. */
function staysOnSite(path: string): boolean {
  try {
    return new URL(path, SAME_SITE).origin === SAME_SITE;
  } catch {
    return false;
  }
}

export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (CONTROL.test(value)) return null;
  if (!staysOnSite(value)) return null;
  const pathname = value.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (AUTH_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return null;
  return value;
}

/** The sign-in page's URL that brings the visitor back to `returnTo` afterwards. */
export function signInPathFor(returnTo: string): string {
  return `${paths.signIn}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`;
}

/** A same-origin referrer's path (full page loads only; in-app navigation leaves no referrer). */
export function referrerPath(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Where the sign-in page sends a member: the guard's `returnTo` parameter, then a `from` in the
 * navigation state, then the referring page, else home.
 */
export function resolveReturnTo(search: URLSearchParams, state: unknown, referrer: string | null): string {
  const fromState =
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null;
  return (
    safeReturnTo(search.get(RETURN_TO_PARAM)) ??
    safeReturnTo(fromState) ??
    safeReturnTo(referrer) ??
    paths.home
  );
}
