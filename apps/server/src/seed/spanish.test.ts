import { describe, expect, it } from 'vitest';
import { checkVtt, vttSeconds } from '../catalogue/index.js';
import { videoTitle } from './names.js';
import { Random } from './random.js';
import { CATEGORY_NAMES_ES, demoCaptions, spanishTitle } from './spanish.js';

describe('the demo catalogue in Spanish', () => {
  it('translates every shape of demo title, with the adjective agreeing with its noun', () => {
    expect(spanishTitle('Golden Sunset in Lantern Bay')).toBe('Atardecer dorado en Lantern Bay');
    expect(spanishTitle('Sunny Serenade')).toBe('Serenata soleada');
    expect(spanishTitle('The Parade at the Lighthouse')).toBe('Desfile en el Faro');
    expect(spanishTitle('Stroll in Old Harbour, Part 2')).toBe('Paseo en el Puerto Viejo, parte 2');
    expect(spanishTitle('An Electric Escape')).toBe('Huida eléctrica');
    expect(spanishTitle('The Rooftop: Lazy Weekend')).toBe('La Azotea: fin de semana perezoso');
    const rng = new Random(7);
    for (let i = 0; i < 500; i++) {
      const title = videoTitle(rng);
      expect(spanishTitle(title), title).toMatch(/^\p{Lu}/u);
    }
  });

  it('names every base category in Spanish', () => {
    expect(Object.keys(CATEGORY_NAMES_ES)).toHaveLength(48);
    expect(Object.values(CATEGORY_NAMES_ES).every((name) => name.length > 0)).toBe(true);
  });

  it('writes valid captions that end within the clip, for the clip lengths of the demo (8 to 12 s)', () => {
    for (const length of [8, 9.5, 10, 11, 12]) {
      for (const lang of ['en', 'es'] as const) {
        const vtt = demoCaptions(length, lang);
        expect(checkVtt(vtt), vtt).toEqual({ ok: true, cues: 4 });
        const ends = [...vtt.matchAll(/--> (\S+)/g)].map((m) => vttSeconds(m[1]!)!);
        expect(Math.max(...ends)).toBeLessThanOrEqual(length);
      }
    }
    expect(demoCaptions(10, 'es')).toContain('Las barras de colores cruzan la pantalla.');
  });
});
