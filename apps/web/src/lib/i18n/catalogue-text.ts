/**
 * Catalogue text in the page's language (docs/decisions/0074): the Spanish title, description or name where
 * staff or a feed wrote one, else the default. URLs keep the default title, so a page has one canonical
 * address whatever its language.
 */
import type { Locale } from '@starlane/contract';
import { useLocale } from './messages';

/** `es` when the page is Spanish and a Spanish text exists, else `text`. */
export const inLocale = (locale: Locale, text: string, es: string | null | undefined): string =>
  locale === 'es' && es ? es : text;

export const videoTitleIn = (locale: Locale, video: { title: string; titleEs?: string | null }): string =>
  inLocale(locale, video.title, video.titleEs);

export const categoryNameIn = (locale: Locale, category: { name: string; nameEs?: string | null }): string =>
  inLocale(locale, category.name, category.nameEs);

/** A video's title in the page's language. */
export const useVideoTitle = (video: { title: string; titleEs?: string | null }): string =>
  videoTitleIn(useLocale(), video);

/** A category's name in the page's language. */
export const useCategoryName = (category: { name: string; nameEs?: string | null }): string =>
  categoryNameIn(useLocale(), category);
