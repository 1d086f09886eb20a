import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { pageQueryPrefix, type VideoDetail } from '@starlane/contract';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import type { NotFoundProps } from '@/components/not-found';
import { paths } from '@/config/paths';
import { PartnersColumn } from '@/features/ads/components/partners-column';
import { CommentSection } from '@/features/comments/components/comment-section';
import { AddToPlaylistPopover } from '@/features/playlists/components/add-to-playlist-popover';
import { VideoPlayer } from '@/features/player/components/video-player';
import { PlayerFrame } from '@/features/player/components/player-frame';
import { EmbedPlayer } from '@/features/player/components/embed-player';
import { UpNextCard, UpNextCountdown } from '@/features/player/components/up-next';
import { useRelatedVideos } from '@/features/videos/api/get-related-videos';
import { RELATED_VIDEOS } from '@/config/constants';
import { RatingButtons } from '@/features/ratings/components/rating-buttons';
import { useVideo } from '@/features/videos/api/get-video';
import { useLogVideoView } from '@/features/videos/api/log-video-view';
import { FaveButton } from '@/features/favourites/components/fave-button';
import { PartnerPromoLink } from '@/features/videos/components/partner-promo-link';
import { RelatedVideos } from '@/features/videos/components/related-videos';
import { rememberPlayed } from '@/features/recommendations/lib/taste';
import { VideoPills } from '@/features/videos/components/video-pills';
import { VideoStats } from '@/features/videos/components/video-stats';
import { ShareButton } from '@/components/share-button';
import { ResumePrompt } from '@/features/history/components/resume-prompt';
import { useResumeOffer } from '@/features/history/lib/use-resume-offer';
import { useWatchProgress } from '@/features/history/lib/use-watch-progress';
import './video.css';
import type { PageLoad } from '@/lib/page-load';
import { inLocale, videoTitleIn } from '@/lib/i18n/catalogue-text';
import { useLocale, useMessages, type Messages } from '@/lib/i18n/messages';
import { loadAccount } from '@/lib/auth/get-manage-info';
import { videoQueryOptions } from '@/features/videos/api/get-video';
import { relatedVideosQueryOptions } from '@/features/videos/api/get-related-videos';
import { videoCommentsQueryOptions } from '@/features/comments/api/get-video-comments';
import { getResumePositionQueryOptions } from '@/features/history/api/get-resume-position';

/** Every cached copy of this video (one per viewer) gets the same change. */
function useUpdateVideo(videoKey: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (change: (video: VideoDetail) => Partial<VideoDetail>) => {
      queryClient.setQueriesData<VideoDetail>(
        { queryKey: pageQueryPrefix('videos/detail', videoKey) },
        (video) => (video ? { ...video, ...change(video) } : video),
      );
    },
    [queryClient, videoKey],
  );
}

const videoNotFound = (t: Messages): NotFoundProps => ({
  title: t.head.videoNotFound,
  children: t.videoPage.notFoundText,
  back: { to: paths.videos, label: t.videoPage.browseAll },
});

/** The video page (spec 2): player, facts, member actions, description, pills, related videos, comments. */
export function VideoPage({ videoId }: { videoId: string }) {
  const query = useVideo(videoId);
  const video = query.data;
  const t = useMessages();

  return (
    <>
      <div className="row g-4">
        <div className="col-lg-9">
          <QueryState query={query} what={t.videoPage.thisVideo} notFound={videoNotFound(t)}>
            {(loaded) => <VideoDetails videoKey={videoId} video={loaded} />}
          </QueryState>
        </div>
        {/* On phones the partners column stacks under the video: it waits for the video so that the page
            does not push it down when the video arrives (layout shift). */}
        {!query.isPending && <PartnersColumn className="sl-video-ads" />}
      </div>
      {video && (
        <>
          <RelatedVideos videoId={video.wmcExternalId} />
          <div className="row">
            <div className="col-lg-9">
              <CommentSection videoId={video.wmcExternalId} />
            </div>
          </div>
        </>
      )}
    </>
  );
}

/**
 * The video for this viewer, then what hangs off its public id: related videos (up next), comments, and for
 * a member their account (comment controls) and where they left the video.
 */
export const load: PageLoad = async (context) => {
  const { params, viewer, signedIn, load } = context;
  const video = await load(videoQueryOptions(params.videoId ?? '', viewer));
  if (!video) return;
  const id = video.wmcExternalId;
  await Promise.all([
    load(relatedVideosQueryOptions(id, RELATED_VIDEOS)),
    load(videoCommentsQueryOptions(id)),
    loadAccount(context),
    signedIn ? load(getResumePositionQueryOptions(id)) : undefined,
  ]);
};

/** /video/:videoId/:videoName? — the name is only for people and search engines; the id finds the video. */
export default function VideoRoute() {
  const { videoId = '' } = useParams();
  // A new video is a new page view: its own player, forms and view logging start afresh.
  return <VideoPage key={videoId} videoId={videoId} />;
}

