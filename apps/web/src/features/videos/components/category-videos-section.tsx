import { useId } from 'react';
import { Link } from 'react-router';
import type { Category } from '@starlane/contract';
import { LoadingMessage } from '@/components/loading-message';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useVideosByCategory } from '../api/get-videos-by-category';
import { VideoGrid, type VideoGridColumns } from './video-grid';
import { NO_VIDEOS_MESSAGE } from './video-listing';

/** A category's first `amount` videos under its name, which links to the category page (home rows). */
export function CategoryVideosSection({
  category,
  amount,
  columns,
}: {
  category: Category;
  amount: number;
  columns: VideoGridColumns;
}) {
  const headingId = useId();
  const { data: videos, isPending, isError, error } = useVideosByCategory(category.wmcExternalId, amount);
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="sl-section-title">
        <Link to={paths.category(category.wmcExternalId, category.name)} className="link-light">
          {category.name}
        </Link>
      </h2>
      {isPending ? (
        <LoadingMessage />
      ) : isError ? (
        <p role="alert" className="text-danger">
          These videos could not be loaded: {errorMessage(error)}
        </p>
      ) : videos.length === 0 ? (
        <p className="text-body-secondary">{NO_VIDEOS_MESSAGE}</p>
      ) : (
        <VideoGrid videos={videos} columns={columns} aria-labelledby={headingId} />
      )}
    </section>
  );
}
