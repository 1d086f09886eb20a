import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  closestNames,
  closestWord,
  corrections,
  editDistance,
  similarity,
  spellingCandidates,
  trigrams,
} from './spelling.js';

describe('trigram spelling', () => {
  it('makes the trigrams pg_trgm makes', () => {
    expect([...trigrams('Cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
  });

  it('scores equal words 1 and unrelated words 0', () => {
    expect(similarity(trigrams('sunset'), trigrams('SUNSET'))).toBe(1);
    expect(similarity(trigrams('sunset'), trigrams('xyz'))).toBe(0);
  });

  it('corrects a misspelt word to the closest known one, and leaves nonsense alone', () => {
    const vocabulary = buildVocabulary(['sunset', 'beach', 'sunday', 'alice'], []);
    expect(closestWord(vocabulary, 'sunsett')).toBe('sunset');
    expect(closestWord(vocabulary, 'beech')).toBe('beach');
    expect(closestWord(vocabulary, 'qqqq')).toBeUndefined();
  });

  it('counts a swap of neighbouring letters as one edit (Damerau)', () => {
    expect(editDistance('stroy', 'story')).toBe(1);
    expect(editDistance('noen', 'neon')).toBe(1);
    expect(editDistance('clp', 'clip')).toBe(1);
    expect(editDistance('stroy', 'stroll')).toBe(2);
    expect(editDistance('abc', 'abc')).toBe(0);
    // Gives up past the bound it is given.
    expect(editDistance('sunset', 'beach', 1)).toBe(2);
  });

  it('corrects swaps and short words with a missing letter, before trigram look-alikes', () => {
    const vocabulary = buildVocabulary(
      ['hazy', 'story', 'stroll', 'neon', 'noon', 'workout', 'test', 'clip'],
      [],
    );
    // Trigrams alone take "stroy" for "stroll" and miss "story", "neon" and "clip".
    expect(closestWord(vocabulary, 'stroy')).toBe('story');
    expect(closestWord(vocabulary, 'clp')).toBe('clip');
    // "noon" is one changed letter away too; the swap is the likelier slip.
    expect(spellingCandidates(vocabulary, 'noen')).toEqual(['neon', 'noon']);
    expect(closestWord(vocabulary, 'workout')).toBe('workout');
    // One or two letters are too short to guess from.
    expect(closestWord(vocabulary, 'hz')).toBeUndefined();
  });

  it('offers whole corrections of a query, likeliest first', () => {
    const vocabulary = buildVocabulary(['neon', 'noon', 'workout', 'test', 'clip', 'cap'], []);
    expect(corrections(vocabulary, ['noen', 'workout'], 4)).toEqual(['neon workout', 'noon workout']);
    expect(corrections(vocabulary, ['test', 'clp'], 4)[0]).toBe('test clip');
    expect(corrections(vocabulary, ['qqqq'], 4)).toEqual(['qqqq']);
  });

  it('suggests the closest names first', () => {
    const vocabulary = buildVocabulary([], ['Alice Monroe', 'Bob Stone', 'Outdoor']);
    expect(closestNames(vocabulary, 'alise monro', 2)).toEqual(['Alice Monroe']);
  });
});
