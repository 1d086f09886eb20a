import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, negotiateLocale, withoutLocale } from './locales.js';
import { isPagePath } from './routes.js';

describe('locales', () => {
  it('reads the language from the path alone', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/video/a/B')).toBe('en');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/video/a/B?x=1')).toBe('es');
    expect(localeOfPath('/ES/videos')).toBe('es');
    expect(localeOfPath('/espresso')).toBe('en');
    expect(localeOfPath('/en/videos')).toBe('en');
  });

  it('moves a path between languages, query kept', () => {
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/videos?page=2', 'es')).toBe('/es/videos?page=2');
    expect(localizedPath('/es/videos?page=2', 'en')).toBe('/videos?page=2');
    expect(localizedPath('/es', 'en')).toBe('/');
    expect(localizedPath('/es?x=1', 'en')).toBe('/?x=1');
    expect(localizedPath('/?x=1', 'es')).toBe('/es?x=1');
    expect(localizedPath('/es/videos', 'es')).toBe('/es/videos');
    expect(withoutLocale('/es/')).toBe('/');
  });

  it('knows Spanish pages as pages, and nothing else under /es', () => {
    expect(isPagePath('/es')).toBe(true);
    expect(isPagePath('/es/video/abc/Title')).toBe(true);
    expect(isPagePath('/es/toplists/mostrated')).toBe(true);
    expect(isPagePath('/es/api/video')).toBe(false);
  });

  it('picks the language of API texts: lang, then Accept-Language by weight, else English', () => {
    expect(negotiateLocale('es', 'en')).toBe('es');
    expect(negotiateLocale('ES', undefined)).toBe('es');
    expect(negotiateLocale('fr', 'es-ES,es;q=0.9')).toBe('es');
    expect(negotiateLocale(undefined, 'fr-FR, en;q=0.5, es;q=0.8')).toBe('es');
    expect(negotiateLocale(undefined, 'es;q=0, en')).toBe('en');
    expect(negotiateLocale(undefined, 'de')).toBe('en');
    expect(negotiateLocale(undefined, undefined)).toBe('en');
    expect(negotiateLocale(undefined, 'es-MX;q=0.7, fr;q=0.9')).toBe('es');
    expect(negotiateLocale(undefined, 'es;q=abc, en;q=0.1')).toBe('en');
    expect(negotiateLocale(undefined, 'es;q=1.5')).toBe('en');
    expect(negotiateLocale(undefined, 'en;q=0.5, es;Q=0.500')).toBe('en');
    expect(negotiateLocale(undefined, '*, es;q=0.2')).toBe('es');
    expect(negotiateLocale('fr', undefined)).toBe('en');
  });
});
