import { describe, expect, it } from 'vitest';
import { Random } from './random.js';

const draws = (rng: Random, n: number) => Array.from({ length: n }, () => rng.uint32());

describe('Random', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    expect(draws(new Random(42), 50)).toEqual(draws(new Random(42), 50));
    expect(draws(new Random(42), 50)).not.toEqual(draws(new Random(43), 50));
  });

  it('keeps known values, so a catalogue seeded today is the catalogue seeded tomorrow', () => {
    const first = draws(new Random(1), 3);
    expect(first).toEqual(draws(new Random(1), 3));
    expect(first.every((n) => Number.isInteger(n) && n >= 0 && n < 2 ** 32)).toBe(true);
  });

  it('forks streams that depend on the seed and label only, not on what the parent drew', () => {
    const parent = new Random(7);
    const early = draws(parent.fork('views'), 10);
    draws(parent, 1000);
    expect(draws(parent.fork('views'), 10)).toEqual(early);
    expect(draws(parent.fork('ratings'), 10)).not.toEqual(early);
    expect(draws(new Random(8).fork('views'), 10)).not.toEqual(early);
  });

  it('draws floats in [0, 1) and integers in the inclusive range, reaching both ends', () => {
    const rng = new Random(3);
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const f = rng.next();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      const n = rng.int(-2, 3);
      expect(Number.isInteger(n)).toBe(true);
      seen.add(n);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(rng.int(5, 5)).toBe(5);
  });

  it('refuses an empty range and an empty list', () => {
    const rng = new Random(1);
    expect(() => rng.int(3, 2)).toThrow(RangeError);
    expect(() => rng.int(0.5, 2)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
    expect(() => rng.sampleIndices(3, 4)).toThrow(RangeError);
  });

  it('says yes about as often as asked', () => {
    const rng = new Random(11);
    let yes = 0;
    for (let i = 0; i < 10_000; i++) if (rng.chance(0.3)) yes++;
    expect(yes).toBeGreaterThan(2800);
    expect(yes).toBeLessThan(3200);
    expect(rng.chance(0)).toBe(false);
    expect(rng.chance(1)).toBe(true);
  });

  it('shuffles into a permutation of the same items', () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    const shuffled = new Random(5).shuffle([...items]);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });

  it('samples distinct items, for few picks of many and for most of a list', () => {
    const rng = new Random(9);
    for (const [n, k] of [
      [1000, 4],
      [10, 9],
      [10, 10],
      [0, 0],
    ] as const) {
      const picked = rng.sampleIndices(n, k);
      expect(picked).toHaveLength(k);
      expect(new Set(picked).size).toBe(k);
      expect(picked.every((i) => i >= 0 && i < n)).toBe(true);
    }
    expect(new Set(rng.sample(['a', 'b', 'c', 'd'], 3)).size).toBe(3);
  });

  it('makes strings from the alphabet and version-4-shaped UUIDs', () => {
    const rng = new Random(2);
    expect(rng.string(40)).toMatch(/^[a-z0-9]{40}$/);
    expect(rng.string(10, 'xy')).toMatch(/^[xy]{10}$/);
    const ids = Array.from({ length: 200 }, () => rng.uuid());
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
