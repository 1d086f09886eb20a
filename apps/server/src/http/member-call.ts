import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { ErrorBodySchema } from '@starlane/contract';
import { requireMember, type SessionMember } from '../security/session.plugin.js';

/** What a member's call declares: its text in the OpenAPI document, its inputs and its answers. */
export interface MemberCallSpec<Q extends z.ZodType, B extends z.ZodType, A extends z.ZodType> {
  tags: string[];
  summary: string;
  querystring?: Q;
  body?: B;
  /** The 200 answer. */
  answer: A;
  /** The failures it documents: by default the 401 of anyone not signed in. */
  failures?: Partial<Record<400 | 401 | 404 | 409, typeof ErrorBodySchema>>;
}

/**
 * Adds a call for the signed-in member alone (401 for anyone else): its schema, and one service call with
 * the member and the checked query and body. The shape of every member route, written once.
 */
export function memberCall<
  A extends z.ZodType,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  spec: MemberCallSpec<Q, B, A>,
  call: (member: SessionMember, input: { query: z.infer<Q>; body: z.infer<B> }) => Promise<z.input<A>>,
): void {
  const schema: FastifySchema = {
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.querystring ? { querystring: spec.querystring } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    response: { 200: spec.answer, ...(spec.failures ?? { 401: ErrorBodySchema }) },
  };
  app.route({
    method,
    url,
    schema,
    handler: async (request) =>
      call(requireMember(request), {
        query: request.query as z.infer<Q>,
        body: request.body as z.infer<B>,
      }),
  });
}
