import { CONSENT_COOKIE_SUFFIX, DEFAULT_SITE_NAME } from '@/config/constants';

/** The site's name while rendering on the server, where there is no document (set once per process). */
let serverSiteName: string | undefined;

export function setServerSiteName(name: string): void {
  serverSiteName = name;
}

/** The site's name from `<meta name="site-name">` (the server may rewrite it), else 'Starlane'. */
export function getSiteName(doc: Document | undefined = globalThis.document): string {
  if (!doc) return serverSiteName ?? DEFAULT_SITE_NAME;
  const content = doc.querySelector<HTMLMetaElement>('meta[name="site-name"]')?.content.trim();
  if (content) return content;
  return DEFAULT_SITE_NAME;
}

/** `${SITE_NAME}Age`: the cookie that records the visitor's age and cookie consent. */
export function getConsentCookieName(doc: Document | undefined = globalThis.document): string {
  return `${getSiteName(doc)}${CONSENT_COOKIE_SUFFIX}`;
}
