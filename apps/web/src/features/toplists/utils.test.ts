import { describe, expect, it } from 'vitest';
import { withWindow } from './components/toplist-window-tabs';
import { toToplistType, toToplistWindow } from './utils';

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

describe('toplist windows', () => {
  it('reads ?window= in any case; anything else is all time', () => {
    expect(toToplistWindow('week')).toBe('week');
    expect(toToplistWindow('TODAY')).toBe('today');
    expect(toToplistWindow(null)).toBe('all');
    expect(toToplistWindow('year')).toBe('all');
  });

  it('keeps other parameters and drops the window for all time', () => {
    expect(withWindow('/toplists/mostrated', '', 'week')).toBe('/toplists/mostrated?window=week');
    expect(withWindow('/toplists', '?window=week&x=1', 'all')).toBe('/toplists?x=1');
    expect(withWindow('/toplists', '?window=today', 'all')).toBe('/toplists');
  });
});
