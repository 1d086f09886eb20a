import { consentStore, useHasConsented, type ConsentStore } from '@/lib/consent-store';
import { readThirdPartyConfig } from '@/lib/third-party-config';
import { useMessages } from '@/lib/i18n/messages';

/** The configured live-cam embed's URL once the visitor has consented; null before, or when none is set. */
export function useLiveCamEmbedUrl(store: ConsentStore = consentStore): string | null {
  const consented = useHasConsented(store);
  const { liveCamEmbedUrl } = readThirdPartyConfig();
  return consented ? liveCamEmbedUrl : null;
}

/** Intrinsic size of the widget: a medium rectangle, like the other partner slots. */
export const LIVE_CAM_WIDTH = 300;
export const LIVE_CAM_HEIGHT = 250;

/**
 * The partner's live-cam widget. Sandboxed: it may run its own scripts and open its site in a new window,
 * but never navigate or script this page.
 */
export function LiveCamEmbed({ url, className }: { url: string; className?: string }) {
  const t = useMessages();
  return (
    <div className={['sl-livecam', className].filter(Boolean).join(' ')}>
      <iframe
        className="sl-livecam-frame"
        title={t.ui.liveCams}
        src={url}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
        width={LIVE_CAM_WIDTH}
        height={LIVE_CAM_HEIGHT}
      />
    </div>
  );
}
