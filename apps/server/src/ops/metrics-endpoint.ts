import cluster from 'node:cluster';
import { timingSafeEqual, createHash } from 'node:crypto';
import http from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import client from 'prom-client';
import { z } from 'zod';
import { ErrorBodySchema, type ErrorBody } from '@starlane/contract';
import type { Logger } from 'pino';
import { MEDIA_TYPE } from '../http/openapi-document.js';
import { registry } from './metrics.js';
import { answerWorkers, askPrimary } from './primary-ask.js';

export const METRICS_CONTENT_TYPE = registry.contentType;

/**
 * The primary of a cluster gathers every worker's series (prom-client's AggregatorRegistry: each worker's
 * series keep their `worker` label), for its own metrics port, for a worker asked on the site's port and
 * for the staff dashboard's traffic history (ops/traffic-history.ts).
 */
export function gatherClusterMetrics(): () => Promise<string> {
  const aggregator = new client.AggregatorRegistry();
  const gather = () => aggregator.clusterMetrics();
  answerWorkers('metrics', gather);
  return gather;
}

/** This process's scrape: its own registry alone, or, in a worker, the whole cluster's through the primary. */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const text = await askPrimary('metrics');
  if (typeof text !== 'string') throw new Error('the primary answered no metrics');
  return text;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the token, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * The metrics on a port of their own (METRICS_PORT, on METRICS_HOST: loopback unless set), never on the
 * site's: GET /metrics, behind METRICS_TOKEN too when it is set. Anything else is 404.
 */
export function startMetricsServer(options: {
  port: number;
  host: string;
  token: string | undefined;
  gather: () => Promise<string>;
  logger: Logger;
}): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (options.token && !bearerMatches(request.headers.authorization, options.token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' })
        .end('A valid METRICS_TOKEN is required\n');
      return;
    }
    options.gather().then(
      (text) => {
        response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        options.logger.error({ err: error }, 'gathering the metrics failed');
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * `GET /metrics` on the site's port, for a scraper that cannot reach a port of its own: only with
 * METRICS_TOKEN set (404 without, as if it did not exist), and only with `Authorization: Bearer <token>`.
 */
export const metricsRoutes: FastifyPluginAsync<{ token: string | undefined }> = async (
  fastify,
  { token },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/metrics',
    {
      config: { noStore: true },
      schema: {
        tags: ['operations'],
        summary:
          'Prometheus metrics of every process (text format 0.0.4). 404 unless METRICS_TOKEN is set; 401 without `Authorization: Bearer <METRICS_TOKEN>`; 503 when the workers could not be gathered. METRICS_PORT serves the same on a port of its own.',
        response: {
          200: z
            .string()
            .meta({ [MEDIA_TYPE]: 'text/plain' })
            .describe(`Prometheus text exposition format 0.0.4 (${METRICS_CONTENT_TYPE})`),
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!token) {
        return reply.code(404).send({ status: 404, title: 'Not found' } satisfies ErrorBody);
      }
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ status: 401, title: 'A valid metrics token is required' } satisfies ErrorBody);
      }
      try {
        const text = await metricsText();
        return reply.type(METRICS_CONTENT_TYPE).send(text);
      } catch (error) {
        request.log.error({ err: error }, 'gathering the metrics failed');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ status: 503, title: 'The metrics could not be gathered' } satisfies ErrorBody);
      }
    },
  );
};
