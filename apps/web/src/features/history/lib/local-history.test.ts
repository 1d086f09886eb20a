import { afterEach, describe, expect, it } from 'vitest';
import {
  LOCAL_HISTORY_KEY,
  LOCAL_HISTORY_MAX,
  clearLocalHistory,
  inProgress,
  localPosition,
  readLocalHistory,
  recordLocalPosition,
  removeLocalEntry,
  setLocalHistoryPaused,
} from './local-history';

const movie = (n: number, length = 120) => ({
  id: n,
  wmcExternalId: `v${n}`,
  title: `Video ${n}`,
  thumbnail: '/t.svg',
  length,
});

describe('local history', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('keeps one entry per video, last watched first, and answers where one left off', () => {
    recordLocalPosition(movie(1), 10.6);
    recordLocalPosition(movie(2), 30);
    recordLocalPosition(movie(1), 42);

    expect(readLocalHistory().entries.map((e) => e.movie.wmcExternalId)).toEqual(['v1', 'v2']);
    expect(localPosition('v1')).toBe(42);
    expect(localPosition('v9')).toBeNull();
  });

  it('records nothing while paused, removes one entry, clears all, and stays bounded', () => {
    recordLocalPosition(movie(1), 10);
    setLocalHistoryPaused(true);
    recordLocalPosition(movie(2), 10);
    expect(readLocalHistory()).toMatchObject({ paused: true, entries: [{ movie: { wmcExternalId: 'v1' } }] });
    setLocalHistoryPaused(false);
    recordLocalPosition(movie(2), 10);
    removeLocalEntry('v1');
    expect(readLocalHistory().entries.map((e) => e.movie.wmcExternalId)).toEqual(['v2']);
    clearLocalHistory();
    expect(readLocalHistory().entries).toEqual([]);

    for (let n = 0; n < LOCAL_HISTORY_MAX + 5; n++) recordLocalPosition(movie(n), 10);
    expect(readLocalHistory().entries).toHaveLength(LOCAL_HISTORY_MAX);
  });

  it('treats unreadable storage as no history and offers only half-watched videos', () => {
    localStorage.setItem(LOCAL_HISTORY_KEY, '{not json');
    expect(readLocalHistory()).toEqual({ paused: false, entries: [] });
    recordLocalPosition(movie(1, 60), 2);
    recordLocalPosition(movie(2, 60), 30);
    recordLocalPosition(movie(3, 60), 55);
    expect(inProgress(readLocalHistory().entries).map((e) => e.movie.wmcExternalId)).toEqual(['v2']);
  });

  it('offers to resume a short clip until its last tenth', () => {
    recordLocalPosition(movie(1, 8), 6);
    recordLocalPosition(movie(2, 8), 8);
    recordLocalPosition(movie(3, 12), 11);
    recordLocalPosition(movie(4, 12), 10);
    expect(inProgress(readLocalHistory().entries).map((e) => e.movie.wmcExternalId)).toEqual(['v4', 'v1']);
  });
});
