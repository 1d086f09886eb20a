/** Facts the legal pages state (spec 1), in one place. */

/** Every legal page was last modified on this day (ISO 8601, shown as is). */
export const LEGAL_LAST_MODIFIED = '2022-11-13';

/** After a counter-notice, the complainant has this many days to file a legal action (DMCA notice). */
export const DMCA_LEGAL_ACTION_DAYS = 10;

/** The 2257 records notice covers content produced after this cut-off date. */
export const RECORDS_CUTOFF_DATE = {
  iso: '1995-07-03',
  /** US notation, as 18 U.S.C. 2257 notices write it. */
  us: 'July 3, 1995',
  /** The same day as the spec writes it. */
  text: '3 July 1995',
} as const;

/** The (fictional) company that runs the site. */
export const COMPANY = {
  name: 'Starlane Media S.L.',
  street: 'Calle del Lucero 7, 3º',
  city: '28004 Madrid',
  country: 'Spain',
} as const;

export const CONTACT_EMAIL = 'contact@starlane.example';
export const PRIVACY_EMAIL = 'privacy@starlane.example';
export const DMCA_EMAIL = 'dmca@starlane.example';
export const RECORDS_EMAIL = 'records@starlane.example';
