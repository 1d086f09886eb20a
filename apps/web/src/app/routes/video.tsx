import { useParams } from 'react-router';
import { VideoPage } from '@/features/videos/video-page/components/video-page';

/** /video/:videoId/:videoName? — the name is only for people and search engines; the id finds the video. */
export default function VideoRoute() {
  const { videoId = '' } = useParams();
  // A new video is a new page view: its own player, forms and view logging start afresh.
  return <VideoPage key={videoId} videoId={videoId} />;
}
