import { useId, type ReactNode } from 'react';
import type { VideoPagesQueryOptions } from '../api/video-pages';
import { ListingControls, choiceKey, useListingChoice } from './listing-controls';
import { VideoListing } from './video-listing';

type Choice = ReturnType<typeof useListingChoice>;

export interface ListingSectionProps {
  /** The heading's text. */
  title: ReactNode;
  /** 1: the page's own heading; 2: a part of the page, wrapped in a section the heading labels. */
  level: 1 | 2;
  /** The listing for the sort and duration the URL asks for. */
  listing: (choice: Choice) => VideoPagesQueryOptions;
  moreLabel: string;
}

/** A heading with the sort and length controls beside it, over the listing they drive. */
export function ListingSection({ title, level, listing, moreLabel }: ListingSectionProps) {
  const headingId = useId();
  const choice = useListingChoice();
  const content = (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        {level === 1 ? (
          <h1 id={headingId} className="sl-section-title h3 mb-0">
            {title}
          </h1>
        ) : (
          <h2 id={headingId} className="sl-section-title mb-0">
            {title}
          </h2>
        )}
        <ListingControls />
      </div>
      {/* The key starts the listing again from page 1 when the choice changes. */}
      <VideoListing
        key={choiceKey(choice)}
        query={listing(choice)}
        moreLabel={moreLabel}
        aria-labelledby={headingId}
      />
    </>
  );
  return level === 1 ? content : <section aria-labelledby={headingId}>{content}</section>;
}
