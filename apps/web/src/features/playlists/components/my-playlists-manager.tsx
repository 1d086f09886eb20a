import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { LABELS, type Playlist } from '@starlane/contract';
import { PlaylistCard } from '@/components/playlist-card';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useManageInfo } from '@/lib/auth/get-manage-info';
import { notify, notifyError } from '@/lib/toast';
import { useCreatePlaylist } from '../api/create-playlist';
import { useCuratePlaylist } from '../api/curate-playlist';
import { useMyPlaylists } from '../api/get-my-playlists';
import { useRemovePlaylist } from '../api/remove-playlist';
import { useRenamePlaylist } from '../api/rename-playlist';
import { PlaylistNameModal } from './playlist-name-modal';
import { RemovePlaylistModal } from './remove-playlist-modal';

export const PLAYLIST_CREATED = 'Playlist created!';
export const PLAYLIST_RENAMED = 'Playlist renamed!';
export const PLAYLIST_REMOVED = 'Playlist removed!';
export const PLAYLIST_CURATED = 'Marked curated: it is labelled and listed first.';
export const PLAYLIST_UNCURATED = 'No longer curated.';

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

/** The member's playlists as cards, with the dialogs that create, rename and delete them. */
export function MyPlaylistsManager() {
  const query = useMyPlaylists();
  const createPlaylist = useCreatePlaylist();
  const renamePlaylist = useRenamePlaylist();
  const removePlaylist = useRemovePlaylist();
  const curatePlaylist = useCuratePlaylist();
  // Staff and premium members curate (docs/decisions/0027); others do not see the button.
  const { data: me } = useManageInfo();
  const canCurate = me?.role === 'staff' || me?.role === 'premium';
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
          {LABELS.createPlaylist}
        </Button>
        <CribLink />
      </div>

      <QueryState
        query={query}
        what="Your playlists"
        empty="No playlists yet. Hit ‘Create +’ to start one, then add vids from any video page."
      >
        {(playlists) => (
          <ul
            className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled"
            aria-label="Your playlists"
          >
            {playlists.map((playlist) => (
              <li key={playlist.id} className="col">
                <PlaylistCard
                  playlist={playlist}
                  headingLevel={2}
                  actions={
                    <>
                      <Button
                        variant="outline-light"
                        size="sm"
                        // The visible text starts the name; the playlist's name tells the buttons apart.
                        aria-label={`${LABELS.renamePlaylist}: ${playlist.name}`}
                        onClick={() => {
                          setRenaming(playlist);
                          setDialog({ kind: 'rename', playlist });
                        }}
                      >
                        {LABELS.renamePlaylist}
                      </Button>
                      <Button
                        variant="outline-danger"
                        size="sm"
                        aria-label={`${LABELS.removePlaylist}: ${playlist.name}`}
                        onClick={() => {
                          setDialog({ kind: 'remove', playlist });
                        }}
                      >
                        {LABELS.removePlaylist}
                      </Button>
                      {canCurate ? (
                        <Button
                          variant={playlist.curated ? 'warning' : 'outline-warning'}
                          size="sm"
                          aria-pressed={playlist.curated}
                          aria-label={`Curated: ${playlist.name}`}
                          disabled={curatePlaylist.isPending}
                          onClick={() => {
                            const curated = !playlist.curated;
                            curatePlaylist.mutate(
                              { playlistId: playlist.id, curated },
                              {
                                onSuccess: () =>
                                  notify.success(curated ? PLAYLIST_CURATED : PLAYLIST_UNCURATED),
                                onError: (error) => notifyError(error),
                              },
                            );
                          }}
                        >
                          Curated
                        </Button>
                      ) : null}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>

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
