import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  MediaJobParamsSchema,
  MediaJobSchema,
  MediaJobsQuerySchema,
  valuesOf,
} from '@starlane/contract';
import type { MediaService } from './media.service.js';

const tags = ['media'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Media jobs, newest first, with their progress (staff)',
        querystring: MediaJobsQuerySchema,
        response: { 200: valuesOf(MediaJobSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request) => ({ $values: await media.jobs(request.member, request.query) }),
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: "One media job's progress, failure or outputs (staff)",
        params: MediaJobParamsSchema,
        response: { 200: MediaJobSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request) => media.job(request.member, request.params.id),
  );
};
