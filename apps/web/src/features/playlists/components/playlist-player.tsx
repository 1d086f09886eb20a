import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadingMessage } from '@/components/loading-message';
import { paths } from '@/config/paths';
import { VideoPlayer } from '@/features/player/components/video-player';
import { useViewerKey, videoQueryOptions } from '@/features/videos/video-page/api/get-video';
import { useLogVideoView } from '@/features/videos/video-page/api/log-video-view';
import { errorMessage } from '@/lib/api-client';
import type { PlaylistEntry } from '../utils';

/** The chosen entry's player (sources from getmovie) and its title; a view is logged when playback starts. */
export function PlaylistPlayer({ entry }: { entry: PlaylistEntry }) {
  const viewer = useViewerKey();
  // No placeholder: while the next video loads, the loading message replaces the previous one's player.
  const {
    data: video,
    isPending,
    isError,
    error,
  } = useQuery(videoQueryOptions(entry.movie.wmcExternalId, viewer));
  const { mutate: logView } = useLogVideoView();

  if (isPending) {
    return (
      <div className="ratio ratio-16x9 bg-black rounded">
        <div className="d-flex align-items-center justify-content-center">
          <LoadingMessage text="Loading video..." />
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="text-danger">
        {entry.movie.title} could not be loaded: {errorMessage(error)}
      </p>
    );
  }

  return (
    <>
      <VideoPlayer
        source={{
          title: video.title,
          videoURL: video.videoURL,
          hlsURL: video.hlsURL,
          thumbnail: video.thumbnail,
        }}
        onPlaybackStart={() => {
          logView(video.wmcExternalId);
        }}
      />
      <h2 className="h4 mt-3 mb-0 text-break">
        <span className="visually-hidden">Now playing: </span>
        <Link to={paths.video(video.wmcExternalId, video.title)}>{video.title}</Link>
      </h2>
    </>
  );
}
