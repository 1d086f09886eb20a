export interface EmbedPlayerProps {
  /** The video's title: the frame is named after it, for screen readers. */
  title: string;
  /** The partner's embed player, on an origin the CSP lets into frame-src (PARTNER_EMBED_ORIGINS). */
  url: string;
}

/**
 * A partner's own player for a feed-imported video that has no file of ours (docs/decisions/0047): a 16:9
 * iframe, sandboxed so that it may run its scripts on its own origin and go full screen, but never navigate
 * our page, open pop-ups or submit forms on it.
 */
export function EmbedPlayer({ title, url }: EmbedPlayerProps) {
  return (
    <div className="ratio ratio-16x9 bg-black rounded overflow-hidden">
      <iframe
        src={url}
        title={`${title}: partner player`}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
