import { describe, expect, it } from 'vitest';
import { choiceQuery, readListingChoice, writeListingChoice } from './listing-choice';

describe('listing choice in the URL', () => {
  it('reads known sorts and durations and leaves unknown ones out', () => {
    expect(readListingChoice(new URLSearchParams('sort=longest&duration=short'))).toEqual({
      sort: 'longest',
      duration: 'short',
    });
    expect(readListingChoice(new URLSearchParams('sort=best&duration=tiny'))).toEqual({
      sort: undefined,
      duration: undefined,
    });
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    const params = new URLSearchParams('q=anna&sort=longest');
    expect(writeListingChoice(params, { sort: 'newest', duration: 'long' }).toString()).toBe(
      'q=anna&duration=long',
    );
    expect(writeListingChoice(params, { sort: 'mostviewed' }).toString()).toBe('q=anna&sort=mostviewed');
  });

  it('asks the API for the default without parameters', () => {
    expect(choiceQuery({ sort: 'newest' })).toEqual({});
    expect(choiceQuery({ sort: 'toprated', duration: 'medium' })).toEqual({
      sort: 'toprated',
      duration: 'medium',
    });
  });
});
