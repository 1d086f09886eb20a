import { useParams } from 'react-router';
import { PlaylistNotFound, PlaylistView } from '@/features/playlists/components/playlist-view';
import { parsePlaylistId } from '@/features/playlists/utils';

export default function PlaylistPage() {
  const { playlistId, videoId } = useParams();
  const id = parsePlaylistId(playlistId);
  if (id === null) return <PlaylistNotFound />;
  return <PlaylistView key={id} playlistId={id} videoId={videoId} />;
}
