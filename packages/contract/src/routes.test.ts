import { describe, expect, it } from 'vitest';
import { isPagePath } from './routes.js';
import { fillPagePath, pagePaths } from './page-queries.js';
import { toplistTypeOf } from './constants.js';

describe('page paths', () => {
  it('knows the site’s pages in any case, with optional segments and a trailing slash', () => {
    for (const path of [
      '/',
      '/login',
      '/Register/',
      '/video/abc123',
      '/video/abc123/Some%20Title',
      '/toplists',
      '/toplists/mostrated',
      '/identity/account/manage',
      '/resetpassword/a-code',
    ]) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('refuses API calls, unknown paths and extra or missing segments', () => {
    for (const path of ['/logout', '/api/video/getmovie', '/video', '/actor', '/actor/a/b', '/nothing']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it('has one pattern per page, each starting at the root', () => {
    const patterns = Object.values(pagePaths);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) expect(pattern.startsWith('/')).toBe(true);
  });
});

describe('a URL of a page', () => {
  it('fills each parameter, encoded, and leaves out an optional segment without a value', () => {
    expect(fillPagePath(pagePaths.video, { videoId: 'ab1', videoName: 'A Title' })).toBe(
      '/video/ab1/A%20Title',
    );
    expect(fillPagePath(pagePaths.video, { videoId: 'ab1' })).toBe('/video/ab1');
    expect(fillPagePath(pagePaths.home, {})).toBe('/');
    expect(fillPagePath(pagePaths.admin, { section: 'ads' })).toBe('/admin/ads');
  });

  it('refuses a pattern whose required parameter has no value', () => {
    expect(() => fillPagePath(pagePaths.resetPassword, {})).toThrow(/:code/);
  });
});

describe('toplist names', () => {
  it('reads a toplist from its name in any case; an unknown one is the most viewed', () => {
    expect(toplistTypeOf('HighestRating')).toBe('highestrating');
    expect(toplistTypeOf('nope')).toBe('mostviewed');
    expect(toplistTypeOf(undefined)).toBe('mostviewed');
  });
});
