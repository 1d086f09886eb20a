import type { ReactNode } from 'react';
import { MOBILE_MEDIA_QUERY } from '@/config/constants';
import { VideoGridSlotsProvider, videoSlots, type ArrangeVideoSlots } from '@/components/video-grid';
import { useMediaQuery } from '../hooks/use-media-query';
import { withAdSlots } from '../lib/listing-slots';
import { AdBanner } from './ad-banner';

const listingAd = () => <AdBanner placement="listing" />;

/** Module-level, so grids see the same arranger on every render. */
export const arrangeWithListingAds: ArrangeVideoSlots = (videos) => withAdSlots(videos, listingAd);

/**
 * Puts listing ads between the videos of every video grid inside, on mobile widths only (spec 2 and 9);
 * turning the phone or resizing the window switches them on and off.
 */
export function ListingAdSlots({ children }: { children: ReactNode }) {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return (
    <VideoGridSlotsProvider value={mobile ? arrangeWithListingAds : videoSlots}>
      {children}
    </VideoGridSlotsProvider>
  );
}
