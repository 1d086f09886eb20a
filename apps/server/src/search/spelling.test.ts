import { describe, expect, it } from 'vitest';
import { buildVocabulary, closestNames, closestWord, similarity, trigrams } from './spelling.js';

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

  it('suggests the closest names first', () => {
    const vocabulary = buildVocabulary([], ['Alice Monroe', 'Bob Stone', 'Outdoor']);
    expect(closestNames(vocabulary, 'alise monro', 2)).toEqual(['Alice Monroe']);
  });
});
