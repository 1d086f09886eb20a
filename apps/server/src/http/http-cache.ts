import { hash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preSerializationHookHandler,
} from 'fastify';
import type { Versions } from '../infra/versions.js';

/** The header an edge cache (Varnish's xkey) files an answer under: its cache tags, space-separated. */
export const EDGE_TAGS_HEADER = 'xkey';

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
    /** The number of bumps this process had seen when the request came (edge tags only). */
    bumpsAtStart: number;
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
 *
 * With `edgeVersions` (edges configured, docs/decisions/0060) the tags also go out in the `xkey` header, for
 * the edge to file the answer under, unless a bump happened while the answer was made: it may show the state
 * before that write, whose purge may reach the edge before this answer does, so the edge must not keep it.
 */
export function registerCacheTags(app: FastifyInstance, edgeVersions?: Versions): void {
  app.decorateRequest('cacheTags', null);
  app.decorateRequest('bumpsAtStart', 0);
  let bumps = 0;
  edgeVersions?.onBump(() => {
    bumps++;
  });
  const noteStart: onRequestHookHandler = (request, _reply, done) => {
    request.bumpsAtStart = bumps;
    done();
  };
  app.addHook('onRoute', (route) => {
    const tags = route.config?.cacheTags;
    if (!tags) return;
    const tagAnswer: preSerializationHookHandler<unknown> = (request, reply, payload, done) => {
      // Only answers are tagged: an error body (404, 400) names nothing the tags describe.
      if (reply.statusCode === 200 && request.method === 'GET' && !request.member) {
        request.cacheTags = typeof tags === 'function' ? tags(payload, request) : tags;
        if (edgeVersions && request.bumpsAtStart === bumps) {
          reply.header(EDGE_TAGS_HEADER, request.cacheTags.join(' '));
        }
      }
      done(null, payload);
    };
    const own = route.preSerialization;
    route.preSerialization = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), tagAnswer];
    if (edgeVersions) {
      const ownStart = route.onRequest;
      route.onRequest = [
        noteStart,
        ...(ownStart === undefined ? [] : Array.isArray(ownStart) ? ownStart : [ownStart]),
      ];
    }
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
