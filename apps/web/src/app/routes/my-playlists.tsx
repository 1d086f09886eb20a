import { MemberPage } from '@/components/members-only';
import { MyPlaylistsManager } from '@/features/playlists/components/my-playlists-manager';
import { LABELS } from '@starlane/contract';

const LEAD =
  'Playlists are for members: collect your favourite vids in playlists of your own and share them.';

/** /myplaylists, 'My Playlists' (spec 2): the member's playlists to create, rename and delete. */
export default function MyPlaylistsPage() {
  return (
    <MemberPage title={LABELS.myPlaylists} lead={LEAD}>
      <MyPlaylistsManager />
    </MemberPage>
  );
}
