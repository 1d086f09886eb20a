/**
 * The one vocabulary of cache tags (docs/decisions/0011). A cached answer carries the tags of everything it
 * shows; a write bumps (through `Versions`) the tags of everything it changes, after its transaction commits.
 *
 * Rules that keep the list short:
 * - Every answer that lists videos carries `catalogue`, so a listing need not carry a tag per video: what
 *   changes the videos a listing shows (added, removed, published, unpublished, retitled, re-pictured,
 *   re-categorised) bumps `catalogue`.
 * - Counters shown in listings (views, ratings, comments) are not bumped for listings: lists tolerate a
 *   few seconds of staleness (their TTL). Orders that depend on counters (the toplists) are bumped.
 * - Views bump nothing: they change on every page view, a bump per view would empty the caches all the
 *   time. Answers showing a view count are as stale as their TTL.
 * - Answers made for one member (their rating, their favourites flag, their personal toplists) are never
 *   cached, so nothing is bumped for them.
 */
export const cacheTags = {
  /** One video's page data: title, description, counters, categories, stars. */
  video: (videoId: number) => `video:${videoId}`,
  /** The comments of one video (and the names of their authors). */
  comments: (videoId: number) => `comments:${videoId}`,
  /** One category's own row: name, picture. */
  category: (categoryId: number) => `category:${categoryId}`,
  /** One star's own row: name, picture. */
  star: (actorId: number) => `star:${actorId}`,
  /** One playlist: its name and entries. */
  playlist: (playlistId: number) => `playlist:${playlistId}`,
  /** What a member's public page (crib) shows: name, playlists, favourites, comments. */
  member: (memberId: string) => `member:${memberId}`,
  /** Any listing of videos (see above). */
  catalogue: 'catalogue',
  /** The orders that follow counters: ratings and comments move them. */
  toplists: 'toplists',
  /** The list of every category. */
  categories: 'categories',
  /** The list of every star. */
  stars: 'stars',
  /** The listing of every playlist (with previews of their entries). */
  playlists: 'playlists',
  /** The ads and their placements (not their view and click logs). */
  ads: 'ads',
} as const;

/**
 * The tags that every listing, and every page through its header and side lists, carries: at the edge a change
 * under one of them marks what it covers stale instead of dropping it (docs/decisions/0061), since it covers
 * nearly everything cached there.
 */
export const LIST_TAGS: ReadonlySet<string> = new Set([
  cacheTags.catalogue,
  cacheTags.toplists,
  cacheTags.categories,
  cacheTags.stars,
  cacheTags.playlists,
  cacheTags.ads,
]);
