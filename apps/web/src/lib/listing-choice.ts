import { DURATION_FILTERS, VIDEO_SORTS, type DurationFilter, type VideoSort } from '@starlane/contract';

/** How a listing is sorted and filtered; absent parts are the listing's default (newest, any length). */
export interface ListingChoice {
  sort?: VideoSort | undefined;
  duration?: DurationFilter | undefined;
}

/** The choice a URL's `?sort=` and `?duration=` name; unknown values are left out (the default). */
export function readListingChoice(params: URLSearchParams): ListingChoice {
  const sort = VIDEO_SORTS.find((value) => value === params.get('sort'));
  const duration = DURATION_FILTERS.find((value) => value === params.get('duration'));
  return { sort, duration };
}

/**
 * The URL parameters with the choice written in; a part equal to the default is dropped, so the plain
 * listing keeps its plain URL.
 */
export function writeListingChoice(
  params: URLSearchParams,
  choice: ListingChoice,
  defaultSort: VideoSort = 'newest',
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (choice.sort && choice.sort !== defaultSort) next.set('sort', choice.sort);
  else next.delete('sort');
  if (choice.duration) next.set('duration', choice.duration);
  else next.delete('duration');
  return next;
}

/** The query-string parts the API takes; defaults are left out so the request stays the spec's. */
export function choiceQuery(choice: ListingChoice): { sort?: VideoSort; duration?: DurationFilter } {
  return {
    ...(choice.sort && choice.sort !== 'newest' ? { sort: choice.sort } : {}),
    ...(choice.duration ? { duration: choice.duration } : {}),
  };
}
