import { PageTitle } from '@/components/page-title';
import { PlaylistListing } from '@/features/playlists/components/playlist-listing';

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
