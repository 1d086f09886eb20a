import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preSerializationHookHandler } from 'fastify';

/**
 * The cache tags of what a route's anonymous answer shows (docs/decisions/0046): a list, or a function of
 * the answer and the request when the answer names its subjects (a video page carries its own video, stars
 * and categories).
 */
export type RouteCacheTags =
  readonly string[] | ((answer: unknown, request: FastifyRequest) => readonly string[]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How long browsers and CDNs may keep an anonymous answer of this route; absent: revalidate each time. */
    cacheSeconds?: number;
    /** Answers differ on every call (random selections): never cache. */
    noStore?: boolean;
    /**
     * What the route's anonymous answer shows, as cache tags (docs/decisions/0046). A route that declares
     * them is a hot read: its anonymous answers are kept as bytes (http/response-cache.plugin.ts) until one
     * of the tags is bumped. Never on answers made per member or at random.
     */
    cacheTags?: RouteCacheTags;
  }
  interface FastifyRequest {
    /**
     * The cache tags of this request's anonymous answer, once it is made (null when its route declares none
     * or a member asked): the one place the response cache and an edge cache read them from.
     */
    cacheTags: readonly string[] | null;
  }
}

/**
 * Cache tags computed from the answer, typed as the route's answer: `tagsOfAnswer<VideoDetail>((video) =>
 * ...)`. The route's response schema makes the answer that type.
 */
export function tagsOfAnswer<Answer>(
  tags: (answer: Answer, request: FastifyRequest) => readonly string[],
): RouteCacheTags {
  return tags as RouteCacheTags;
}

/**
 * Gives every route that declares `cacheTags` a hook that sets `request.cacheTags` for the anonymous GET
 * answers (200) it makes; other routes run no hook for it. Register before the routes.
 */
export function registerCacheTags(app: FastifyInstance): void {
  app.decorateRequest('cacheTags', null);
  app.addHook('onRoute', (route) => {
    const tags = route.config?.cacheTags;
    if (!tags) return;
    const tagAnswer: preSerializationHookHandler<unknown> = (request, reply, payload, done) => {
      // Only answers are tagged: an error body (404, 400) names nothing the tags describe.
      if (reply.statusCode === 200 && request.method === 'GET' && !request.member) {
        request.cacheTags = typeof tags === 'function' ? tags(payload, request) : tags;
      }
      done(null, payload);
    };
    const own = route.preSerialization;
    route.preSerialization = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), tagAnswer];
  });
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
