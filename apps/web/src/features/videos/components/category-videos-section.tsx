import { Link } from 'react-router';
import { type Category } from '@starlane/contract';
import { QueryState } from '@/components/query-state';
import { TitledSection } from '@/components/titled-section';
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
  const t = useMessages();
  const query = useVideosByCategory(category.wmcExternalId, amount);
  const title = (
    <Link to={paths.category(category.wmcExternalId, category.name)} className="link-light">
      {category.name}
    </Link>
  );
  return (
    <TitledSection title={title}>
      {(headingId) => (
        <QueryState query={query} what={t.ui.theseVideos} empty={t.spec.noVideos}>
          {(videos) => <VideoGrid videos={videos} columns={columns} aria-labelledby={headingId} />}
        </QueryState>
      )}
    </TitledSection>
  );
}
