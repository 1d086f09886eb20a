import { describe, expect, it } from 'vitest';
import { toToplistType } from './utils';

describe('toToplistType', () => {
  it('knows the four public toplists, whatever the case', () => {
    expect(toToplistType('highestrating')).toBe('highestrating');
    expect(toToplistType('MostRated')).toBe('mostrated');
    expect(toToplistType('mostcommented')).toBe('mostcommented');
  });

  it('falls back to the most viewed list for unknown or missing types', () => {
    expect(toToplistType(undefined)).toBe('mostviewed');
    expect(toToplistType('mymostviewed')).toBe('mostviewed');
    expect(toToplistType('nonsense')).toBe('mostviewed');
  });
});
