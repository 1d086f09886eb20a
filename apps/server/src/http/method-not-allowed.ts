import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@starlane/contract';

/**
 * The original API changed state with GETs; we take POST only (a cookie-carrying GET is open to cross-site
 * request forgery) and answer a GET on the same path with 405 and the method to use.
 */
export function answerGetWith405(app: FastifyInstance, url: string): void {
  app.get(url, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .status(405)
      .header('allow', 'POST')
      .send({ status: 405, title: 'This call changes data: send it as POST' } satisfies ErrorBody),
  );
}
