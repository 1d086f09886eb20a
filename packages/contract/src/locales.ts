/**
 * The site's two languages (docs/decisions/0072): English at the URLs the site always had, Spanish under
 * `/es/…`. Which one a page is in is read from its path alone, so a crawler reaches both without cookies.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The language switch remembers the visitor's choice in this cookie (a year). */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Each language's name in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The path prefix of `locale`'s pages: '' for English, '/es' for Spanish. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The language of the page at `path` (a path, with or without its query). */
export function localeOfPath(path: string): Locale {
  const first = /^\/([^/?#]*)/.exec(path)?.[1]?.toLowerCase();
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** `path` without its language prefix: '/es/videos?x=1' → '/videos?x=1', '/es' → '/'. */
export function withoutLocale(path: string): string {
  const locale = localeOfPath(path);
  if (locale === DEFAULT_LOCALE) return path;
  const rest = path.slice(localePrefix(locale).length);
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/** The same page in `locale`: '/videos' → '/es/videos', '/es/' → '/'. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = withoutLocale(path);
  const prefix = localePrefix(locale);
  if (!prefix) return bare;
  return bare === '/' || /^\/[?#]/.test(bare) ? `${prefix}${bare.slice(1)}` : `${prefix}${bare}`;
}

/**
 * The language an API answer's own texts are in: the `lang` parameter, else the language of
 * `Accept-Language` the site speaks with the highest weight (ties in the header's order; a region such as
 * es-MX counts as its language; q=0 or a malformed weight rules one out), else English.
 */
export function negotiateLocale(lang: unknown, acceptLanguage: string | undefined): Locale {
  if (typeof lang === 'string' && isLocale(lang.toLowerCase())) return lang.toLowerCase() as Locale;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      // RFC 9110 weights: 0 to 1, three decimals at most; a malformed one drops its language.
      const weight = params.find((p) => /^\s*q\s*=/i.test(p));
      const q =
        weight === undefined ? '1' : /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i.exec(weight)?.[1];
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 0 : Number(q),
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
