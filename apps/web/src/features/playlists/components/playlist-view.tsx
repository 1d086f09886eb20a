import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingMessage } from '@/components/loading-message';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { AdBanner } from '@/features/ads/components/ad-banner';
import { useManageInfo } from '@/features/auth/api/get-manage-info';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { usePlaylist } from '../api/get-playlist';
import { useRemoveVideoFromPlaylist } from '../api/remove-video-from-playlist';
import {
  chooseEntry,
  EMPTY_PLAYLIST_MESSAGE,
  REMOVED_VIDEO_MESSAGE,
  REMOVE_VIDEO_QUESTION,
  videoCountLabel,
  type PlaylistEntry,
} from '../utils';
import { ConfirmModal } from '@/components/confirm-modal';
import { PlaylistEntries } from './playlist-entries';
import { PlaylistPlayer } from './playlist-player';
import './playlists.css';

/** Two banners in the partners column. */
const PARTNER_SLOTS = ['partner-1', 'partner-2'] as const;

function PartnersColumn() {
  return (
    <aside className="col-12 col-xl-3" aria-label="Partners">
      <h2 className="h6 text-uppercase text-body-secondary">Partners</h2>
      <div className="sl-partners">
        {PARTNER_SLOTS.map((slot) => (
          <AdBanner key={slot} />
        ))}
      </div>
    </aside>
  );
}

/** Shown for a playlist id that is malformed or unknown. */
export function PlaylistNotFound() {
  return (
    <section className="py-5 text-center">
      <PageTitle title="Playlist not found" />
      <h1>Playlist not found</h1>
      <p className="text-body-secondary">
        There is no playlist at this address. It may have been deleted by its owner.
      </p>
      <Link to={paths.playlists} className="btn btn-primary">
        Browse all playlists
      </Link>
    </section>
  );
}

export interface PlaylistViewProps {
  playlistId: number;
  /** The video named in the URL (wmcExternalId or id); the first of the playlist when absent. */
  videoId: string | undefined;
}

/**
 * The playlist page (spec 2 and 4): the chosen video's player, the playlist's name, its videos and a partners
 * column. The owner alone can remove videos, after confirming.
 */
export function PlaylistView({ playlistId, videoId }: PlaylistViewProps) {
  const navigate = useNavigate();
  const listHeadingId = useId();
  const { data: playlist, isPending, isError, error } = usePlaylist(playlistId);
  const { data: me } = useManageInfo();
  const { mutateAsync: removeVideo } = useRemoveVideoFromPlaylist();
  const [pendingRemoval, setPendingRemoval] = useState<PlaylistEntry | null>(null);
  // Keeps the title in the dialog while it fades out after pendingRemoval went back to null.
  const [shownRemoval, setShownRemoval] = useState<PlaylistEntry | null>(null);
  if (pendingRemoval !== null && pendingRemoval !== shownRemoval) setShownRemoval(pendingRemoval);

  if (isPending) return <LoadingMessage text="Loading playlist..." />;
  if (isError) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return <PlaylistNotFound />;
    return (
      <p role="alert" className="text-danger">
        This playlist could not be loaded: {errorMessage(error)}
      </p>
    );
  }

  const entries = playlist.playlistMovies;
  const { entry: current, missing } = chooseEntry(entries, videoId);
  const isOwner = me !== undefined && me.id === playlist.memberId;

  const confirmRemoval = async () => {
    if (!pendingRemoval) return;
    const removed = pendingRemoval;
    await removeVideo({ playlistId: playlist.id, entryId: removed.id });
    setPendingRemoval(null);
    notify.success(REMOVED_VIDEO_MESSAGE);
    // The URL should not keep naming a video that is gone: play the playlist from the start.
    if (removed.id === current?.id && videoId !== undefined) {
      void navigate(paths.playlist(playlist.id), { replace: true });
    }
  };

  return (
    <div className="py-3">
      <PageTitle title={playlist.name} />
      <header className="mb-3">
        <h1 className="mb-1 text-break">{playlist.name}</h1>
        <p className="text-body-secondary mb-0">
          by <Link to={paths.member(playlist.memberId, playlist.memberName)}>{playlist.memberName}</Link>{' '}
          &middot; {videoCountLabel(entries.length)}
        </p>
      </header>

      <div className="row g-4">
        {current === undefined ? (
          <div className="col-12 col-xl-9">
            <p className="sl-listing-empty text-body-secondary fs-5">{EMPTY_PLAYLIST_MESSAGE}</p>
          </div>
        ) : (
          <>
            <section className="col-lg-8 col-xl-6" aria-label="Player">
              {missing ? (
                <p role="status" className="text-body-secondary small">
                  That video is not in this playlist (any more), so it starts from the first one.
                </p>
              ) : null}
              <PlaylistPlayer entry={current} />
            </section>
            <section className="col-lg-4 col-xl-3" aria-labelledby={listHeadingId}>
              <h2 id={listHeadingId} className="h5">
                Videos in this playlist
              </h2>
              <PlaylistEntries
                playlistId={playlist.id}
                entries={entries}
                currentId={current.id}
                aria-labelledby={listHeadingId}
                {...(isOwner ? { onRemove: setPendingRemoval } : {})}
              />
            </section>
          </>
        )}
        <PartnersColumn />
      </div>

      {isOwner ? (
        <ConfirmModal
          show={pendingRemoval !== null}
          title="Remove this video?"
          question={REMOVE_VIDEO_QUESTION}
          subject={shownRemoval?.movie.title}
          confirmLabel="Yes, remove it"
          onHide={() => {
            setPendingRemoval(null);
          }}
          onConfirm={confirmRemoval}
        />
      ) : null}
    </div>
  );
}
