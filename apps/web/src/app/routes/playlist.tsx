import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { type Playlist } from '@starlane/contract';
import { ConfirmModal } from '@/components/confirm-modal';
import { CuratedBadge } from '@/components/curated-badge';
import { ShareButton } from '@/components/share-button';
import { LoadingMessage } from '@/components/loading-message';
import { NotFound, type NotFoundProps } from '@/components/not-found';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { AdBanner } from '@/features/ads/components/ad-banner';
import { VideoPlayer } from '@/features/player/components/video-player';
import { PlayerFrame } from '@/features/player/components/player-frame';
import { playlistAutoplay } from '@/features/player/lib/autoplay';
import { usePlaylist } from '@/features/playlists/api/get-playlist';
import { useRemoveVideoFromPlaylist } from '@/features/playlists/api/remove-video-from-playlist';
import { PlaylistEntries } from '@/features/playlists/components/playlist-entries';
import '@/features/playlists/components/playlists.css';
import {
  chooseEntry,
  parsePlaylistId,
  playlistVideoPath,
  type PlaylistEntry,
} from '@/features/playlists/utils';
import { useViewerKey, videoQueryOptions } from '@/features/videos/api/get-video';
import { useLogVideoView } from '@/features/videos/api/log-video-view';
import { rememberPlayed } from '@/features/recommendations/lib/taste';
import { loadAccount, useManageInfo } from '@/lib/auth/get-manage-info';
import { notify } from '@/lib/toast';
import type { PageLoad } from '@/lib/page-load';
import { playlistQueryOptions } from '@/features/playlists/api/get-playlist';
import { useMessages, type Messages } from '@/lib/i18n/messages';
import { useFormat } from '@/lib/format';

const playlistNotFound = (t: Messages): NotFoundProps => ({
  title: t.head.playlistNotFound,
  children: t.playlists.notFoundText,
  back: { to: paths.playlists, label: t.playlists.browseAll },
});

const PARTNER_SLOTS = ['partner-1', 'partner-2'] as const;

function PartnersColumn() {
  const t = useMessages();
  return (
    <aside className="col-12 col-xl-3" aria-label={t.ui.partners}>
      <h2 className="h6 text-uppercase text-body-secondary">{t.ui.partners}</h2>
      <div className="sl-partners">
        {PARTNER_SLOTS.map((slot) => (
          <AdBanner key={slot} />
        ))}
      </div>
    </aside>
  );
}

/** Set in the location state when the page moved on to the next video by itself: that one starts at once. */
interface AutoplayState {
  autoplay?: boolean;
}

/** The chosen entry's player (sources from getmovie) and its title; a view is logged when playback starts. */
function PlaylistPlayer({
  entry,
  onEnded,
  autoPlay,
}: {
  entry: PlaylistEntry;
  onEnded: () => void;
  autoPlay: boolean;
}) {
  const viewer = useViewerKey();
  // No placeholder: while the next video loads, the loading message replaces the previous one's player.
  const query = useQuery(videoQueryOptions(entry.movie.wmcExternalId, viewer));
  const { mutate: logView } = useLogVideoView();
  const t = useMessages();

  if (query.isPending) {
    return (
      <div className="ratio ratio-16x9 bg-black rounded">
        <div className="d-flex align-items-center justify-content-center">
          <LoadingMessage text={t.playlists.loadingVideo} />
        </div>
      </div>
    );
  }
  return (
    <QueryState query={query} what={entry.movie.title}>
      {(video) => (
        <>
          <PlayerFrame onEnded={onEnded} autoPlay={autoPlay}>
            <VideoPlayer
              source={{
                title: video.title,
                videoURL: video.videoURL,
                hlsURL: video.hlsURL,
                thumbnail: video.thumbnail,
                seekThumbnailsURL: video.seekThumbnailsURL,
              }}
              onPlaybackStart={() => {
                logView(video.wmcExternalId);
                rememberPlayed(video.wmcExternalId);
              }}
            />
          </PlayerFrame>
          <h2 className="h4 mt-3 mb-0 text-break">
            <span className="visually-hidden">{t.playlists.nowPlaying} </span>
            <Link to={paths.video(video.wmcExternalId, video.title)}>{video.title}</Link>
          </h2>
        </>
      )}
    </QueryState>
  );
}

/**
 * The playlist (spec 2 and 4): the chosen video's player, the playlist's name, its videos and a partners
 * column. The owner alone can remove videos, after confirming.
 */
