export type RandomSource = () => number;

/**
 * The items in a weighted random order, without repeats (Efraimidis and Spirakis: each item draws
 * u^(1/weight), highest first). The first item is picked with probability weight / total, the second from the
 * rest the same way, and so on. Items whose weight is 0 or less are switched off and left out.
 */
export function weightedOrder<T extends { weight: number }>(
  items: readonly T[],
  random: RandomSource = Math.random,
): T[] {
  return items
    .filter((item) => item.weight > 0)
    .map((item) => ({ item, key: random() ** (1 / item.weight) }))
    .sort((a, b) => b.key - a.key)
    .map(({ item }) => item);
}
