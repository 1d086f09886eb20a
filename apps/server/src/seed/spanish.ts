import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Storage } from '../infra/storage.js';

/*
 * The demo catalogue in Spanish (docs/decisions/0074): Spanish names for the base categories, and for a few
 * videos a Spanish title and description and caption tracks in both languages. The captions describe what
 * the test-pattern clips show (moving colour bars and a steady tone), timed to each clip's real length.
 */

// prettier-ignore
export const CATEGORY_NAMES_ES: Readonly<Record<string, string>> = {
  'Neon Nights': 'Noches de neón', 'Beach Day': 'Día de playa', Retro: 'Retro', Studio: 'Estudio',
  Outdoor: 'Al aire libre', Cosplay: 'Cosplay', Dance: 'Baile', Fitness: 'Fitness', 'Road Trip': 'Viaje por carretera',
  'City Lights': 'Luces de la ciudad', Sunset: 'Atardecer', Vintage: 'Vintage', 'Music Video': 'Videoclip',
  'Behind the Scenes': 'Entre bastidores', Travel: 'Viajes', Runway: 'Pasarela', 'Pool Party': 'Fiesta en la piscina',
  Countryside: 'Campo', Winter: 'Invierno', 'Summer Vibes': 'Aire de verano', 'Night Out': 'Noche de fiesta',
  Karaoke: 'Karaoke', Yoga: 'Yoga', Cooking: 'Cocina', Arcade: 'Recreativos', Festival: 'Festival',
  Rooftop: 'Azotea', Interviews: 'Entrevistas', Comedy: 'Comedia', 'Sci-Fi': 'Ciencia ficción', Fantasy: 'Fantasía',
  Noir: 'Cine negro', Animation: 'Animación', 'Slow Motion': 'Cámara lenta', 'Time-lapse': 'Time-lapse',
  'Black and White': 'Blanco y negro', 'Home Movies': 'Vídeos caseros', Vlog: 'Vlog', Skate: 'Skate', Surf: 'Surf',
  Mountain: 'Montaña', Forest: 'Bosque', Desert: 'Desierto', Underwater: 'Bajo el agua', 'Street Art': 'Arte urbano',
  'Jazz Club': 'Club de jazz', Synthwave: 'Synthwave', Picnic: 'Pícnic',
};

/** How many demo videos get Spanish text and captions. */
export const CAPTIONED_VIDEOS = 4;

/** What a few seconds of a test-pattern clip show, in both languages. */
const CUES: readonly (readonly [en: string, es: string])[] = [
  ['Colour bars drift across the screen.', 'Las barras de colores cruzan la pantalla.'],
  ['A steady tone plays underneath.', 'Debajo suena un tono constante.'],
  ['The pattern keeps turning, slowly.', 'El patrón sigue girando, despacio.'],
  ['That is the end of this demo clip.', 'Aquí termina este clip de demostración.'],
];

const stamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const millis = Math.round((seconds - whole) * 1000);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.${String(millis).padStart(3, '0')}`;
};

/** A WebVTT file for a clip of `length` seconds: the cues above, spread evenly over it. */
export function demoCaptions(length: number, lang: 'en' | 'es'): string {
  const count = Math.max(1, Math.min(CUES.length, Math.floor(length / 2)));
  const span = length / count;
  const blocks = CUES.slice(0, count).map((cue, i) => {
    const text = lang === 'en' ? cue[0] : cue[1];
    return `${stamp(i * span + 0.2)} --> ${stamp((i + 1) * span - 0.1)}\n${text}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

