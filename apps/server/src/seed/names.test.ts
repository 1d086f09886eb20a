import { describe, expect, it } from 'vitest';
import { PLAYLIST_NAME_MAX } from '@starlane/contract';
import {
  categoryNames,
  commentBody,
  isWholesome,
  nameKey,
  playlistName,
  uniquePersonNames,
  uniqueUserNames,
  videoDescription,
  videoTitle,
} from './names.js';
import { Random } from './random.js';

describe('demo names', () => {
  it('invents distinct, single-word, wholesome star names', () => {
    const names = uniquePersonNames(new Random(1), 5000);
    expect(new Set(names.map((n) => nameKey(n.firstName, n.lastName))).size).toBe(5000);
    for (const { firstName, lastName } of names) {
      expect(firstName).toMatch(/^[A-Z][a-z]+$/);
      expect(lastName).toMatch(/^[A-Z][a-z]+$/);
      expect(isWholesome(`${firstName}${lastName}`)).toBe(true);
    }
  });

  it('invents distinct user names', () => {
    const names = uniqueUserNames(new Random(2), 3000);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(3000);
    for (const name of names) {
      expect(name).toMatch(/^[a-z][a-z0-9._]+$/);
      expect(isWholesome(name.replace(/[._]/g, ''))).toBe(true);
    }
  });

  it('makes as many distinct category names as asked, base list first', () => {
    for (const count of [0, 8, 32, 300, 2000]) {
      const names = categoryNames(new Random(3), count);
      expect(names).toHaveLength(count);
      expect(new Set(names).size).toBe(count);
    }
    expect(categoryNames(new Random(3), 40)).toContain('Neon Nights');
  });

  it('writes titles, descriptions, comments and playlist names that read well', () => {
    const rng = new Random(4);
    for (let i = 0; i < 200; i++) {
      expect(videoTitle(rng)).toMatch(/^[A-Z]/);
      expect(playlistName(rng, 'lyra_quenwick_with_a_very_long_user_name').length).toBeLessThanOrEqual(
        PLAYLIST_NAME_MAX,
      );
      expect(commentBody(rng)).toMatch(/^\S.*\S$/);
    }
    const description = videoDescription(rng, { categories: ['Retro', 'Surf'], stars: ['Lyra Quenwick'] });
    expect(description).toContain('Featuring Lyra Quenwick.');
    expect(description).toContain('Filed under Retro and Surf.');
  });

  it('spots unwanted words', () => {
    expect(isWholesome('Lyra Quenwick')).toBe(true);
    expect(isWholesome('Cassidy')).toBe(false);
  });
});
