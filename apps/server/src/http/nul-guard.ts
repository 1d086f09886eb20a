import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors.js';

/**
 * PostgreSQL text cannot hold a NUL character: a query that carries one (`?actorname=a%00`) fails inside the
 * database, a 500 on one engine and a miss on the other. No path or query value of ours ever needs one, so a
 * URL with an encoded NUL is refused before any route sees it.
 */
export function rejectNulInUrls(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('%00'))
      throw new BadRequestError('The URL must not contain a NUL character (%00)');
  });
}