function VideoDetails({ videoKey, video }: { videoKey: string; video: VideoDetail }) {
  const descriptionId = useId();
  const t = useMessages();
  const updateVideo = useUpdateVideo(videoKey);
  const { mutate: logView } = useLogVideoView({
    onSuccess: ({ viewCount }) => {
      updateVideo(() => ({ viewCount }));
    },
  });

  const { title, videoURL, hlsURL, thumbnail, wmcExternalId, seekThumbnailsURL, captions } = video;
  // The page's language picks the title, description and default captions (docs/decisions/0074).
  const locale = useLocale();
  const shownTitle = videoTitleIn(locale, video);
  const description = inLocale(locale, video.description, video.descriptionEs);
  // Stable while the URLs are, so a refetch (e.g. after signing in) does not reload the player.
  const source = useMemo(
    () => ({ title: shownTitle, videoURL, hlsURL, thumbnail, seekThumbnailsURL, captions }),
    [shownTitle, videoURL, hlsURL, thumbnail, seekThumbnailsURL, captions],
  );
  const onPlaybackStart = useCallback(() => {
    logView(wmcExternalId);
    rememberPlayed(wmcExternalId);
  }, [logView, wmcExternalId]);

  // Watch history and resuming (docs/decisions/0032): the box around the player is where they find its
  // <video>.
  const playerBox = useRef<HTMLDivElement>(null);
  const movie = useMemo(
    () => ({ id: video.id, wmcExternalId, title, thumbnail, length: video.length }),
    [video.id, wmcExternalId, title, thumbnail, video.length],
  );
  useWatchProgress(playerBox, movie);
  const resume = useResumeOffer(wmcExternalId, video.length);

  // Up next: the first related video (the same query as the related list, so no extra request).
  const next = useRelatedVideos(wmcExternalId, RELATED_VIDEOS).data?.[0];
  const [ended, setEnded] = useState(false);
  const navigate = useNavigate();
  const cameByUpNext = (useLocation().state as { upNext?: boolean } | null)?.upNext === true;
  const onEnded = useCallback(() => {
    setEnded(true);
  }, []);
  const playNext = useCallback(() => {
    if (next) void navigate(paths.video(next.wmcExternalId, next.title), { state: { upNext: true } });
  }, [navigate, next]);

  return (
    <article aria-labelledby={`${descriptionId}-title`}>
      <PageTitle title={shownTitle} />
      {resume.offer !== null && (
        <ResumePrompt
          positionSeconds={resume.offer}
          onResume={(seconds) => {
            const element = playerBox.current?.querySelector('video');
            if (element) {
              element.currentTime = seconds;
              // Browsers may refuse to play without a gesture they count; the position is set either way.
              element.play().catch(() => undefined);
            }
            resume.dismiss();
          }}
          onStartOver={resume.dismiss}
        />
      )}
      <div ref={playerBox}>
        {video.embedURL && !videoURL ? (
          <EmbedPlayer title={shownTitle} url={video.embedURL} />
        ) : (
          <PlayerFrame
            onEnded={onEnded}
            autoPlay={cameByUpNext}
            overlay={
              ended && next ? (
                <UpNextCountdown
                  next={next}
                  onPlay={playNext}
                  onCancel={() => {
                    setEnded(false);
                  }}
                />
              ) : null
            }
          >
            <VideoPlayer source={source} onPlaybackStart={onPlaybackStart} locale={locale} />
          </PlayerFrame>
        )}
      </div>
      <h1 id={`${descriptionId}-title`} className="h3 mt-3 mb-2">
        {shownTitle}
      </h1>
      <VideoStats video={video} />
      <ShareButton title={shownTitle} />
      <div className="sl-video-actions mb-3">
        <RatingButtons
          videoId={wmcExternalId}
          myRating={video.myRating}
          onRated={({ rating, averageRating, ratingCount }) => {
            updateVideo(() => ({ myRating: rating, averageRating, ratingCount }));
          }}
        />
        <FaveButton
          videoId={wmcExternalId}
          isFavourite={video.isFavourite ?? false}
          onToggled={({ isFavourite }) => {
            updateVideo((current) => ({
              isFavourite,
              favouriteCount:
                current.isFavourite === isFavourite
                  ? current.favouriteCount
                  : Math.max(0, current.favouriteCount + (isFavourite ? 1 : -1)),
            }));
          }}
        />
        <AddToPlaylistPopover videoId={wmcExternalId} />
      </div>
      <PartnerPromoLink wmcExternalId={wmcExternalId} />
      {/* The AI note speaks of the description: with none (or only spaces) there is nothing to note. */}
      {description.trim() !== '' ? (
        <section aria-labelledby={descriptionId} className="mt-3">
          <h2 id={descriptionId} className="visually-hidden">
            {t.videoPage.description}
          </h2>
          <p className="sl-video-description mb-1">{description}</p>
          <p className="sl-ai-note text-body-secondary">{t.videoPage.aiNote}</p>
        </section>
      ) : null}
      <VideoPills video={video} />
      {next ? <UpNextCard next={next} /> : null}
    </article>
  );
}
