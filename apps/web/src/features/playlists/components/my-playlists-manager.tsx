import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { type Playlist } from '@starlane/contract';
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
import { useMessages } from '@/lib/i18n/messages';

type Dialog =
  { kind: 'create' } | { kind: 'rename'; playlist: Playlist } | { kind: 'remove'; playlist: Playlist };

/** A link to the member's public page, where others see their playlists (once they hold 5 videos). */
function CribLink() {
  const { data: me } = useManageInfo();
  const t = useMessages();
  if (!me) return null;
  return (
    <Link to={paths.member(me.id, me.userName)} className="btn btn-outline-light">
      {t.playlists.seeCrib}
    </Link>
  );
}

/** The member's playlists as cards, with the dialogs that create, rename and delete them. */
export function MyPlaylistsManager() {
  const query = useMyPlaylists();
  const t = useMessages();
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
          {t.labels.createPlaylist}
        </Button>
        <CribLink />
      </div>

      <QueryState query={query} what={t.playlists.yours} empty={t.playlists.emptyMine}>
        {(playlists) => (
          <ul
            className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled"
            aria-label={t.playlists.yours}
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
                        aria-label={`${t.labels.renamePlaylist}: ${playlist.name}`}
                        onClick={() => {
                          setRenaming(playlist);
                          setDialog({ kind: 'rename', playlist });
                        }}
                      >
                        {t.labels.renamePlaylist}
                      </Button>
                      <Button
                        variant="outline-danger"
                        size="sm"
                        aria-label={`${t.labels.removePlaylist}: ${playlist.name}`}
                        onClick={() => {
                          setDialog({ kind: 'remove', playlist });
                        }}
                      >
                        {t.labels.removePlaylist}
                      </Button>
                      {canCurate ? (
                        <Button
                          variant={playlist.curated ? 'warning' : 'outline-warning'}
                          size="sm"
                          aria-pressed={playlist.curated}
                          aria-label={`${t.ui.curated}: ${playlist.name}`}
                          disabled={curatePlaylist.isPending}
                          onClick={() => {
                            const curated = !playlist.curated;
                            curatePlaylist.mutate(
                              { playlistId: playlist.id, curated },
                              {
                                onSuccess: () =>
                                  notify.success(curated ? t.playlists.curated : t.playlists.uncurated),
                                onError: (error) => notifyError(error),
                              },
                            );
                          }}
                        >
                          {t.ui.curated}
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
        title={t.playlists.createTitle}
        submitLabel={t.playlists.create}
        onHide={close}
        onSave={async (name) => {
          await createPlaylist.mutateAsync(name);
          close();
          notify.success(t.playlists.created);
        }}
      />
      <PlaylistNameModal
        // A new key per playlist: the form starts from that playlist's name.
        key={renaming?.id ?? 'none'}
        show={dialog?.kind === 'rename'}
        title={t.playlists.renameTitle}
        submitLabel={t.playlists.save}
        initialName={renaming?.name ?? ''}
        onHide={close}
        onSave={async (name) => {
          if (!renaming) return;
          await renamePlaylist.mutateAsync({ playlistId: renaming.id, name });
          close();
          notify.success(t.playlists.renamed);
        }}
      />
      <RemovePlaylistModal
        playlistName={dialog?.kind === 'remove' ? dialog.playlist.name : null}
        onHide={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'remove') return;
          await removePlaylist.mutateAsync(dialog.playlist.id);
          close();
          notify.success(t.playlists.removed);
        }}
      />
    </>
  );
}
