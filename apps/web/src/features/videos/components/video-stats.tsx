import type { VideoDetail } from '@starlane/contract';
import { RATING_MAX } from '@/config/constants';
import { formatDuration, formatRating } from '@/lib/format';

const countFormat = new Intl.NumberFormat('en');

/** Length, view count and average rating, as a description list. */
export function VideoStats({
  video,
}: {
  video: Pick<VideoDetail, 'length' | 'viewCount' | 'averageRating' | 'ratingCount'>;
}) {
  const seconds = Math.max(0, Math.floor(video.length));
  return (
    <dl className="sl-video-stats">
      <div>
        <dt>Length</dt>
        <dd>
          <time dateTime={`PT${String(seconds)}S`}>{formatDuration(seconds)}</time>
        </dd>
      </div>
      <div>
        <dt>Views</dt>
        <dd>{countFormat.format(video.viewCount)}</dd>
      </div>
      <div>
        <dt>Average rating</dt>
        <dd>
          <span aria-hidden="true" className="text-warning">
            &#9733;{' '}
          </span>
          {formatRating(video.averageRating)}
          <span className="visually-hidden"> of {RATING_MAX}</span>{' '}
          <span className="fw-normal text-body-secondary">
            ({countFormat.format(video.ratingCount)} {video.ratingCount === 1 ? 'rating' : 'ratings'})
          </span>
        </dd>
      </div>
    </dl>
  );
}
