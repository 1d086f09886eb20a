import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeUrlKey, type ResponseCache } from '../infra/response-cache.js';
import type { Versions } from '../infra/versions.js';
import { HOT_READS, type HotRead } from './hot-reads.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while an anonymous hot read is being answered: where its answer goes in the response cache. */
    responseCacheMiss: { key: string; read: HotRead; bumpsAtStart: number; tags?: readonly string[] } | null;
  }
}

const DEFAULT_TTL_MS = 10_000;

/**
 * Anonymous answers of the hot reads (`HOT_READS`) kept as bytes with their ETag, per normalized URL
 * (docs/decisions/0015). A hit is answered from memory before the route runs: no validation, no service,
 * no database, no serialization; a matching If-None-Match gets a 304. Signed-in members are never served
 * from it nor stored in it. Register after the session plugin (the member is known) and after the HTTP
 * caching hook (the ETag is set).
 */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache, versions: Versions): void {
  // Any bump while an answer is being made could concern it: such an answer is not stored.
  let bumps = 0;
  versions.onBump(() => {
    bumps++;
  });
  app.decorateRequest('responseCacheMiss', null);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.member) return;
    const read = hotReadOf(request);
    if (!read) return;
    const key = normalizeUrlKey(request.url);
    const hit = cache.get(key);
    if (!hit) {
      request.responseCacheMiss = { key, read, bumpsAtStart: bumps };
      return;
    }
    reply
      .header('content-type', hit.contentType)
      .header('vary', 'Cookie')
      .header('etag', hit.etag)
      .header('cache-control', cacheControl(request));
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.send(hit.body);
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    const miss = request.responseCacheMiss;
    if (miss) miss.tags = miss.read.tags(payload, request);
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = request.responseCacheMiss;
    if (!miss?.tags || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (miss.bumpsAtStart !== bumps || !cacheable(reply)) return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string') return payload;
    const config = request.routeOptions.config;
    const ttlMs = miss.read.ttlMs ?? (config.cacheSeconds ? config.cacheSeconds * 1000 : DEFAULT_TTL_MS);
    cache.set(
      miss.key,
      {
        body: Buffer.from(payload),
        etag,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      },
      miss.tags,
      ttlMs,
    );
    return payload;
  });
}

function hotReadOf(request: FastifyRequest): HotRead | undefined {
  const url = request.routeOptions.url;
  return url === undefined ? undefined : HOT_READS[url.toLowerCase()];
}

function cacheable(reply: FastifyReply): boolean {
  const control = reply.getHeader('cache-control');
  return typeof control !== 'string' || !/private|no-store/.test(control);
}

/** What http-cache.ts would say for this route's anonymous answer. */
function cacheControl(request: FastifyRequest): string {
  const seconds = request.routeOptions.config.cacheSeconds;
  return seconds ? `public, max-age=${seconds}` : 'no-cache';
}
