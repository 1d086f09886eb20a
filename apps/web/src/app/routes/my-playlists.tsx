import { MemberPage } from '@/components/members-only';
import { MyPlaylistsManager } from '@/features/playlists/components/my-playlists-manager';
import { loadAccount } from '@/lib/auth/get-manage-info';
import { myPlaylistsQueryOptions } from '@/features/playlists/api/get-my-playlists';
import { forMembers } from '@/lib/page-load';
import { useMessages } from '@/lib/i18n/messages';

/** /myplaylists, 'My Playlists' (spec 2): the member's playlists to create, rename and delete. */
export default function MyPlaylistsPage() {
  const t = useMessages();
  return (
    <MemberPage title={t.labels.myPlaylists} lead={t.playlists.lead}>
      <MyPlaylistsManager />
    </MemberPage>
  );
}

/** The member's account (who may do what) and their playlists. */
export const load = forMembers((context) =>
  Promise.all([loadAccount(context), context.load(myPlaylistsQueryOptions())]),
);
