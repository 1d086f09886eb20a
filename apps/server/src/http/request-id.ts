import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request id arrives in (from a proxy that made one) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: short, and nothing a log line or a header could be bent by. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Every request's id (docs/decisions/0057): the one a proxy in front sent in X-Request-Id when it is plainly
 * an id, else a new random one. Fastify puts it on each of the request's log lines (`reqId`).
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}

/** Answers every request, errors included, with its id, so a visitor's report can be matched to the log. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
