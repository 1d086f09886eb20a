import { PLAYLIST_NAME_MAX } from '@/config/constants';
import type { Messages } from '@/lib/i18n/messages';

/** The server's rule (trimmed, 1 to 50 characters), checked before sending: an error message, or null. */
export function playlistNameError(raw: string, t: Messages): string | null {
  const name = raw.trim();
  if (name.length === 0) return t.playlists.nameEmpty;
  if (name.length > PLAYLIST_NAME_MAX) return t.playlists.nameTooLong(PLAYLIST_NAME_MAX, name.length);
  return null;
}
