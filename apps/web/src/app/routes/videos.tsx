import { useId, useMemo } from 'react';
import { Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { VIDEO_SORTS, type VideoSort } from '@starlane/contract';
import { PageTitle } from '@/components/page-title';
import { DEFAULT_PAGE_AMOUNT, VIDEO_LISTING_COLUMNS } from '@/config/constants';
import { getVideosPagesQueryOptions } from '@/features/videos/api/get-videos';
import { VideoListing } from '@/features/videos/components/video-listing';

const SORT_LABELS: Record<VideoSort, string> = {
  newest: 'Newest',
  mostviewed: 'Most viewed',
  toprated: 'Top rated',
  longest: 'Longest',
};
const DEFAULT_SORT: VideoSort = 'newest';

function toSort(value: string | null): VideoSort {
  return VIDEO_SORTS.find((sort) => sort === value) ?? DEFAULT_SORT;
}

/** /videos: the whole catalogue, sortable (the sort lives in ?sort= so links and reloads keep it). */
export default function VideosPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = toSort(searchParams.get('sort'));
  const headingId = useId();
  const selectId = useId();
  const listing = useMemo(() => getVideosPagesQueryOptions(sort, DEFAULT_PAGE_AMOUNT), [sort]);

  return (
    <>
      <PageTitle title="All Videos" />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id={headingId} className="sl-section-title h3 mb-0">
          All Videos
        </h1>
        <div className="d-flex align-items-center gap-2">
          <Form.Label htmlFor={selectId} className="mb-0 text-nowrap">
            Sort by
          </Form.Label>
          <Form.Select
            id={selectId}
            value={sort}
            onChange={(event) => {
              const next = toSort(event.target.value);
              setSearchParams(next === DEFAULT_SORT ? {} : { sort: next }, { replace: true });
            }}
          >
            {VIDEO_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </Form.Select>
        </div>
      </div>
      <VideoListing
        key={sort}
        query={listing}
        columns={VIDEO_LISTING_COLUMNS}
        moreLabel="Show me more"
        aria-labelledby={headingId}
      />
    </>
  );
}
