import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { normalizeUrlKey, type ResponseCache } from '../infra/response-cache.js';
import { SESSION_COOKIE } from '../security/session.plugin.js';
import type { Versions } from '../infra/versions.js';
import { EDGE_TAGS_HEADER } from './http-cache.js';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while an anonymous hot read is being answered: where its answer goes in the response cache. */
    responseCacheMiss: { key: string; bumpsAtStart: number } | null;
  }
}

const DEFAULT_TTL_MS = 10_000;

/**
 * Anonymous answers of the hot reads (the routes that declare `cacheTags`, docs/decisions/0046) kept as
 * bytes with their ETag, per normalized URL (docs/decisions/0015). A hit is answered from memory before the route runs: no validation, no service,
 * no database, no serialization; a matching If-None-Match gets a 304. Signed-in members are never served
 * from it nor stored in it. An answer is kept under the tags its route computed (`request.cacheTags`) and
 * for the route's `cacheSeconds` (10 s without). Register after the session plugin (the member is known)
 * and after the HTTP caching hooks (the ETag is set, the tags are computed).
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
    if (!request.routeOptions.config.cacheTags) return;
    const key = fastPathKeys.get(request.raw) ?? normalizeUrlKey(request.url);
    const hit = cache.get(key);
    if (!hit) {
      request.responseCacheMiss = { key, bumpsAtStart: bumps };
      return;
    }
    reply
      .header('content-type', hit.contentType)
      .header('vary', 'Cookie')
      .header('etag', hit.etag)
      .header('cache-control', cacheControl(request));
    // The edge's tags, when the answer was stored with them (docs/decisions/0060).
    if (hit.headers?.[EDGE_TAGS_HEADER]) reply.header(EDGE_TAGS_HEADER, hit.headers[EDGE_TAGS_HEADER]);
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = request.responseCacheMiss;
    const tags = request.cacheTags;
    if (!miss || !tags || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (miss.bumpsAtStart !== bumps || !cacheable(reply)) return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string') return payload;
    const config = request.routeOptions.config;
    const ttlMs = config.cacheSeconds ? config.cacheSeconds * 1000 : DEFAULT_TTL_MS;
    cache.set(
      miss.key,
      {
        body: Buffer.from(payload),
        etag,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        headers: replayedHeaders(reply),
      },
      tags,
      ttlMs,
    );
    return payload;
  });
}

/** Headers each response makes anew, never replayed from a stored answer. */
const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
  // Each answer has its own (http/request-id.ts); a stored one would name the request that made the entry.
  REQUEST_ID_HEADER,
]);

/**
 * The headers the answer was sent with (this hook runs after the security headers and the ETag were set),
 * for the server's fast path to send again word for word.
 */
function replayedHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

const SIGNED_IN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/** The key the fast path made for a request it passed on, so that the route's hook does not make it again. */
const fastPathKeys = new WeakMap<IncomingMessage, string>();

/**
 * The server's fast path (docs/decisions/0015): a stored anonymous answer written straight to the socket,
 * before Fastify parses, routes or runs a hook, with the headers its first answer was sent with. Anything it
 * is not sure of (another method, a session cookie, no stored answer) goes on to Fastify, whose own hook
 * answers from the same cache. Such hits are not in the request log; the cache's stats count them.
 */
export function answerFromResponseCache(
  cache: ResponseCache,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  if (request.method !== 'GET' || request.url === undefined) return false;
  const cookie = request.headers.cookie;
  if (cookie !== undefined && SIGNED_IN.test(cookie)) return false;
  // Only API answers are stored under their URL (pages are keyed apart): pages, assets and media go on.
  if (request.url.slice(0, 5).toLowerCase() !== '/api/') return false;
  const key = normalizeUrlKey(request.url);
  const hit = cache.get(key, { countMiss: false });
  if (!hit?.headers) {
    fastPathKeys.set(request, key);
    return false;
  }
  const id = requestIdOf(request);
  if (request.headers['if-none-match'] === hit.etag) {
    response.writeHead(304, { ...hit.headers, [REQUEST_ID_HEADER]: id }).end();
    return true;
  }
  response
    .writeHead(200, { ...hit.headers, [REQUEST_ID_HEADER]: id, 'content-length': hit.body.length })
    .end(hit.body);
  return true;
}

/** What a request meets before Fastify: the response cache's fast path, then load shedding. */
export interface FrontDoor {
  /** Set when anonymous hot reads are answered from memory (RESPONSE_CACHE). */
  cache?: ResponseCache;
  /** Answers 503 and says true when the process is too busy to take the request (ops/load-shedding.ts). */
  shed?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/**
 * Fastify's `serverFactory` for a server with a front door: the response cache's fast path first (a stored
 * answer costs no more than a refusal would, so it is served even under overload), then load shedding, then
 * Fastify. It sets up the server as Fastify would have (keep-alive, request and connection timeouts).
 */
export function serverWithFrontDoor({ cache, shed }: FrontDoor) {
  return (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: FastifyServerOptions,
  ): http.Server => {
    const server = http.createServer((request, response) => {
      if (cache && answerFromResponseCache(cache, request, response)) return;
      if (shed?.(request, response)) return;
      handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
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
