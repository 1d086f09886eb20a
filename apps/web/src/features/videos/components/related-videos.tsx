import { QueryState } from '@/components/query-state';
import { TitledSection } from '@/components/titled-section';
import { VideoGrid } from '@/components/video-grid';
import { RELATED_VIDEO_COLUMNS, RELATED_VIDEOS } from '@/config/constants';
import { useRelatedVideos } from '../api/get-related-videos';
import { useMessages } from '@/lib/i18n/messages';

/** The six related videos in six columns (spec 2). */
export function RelatedVideos({ videoId }: { videoId: string }) {
  const t = useMessages();
  const query = useRelatedVideos(videoId, RELATED_VIDEOS);
  return (
    <TitledSection title={t.ui.relatedVideos} className="mt-4" headingClassName="h4">
      {(headingId) => (
        <QueryState query={query} what={t.ui.theRelatedVideos} empty={t.spec.noVideos}>
          {(videos) => (
            <VideoGrid videos={videos} columns={RELATED_VIDEO_COLUMNS} aria-labelledby={headingId} />
          )}
        </QueryState>
      )}
    </TitledSection>
  );
}
