import { MembersOnly } from '@/components/members-only';
import { PageTitle } from '@/components/page-title';
import { MyPlaylistsManager } from '@/features/playlists/components/my-playlists-manager';
import { LABELS } from '@starlane/contract';

/** /myplaylists, 'My Playlists' (spec 2): the member's playlists to create, rename and delete. */
export default function MyPlaylistsPage() {
  return (
    <>
      <PageTitle title={LABELS.myPlaylists} />
      <h1 className="mb-3">{LABELS.myPlaylists}</h1>
      <MembersOnly lead="Playlists are for members: collect your favourite vids in playlists of your own and share them.">
        <MyPlaylistsManager />
      </MembersOnly>
    </>
  );
}
