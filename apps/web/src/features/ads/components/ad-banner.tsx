import { use, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { withoutLocale, type Ad, type AdPlacement } from '@starlane/contract';
import { paths } from '@/config/paths';
import { LiveCamEmbed, useLiveCamEmbedUrl } from './live-cam-embed';
import { useAdsForPage } from '../api/get-ads';
import { logAdClick } from '../api/log-ad-event';
import { AD_SIZES } from '../constants';
import { useAdViewLogging } from '../hooks/use-ad-view-logging';
import { useFrameClick } from '../hooks/use-frame-click';
import { AdPageViewsContext } from '../lib/page-views';
import './ads.css';
import { useMessages } from '@/lib/i18n/messages';

/**
 * Where an AdBanner without a `placement` stands, from the page it is on: the home page's own slots, the
 * partners column of video, star and playlist pages, else the header's kind of banner.
 */
export function defaultPlacementFor(pathname: string): AdPlacement {
  const path = withoutLocale(pathname).toLowerCase();
  if (path === '/' || path === '') return 'home';
  if (/^\/(video|actor|playlist)\//.test(path)) return 'sidebar';
  return 'header';
}

const sizeOf = (placement: AdPlacement) =>
  placement === 'header' || placement === 'home' ? AD_SIZES.wide : AD_SIZES.box;

/** An ad's source is an image URL, or an HTML snippet (it starts with '<'). */
export const isSnippet = (source: string): boolean => source.trimStart().startsWith('<');

/** Same-site paths go through the router; '//host' is another site, whatever it looks like. */
export const isInternalUrl = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

function slotClassName(placement: AdPlacement, className: string | undefined, ...more: string[]): string {
  const shape = placement === 'header' || placement === 'home' ? 'sl-ad-wide' : 'sl-ad-box';
  return ['sl-ad', shape, `sl-ad-${placement}`, ...more, className].filter(Boolean).join(' ');
}

/** Our own banner, for slots with no ad to show: the most viewed toplist. */
function HouseAd({ placement }: { placement: AdPlacement }) {
  // In a listing the house ad stands among video cards, so it takes a card's shape.
  const shape = placement === 'listing' ? 'sl-house-card' : 'sl-house-ad';
  const t = useMessages();
  return (
    <Link to={paths.toplist('mostviewed')} className={shape}>
      <span className="sl-house-ad-kicker">{t.ui.houseAdKicker}</span>
      <span className={`${shape}-text`}>{t.ui.houseAdText}</span>
      <span className="sl-house-ad-cta" aria-hidden="true">
        {t.ui.houseAdCta} &rarr;
      </span>
    </Link>
  );
}

function ImageAd({ ad, onClick }: { ad: Ad; onClick: () => void }) {
  const { width, height } = sizeOf(ad.placement);
  const image = (
    <img
      className="sl-ad-image"
      src={ad.source}
      alt={ad.name}
      width={width}
      height={height}
      decoding="async"
    />
  );
  // Middle clicks open the ad too, in a new tab.
  const handlers = {
    onClick,
    onAuxClick: (event: { button: number }) => {
      if (event.button === 1) onClick();
    },
  };
  if (isInternalUrl(ad.url)) {
    return (
      <Link to={ad.url} rel="sponsored" className="sl-ad-link" {...handlers}>
        {image}
      </Link>
    );
  }
  return (
    <a href={ad.url} rel="sponsored noopener" target="_blank" className="sl-ad-link" {...handlers}>
      {image}
    </a>
  );
}

/** A partner's HTML: in a sandbox with no scripts, where its links may only open new windows. */
function SnippetAd({ ad, onClick }: { ad: Ad; onClick: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { width, height } = sizeOf(ad.placement);
  useFrameClick(frame, onClick);
  return (
    <iframe
      ref={frame}
      className="sl-ad-frame"
      title={ad.name}
      srcDoc={ad.source}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      width={width}
      height={height}
    />
  );
}

interface AdSlotProps {
  placement: AdPlacement;
  /** Null until the slot has its position (see useSlotIndex). */
  slotIndex: number | null;
  className?: string | undefined;
}

/** One slot: the ad this page view gives it, our own banner when there is none, a reserved box meanwhile. */
function AdSlot({ placement, slotIndex, className }: AdSlotProps) {
  const { pathname, key: pageKey } = useLocation();
  const pageViews = use(AdPageViewsContext);
  const t = useMessages();
  const { data: ads, isPending, isPlaceholderData } = useAdsForPage(pathname);
  // Listings have many slots and repeat their ads; elsewhere a slot past the last ad shows our own banner.
  const ad =
    ads && slotIndex !== null
      ? pageViews.adFor(pageKey, placement, slotIndex, ads, { repeat: placement === 'listing' })
      : undefined;
  const region = useRef<HTMLElement>(null);
  useAdViewLogging(region, ad?.id, pageKey, pathname);

  // Live cams are an extra: no box at all unless a partner fills it.
  if (!ad && placement === 'livecam') return null;
  // The last page's ads may lack this placement: that says nothing until this page's ads arrive.
  const loading = isPending || slotIndex === null || (isPlaceholderData && !ad);

  const listingSlot = placement === 'listing' ? { 'data-slot': 'ad' } : {};
  if (!ad) {
    return (
      <section
        aria-label={t.ui.advertisement}
        aria-busy={loading || undefined}
        className={slotClassName(placement, className, loading ? 'sl-ad-pending' : 'sl-ad-house')}
        {...listingSlot}
      >
        {loading ? <div className="sl-ad-creative sl-ad-placeholder" /> : <HouseAd placement={placement} />}
      </section>
    );
  }

  const onClick = () => {
    logAdClick(ad.id, pathname);
  };
  return (
    <section
      ref={region}
      aria-label={t.ui.advertisement}
      className={slotClassName(placement, className)}
      data-ad-id={ad.id}
      {...listingSlot}
    >
      <div className="sl-ad-creative">
        {isSnippet(ad.source) ? (
          <SnippetAd ad={ad} onClick={onClick} />
        ) : (
          <ImageAd ad={ad} onClick={onClick} />
        )}
        <span className="sl-ad-badge" aria-hidden="true">
          {t.ui.ad}
        </span>
      </div>
    </section>
  );
}

/** The partner's live-cam widget once consented to and configured, else a live-cam ad if there is one. */
function LiveCamSlot({ slotIndex, className }: { slotIndex: number | null; className?: string | undefined }) {
  const embedUrl = useLiveCamEmbedUrl();
  if (embedUrl) return <LiveCamEmbed url={embedUrl} {...(className ? { className } : {})} />;
  return <AdSlot placement="livecam" slotIndex={slotIndex} className={className} />;
}

/**
 * The slot's position among this page view's slots of the placement; null until it is mounted. Claimed in
 * a layout effect, so renders React throws away (a suspended page, say) claim nothing, and the position is
 * known before the first paint.
 */
function useSlotIndex(placement: AdPlacement): number | null {
  const { key: pageKey } = useLocation();
  const pageViews = use(AdPageViewsContext);
  const [slot] = useState(() => ({}));
  useLayoutEffect(() => pageViews.claimSlot(pageKey, placement, slot), [pageViews, pageKey, placement, slot]);
  return useSyncExternalStore(
    pageViews.subscribe,
    () => pageViews.slotIndex(pageKey, placement, slot),
    () => null,
  );
}

export interface AdBannerProps {
  /** Which ads the slot shows; by default the page's own kind of slot (see defaultPlacementFor). */
  placement?: AdPlacement;
  className?: string;
}

/**
 * An ad slot. Slots of one placement on a page show different ads while there are enough, chosen at random
 * by weight and kept for the page view; each ad's view is logged once it has been half on screen, and its
 * clicks with a beacon. The first partners-column slot of a page also hosts the live-cam widget.
 */
export function AdBanner({ placement, className }: AdBannerProps) {
  const { pathname } = useLocation();
  const resolved = placement ?? defaultPlacementFor(pathname);
  const slotIndex = useSlotIndex(resolved);
  if (resolved === 'livecam') return <LiveCamSlot slotIndex={slotIndex} className={className} />;
  return (
    <>
      {resolved === 'sidebar' && slotIndex === 0 ? <LiveCamInColumn /> : null}
      <AdSlot placement={resolved} slotIndex={slotIndex} className={className} />
    </>
  );
}

function LiveCamInColumn() {
  const slotIndex = useSlotIndex('livecam');
  return <LiveCamSlot slotIndex={slotIndex} />;
}
