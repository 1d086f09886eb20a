import { useId } from 'react';
import { LoadingMessage } from '@/components/loading-message';
import { RELATED_VIDEO_COLUMNS, RELATED_VIDEOS } from '@/config/constants';
import { VideoGrid } from '@/features/videos/components/video-grid';
import { useRelatedVideos } from '../api/get-related-videos';

/** The six related videos in six columns (spec 2). */
export function RelatedVideos({ videoId }: { videoId: string }) {
  const headingId = useId();
  const { data, isPending, isError } = useRelatedVideos(videoId, RELATED_VIDEOS);
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="h4">
        Related videos
      </h2>
      {isPending ? (
        <LoadingMessage />
      ) : isError ? (
        <p className="text-body-secondary">The related videos could not be loaded.</p>
      ) : data.length === 0 ? (
        <p className="text-body-secondary">No more more vids here...for now!</p>
      ) : (
        <VideoGrid videos={data} columns={RELATED_VIDEO_COLUMNS} aria-labelledby={headingId} />
      )}
    </section>
  );
}
