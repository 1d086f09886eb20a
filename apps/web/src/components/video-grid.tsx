import { createContext, use, type ReactNode } from 'react';
import type { VideoListItem } from '@starlane/contract';
import { VideoCard } from './video-card';
import './video-grid.css';

export type VideoGridColumns = 3 | 4 | 6;

/**
 * One cell of a video grid: a video (rendered as a VideoCard) or anything else (an ad card, say).
 * `key` must be stable and unique within the grid.
 */
export type VideoGridSlot =
  { kind: 'video'; key: string; video: VideoListItem } | { kind: 'custom'; key: string; node: ReactNode };

/**
 * Turns the videos of a grid into the cells it shows. The default is one cell per video, in order.
 *
 * EXTENSION POINT (ads, spec 2 and 9): on a mobile width an ad replaces every listing slot whose
 * index % AD_SLOT_EVERY === AD_SLOT_REMAINDER and the replaced video moves on to the next slot. That is an
 * arranger that inserts `{ kind: 'custom' }` cells at those indexes; give it to one grid through the
 * `arrangeSlots` prop, or to every grid below a point of the tree with `<VideoGridSlotsProvider>`
 * (e.g. around the whole app). Cells stay list items, so tests counting `listitem`s see ads too.
 */
export type ArrangeVideoSlots = (videos: readonly VideoListItem[]) => VideoGridSlot[];

export const videoSlots: ArrangeVideoSlots = (videos) =>
  videos.map((video) => ({ kind: 'video', key: `v${String(video.id)}`, video }));

const VideoGridSlotsContext = createContext<ArrangeVideoSlots>(videoSlots);

/** Sets the arranger for every VideoGrid inside (see ArrangeVideoSlots). */
export const VideoGridSlotsProvider = VideoGridSlotsContext.Provider;

export interface VideoGridProps {
  videos: VideoListItem[];
  /** Columns on desktop; tablets show fewer, phones two (one on very narrow screens for 3-column lists). */
  columns: VideoGridColumns;
  /** Overrides the arranger from VideoGridSlotsProvider for this grid. */
  arrangeSlots?: ArrangeVideoSlots;
  /** Names the list for assistive technology (and for tests) when a page has several grids. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/** Cards at the start of a grid whose thumbnails load at once (a phone's first screen shows about two). */
const EAGER_CARDS = 2;

/** A responsive grid of VideoCards, one list item per cell. */
export function VideoGrid({
  videos,
  columns,
  arrangeSlots,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: VideoGridProps) {
  const arrangeFromContext = use(VideoGridSlotsContext);
  const slots = (arrangeSlots ?? arrangeFromContext)(videos);
  return (
    // role="list" survives `list-style: none`, which makes Safari drop the implicit list role.
    <ul
      role="list"
      className={['sl-grid sl-video-grid', `sl-video-grid-${String(columns)}`, className]
        .filter(Boolean)
        .join(' ')}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
    >
      {slots.map((slot, index) => (
        <li key={slot.key} className="sl-video-grid-item">
          {slot.kind === 'video' ? <VideoCard video={slot.video} eager={index < EAGER_CARDS} /> : slot.node}
        </li>
      ))}
    </ul>
  );
}
