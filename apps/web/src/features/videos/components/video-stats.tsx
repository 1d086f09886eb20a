import type { VideoDetail } from '@starlane/contract';
import { RATING_MAX } from '@/config/constants';
import { useFormat } from '@/lib/format';
import { useMessages } from '@/lib/i18n/messages';

/** Length, view count and average rating, as a description list. */
export function VideoStats({
  video,
}: {
  video: Pick<VideoDetail, 'length' | 'viewCount' | 'averageRating' | 'ratingCount'>;
}) {
  const seconds = Math.max(0, Math.floor(video.length));
  const t = useMessages();
  const format = useFormat();
  return (
    <dl className="sl-video-stats">
      <div>
        <dt>{t.ui.length}</dt>
        <dd>
          <time dateTime={`PT${String(seconds)}S`}>{format.duration(seconds)}</time>
        </dd>
      </div>
      <div>
        <dt>{t.ui.views}</dt>
        <dd>{format.count(video.viewCount)}</dd>
      </div>
      <div>
        <dt>{t.ui.averageRating}</dt>
        <dd>
          <span aria-hidden="true" className="text-warning">
            &#9733;{' '}
          </span>
          {format.rating(video.averageRating)}
          <span className="visually-hidden"> {t.ui.outOf(RATING_MAX)}</span>{' '}
          <span className="fw-normal text-body-secondary">
            ({format.counted(video.ratingCount, 'ratings')})
          </span>
        </dd>
      </div>
    </dl>
  );
}
