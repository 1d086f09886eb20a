import type { ReactNode } from 'react';
import { AGE_LIMIT, CONSENT_COOKIE_LIFETIME_DAYS } from '@/config/constants';
import type { Messages } from '@/lib/i18n/messages';

export type LegalPanelId = 'terms' | 'cookies' | 'privacy';

export interface LegalSummary {
  id: LegalPanelId;
  /** The toggle's text. */
  label: string;
  body: (siteName: string, cookieName: string) => ReactNode;
}

/** Short versions of the legal pages, shown in the consent overlay's panels, in the page's language. */
export function legalSummaries(t: Messages['consent']): readonly LegalSummary[] {
  const lastModified = <p className="small text-body-secondary mb-0">{t.lastModified}</p>;
  return [
    {
      id: 'terms',
      label: t.termsLabel,
      body: (siteName) => (
        <>
          <p>{t.terms1(siteName, AGE_LIMIT)}</p>
          <p>{t.terms2(siteName)}</p>
          {lastModified}
        </>
      ),
    },
    {
      id: 'cookies',
      label: t.cookiesLabel,
      body: (siteName, cookieName) => (
        <>
          <p>
            {t.cookies1Before(siteName)} <code>{cookieName}</code>{' '}
            {t.cookies1After(CONSENT_COOKIE_LIFETIME_DAYS)}
          </p>
          <p>{t.cookies2}</p>
          {lastModified}
        </>
      ),
    },
    {
      id: 'privacy',
      label: t.privacyLabel,
      body: (siteName) => (
        <>
          <p>{t.privacy1(siteName)}</p>
          <p>{t.privacy2}</p>
          {lastModified}
        </>
      ),
    },
  ];
}
