import { use, useEffect, type RefObject } from 'react';
import { logAdView } from '../api/log-ad-event';
import { AD_VIEW_VISIBLE_FRACTION } from '../constants';
import { AdPageViewsContext } from '../lib/page-views';

/**
 * Logs the ad's view once per page view, as soon as at least half of it has been on screen. Without an
 * IntersectionObserver nothing is logged: an ad that may never have been seen is not a view.
 */
export function useAdViewLogging(
  ref: RefObject<Element | null>,
  adId: number | undefined,
  pageKey: string,
  pageUrl: string,
): void {
  const pageViews = use(AdPageViewsContext);
  useEffect(() => {
    const element = ref.current;
    if (adId === undefined || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= AD_VIEW_VISIBLE_FRACTION,
        );
        if (!seen) return;
        observer.disconnect();
        if (pageViews.markViewed(pageKey, adId)) {
          // A lost view log is not worth bothering the visitor with.
          logAdView(adId, pageUrl).catch(() => undefined);
        }
      },
      { threshold: AD_VIEW_VISIBLE_FRACTION },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, adId, pageKey, pageUrl, pageViews]);
}
