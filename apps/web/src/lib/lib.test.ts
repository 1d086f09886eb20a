import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';
import { chunk, pickRandom } from './random';
import { toastsOverLimit } from './toast';
import { MESSAGES } from '@starlane/contract';

describe('cookies', () => {
  it('serializes name, value, max-age, path and SameSite', () => {
    expect(serializeCookie('StarlaneAge', 'true', { maxAgeSeconds: 12_960_000, sameSite: 'Lax' })).toBe(
      'StarlaneAge=true; max-age=12960000; path=/; SameSite=Lax',
    );
  });

  it('reads one cookie out of many', () => {
    expect(readCookie('b', 'a=1; b=two%20words; c=3')).toBe('two words');
    expect(readCookie('bb', 'a=1; b=2')).toBeUndefined();
  });
});

describe('random helpers', () => {
  it('picks distinct items, at most as many as there are', () => {
    const picked = pickRandom([1, 2, 3, 4, 5, 6], 4);
    expect(picked).toHaveLength(4);
    expect(new Set(picked).size).toBe(4);
    expect(pickRandom([1, 2], 16)).toHaveLength(2);
    expect(pickRandom([1, 2, 3], 3, () => 0)).toEqual([1, 2, 3]);
  });

  it('chunks into columns', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 9)).toEqual([]);
  });
});

describe('toast helpers', () => {
  it('has the not-logged-in text word for word', () => {
    expect(MESSAGES.notLoggedIn).toBe('Ooops, no can do! You have to be logged in for this!');
  });

  it('finds the visible toasts beyond the limit (oldest last)', () => {
    const toasts = Array.from({ length: 23 }, (_, i) => ({ id: `t${String(i)}`, visible: i !== 1 }));
    expect(toastsOverLimit(toasts, 20)).toEqual(['t21', 't22']);
    expect(toastsOverLimit(toasts.slice(0, 5), 20)).toEqual([]);
  });
});
