import { Link } from 'react-router';
import type { VideoListItem } from '@starlane/contract';
import { RATING_MAX } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatDuration, formatRating, formatViews } from '../utils/format';
import './videos.css';

/** Intrinsic size of the thumbnail: 16:9, so the browser reserves the box before the image loads. */
export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_HEIGHT = 180;

/** One video in a listing: thumbnail with its length, title, view count and average rating. */
export function VideoCard({ video }: { video: VideoListItem }) {
  const seconds = Math.max(0, Math.floor(video.length));
  return (
    <article className="sl-video-card">
      {/* The image's alt text names the link; the visible title would only repeat it to screen readers. */}
      <Link className="sl-video-card-link" to={paths.video(video.wmcExternalId, video.title)}>
        <img
          className="sl-video-thumb"
          src={video.thumbnail}
          alt={video.title}
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          loading="lazy"
          decoding="async"
        />
        <span className="sl-video-title" aria-hidden="true">
          {video.title}
        </span>
      </Link>
      {/* Outside the link (so its name stays the title), laid over the thumbnail's corner by CSS. */}
      <span className="sl-video-length-box">
        <span className="sl-video-length">
          <span className="visually-hidden">Length </span>
          <time dateTime={`PT${String(seconds)}S`}>{formatDuration(seconds)}</time>
        </span>
      </span>
      <p className="sl-video-meta">
        <span>{formatViews(video.viewCount)}</span>
        <span>
          <span aria-hidden="true" className="sl-video-star">
            ★
          </span>{' '}
          <span className="visually-hidden">Average rating </span>
          {formatRating(video.averageRating)}
          <span className="visually-hidden"> of {RATING_MAX}</span>
        </span>
      </p>
    </article>
  );
}
