import { MemberPage } from '@/components/members-only';
import { MyPlaylistsManager } from '@/features/playlists/components/my-playlists-manager';
import { LABELS } from '@starlane/contract';
import { loadAccount } from '@/lib/auth/get-manage-info';
import { myPlaylistsQueryOptions } from '@/features/playlists/api/get-my-playlists';
import { forMembers } from '@/lib/page-load';

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

/** The member's account (who may do what) and their playlists. */
export const load = forMembers((context) =>
  Promise.all([loadAccount(context), context.load(myPlaylistsQueryOptions())]),
);
