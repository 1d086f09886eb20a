import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks the prefixes of words that the searched words start', () => {
    expect(highlightParts('Sunset at the Beach', 'sun bea')).toEqual([
      { text: 'Sun', match: true },
      { text: 'set at the ', match: false },
      { text: 'Bea', match: true },
      { text: 'ch', match: false },
    ]);
  });

  it('leaves a text without matches whole', () => {
    expect(highlightParts('Nothing here', 'xyz')).toEqual([{ text: 'Nothing here', match: false }]);
    expect(highlightParts('Nothing here', '  ')).toEqual([{ text: 'Nothing here', match: false }]);
  });
});
