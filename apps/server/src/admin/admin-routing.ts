import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AdminDoneSchema,
  AdminIdParamsSchema,
  type AdminUuidParamsSchema,
  ErrorBodySchema,
} from '@starlane/contract';
import type { SessionMember } from '../security/session.plugin.js';

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

type ItemParams = typeof AdminIdParamsSchema | typeof AdminUuidParamsSchema;

/** A staff POST on one item (`/<items>/:id/<verb>`): what its schema says beyond the item's id. */
export interface ItemActionSpec<P extends ItemParams, B extends z.ZodTypeAny, A extends z.ZodTypeAny> {
  tags: string[];
  summary: string;
  /** The item's id: a number (the default) or a UUID. */
  params?: P;
  /** The JSON body, if the call takes one. */
  body?: B;
  /** The answer; `AdminDone` unless said. */
  answer?: A;
  bodyLimit?: number;
}

/**
 * Adds a staff POST on one item, `/<items>/:id/<verb>`: the id from the path, the body checked against
 * its schema, the answer the service call's, every staff failure documented. The route stays its schema
 * and one service call.
 */
export function itemAction<
  P extends ItemParams = typeof AdminIdParamsSchema,
  B extends z.ZodTypeAny = z.ZodUndefined,
  A extends z.ZodTypeAny = typeof AdminDoneSchema,
>(
  app: AdminApp,
  path: `/${string}/:id/${string}`,
  spec: ItemActionSpec<P, B, A>,
  act: (member: SessionMember | null, id: z.infer<P>['id'], body: z.infer<B>) => Promise<z.input<A>>,
): void {
  const schema: FastifySchema = {
    tags: spec.tags,
    summary: spec.summary,
    params: spec.params ?? AdminIdParamsSchema,
    ...(spec.body ? { body: spec.body } : {}),
    response: { 200: spec.answer ?? AdminDoneSchema, ...failures },
  };
  app.post(path, { ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}), schema }, async (request) =>
    act(request.member, (request.params as z.infer<P>).id as z.infer<P>['id'], request.body as z.infer<B>),
  );
}
