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

/**
 * A repeatable random source (mulberry32) from a 32-bit seed: the server draws a seed once per response and
 * the browser hydrates it, so a random pick renders the same on both sides.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const newRandomSeed = (): number => Math.floor(Math.random() * 4294967296);
