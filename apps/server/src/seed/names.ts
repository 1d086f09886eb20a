import { PLAYLIST_NAME_MAX } from '@starlane/contract';
import type { Random } from './random.js';

/*
 * Word lists and generators for the demo catalogue. Every name is invented from syllables and everyday
 * words so that no real performer is ever named, and every word is safe for work.
 */

// prettier-ignore
const FIRST_STARTS = [
  'Ly', 'Ma', 'Se', 'Ta', 'Ve', 'Ka', 'No', 'Ri', 'Ze', 'Ca', 'Da', 'El', 'Fi', 'Jo', 'Lu', 'Mi', 'Ne', 'Or',
  'Pe', 'Quin', 'Ro', 'Sa', 'Ti', 'Va', 'Wy', 'Xa', 'Yo', 'Zu', 'Ar', 'Bri', 'Cor', 'Dre', 'Fen', 'Gal', 'Hal',
  'Iv', 'Kel', 'Lor', 'Mer', 'Nym', 'Oph', 'Per', 'Rhe', 'Syl', 'Thal', 'Ul', 'Vel', 'Wren', 'Aur', 'Bel',
] as const;
const FIRST_MIDDLES = ['', '', '', 'ri', 'la', 'ne', 've', 'do', 'mi', 'sa', 'lo'] as const;
// prettier-ignore
const FIRST_ENDS = [
  'ra', 'na', 'lie', 'ren', 'lin', 'ris', 'wyn', 'ette', 'on', 'ael', 'ia', 'ix', 'ara', 'elle', 'ic', 'os',
  'yn', 'ea', 'ane', 'io', 'and', 'emi', 'ory', 'ius',
] as const;

// prettier-ignore
const LAST_STARTS = [
  'Quen', 'Marrow', 'Ash', 'Bright', 'Copper', 'Dusk', 'Ember', 'Fern', 'Glimmer', 'Hollow', 'Iron', 'Juniper',
  'Kestrel', 'Lark', 'Moss', 'North', 'Oak', 'Pebble', 'Quill', 'Raven', 'Silver', 'Thistle', 'Umber', 'Vale',
  'Willow', 'Yarrow', 'Zephyr', 'Amber', 'Birch', 'Cinder', 'Drift', 'Elder', 'Frost', 'Gale', 'Heather',
  'Ivy', 'Linden', 'Mist', 'Nettle', 'Orchid', 'Pine', 'Rook', 'Sable', 'Tansy', 'Wick', 'Saffron', 'Cobalt',
  'Lumen',
] as const;
// prettier-ignore
const LAST_ENDS = [
  'wick', 'dale', 'more', 'field', 'brook', 'ridge', 'wood', 'crest', 'vane', 'holt', 'shaw', 'ford', 'by',
  'ton', 'well', 'mere', 'worth', 'gate', 'thorne', 'fall', 'light', 'song',
] as const;

/**
 * Fragments a generated name must never contain. Syllables are glued at random, so a harmless start and end
 * could still spell something unwanted; such a draw is simply redrawn.
 */
// prettier-ignore
const UNWANTED_FRAGMENTS = [
  'sex', 'ass', 'cum', 'tit', 'dick', 'cock', 'porn', 'xxx', 'anal', 'nude', 'fuck', 'slut', 'whore', 'rape',
  'puss', 'boob', 'milf', 'teen', 'nazi', 'kill', 'hell', 'shit', 'piss', 'fag', 'nig', 'homo', 'lesb', 'gay',
  'hore', 'twat', 'cunt', 'jizz', 'bitch', 'bdsm', 'kink', 'orgy', 'strip', 'escort', 'naked', 'erot',
];

export function isWholesome(text: string): boolean {
  const lower = text.toLowerCase();
  return !UNWANTED_FRAGMENTS.some((fragment) => lower.includes(fragment));
}

/** Draws from `draw` until the result passes `isWholesome`. */
function wholesome(draw: () => string): string {
  for (;;) {
    const text = draw();
    if (isWholesome(text)) return text;
  }
}