// prettier-ignore
const ADJECTIVES_ES: Readonly<Record<string, readonly [masculine: string, feminine: string]>> = {
  Golden: ['dorado', 'dorada'], Neon: ['de neón', 'de neón'], Velvet: ['de terciopelo', 'de terciopelo'],
  Electric: ['eléctrico', 'eléctrica'], Midnight: ['de medianoche', 'de medianoche'], Sunny: ['soleado', 'soleada'],
  Silver: ['plateado', 'plateada'], Lazy: ['perezoso', 'perezosa'], Wild: ['salvaje', 'salvaje'],
  Quiet: ['tranquilo', 'tranquila'], Dreamy: ['soñador', 'soñadora'], Crimson: ['carmesí', 'carmesí'],
  Hazy: ['brumoso', 'brumosa'], Lucky: ['afortunado', 'afortunada'], Breezy: ['fresco', 'fresca'],
  Cosmic: ['cósmico', 'cósmica'], Rainy: ['lluvioso', 'lluviosa'], Vivid: ['vívido', 'vívida'],
  Moonlit: ['bajo la luna', 'bajo la luna'], Starlit: ['bajo las estrellas', 'bajo las estrellas'],
  Endless: ['sin fin', 'sin fin'], Sparkling: ['brillante', 'brillante'], Misty: ['neblinoso', 'neblinosa'],
  Sunlit: ['bañado de sol', 'bañada de sol'], Retro: ['retro', 'retro'], Tropical: ['tropical', 'tropical'],
  Frosty: ['helado', 'helada'], Blue: ['azul', 'azul'], Amber: ['ámbar', 'ámbar'], Gentle: ['suave', 'suave'],
  Bright: ['luminoso', 'luminosa'], Windy: ['ventoso', 'ventosa'], Painted: ['pintado', 'pintada'],
};

// prettier-ignore
const NOUNS_ES: Readonly<Record<string, readonly [noun: string, gender: 'm' | 'f']>> = {
  Sunset: ['Atardecer', 'm'], Drive: ['Paseo en coche', 'm'], Session: ['Sesión', 'f'], Rehearsal: ['Ensayo', 'm'],
  Getaway: ['Escapada', 'f'], Escape: ['Huida', 'f'], Dream: ['Sueño', 'm'], Journey: ['Viaje', 'm'],
  Groove: ['Ritmo', 'm'], Weekend: ['Fin de semana', 'm'], Picnic: ['Pícnic', 'm'], Parade: ['Desfile', 'm'],
  'Dance-off': ['Duelo de baile', 'm'], Portrait: ['Retrato', 'm'], Reverie: ['Ensoñación', 'f'],
  Daydream: ['Ensueño', 'm'], Serenade: ['Serenata', 'f'], Adventure: ['Aventura', 'f'], Story: ['Historia', 'f'],
  Holiday: ['Día de fiesta', 'm'], Mixtape: ['Recopilatorio', 'm'], Overture: ['Obertura', 'f'],
  Promenade: ['Paseo marítimo', 'm'], Stroll: ['Paseo', 'm'], Swim: ['Baño', 'm'], Tour: ['Gira', 'f'],
  Voyage: ['Travesía', 'f'], Jam: ['Improvisación', 'f'], Evening: ['Velada', 'f'], Morning: ['Mañana', 'f'],
  Detour: ['Desvío', 'm'], Matinee: ['Matiné', 'f'], Encore: ['Bis', 'm'], Workout: ['Entrenamiento', 'm'],
  Ride: ['Vuelta', 'f'], Carnival: ['Carnaval', 'm'], Lullaby: ['Nana', 'f'], Festival: ['Festival', 'm'],
};

// prettier-ignore
const PLACES_ES: Readonly<Record<string, string>> = {
  'the Glass Pier': 'el Muelle de Cristal', 'the Velvet Lounge': 'el Salón Terciopelo', 'the Rooftop': 'la Azotea',
  'the Night Market': 'el Mercado Nocturno', 'the Boardwalk': 'el Paseo de Tablas', 'the Lighthouse': 'el Faro',
  'the Observatory': 'el Observatorio', 'the Orchard': 'el Huerto', 'the Arcade': 'los Recreativos',
  'Old Harbour': 'el Puerto Viejo',
};

