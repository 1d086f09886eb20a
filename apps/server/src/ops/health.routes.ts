import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LivenessSchema, ReadinessSchema } from '@starlane/contract';
import type { Health } from './health.js';

/** Seconds an orchestrator or balancer is told to wait before asking an unready process again. */
export const READY_RETRY_AFTER_SECONDS = 5;

/**
 * `/healthz` and `/readyz` (docs/decisions/0057): never cached, never rate-limited, never shed
 * (ops/load-shedding.ts lets them through first).
 */
export const healthRoutes: FastifyPluginAsync<{ health: Health }> = async (fastify, { health }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['operations'];

  app.get(
    '/healthz',
    {
      schema: {
        tags,
        summary:
          'Liveness: 200 while the process runs and its event loop turns. Restart the process when it fails or does not answer.',
        response: { 200: LivenessSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, uptimeSeconds: health.uptimeSeconds() };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary:
          'Readiness: 200 when migrations are applied and the database and media storage answer; 503 (with Retry-After) otherwise, and while the process shuts down. Send it no traffic while 503; do not restart it for that. Redis is reported, never required.',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await health.readiness();
      reply.header('cache-control', 'no-store');
      if (readiness.status === 'ready') return readiness;
      return reply.code(503).header('retry-after', String(READY_RETRY_AFTER_SECONDS)).send(readiness);
    },
  );
};