export function firstName(rng: Random): string {
  return wholesome(() => `${rng.pick(FIRST_STARTS)}${rng.pick(FIRST_MIDDLES)}${rng.pick(FIRST_ENDS)}`);
}

export function lastName(rng: Random): string {
  return wholesome(() => `${rng.pick(LAST_STARTS)}${rng.pick(LAST_ENDS)}`);
}

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** `count` invented full names, no two alike ignoring case (a star is looked up by name). */
export function uniquePersonNames(rng: Random, count: number): PersonName[] {
  const capacity = 2_000_000; // well above anything the CLI allows; stops a runaway loop all the same
  if (count > capacity) throw new RangeError(`cannot invent more than ${capacity} distinct names`);
  const seen = new Set<string>();
  const names: PersonName[] = [];
  while (names.length < count) {
    const name = { firstName: firstName(rng), lastName: lastName(rng) };
    const key = nameKey(name.firstName, name.lastName);
    // Checked joined too: a name may be written without its space (in a URL slug or a user name).
    if (seen.has(key) || !isWholesome(`${name.firstName}${name.lastName}`)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/** The lookup key of a star's name: lower(first_name || ' ' || last_name), as in the actors table. */
export function nameKey(first: string, last: string): string {
  return `${first} ${last}`.toLowerCase();
}

/** `count` distinct member user names made from invented names and numbers, e.g. 'lyra_quenwick42'. */
export function uniqueUserNames(rng: Random, count: number): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  while (names.length < count) {
    const first = firstName(rng).toLowerCase();
    const base = rng.pick([
      () => `${first}_${lastName(rng).toLowerCase()}`,
      () => `${first}${rng.int(1, 99)}`,
      () => `${first}.${rng.pick(LAST_STARTS).toLowerCase()}`,
      () => `${rng.pick(ADJECTIVES).toLowerCase()}_${first}`,
    ])();
    if (!isWholesome(base.replace(/[._]/g, ''))) continue;
    let name = base;
    for (let suffix = 2; seen.has(name); suffix++) name = `${base}${suffix}`;
    seen.add(name);
    names.push(name);
  }
  return names;
}

// prettier-ignore
const BASE_CATEGORIES = [
  'Neon Nights', 'Beach Day', 'Retro', 'Studio', 'Outdoor', 'Cosplay', 'Dance', 'Fitness', 'Road Trip',
  'City Lights', 'Sunset', 'Vintage', 'Music Video', 'Behind the Scenes', 'Travel', 'Runway', 'Pool Party',
  'Countryside', 'Winter', 'Summer Vibes', 'Night Out', 'Karaoke', 'Yoga', 'Cooking', 'Arcade', 'Festival',
  'Rooftop', 'Interviews', 'Comedy', 'Sci-Fi', 'Fantasy', 'Noir', 'Animation', 'Slow Motion', 'Time-lapse',
  'Black and White', 'Home Movies', 'Vlog', 'Skate', 'Surf', 'Mountain', 'Forest', 'Desert', 'Underwater',
  'Street Art', 'Jazz Club', 'Synthwave', 'Picnic',
] as const;

// prettier-ignore
const ADJECTIVES = [
  'Golden', 'Neon', 'Velvet', 'Electric', 'Midnight', 'Sunny', 'Silver', 'Lazy', 'Wild', 'Quiet', 'Dreamy',
  'Crimson', 'Hazy', 'Lucky', 'Breezy', 'Cosmic', 'Rainy', 'Vivid', 'Moonlit', 'Starlit', 'Endless',
  'Sparkling', 'Misty', 'Sunlit', 'Retro', 'Tropical', 'Frosty', 'Blue', 'Amber', 'Gentle', 'Bright', 'Windy',
  'Painted',
] as const;

// prettier-ignore
const NOUNS = [
  'Sunset', 'Drive', 'Session', 'Rehearsal', 'Getaway', 'Escape', 'Dream', 'Journey', 'Groove', 'Weekend',
  'Picnic', 'Parade', 'Dance-off', 'Portrait', 'Reverie', 'Daydream', 'Serenade', 'Adventure', 'Story',
  'Holiday', 'Mixtape', 'Overture', 'Promenade', 'Stroll', 'Swim', 'Tour', 'Voyage', 'Jam', 'Evening',
  'Morning', 'Detour', 'Matinee', 'Encore', 'Workout', 'Ride', 'Carnival', 'Lullaby', 'Festival',
] as const;

// prettier-ignore
const PLACES = [
  'Lantern Bay', 'Cobalt Street', 'Marrowdale', 'the Glass Pier', 'Old Harbour', 'Juniper Heights',
  'the Velvet Lounge', 'Saltmarsh', 'Brightwater', 'the Rooftop', 'Pebble Cove', 'Copperfield Park',
  'the Night Market', 'Silverlake Studio', 'the Boardwalk', 'Willow Lane', 'the Lighthouse', 'Duskridge',
  'the Observatory', 'Fernbrook Station', 'the Orchard', 'Moonrise Motel', 'the Arcade', 'Starlane Avenue',
] as const;

/**
 * `count` distinct, innocuous category names: the base list first (in a seeded order), then
 * adjective + base-word pairs such as 'Golden Picnic', then numbered ones if even those run out.
 */
export function categoryNames(rng: Random, count: number): string[] {
  const names: string[] = rng.shuffle([...BASE_CATEGORIES]).slice(0, count);
  const seen = new Set<string>(names);
  const pairs = rng.shuffle(
    ADJECTIVES.flatMap((adjective) =>
      BASE_CATEGORIES.filter((base) => !base.includes(' ') && !base.includes(adjective)).map(
        (base) => `${adjective} ${base}`,
      ),
    ),
  );
  for (const pair of pairs) {
    if (names.length >= count) break;
    if (seen.has(pair)) continue;
    seen.add(pair);
    names.push(pair);
  }
  for (let round = 2; names.length < count; round++) {
    for (const base of BASE_CATEGORIES) {
      if (names.length >= count) break;
      names.push(`${base} ${round}`);
    }
  }
  return names;
}

export function videoTitle(rng: Random): string {
  const adjective = rng.pick(ADJECTIVES);
  const noun = rng.pick(NOUNS);
  const place = rng.pick(PLACES);
  switch (rng.int(0, 5)) {
    case 0:
      return `${adjective} ${noun} in ${place}`;
    case 1:
      return `${adjective} ${noun}`;
    case 2:
      return `The ${noun} at ${place}`;
    case 3:
      return `${noun} in ${place}, Part ${rng.int(1, 4)}`;
    case 4:
      return `A ${adjective} ${noun}`.replace(/^A ([AEIOU])/, 'An $1');
    default:
      return `${place.replace(/^the /, 'The ')}: ${adjective} ${noun}`;
  }
}

// prettier-ignore
const DESCRIPTION_OPENINGS = [
  'A laid-back {noun} filmed on a {adjective} afternoon near {place}.',
  'Colourful test patterns set the mood for this {adjective} {noun}.',
  'An easy-going {noun} with plenty of colour, shot around {place}.',
  'Put the kettle on: this {adjective} {noun} takes its time.',
  'A short, {adjective} piece that drifts from {place} to the sea.',
] as const;

// prettier-ignore
const DESCRIPTION_MIDDLES = [
  'The camera work is smooth and the soundtrack hums along.',
  'Expect bright colours, steady shots and a gentle tone.', 'Perfect for a quiet evening in.',
  'The ending is worth the wait.', 'Fans of slow, dreamy visuals will feel right at home.',
  'Every frame is a generated test pattern, tuned for the demo.',
] as const;

export interface DescriptionContext {
  categories: string[];
  stars: string[];
}

export function videoDescription(rng: Random, context: DescriptionContext): string {
  const fill = (template: string) =>
    template
      .replace('{noun}', rng.pick(NOUNS).toLowerCase())
      .replace('{adjective}', rng.pick(ADJECTIVES).toLowerCase())
      .replace('{place}', rng.pick(PLACES));
  const sentences = [fill(rng.pick(DESCRIPTION_OPENINGS)), ...rng.sample(DESCRIPTION_MIDDLES, rng.int(1, 2))];
  if (context.stars.length > 0) sentences.push(`Featuring ${listOf(context.stars)}.`);
  if (context.categories.length > 0) sentences.push(`Filed under ${listOf(context.categories)}.`);
  sentences.push('Demo content: every name here is invented.');
  return sentences.join(' ');
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// prettier-ignore
const COMMENT_OPENINGS = [
  'Love the colours in this one!', 'The soundtrack is stuck in my head.', 'Great camera work.',
  'Watched it twice already.', 'Who else found this through the toplist?', 'That ending, wow.',
  'So relaxing to have on in the background.', 'The test pattern at the start made me smile.',
  'Adding this to my playlist right now.', 'Better every time I watch it.', 'Such a calm vibe.',
  'The colour grading is lovely.',
] as const;

// prettier-ignore
const COMMENT_FOLLOW_UPS = [
  'More like this please.', 'Ten out of ten.', 'Perfect Sunday viewing.', 'Can we get a part two?',
  'My favourite on the site so far.', 'Great pick for a rainy day.', '', '',
] as const;

// prettier-ignore
const REPLY_BODIES = [
  'Agreed!', 'Same here.', 'Totally, the ending was the best part.', 'Thanks for the tip!',
  'Came here to say exactly this.', 'Fair point, I liked the middle bit more.',
  'Yes! Watched it again because of your comment.', 'Could not agree more.',
] as const;

export function commentBody(rng: Random): string {
  return `${rng.pick(COMMENT_OPENINGS)} ${rng.pick(COMMENT_FOLLOW_UPS)}`.trim();
}

export function replyBody(rng: Random): string {
  return rng.pick(REPLY_BODIES);
}

const PLAYLIST_PATTERNS: readonly ((owner: string, adjective: string) => string)[] = [
  (owner, adjective) => `${owner}'s ${adjective} Mix`,
  (_owner, adjective) => `${adjective} Favourites`,
  () => 'Sunday Favourites',
  () => 'Late Night Queue',
  () => 'Road Trip Picks',
  () => 'Watch Later',
  () => 'Best of the Week',
  () => 'Rainy Day Reel',
  () => 'Colour Therapy',
  () => 'Background Loops',
];

/** A playlist name of at most 50 characters (the product's limit), sometimes naming its owner. */
export function playlistName(rng: Random, owner: string): string {
  return rng.pick(PLAYLIST_PATTERNS)(owner, rng.pick(ADJECTIVES)).slice(0, PLAYLIST_NAME_MAX);
}

/** A short label for a generated thumbnail, e.g. 'NEON 07'. */
export function thumbnailLabel(rng: Random, n: number): string {
  return `${rng.pick(ADJECTIVES).toUpperCase()} ${String(n).padStart(2, '0')}`;
}

export const HOUSE_ADS = [
  {
    name: 'Join the gang',
    headline: 'Join the gang',
    line: 'Rate, comment and build playlists',
    url: '/signup',
    placement: 'header',
  },
  {
    name: 'Top of the charts',
    headline: 'Most viewed',
    line: 'See what everyone is watching',
    url: '/toplists/mostviewed',
    placement: 'header',
  },
  {
    name: 'Playlists',
    headline: 'Playlists',
    line: 'Hand-picked runs of demo clips',
    url: '/playlists',
    placement: 'sidebar',
  },
  {
    name: 'Meet the stars',
    headline: 'Meet the stars',
    line: 'Every star, in one grid',
    url: '/actors',
    placement: 'sidebar',
  },
  {
    name: 'Highest rated',
    headline: 'Highest rated',
    line: 'The best-loved clips',
    url: '/toplists/highestrating',
    placement: 'home',
  },
  {
    name: 'Fresh clips',
    headline: 'Fresh clips',
    line: 'New demo videos every day',
    url: '/',
    placement: 'listing',
  },
] as const;
