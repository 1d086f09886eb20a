import { describe, expect, it } from 'vitest';
import { sampleOf } from './actors.service.js';

describe('sampleOf', () => {
  it('picks the asked number of distinct items, or all of them when there are fewer', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);

    const picked = sampleOf(items, 12);

    expect(picked).toHaveLength(12);
    expect(new Set(picked).size).toBe(12);
    expect(picked.every((n) => items.includes(n))).toBe(true);
    expect(sampleOf([1, 2, 3], 10).sort()).toEqual([1, 2, 3]);
    expect(items).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('gives every item a chance', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) for (const n of sampleOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 2)) seen.add(n);
    expect(seen.size).toBe(10);
  });
});
