import { MyPlaylists } from '@/features/my-playlists/components/my-playlists';

export default function MyPlaylistsPage() {
  return <MyPlaylists />;
}
