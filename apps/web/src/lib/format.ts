/**
 * Every number, date and length the site shows, formatted with Intl for the page's language (docs/decisions/
 * 0073). The words around a figure ("views", "this week") are the catalogue's, so the untranslated-key test
 * sees them; the figures are Intl's ("12,345" in English, "12.345" in Spanish).
 */
import { useMemo } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@starlane/contract';
import { COMMENT_DATE_FORMAT, COMMENT_DATE_LOCALE } from '@/config/constants';
import { useLocale, useMessages, type Messages } from './i18n/messages';

/** The BCP 47 tag Intl formats each language with (Spanish of Spain, as the catalogue is). */
const INTL_TAG: Record<Locale, string> = { en: 'en', es: 'es-ES' };

export type WindowName = 'today' | 'week' | 'month';
export type CountNoun = 'views' | 'ratings' | 'comments';

/** A length in seconds, clamped to a whole, non-negative number. */
const wholeSeconds = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

export interface Format {
  /** A length as m:ss, or h:mm:ss from one hour up, in the language's digits. */
  duration: (seconds: number) => string;
  /** A length read out in words ("3 minutes, 5 seconds"), for screen readers. */
  spokenDuration: (seconds: number) => string;
  /** A count with the language's grouping ("12,345" / "12.345"). */
  count: (value: number) => string;
  /** "1 view", "12,345 views". */
  views: (value: number) => string;
  /** A count with its noun: "3 ratings", "1 comment". */
  counted: (value: number, noun: CountNoun) => string;
  /** A count over a toplist's window: "34 views this week". */
  windowCount: (value: number, noun: CountNoun, window: WindowName) => string;
  /** The words of a window after a figure ("this week"). */
  windowWords: (window: WindowName) => string;
  /** The average rating with one decimal ("4.2" / "4,2"); 0 when nobody rated yet (spec 5). */
  rating: (average: number) => string;
  /** A comment's date: the spec's Danish form on English pages, the same fields in Spanish on Spanish ones. */
  commentDate: (iso: string) => string;
  /** A date and time ("28 Nov 2026, 11:05"). */
  dateTime: (iso: string) => string;
  /** A calendar day ("28 Nov 2026"). */
  date: (iso: string) => string;
  /** How long ago (or ahead) `iso` is from `now`: "3 days ago", "hace 3 días". */
  relative: (iso: string, now?: number) => string;
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

function readDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The formatters of `locale`, with `t`'s words around the figures. */
export function makeFormat(locale: Locale, t: Messages): Format {
  const tag = INTL_TAG[locale];
  const number = new Intl.NumberFormat(tag);
  const twoDigits = new Intl.NumberFormat(tag, { minimumIntegerDigits: 2, useGrouping: false });
  const plain = new Intl.NumberFormat(tag, { useGrouping: false });
  const oneDecimal = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const plural = new Intl.PluralRules(tag);
  const unit = (name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'long' });
  const units = { hour: unit('hour'), minute: unit('minute'), second: unit('second') };
  const list = new Intl.ListFormat(tag, { style: 'long', type: 'unit' });
  const comments = new Intl.DateTimeFormat(
    locale === DEFAULT_LOCALE ? COMMENT_DATE_LOCALE : tag,
    COMMENT_DATE_FORMAT,
  );
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  const noun = (value: number, name: CountNoun) => {
    const [one, many] = t.format.nouns[name];
    return plural.select(value) === 'one' ? one : many;
  };
  const counted = (value: number, name: CountNoun) => `${number.format(value)} ${noun(value, name)}`;
  const onDate = (iso: string, format: Intl.DateTimeFormat) => {
    const date = readDate(iso);
    return date ? format.format(date) : iso;
  };

  return {
    duration: (value) => {
      const safe = wholeSeconds(value);
      const hours = Math.floor(safe / 3600);
      const minutes = Math.floor((safe % 3600) / 60);
      const ss = twoDigits.format(safe % 60);
      if (hours > 0) return `${plain.format(hours)}:${twoDigits.format(minutes)}:${ss}`;
      return `${plain.format(minutes)}:${ss}`;
    },
    spokenDuration: (value) => {
      const safe = wholeSeconds(value);
      const parts: [keyof typeof units, number][] = [
        ['hour', Math.floor(safe / 3600)],
        ['minute', Math.floor((safe % 3600) / 60)],
        ['second', safe % 60],
      ];
      const said = parts.filter(([, n]) => n > 0).map(([name, n]) => units[name].format(n));
      return said.length > 0 ? list.format(said) : units.second.format(0);
    },
    count: (value) => number.format(value),
    views: (value) => counted(value, 'views'),
    counted,
    windowCount: (value, name, window) => `${counted(value, name)} ${t.format.windows[window]}`,
    windowWords: (window) => t.format.windows[window],
    rating: (average) => oneDecimal.format(Number.isFinite(average) ? average : 0),
    commentDate: (iso) => onDate(iso, comments),
    dateTime: (iso) => onDate(iso, dateTime),
    date: (iso) => onDate(iso, day),
    relative: (iso, now = Date.now()) => {
      const date = readDate(iso);
      if (!date) return iso;
      let amount = (date.getTime() - now) / 1000;
      for (const [name, size] of RELATIVE_STEPS) {
        if (Math.abs(amount) < size) return relative.format(Math.round(amount), name);
        amount /= size;
      }
      return relative.format(Math.round(amount), 'year');
    },
  };
}

const cache = new Map<Messages, Format>();

/** The formatters of `locale` (made once per catalogue: Intl formatters are costly to build). */
export function formatFor(locale: Locale, t: Messages): Format {
  let format = cache.get(t);
  if (!format) {
    format = makeFormat(locale, t);
    cache.set(t, format);
  }
  return format;
}

/** The page's formatters. */
export function useFormat(): Format {
  const locale = useLocale();
  const t = useMessages();
  return useMemo(() => formatFor(locale, t), [locale, t]);
}
