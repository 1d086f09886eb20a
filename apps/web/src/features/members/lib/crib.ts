import type { Comment, Playlist } from '@starlane/contract';
import { MEMBER_PLAYLIST_MIN_MOVIES_EXCLUSIVE } from '@/config/constants';

/** Only playlists with more than 4 movies make it onto a member's crib (spec 2 and 9). */
export function cribPlaylists(playlists: readonly Playlist[]): Playlist[] {
  return playlists.filter((playlist) => playlist.videoCount > MEMBER_PLAYLIST_MIN_MOVIES_EXCLUSIVE);
}

/**
 * There is no member lookup call, so the name comes from the member's own data, then from the link that
 * brought the visitor here.
 */
export function memberDisplayName(
  playlists: readonly Playlist[] | undefined,
  comments: readonly Comment[] | undefined,
  routeName: string | undefined,
): string | undefined {
  return playlists?.[0]?.memberName ?? comments?.[0]?.userName ?? (routeName?.trim() || undefined);
}
