import { useLocation } from 'react-router';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_NAMES,
  localizedPath,
  type Locale,
} from '@starlane/contract';
import { writeCookie } from '@/lib/cookies';
import { useLocale, useMessages } from '@/lib/i18n/messages';

/**
 * The link to this page in the other language (docs/decisions/0072), in the header and the footer. It
 * remembers the choice in a cookie, which the server follows on later visits; it is a full page load, as
 * the other language's texts and router are another page's.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useMessages();
  const location = useLocation();
  const other: Locale = locale === 'en' ? 'es' : 'en';
  const href = localizedPath(`${location.pathname}${location.search}`, other);
  return (
    <a
      href={href}
      hrefLang={other}
      className={className}
      aria-label={t.language.switchTo}
      onClick={() => {
        writeCookie(LOCALE_COOKIE, other, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'Lax' });
      }}
    >
      <span lang={other}>{LOCALE_NAMES[other]}</span>
    </a>
  );
}
