import type { ReactNode } from 'react';
import { AGE_LIMIT, CONSENT_COOKIE_LIFETIME_DAYS } from '@/config/constants';

export type LegalPanelId = 'terms' | 'cookies' | 'privacy';

export interface LegalSummary {
  id: LegalPanelId;
  /** The toggle's text. */
  label: string;
  body: (siteName: string, cookieName: string) => ReactNode;
}

const LAST_MODIFIED = '13 November 2022';

/** Short versions of the legal pages, shown in the consent overlay's panels. */
export const LEGAL_SUMMARIES: readonly LegalSummary[] = [
  {
    id: 'terms',
    label: 'Terms and conditions',
    body: (siteName) => (
      <>
        <p>
          By entering {siteName} you affirm that you are at least {AGE_LIMIT} years old (or the age of
          majority where you live, if that is higher) and that viewing adult-oriented material is legal for
          you.
        </p>
        <p>
          These terms are governed by Spanish law and any dispute falls under the jurisdiction of the courts
          of Spain. Accounts that repeatedly violate these terms are terminated. {siteName} reserves the right
          to charge fees for some features in the future.
        </p>
        <p className="small text-body-secondary mb-0">Last modified {LAST_MODIFIED}.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    label: 'Cookie policy',
    body: (siteName, cookieName) => (
      <>
        <p>
          {siteName} uses a cookie named <code>{cookieName}</code> to remember, for{' '}
          {CONSENT_COOKIE_LIFETIME_DAYS} days, that you confirmed your age and accepted cookies. When you sign
          in, a session cookie keeps you signed in.
        </p>
        <p>
          After you accept, our advertising partners, our analytics service and the live-cam widget may set
          their own cookies to show and measure ads and to count visits. You can delete cookies at any time in
          your browser settings.
        </p>
        <p className="small text-body-secondary mb-0">Last modified {LAST_MODIFIED}.</p>
      </>
    ),
  },
  {
    id: 'privacy',
    label: 'Privacy policy',
    body: (siteName) => (
      <>
        <p>
          If you become a member, {siteName} stores your username, e-mail address and password (hashed), and
          the ratings, comments, favourites and playlists you create. We use them only to run the site and do
          not sell them.
        </p>
        <p>
          We keep basic usage data (such as which videos are viewed) to build toplists and statistics. You can
          ask us to see or delete your data through the contact page.
        </p>
        <p className="small text-body-secondary mb-0">Last modified {LAST_MODIFIED}.</p>
      </>
    ),
  },
];
