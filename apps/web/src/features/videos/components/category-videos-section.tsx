import { useId } from 'react';
import { Link } from 'react-router';
import { type Category } from '@starlane/contract';
import { QueryState } from '@/components/query-state';
import { VideoGrid, type VideoGridColumns } from '@/components/video-grid';
import { paths } from '@/config/paths';
import { useVideosByCategory } from '../api/get-videos-by-category';
import { useMessages } from '@/lib/i18n/messages';

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
  const t = useMessages();
  const query = useVideosByCategory(category.wmcExternalId, amount);
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="sl-section-title">
        <Link to={paths.category(category.wmcExternalId, category.name)} className="link-light">
          {category.name}
        </Link>
      </h2>
      <QueryState query={query} what={t.ui.theseVideos} empty={t.spec.noVideos}>
        {(videos) => <VideoGrid videos={videos} columns={columns} aria-labelledby={headingId} />}
      </QueryState>
    </section>
  );
}
