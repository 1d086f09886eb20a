import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** The origins of the configured third-party URLs: the only hosts the CSP lets in besides our own. */
function thirdPartyOrigins(config: Config): { scripts: string[]; frames: string[] } {
  const origin = (url: string) => new URL(url).origin;
  const { adNetworkScripts, analytics, liveCamEmbedUrl } = config.thirdParty;
  return {
    scripts: [...new Set([...adNetworkScripts, ...(analytics ? [analytics.scriptUrl] : [])].map(origin))],
    frames: liveCamEmbedUrl ? [origin(liveCamEmbedUrl)] : [],
  };
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The page's Content-Security-Policy: our own origin, the per-response nonce and the configured partner
 * hosts, nothing else. Ad networks also load pictures and beacons from their hosts, so those origins may
 * load images and receive requests too.
 */
export function contentSecurityPolicy(config: Config, nonce: string): string {
  const { scripts, frames } = thirdPartyOrigins(config);
  const partners = [...new Set([...scripts, ...frames])];
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, `'nonce-${nonce}'`, ...scripts)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list(`'self'`, 'data:', 'blob:', ...partners)}`,
    `media-src 'self' blob:`,
    `font-src 'self' data:`,
    `connect-src ${list(`'self'`, ...partners)}`,
    `frame-src ${frames.length > 0 ? list(...frames) : `'none'`}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/** Headers every response carries. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const strictTransport = config.publicUrl.startsWith('https:');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (strictTransport) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
