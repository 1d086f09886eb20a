import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { VideoListItem } from '@starlane/contract';
import { RATING_MAX } from '@/config/constants';
import { paths } from '@/config/paths';
import { useVideoTitle } from '@/lib/i18n/catalogue-text';
import { useFormat, type Format } from '@/lib/format';
import { useHoverPreview } from './use-hover-preview';
import './video-grid.css';
import { useMessages } from '@/lib/i18n/messages';

/** Intrinsic size of the thumbnail: 16:9, so the browser reserves the box before the image loads. */
const THUMBNAIL_WIDTH = 320;
const THUMBNAIL_HEIGHT = 180;

/**
 * The card's count: all-time views, or in a toplist read over a window the window's figure the list is
 * ordered by ("34 views this week"), so that the cards read in the list's order.
 */
function countLine(video: VideoListItem, format: Format): string {
  const counted = video.windowCount;
  if (!counted) return format.views(video.viewCount);
  const noun = counted.ranks === 'averageRating' ? 'ratings' : counted.ranks;
  return format.windowCount(counted[noun], noun, counted.window);
}

/**
 * One video in a listing: thumbnail with its length, title, view count and average rating. `title` replaces
 * the visible title (search results highlight their matches in it). `eager` for the first cards of a grid:
 * they are on the first screen (often the largest paint), so they load at once. A video with a hover preview
 * plays it over the thumbnail, in the thumbnail's own box (use-hover-preview.ts says when).
 */
export function VideoCard({
  video,
  title,
  eager = false,
}: {
  video: VideoListItem;
  title?: ReactNode;
  eager?: boolean;
}) {
  const seconds = Math.max(0, Math.floor(video.length));
  const windowCount = video.windowCount;
  const ranksRating = windowCount?.ranks === 'averageRating';
  const cardRef = useRef<HTMLElement>(null);
  const shownTitle = useVideoTitle(video);
  const t = useMessages();
  const format = useFormat();
  const preview = useHoverPreview(cardRef, Boolean(video.previewURL));
  return (
    <article
      ref={cardRef}
      className="sl-video-card"
      onPointerEnter={preview.onPointerEnter}
      onPointerLeave={preview.onPointerLeave}
    >
      {/* The image's alt text names the link; the visible title would only repeat it to screen readers. */}
      <Link className="sl-video-card-link" to={paths.video(video.wmcExternalId, video.title)}>
        <span className="sl-video-thumb-box">
          <img
            className="sl-video-thumb"
            src={video.thumbnail}
            alt={shownTitle}
            width={THUMBNAIL_WIDTH}
            height={THUMBNAIL_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            {...(eager ? { fetchPriority: 'high' as const } : {})}
            decoding="async"
          />
          {preview.playing && video.previewURL && (
            <video
              className="sl-video-thumb sl-video-preview"
              src={video.previewURL}
              ref={(element) => {
                // React sets `muted` as a property late; autoplay policies need it before play().
                if (!element) return;
                element.muted = true;
                element.play().catch(() => undefined);
              }}
              muted
              loop
              playsInline
              autoPlay
              preload="none"
              aria-hidden="true"
              tabIndex={-1}
              data-testid="hover-preview"
            />
          )}
        </span>
        <span className="sl-video-title" aria-hidden="true">
          {title ?? shownTitle}
        </span>
      </Link>
      {/* Outside the link (so its name stays the title), laid over the thumbnail's corner by CSS. */}
      <span className="sl-video-length-box">
        <span className="sl-video-length">
          <span className="visually-hidden">{t.ui.length} </span>
          <time dateTime={`PT${String(seconds)}S`}>{format.duration(seconds)}</time>
        </span>
      </span>
      <p className="sl-video-meta">
        <span>{countLine(video, format)}</span>
        <span>
          <span aria-hidden="true" className="sl-video-star">
            ★
          </span>{' '}
          <span className="visually-hidden">{t.ui.averageRating} </span>
          {format.rating(ranksRating ? windowCount.averageRating : video.averageRating)}
          <span className="visually-hidden"> {t.ui.outOf(RATING_MAX)}</span>
          {ranksRating ? ` ${format.windowWords(windowCount.window)}` : null}
        </span>
      </p>
    </article>
  );
}
