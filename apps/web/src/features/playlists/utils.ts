import { type Playlist, siteRoutes } from '@starlane/contract';

export type PlaylistEntry = Playlist['playlistMovies'][number];

/** /playlist/{id}/{wmcExternalId}: the playlist page playing one of its videos. */
export function playlistVideoPath(playlistId: number, wmcExternalId: string): string {
  return siteRoutes.playlist(playlistId, wmcExternalId);
}

/**
 * The entry to play: the one the URL names (by the movie's external id or numeric id), else the first.
 * `missing` says the URL named a video the playlist no longer holds.
 */
export function chooseEntry(
  entries: readonly PlaylistEntry[],
  videoId: string | undefined,
): { entry: PlaylistEntry | undefined; missing: boolean } {
  if (videoId === undefined || videoId === '') return { entry: entries[0], missing: false };
  const named = entries.find(
    (candidate) => candidate.movie.wmcExternalId === videoId || String(candidate.movie.id) === videoId,
  );
  return named ? { entry: named, missing: false } : { entry: entries[0], missing: true };
}

/** The route's playlist id, or null when it is not a positive whole number. */
export function parsePlaylistId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
