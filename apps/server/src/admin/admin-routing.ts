import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@starlane/contract';

/** The app the staff area's routes are added to, behind its staff-only hook (admin.routes.ts). */
export type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

/** What any staff call can answer besides its own success. */
export const failures = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** Pictures travel as data URLs in JSON: these calls take bodies up to 12 MB (8 MB of picture). */
export const PICTURE_BODY_LIMIT = 12 * 1024 * 1024;
