import { PROMO_LINK_EXTERNAL_ID_MIN_EXCLUSIVE } from '@/config/constants';
import { readThirdPartyConfig } from '@/lib/third-party-config';
import { useMessages } from '@/lib/i18n/messages';

/** Partner videos are those whose external id is longer than 10 characters (spec 2 and 9). */
export function isPartnerVideo(wmcExternalId: string): boolean {
  return wmcExternalId.length > PROMO_LINK_EXTERNAL_ID_MIN_EXCLUSIVE;
}

/** The operator's PARTNER_PROMO_URL_TEMPLATE, `{id}` being the video's external id. */
export function partnerPromoUrl(wmcExternalId: string): string {
  return readThirdPartyConfig().partnerPromoUrlTemplate.replace('{id}', encodeURIComponent(wmcExternalId));
}

/** The partner's promotional link, shown only for partner videos. */
export function PartnerPromoLink({ wmcExternalId }: { wmcExternalId: string }) {
  const t = useMessages();
  if (!isPartnerVideo(wmcExternalId)) return null;
  return (
    <p className="sl-partner-promo mb-0">
      <a
        className="btn btn-outline-primary btn-sm"
        href={partnerPromoUrl(wmcExternalId)}
        target="_blank"
        rel="sponsored noopener"
      >
        {t.ui.watchAtPartner}
        <span className="visually-hidden"> {t.ui.opensInNewTab}</span>
      </a>
    </p>
  );
}
