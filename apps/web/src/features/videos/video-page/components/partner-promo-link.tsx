import { PROMO_LINK_EXTERNAL_ID_MIN_EXCLUSIVE } from '@/config/constants';

/**
 * Where a partner video's promotional link points, `{id}` being the video's external id. The data holds no
 * partner URL, so this stands in until it becomes configuration with the partner-ads work.
 */
export const PARTNER_PROMO_URL_TEMPLATE = 'https://partner.example/video/{id}';

/** Partner videos are those whose external id is longer than 10 characters (spec 2 and 9). */
export function isPartnerVideo(wmcExternalId: string): boolean {
  return wmcExternalId.length > PROMO_LINK_EXTERNAL_ID_MIN_EXCLUSIVE;
}

export function partnerPromoUrl(wmcExternalId: string): string {
  return PARTNER_PROMO_URL_TEMPLATE.replace('{id}', encodeURIComponent(wmcExternalId));
}

/** The partner's promotional link, shown only for partner videos. */
export function PartnerPromoLink({ wmcExternalId }: { wmcExternalId: string }) {
  if (!isPartnerVideo(wmcExternalId)) return null;
  return (
    <p className="sl-partner-promo mb-0">
      <a
        className="btn btn-outline-primary btn-sm"
        href={partnerPromoUrl(wmcExternalId)}
        target="_blank"
        rel="sponsored noopener"
      >
        Watch the full video at our partner
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
