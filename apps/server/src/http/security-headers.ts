import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { mediaOriginOf } from '../infra/storage.js';

/**
 * The origins of the configured third-party URLs and of the media (docs/decisions/0047): the only hosts the
 * CSP lets in besides our own. `media` is where our own files are served from when that is not us (a CDN or
 * the bucket) plus the partners' media hosts; `frames` the live-cam embed and the partners' embed players.
 */
function thirdPartyOrigins(config: Config): {
  scripts: string[];
  frames: string[];
  media: string[];
  adHosts: string[];
} {
  const origin = (url: string) => new URL(url).origin;
  const { adNetworkScripts, analytics, liveCamEmbedUrl } = config.thirdParty;
  const { mediaOrigins, embedOrigins } = config.partnerOrigins;
  const ownMedia = mediaOriginOf(config.storage);
  const self = origin(config.publicUrl);
  const scripts = [
    ...new Set([...adNetworkScripts, ...(analytics ? [analytics.scriptUrl] : [])].map(origin)),
  ];
  const liveCam = liveCamEmbedUrl ? [origin(liveCamEmbedUrl)] : [];
  return {
    scripts,
    // Ad networks and the live-cam partner load pictures and beacons from their hosts too.
    adHosts: [...new Set([...scripts, ...liveCam])],
    frames: [...new Set([...(liveCamEmbedUrl ? [origin(liveCamEmbedUrl)] : []), ...embedOrigins])],
    media: [...new Set([...(ownMedia ? [ownMedia] : []), ...mediaOrigins])].filter((o) => o !== self),
  };
}

/** Random bytes drawn for many nonces at once: one call to the system's generator per 256 responses. */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** A fresh nonce per response: 16 bytes from the CSPRNG, never handed out twice. */
export function newNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * The page's Content-Security-Policy: our own origin, the per-response nonce, the media origin and the
 * configured partner hosts, nothing else. Ad networks also load pictures and beacons from their hosts, so those origins may
 * load images and receive requests too.
 */
export function contentSecurityPolicy(config: Config, nonce?: string): string {
  const { scripts, frames, media, adHosts } = thirdPartyOrigins(config);
  const partners = adHosts.filter((o) => !media.includes(o));
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, nonce ? `'nonce-${nonce}'` : '', ...scripts)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list(`'self'`, 'data:', 'blob:', ...media, ...partners)}`,
    // hls.js fetches playlists and segments (connect-src) and hands them to the element as a blob.
    `media-src ${list(`'self'`, 'blob:', ...media)}`,
    `font-src 'self' data:`,
    `connect-src ${list(`'self'`, ...media, ...partners)}`,
    `frame-src ${frames.length > 0 ? list(...frames) : `'none'`}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/** What JSON answers may do if a browser ever renders one as a page: nothing at all. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The API docs (Swagger UI): its own scripts and styles, nothing from elsewhere, no inline script. */
export const DOCS_CSP = [
  `default-src 'self'`,
  `script-src 'self'`,
  `script-src-attr 'none'`,
  `style-src 'self' 'unsafe-inline'`,
  `img-src 'self' data:`,
  `font-src 'self' data:`,
  `object-src 'none'`,
  `base-uri 'none'`,
  `form-action 'self'`,
  `frame-ancestors 'none'`,
].join('; ');

/** Powerful browser features the site never uses, switched off for it and for every frame it embeds. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * Headers every response carries. A response that set no Content-Security-Policy of its own (the page and
 * the API docs set theirs) gets one: JSON answers the empty policy, anything else (static files, media) the
 * page's policy without a nonce, so an uploaded SVG or a stray HTML file runs no script.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const strictTransport = config.publicUrl.startsWith('https:');
  const staticPolicy = contentSecurityPolicy(config);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header('content-security-policy', type.includes('json') ? API_CSP : staticPolicy);
    }
    if (strictTransport) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
