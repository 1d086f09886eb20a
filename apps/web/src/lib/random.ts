/** Up to `count` distinct items of `items` in random order (Fisher-Yates on a copy). */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const copy = [...items];
  const take = Math.max(0, Math.min(count, copy.length));
  for (let i = 0; i < take; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    const picked = copy[j] as T;
    copy[j] = copy[i] as T;
    copy[i] = picked;
  }
  return copy.slice(0, take);
}

/** `items` split into consecutive chunks of `size` (the last one may be shorter). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
