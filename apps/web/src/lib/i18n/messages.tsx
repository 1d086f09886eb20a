/**
 * The web app's texts per language (docs/decisions/0072). `Messages` is the English catalogue's shape: the
 * Spanish one is typed by it, so a missing or extra key does not compile. The browser loads the page's
 * language alone (each catalogue is its own lazy chunk, preloaded by the server); the server-rendering
 * bundle has both, and each render gets its page's through the context.
 */
import { createContext, use, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@starlane/contract';
import type { Messages } from './en';

export type { Messages };

export interface I18n {
  locale: Locale;
  t: Messages;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18n(): I18n {
  const value = use(I18nContext);
  if (!value) throw new Error('No I18nProvider around this component');
  return value;
}

/** The page's texts. */
export const useMessages = (): Messages => useI18n().t;
/** The page's language. */
export const useLocale = (): Locale => useI18n().locale;

/** The catalogue of `locale`, fetched as its own chunk. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return (await import('./en')).en;
  return (await import('./es')).es;
}

/** The Vite module id of `locale`'s catalogue, for the server's modulepreload of it. */
export const messagesModule = (locale: Locale): string => `src/lib/i18n/${locale}.ts`;
