/**
 * A small seeded pseudo-random generator for the demo catalogue: the same seed always yields the same
 * catalogue, on any machine and engine. Not for anything secret (use node:crypto for that).
 *
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator) passes PractRand, is fast in plain 32-bit
 * integer arithmetic and has no short cycles; splitmix32 spreads a small integer seed over its 128-bit state.
 */

const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a, so that a text label can pick an independent stream (see `Random.fork`). */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: number) {
    const mix = splitmix32(seed);
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    // The first outputs of a freshly keyed sfc32 are still correlated with the key; its authors discard 12.
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /**
   * An independent generator for one part of the work, so that asking for more rows of one kind (say,
   * more views) does not change the rows of another kind (say, the video titles).
   */
  fork(label: string): Random {
    return new Random((Math.imul(this.seed >>> 0, 0x9e3779b1) ^ hashLabel(label)) >>> 0);
  }

  /** A uniform integer in [0, 2^32). */
  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A uniform float in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** A uniform integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`int(${min}, ${max}): need whole numbers with min <= max`);
    }
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick() from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Shuffles `items` in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const held = items[i] as T;
      items[i] = items[j] as T;
      items[j] = held;
    }
    return items;
  }

  /** `k` distinct indices from [0, n), in random order. */
  sampleIndices(n: number, k: number): number[] {
    if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(`cannot sample ${k} of ${n}`);
    // Few picks from many: draw and redraw on repeats, which avoids copying a long list for each call.
    if (k * 4 <= n) {
      const chosen = new Set<number>();
      while (chosen.size < k) chosen.add(Math.floor(this.next() * n));
      return [...chosen];
    }
    // Many picks: a partial Fisher-Yates shuffle of all the indices.
    const indices = Array.from({ length: n }, (_, i) => i);
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(this.next() * (n - i));
      const held = indices[i] as number;
      indices[i] = indices[j] as number;
      indices[j] = held;
    }
    return indices.slice(0, k);
  }

  /** `k` distinct items of `items`, in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    return this.sampleIndices(items.length, k).map((i) => items[i] as T);
  }

  /** A string of `length` characters drawn from `alphabet`. */
  string(length: number, alphabet = LOWER_ALPHANUMERIC): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  /** A version-4-shaped UUID. Drawn from this generator, unlike crypto.randomUUID, so it is reproducible. */
  uuid(): string {
    const hex = [this.uint32(), this.uint32(), this.uint32(), this.uint32()]
      .map((word) => word.toString(16).padStart(8, '0'))
      .join('');
    const variant = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}
