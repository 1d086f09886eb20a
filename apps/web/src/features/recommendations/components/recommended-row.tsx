import { useId } from 'react';
import type { Recommendation } from '@starlane/contract';
import { VideoCard } from '@/components/video-card';
import { VideoGrid, type ArrangeVideoSlots } from '@/components/video-grid';
import { useRecommendations } from '../lib/use-recommendations';
import './recommendations.css';
import { useMessages } from '@/lib/i18n/messages';

/** Each card with its reason under it. */
function withReasons(recommendations: readonly Recommendation[]): ArrangeVideoSlots {
  const reasons = new Map(recommendations.map((r) => [r.video.id, r.reason]));
  return (videos) =>
    videos.map((video, index) => ({
      kind: 'custom',
      key: `r${String(video.id)}`,
      node: (
        <>
          <VideoCard video={video} eager={index < 2} />
          <p className="sl-reco-reason">{reasons.get(video.id)}</p>
        </>
      ),
    }));
}

/**
 * "Recommended for you" on home (docs/decisions/0034), for anyone with history, ratings, favourites or wizard picks;
 * nothing at all for someone without any, and nothing until the page has hydrated.
 */
export function RecommendedRow({ columns = 4, heading }: { columns?: 3 | 4 | 6; heading?: string }) {
  const headingId = useId();
  const t = useMessages();
  const { data } = useRecommendations();
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h4">
        {heading ?? t.ui.recommended}
      </h2>
      <VideoGrid
        videos={data.map((r) => r.video)}
        columns={columns}
        arrangeSlots={withReasons(data)}
        aria-labelledby={headingId}
      />
    </section>
  );
}
