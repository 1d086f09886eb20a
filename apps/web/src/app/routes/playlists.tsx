import { PageTitle } from '@/components/page-title';
import { PlaylistListing } from '@/features/playlists/components/playlist-listing';
import type { PageLoad } from '@/lib/page-load';
import { playlistsQueryOptions } from '@/features/playlists/api/get-playlists';
import { useMessages } from '@/lib/i18n/messages';

export default function PlaylistsPage() {
  const t = useMessages();
  return (
    <section className="py-3" aria-labelledby="playlists-heading">
      <PageTitle title={t.head.playlists} />
      <h1 id="playlists-heading" className="mb-3">
        {t.head.playlists}
      </h1>
      <PlaylistListing />
    </section>
  );
}

export const load: PageLoad = ({ load }) => load(playlistsQueryOptions());
