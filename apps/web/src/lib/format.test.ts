import { describe, expect, it } from 'vitest';
import { formatFor } from './format';
import { en } from './i18n/en';
import { es } from './i18n/es';

describe('formatting for the page language', () => {
  const english = formatFor('en', en);
  const spanish = formatFor('es', es);

  it('groups counts as each language does and keeps the noun in the language', () => {
    expect(english.views(12345)).toBe('12,345 views');
    expect(english.views(1)).toBe('1 view');
    expect(spanish.views(12345)).toBe('12.345 visualizaciones');
    expect(spanish.views(1)).toBe('1 visualización');
    expect(spanish.windowCount(34, 'comments', 'week')).toBe('34 comentarios esta semana');
    expect(english.windowCount(1, 'ratings', 'today')).toBe('1 rating today');
  });

  it('writes the decimal mark of the language in ratings', () => {
    expect(english.rating(4.25)).toBe('4.3');
    expect(spanish.rating(4.25)).toBe('4,3');
    expect(spanish.rating(Number.NaN)).toBe('0,0');
  });

  it('keeps m:ss and h:mm:ss for lengths in both languages, and says them in words', () => {
    for (const format of [english, spanish]) {
      expect(format.duration(5)).toBe('0:05');
      expect(format.duration(3725)).toBe('1:02:05');
      expect(format.duration(-3)).toBe('0:00');
    }
    expect(english.spokenDuration(185)).toBe('3 minutes, 5 seconds');
    expect(spanish.spokenDuration(3661)).toBe('1 hora, 1 minuto y 1 segundo');
  });

  it('dates comments as the spec says on English pages (Danish) and in Spanish on Spanish ones', () => {
    const iso = '2026-11-28T10:05:00Z';
    const danish = new Intl.DateTimeFormat('da-DK', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).format(new Date(iso));
    expect(english.commentDate(iso)).toBe(danish);
    expect(spanish.commentDate(iso)).toMatch(/^28\/11\/2026,? \d{1,2}:05$/);
    expect(spanish.commentDate('not a date')).toBe('not a date');
  });

  it('says relative times in the language', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(english.relative('2026-11-25T12:00:00Z', now)).toBe('3 days ago');
    expect(spanish.relative('2026-11-25T12:00:00Z', now)).toBe('hace 3 días');
    expect(spanish.relative('2026-11-28T11:59:30Z', now)).toBe('hace 30 segundos');
    expect(english.relative('2026-11-27T12:00:00Z', now)).toBe('yesterday');
  });

  it('writes dates with month names of the language', () => {
    expect(spanish.date('2026-11-28T12:00:00Z')).toBe('28 nov 2026');
    expect(english.date('2026-11-28T12:00:00Z')).toBe('Nov 28, 2026');
  });
});
