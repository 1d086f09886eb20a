import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How long browsers and CDNs may keep an anonymous answer of this route; absent: revalidate each time. */
    cacheSeconds?: number;
    /** Answers differ on every call (random selections): never cache. */
    noStore?: boolean;
  }
}

/**
 * HTTP caching for the JSON API: anonymous answers get an ETag (so a repeat costs a 304) and, where the
 * route allows, a max-age; anything answered to a signed-in member is private and never stored.
 */
export function registerHttpCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (!request.url.toLowerCase().startsWith('/api/') || typeof payload !== 'string') return payload;
    reply.header('vary', 'Cookie');
    const config = request.routeOptions.config;
    if (request.member || config.noStore || reply.hasHeader('cache-control')) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
      return payload;
    }
    const etag = `W/"${hash('sha1', payload, 'base64url')}"`;
    reply.header('etag', etag);
    reply.header(
      'cache-control',
      config.cacheSeconds ? `public, max-age=${config.cacheSeconds}` : 'no-cache',
    );
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
