/*
 * Typo tolerance (docs/decisions/0031): trigram similarity, the measure PostgreSQL's pg_trgm uses, over a
 * vocabulary of the catalogue's words and names. Pure functions; the service keeps the vocabulary.
 */

/** The trigrams of a word as pg_trgm makes them: lower-cased, padded with two spaces before, one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** Shared trigrams over all trigrams of both (pg_trgm's `similarity`), from 0 to 1. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** Below this a word is not taken for a misspelling of another (pg_trgm's default threshold). */
export const SIMILARITY_THRESHOLD = 0.3;

export interface Vocabulary {
  /** Every distinct word of titles and names, lower-cased, with its trigrams. */
  words: { word: string; grams: Set<string> }[];
  /** Star and category names as shown, with the trigrams of the whole name. */
  names: { name: string; grams: Set<string> }[];
}

export function buildVocabulary(words: Iterable<string>, names: Iterable<string>): Vocabulary {
  return {
    words: [...new Set(words)].map((word) => ({ word, grams: trigrams(word) })),
    names: [...new Set(names)].map((name) => ({ name, grams: trigrams(name) })),
  };
}

/** The vocabulary word closest to `term`, or undefined when none is similar enough. */
export function closestWord(vocabulary: Vocabulary, term: string): string | undefined {
  const grams = trigrams(term);
  let best: { word: string; score: number } | undefined;
  for (const entry of vocabulary.words) {
    const score = similarity(grams, entry.grams);
    if (score >= SIMILARITY_THRESHOLD && (!best || score > best.score)) best = { word: entry.word, score };
  }
  return best?.word;
}

/** The `amount` star and category names closest to `text`, closest first. */
export function closestNames(vocabulary: Vocabulary, text: string, amount: number): string[] {
  const grams = trigrams(text);
  return vocabulary.names
    .map((entry) => ({ name: entry.name, score: similarity(grams, entry.grams) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, amount)
    .map((entry) => entry.name);
}
