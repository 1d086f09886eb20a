/*
 * Typo tolerance (docs/decisions/0031): edit distance with transpositions (Damerau), then trigram
 * similarity (the measure PostgreSQL's pg_trgm uses), over a vocabulary of the catalogue's words and names.
 * Pure functions; the service keeps the vocabulary.
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

/**
 * The edits one typed word may be away from the word meant: none for one or two letters (too many words are
 * that close), one up to five letters ("clp" for "clip", "stroy" for "story"), two from six.
 */
export function editsAllowed(length: number): number {
  return length <= 2 ? 0 : length <= 5 ? 1 : 2;
}

/**
 * Edit distance where swapping two neighbouring letters is one edit, like a letter added, dropped or
 * changed (optimal string alignment, the restricted Damerau-Levenshtein distance). Gives up, answering
 * `max + 1`, as soon as the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The same letters in another order: "noen" and "neon" are a swap, "noen" and "noon" are not. */
function sameLetters(a: string, b: string): boolean {
  return a.length === b.length && [...a].sort().join('') === [...b].sort().join('');
}

/**
 * The vocabulary words `term` may be a misspelling of, most likely first, at most `amount`: the words
 * within the edits its length allows (editsAllowed), fewest edits first, a swap of letters before other
 * edits, then by trigram similarity; when none is that close, the word of highest trigram similarity
 * (pg_trgm's threshold), for the longer misspellings. A word of the vocabulary is its own only candidate.
 */
export function spellingCandidates(vocabulary: Vocabulary, term: string, amount = 3): string[] {
  const typed = term.toLowerCase();
  const grams = trigrams(typed);
  const max = editsAllowed(typed.length);
  const near: { word: string; edits: number; swap: boolean; score: number }[] = [];
  let best: { word: string; score: number } | undefined;
  for (const entry of vocabulary.words) {
    if (entry.word === typed) return [typed];
    const score = similarity(grams, entry.grams);
    if (max > 0) {
      const edits = editDistance(typed, entry.word, max);
      if (edits <= max) near.push({ word: entry.word, edits, swap: sameLetters(typed, entry.word), score });
    }
    if (score >= SIMILARITY_THRESHOLD && (!best || score > best.score)) best = { word: entry.word, score };
  }
  if (near.length === 0) return best ? [best.word] : [];
  return near
    .sort(
      (a, b) =>
        a.edits - b.edits ||
        Number(b.swap) - Number(a.swap) ||
        b.score - a.score ||
        a.word.localeCompare(b.word),
    )
    .slice(0, amount)
    .map((c) => c.word);
}

/** The vocabulary word `term` most likely misspells, or undefined when none is close enough. */
export function closestWord(vocabulary: Vocabulary, term: string): string | undefined {
  return spellingCandidates(vocabulary, term, 1)[0];
}

/**
 * Whole corrections of a query, most likely first, at most `amount`: each word replaced by one of its
 * candidates (a word without any stays as typed), ordered by the sum of the candidates' places, so that the
 * caller can try the next when the most likely one finds nothing in the catalogue.
 */
export function corrections(vocabulary: Vocabulary, terms: readonly string[], amount: number): string[] {
  const choices = terms.map((term) => {
    const candidates = spellingCandidates(vocabulary, term);
    return candidates.length > 0 ? candidates : [term.toLowerCase()];
  });
  let combos: { words: string[]; rank: number }[] = [{ words: [], rank: 0 }];
  for (const options of choices) {
    combos = combos
      .flatMap((combo) => options.map((word, i) => ({ words: [...combo.words, word], rank: combo.rank + i })))
      .sort((a, b) => a.rank - b.rank)
      // Only the likeliest few can be tried anyway; this bounds the work for long queries.
      .slice(0, amount);
  }
  return [...new Set(combos.map((combo) => combo.words.join(' ')))];
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
