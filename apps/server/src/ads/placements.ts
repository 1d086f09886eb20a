import type { AdPlacement } from '@starlane/contract';

/**
 * Which placements a page has, from its path: every page has the header banner; the home page its own
 * slots; video, star and playlist pages a partner-ads column; listing pages ad cards between videos.
 */
export function placementsFor(pageUrl: string): AdPlacement[] {
  let path: string;
  try {
    path = new URL(pageUrl, 'http://site.invalid').pathname.toLowerCase();
  } catch {
    path = '/';
  }
  const placements: AdPlacement[] = ['header'];
  if (path === '/' || path === '') placements.push('home', 'listing');
  if (/^\/(video|actor|playlist)\//.test(path)) placements.push('sidebar', 'livecam');
  if (/^\/(videos|categor|category\/|toplists|mytoplists|actor\/|myfavourites)/.test(path))
    placements.push('listing');
  return [...new Set(placements)];
}
