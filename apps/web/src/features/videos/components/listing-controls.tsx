import { useSearchParams } from 'react-router';
import { DURATION_FILTERS, VIDEO_SORTS, type VideoSort } from '@starlane/contract';
import { SortAndLength } from '@/components/sort-and-length';
import { readListingChoice, writeListingChoice, type ListingChoice } from '@/lib/listing-choice';
import { useMessages } from '@/lib/i18n/messages';

/** The listing's sort and duration filter as the URL has them (so a link or a reload shows the same list). */
export function useListingChoice(
  defaultSort: VideoSort = 'newest',
): Required<Pick<ListingChoice, 'sort'>> & ListingChoice {
  const [params] = useSearchParams();
  const choice = readListingChoice(params);
  return { sort: choice.sort ?? defaultSort, duration: choice.duration };
}

/** "Sort by" and "Length" selects with real labels; a change replaces the URL's ?sort= and ?duration=. */
export function ListingControls({ defaultSort = 'newest' }: { defaultSort?: VideoSort }) {
  const [params, setParams] = useSearchParams();
  const choice = useListingChoice(defaultSort);
  const t = useMessages();
  const update = (next: ListingChoice) => {
    setParams(writeListingChoice(params, { ...choice, ...next }, defaultSort), { replace: true });
  };
  return (
    <SortAndLength
      sort={choice.sort}
      sortOptions={VIDEO_SORTS.map((sort) => [sort, t.listing.sorts[sort]] as const)}
      onSort={(value) => {
        update({ sort: VIDEO_SORTS.find((sort) => sort === value) });
      }}
      duration={choice.duration}
      onDuration={(value) => {
        update({ duration: DURATION_FILTERS.find((duration) => duration === value) });
      }}
    />
  );
}

/** A key that changes with the choice, so a listing starts again from page 1 when it changes. */
export function choiceKey(choice: ListingChoice): string {
  return `${choice.sort ?? ''}:${choice.duration ?? ''}`;
}