/** A noun with its adjective in Spanish order and agreement ("Golden Sunset": "Atardecer dorado"). */
function nounPhrase(adjective: string | undefined, noun: string): string | undefined {
  const n = NOUNS_ES[noun];
  if (!n) return undefined;
  if (adjective === undefined) return n[0];
  const a = ADJECTIVES_ES[adjective];
  return a ? `${n[0]} ${a[n[1] === 'm' ? 0 : 1]}` : undefined;
}

const place = (name: string) => PLACES_ES[name] ?? PLACES_ES[name.replace(/^The /, 'the ')] ?? name;
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The Spanish of a demo title (the patterns of names.ts `videoTitle`), or undefined for one it cannot read:
 * "Golden Sunset in Lantern Bay" is "Atardecer dorado en Lantern Bay".
 */
export function spanishTitle(title: string): string | undefined {
  const word = '([A-Z][\\w-]*)';
  const patterns: [RegExp, (m: string[]) => string | undefined][] = [
    [
      new RegExp(`^(.+) in (.+), Part (\\d)$`),
      ([, n = '', p = '', k = '']) => withRest(nounPhrase(undefined, n), ` en ${place(p)}, parte ${k}`),
    ],
    [
      new RegExp(`^${word} ${word} in (.+)$`),
      ([, a, n = '', p = '']) => withRest(nounPhrase(a, n), ` en ${place(p)}`),
    ],
    [
      new RegExp(`^The ${word} at (.+)$`),
      ([, n = '', p = '']) => withRest(nounPhrase(undefined, n), ` en ${place(p)}`),
    ],
    [new RegExp(`^An? ${word} ${word}$`), ([, a, n = '']) => nounPhrase(a, n)],
    [
      new RegExp(`^(.+): ${word} ${word}$`),
      ([, p = '', a, n = '']) => withRest(place(p), `: ${lower(nounPhrase(a, n) ?? '')}`),
    ],
    [new RegExp(`^${word} ${word}$`), ([, a, n = '']) => nounPhrase(a, n)],
  ];
  for (const [pattern, translate] of patterns) {
    const match = pattern.exec(title);
    if (match) {
      const spanish = translate(match);
      if (spanish && !spanish.endsWith(': ')) return spanish.charAt(0).toUpperCase() + spanish.slice(1);
    }
  }
  return undefined;
}

const withRest = (head: string | undefined, rest: string) => (head ? `${head}${rest}` : undefined);
const SPANISH_DESCRIPTION =
  'Un clip de prueba sintético: barras de colores en movimiento y un tono constante. Apto para todos los públicos.';

/**
 * Spanish names for the base categories, and Spanish text and captions for the newest videos (not the most
 * viewed, which the visual gate's baselines show without captions). Answers how many videos got captions.
 */
export async function seedSpanish(db: Kysely<Database>, storage: Storage, at: string): Promise<number> {
  for (const [name, nameEs] of Object.entries(CATEGORY_NAMES_ES)) {
    await db.updateTable('categories').set({ name_es: nameEs }).where('name', '=', name).execute();
  }
  const mostViewed = db
    .selectFrom('videos')
    .select('id')
    .orderBy('view_count', 'desc')
    .orderBy('id', 'desc')
    .limit(3);
  const videos = await db
    .selectFrom('videos')
    .select(['id', 'wmc_external_id', 'title', 'length'])
    .where('status', '=', 'published')
    .where('id', 'not in', sql<number>`(${mostViewed})`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CAPTIONED_VIDEOS)
    .execute();
  for (const video of videos) {
    await db
      .updateTable('videos')
      .set({ title_es: spanishTitle(video.title) ?? null, description_es: SPANISH_DESCRIPTION })
      .where('id', '=', video.id)
      .execute();
    for (const lang of ['en', 'es'] as const) {
      const vtt = demoCaptions(video.length, lang);
      const digest = createHash('sha256').update(vtt).digest('hex').slice(0, 12);
      const url = await storage.put(`captions/${video.wmc_external_id}/${lang}-${digest}.vtt`, vtt);
      await db
        .insertInto('video_captions')
        .values({ video_id: video.id, lang, url, created_at: at })
        .execute();
    }
  }
  return videos.length;
}
