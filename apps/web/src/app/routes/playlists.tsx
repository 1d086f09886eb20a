import { PageTitle } from '@/components/page-title';
import { PlaylistListing } from '@/features/playlists/components/playlist-listing';
import type { PageLoad } from '@/lib/page-load';
import { playlistsQueryOptions } from '@/features/playlists/api/get-playlists';

export default function PlaylistsPage() {
  return (
    <section className="py-3" aria-labelledby="playlists-heading">
      <PageTitle title="Playlists" />
      <h1 id="playlists-heading" className="mb-3">
        Playlists
      </h1>
      <PlaylistListing />
    </section>
  );
}

export const load: PageLoad = ({ load }) => load(playlistsQueryOptions());
