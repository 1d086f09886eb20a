import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { Playlist } from '@starlane/contract';
import { LoadingMessage } from '@/components/loading-message';
import { PageTitle } from '@/components/page-title';
import { MEMBER_PLAYLIST_PREVIEWS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useManageInfo } from '@/features/auth/api/get-manage-info';
import { useAuth } from '@/features/auth/auth-context';
import { MemberPerksPrompt } from '@/features/members/components/member-perks-prompt';
import { PlaylistPreviewCard } from '@/features/members/components/playlist-preview-card';
import { useMyPlaylists } from '@/features/playlists/api/get-my-playlists';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCreatePlaylist } from '../api/create-playlist';
import { useRemovePlaylist } from '../api/remove-playlist';
import { useRenamePlaylist } from '../api/rename-playlist';
import { PlaylistNameModal } from './playlist-name-modal';
import { RemovePlaylistModal } from './remove-playlist-modal';

export const PLAYLIST_CREATED = 'Playlist created!';
export const PLAYLIST_RENAMED = 'Playlist renamed!';
export const PLAYLIST_REMOVED = 'Playlist removed!';

type Dialog =
  { kind: 'create' } | { kind: 'rename'; playlist: Playlist } | { kind: 'remove'; playlist: Playlist };

/** A link to the member's public page, where others see their playlists (once they hold 5 videos). */
function CribLink() {
  const { data: me } = useManageInfo();
  if (!me) return null;
  return (
    <Link to={paths.member(me.id, me.userName)} className="btn btn-outline-light">
      See your crib
    </Link>
  );
}

function MemberPlaylists() {
  const { data: playlists, isPending, isError, error } = useMyPlaylists();
  const createPlaylist = useCreatePlaylist();
  const renamePlaylist = useRenamePlaylist();
  const removePlaylist = useRemovePlaylist();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Kept after the rename dialog closes, so its content does not change while it fades out.
  const [renaming, setRenaming] = useState<Playlist | null>(null);
  const close = () => {
    setDialog(null);
  };

  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button
          variant="primary"
          onClick={() => {
            setDialog({ kind: 'create' });
          }}
        >
          Create +
        </Button>
        <CribLink />
      </div>

      {isPending ? (
        <LoadingMessage />
      ) : isError ? (
        <p role="alert" className="text-danger">
          Your playlists could not be loaded: {errorMessage(error)}
        </p>
      ) : playlists.length === 0 ? (
        <p className="text-body-secondary">
          No playlists yet. Hit &lsquo;Create +&rsquo; to start one, then add vids from any video page.
        </p>
      ) : (
        <ul
          className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled"
          aria-label="Your playlists"
        >
          {playlists.map((playlist) => (
            <li key={playlist.id} className="col">
              <PlaylistPreviewCard
                playlist={playlist}
                previews={MEMBER_PLAYLIST_PREVIEWS}
                actions={
                  <>
                    <Button
                      variant="outline-light"
                      size="sm"
                      // The visible text starts the name; the playlist's name tells the buttons apart.
                      aria-label={`Tweak it: ${playlist.name}`}
                      onClick={() => {
                        setRenaming(playlist);
                        setDialog({ kind: 'rename', playlist });
                      }}
                    >
                      Tweak it
                    </Button>
                    <Button
                      variant="outline-danger"
                      size="sm"
                      aria-label={`Kill it: ${playlist.name}`}
                      onClick={() => {
                        setDialog({ kind: 'remove', playlist });
                      }}
                    >
                      Kill it
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}

      <PlaylistNameModal
        show={dialog?.kind === 'create'}
        title="Create a playlist"
        submitLabel="Create"
        onHide={close}
        onSave={async (name) => {
          await createPlaylist.mutateAsync(name);
          close();
          notify.success(PLAYLIST_CREATED);
        }}
      />
      <PlaylistNameModal
        // A new key per playlist: the form starts from that playlist's name.
        key={renaming?.id ?? 'none'}
        show={dialog?.kind === 'rename'}
        title="Tweak your playlist"
        submitLabel="Save"
        initialName={renaming?.name ?? ''}
        onHide={close}
        onSave={async (name) => {
          if (!renaming) return;
          await renamePlaylist.mutateAsync({ playlistId: renaming.id, name });
          close();
          notify.success(PLAYLIST_RENAMED);
        }}
      />
      <RemovePlaylistModal
        playlistName={dialog?.kind === 'remove' ? dialog.playlist.name : null}
        onHide={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'remove') return;
          await removePlaylist.mutateAsync(dialog.playlist.id);
          close();
          notify.success(PLAYLIST_REMOVED);
        }}
      />
    </>
  );
}

/** /myplaylists, 'My Playlists' (spec 2): the member's playlists to create, rename and delete. */
export function MyPlaylists() {
  const { status } = useAuth();
  return (
    <>
      <PageTitle title="My Playlists" />
      <h1 className="mb-3">My Playlists</h1>
      {status === 'checking' ? (
        <LoadingMessage />
      ) : status === 'anonymous' ? (
        <MemberPerksPrompt lead="Playlists are for members: collect your favourite vids in playlists of your own and share them." />
      ) : (
        <MemberPlaylists />
      )}
    </>
  );
}