function PlaylistDetails({ playlist, videoId }: { playlist: Playlist; videoId: string | undefined }) {
  const navigate = useNavigate();
  const listHeadingId = useId();
  const t = useMessages();
  const format = useFormat();
  const { data: me } = useManageInfo();
  const { mutateAsync: removeVideo } = useRemoveVideoFromPlaylist();
  const [pendingRemoval, setPendingRemoval] = useState<PlaylistEntry | null>(null);
  // Keeps the title in the dialog while it fades out after pendingRemoval went back to null.
  const [shownRemoval, setShownRemoval] = useState<PlaylistEntry | null>(null);
  if (pendingRemoval !== null && pendingRemoval !== shownRemoval) setShownRemoval(pendingRemoval);

  const entries = playlist.playlistMovies;
  const { entry: current, missing } = chooseEntry(entries, videoId);
  const isOwner = me !== undefined && me.id === playlist.memberId;
  const autoplay = playlistAutoplay.use();
  const autoplayId = useId();
  const cameByAutoplay = (useLocation().state as AutoplayState | null)?.autoplay === true;
  const next = current === undefined ? undefined : entries[entries.indexOf(current) + 1];
  const playNext = () => {
    if (!autoplay || next === undefined) return;
    void navigate(playlistVideoPath(playlist.id, next.movie.wmcExternalId), {
      state: { autoplay: true } satisfies AutoplayState,
    });
  };

  const confirmRemoval = async () => {
    if (!pendingRemoval) return;
    const removed = pendingRemoval;
    await removeVideo({ playlistId: playlist.id, entryId: removed.id });
    setPendingRemoval(null);
    notify.success(t.playlists.videoRemoved);
    // The URL should not keep naming a video that is gone: play the playlist from the start.
    if (removed.id === current?.id && videoId !== undefined) {
      void navigate(paths.playlist(playlist.id), { replace: true });
    }
  };

  return (
    <div className="py-3">
      <PageTitle title={playlist.name} />
      <header className="mb-3">
        <h1 className="mb-1 text-break">
          {playlist.name}
          {playlist.curated ? <CuratedBadge /> : null}
        </h1>
        <ShareButton title={playlist.name} />
        <p className="text-body-secondary mb-0">
          {t.playlists.by}{' '}
          <Link to={paths.member(playlist.memberId, playlist.memberName)}>{playlist.memberName}</Link>{' '}
          &middot; {t.playlists.videoCount(entries.length, format.count(entries.length))}
        </p>
      </header>

      <div className="row g-4">
        {current === undefined ? (
          <div className="col-12 col-xl-9">
            <p className="text-body-secondary fs-5">{t.spec.emptyPlaylist}</p>
          </div>
        ) : (
          <>
            <section className="col-lg-8 col-xl-6" aria-label={t.playlists.player}>
              {missing ? (
                <p role="status" className="text-body-secondary small">
                  {t.playlists.notInPlaylist}
                </p>
              ) : null}
              <PlaylistPlayer entry={current} onEnded={playNext} autoPlay={cameByAutoplay} />
              <div className="form-check form-switch mt-2">
                <input
                  id={autoplayId}
                  type="checkbox"
                  role="switch"
                  className="form-check-input"
                  checked={autoplay}
                  onChange={(event) => {
                    playlistAutoplay.write(event.target.checked);
                  }}
                />
                <label htmlFor={autoplayId} className="form-check-label">
                  {t.playlists.autoplay}
                </label>
              </div>
            </section>
            <section className="col-lg-4 col-xl-3" aria-labelledby={listHeadingId}>
              <h2 id={listHeadingId} className="h5">
                {t.playlists.videosIn}
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
          title={t.playlists.removeVideoTitle}
          question={t.spec.removeVideoQuestion}
          subject={shownRemoval?.movie.title}
          confirmLabel={t.playlists.yesRemove}
          onHide={() => {
            setPendingRemoval(null);
          }}
          onConfirm={confirmRemoval}
        />
      ) : null}
    </div>
  );
}

export interface PlaylistViewProps {
  playlistId: number;
  /** The video named in the URL (wmcExternalId or id); the first of the playlist when absent. */
  videoId: string | undefined;
}

export function PlaylistView({ playlistId, videoId }: PlaylistViewProps) {
  const query = usePlaylist(playlistId);
  const t = useMessages();
  return (
    <QueryState
      query={query}
      what={t.playlists.thisPlaylist}
      loading={t.playlists.loading}
      notFound={playlistNotFound(t)}
    >
      {(playlist) => <PlaylistDetails playlist={playlist} videoId={videoId} />}
    </QueryState>
  );
}

/** /playlist/:playlistId/:videoId? */
export default function PlaylistPage() {
  const { playlistId, videoId } = useParams();
  const id = parsePlaylistId(playlistId);
  const t = useMessages();
  if (id === null) return <NotFound {...playlistNotFound(t)} />;
  return <PlaylistView key={id} playlistId={id} videoId={videoId} />;
}

/** The playlist, then the chosen video's player data; the member's account shows who owns it. */
export const load: PageLoad = async ({ params, viewer, load, ...context }) => {
  const id = parsePlaylistId(params.playlistId);
  if (id === null) return;
  const [playlist] = await Promise.all([
    load(playlistQueryOptions(id)),
    loadAccount({ params, viewer, load, ...context }),
  ]);
  const { entry } = chooseEntry(playlist?.playlistMovies ?? [], params.videoId);
  if (entry) await load(videoQueryOptions(entry.movie.wmcExternalId, viewer));
};
