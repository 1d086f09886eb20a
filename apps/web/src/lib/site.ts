import { CONSENT_COOKIE_SUFFIX, DEFAULT_SITE_NAME } from '@/config/constants';

/** The site's name from `<meta name="site-name">` (the server may rewrite it), else 'Starlane'. */
export function getSiteName(doc: Document = document): string {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="site-name"]')?.content.trim();
  if (content) return content;
  return DEFAULT_SITE_NAME;
}

/** `${SITE_NAME}Age`: the cookie that records the visitor's age and cookie consent. */
export function getConsentCookieName(doc: Document = document): string {
  return `${getSiteName(doc)}${CONSENT_COOKIE_SUFFIX}`;
}
