import { PLAYLIST_NAME_MAX } from '@/config/constants';

export const PLAYLIST_NAME_EMPTY = 'Please give your playlist a name.';
export const playlistNameTooLong = (length: number) =>
  `A playlist name has at most ${String(PLAYLIST_NAME_MAX)} characters (yours has ${String(length)}).`;

/** The server's rule (trimmed, 1 to 50 characters), checked before sending: an error message, or null. */
export function playlistNameError(raw: string): string | null {
  const name = raw.trim();
  if (name.length === 0) return PLAYLIST_NAME_EMPTY;
  if (name.length > PLAYLIST_NAME_MAX) return playlistNameTooLong(name.length);
  return null;
}
