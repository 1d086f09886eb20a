import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorBodySchema, MemberIdQuerySchema, valuesOf } from '@starlane/contract';

/**
 * `GET <prefix>/getbymember?memberId`: one of a member's public lists (favourites, playlists, comments),
 * the same call shape in every feature that has one.
 */
export function getByMemberRoute<Item extends z.ZodType>(
  app: FastifyInstance,
  route: {
    tags: string[];
    summary: string;
    item: Item;
    /** Throws NotFoundError for an unknown member. */
    list: (memberId: string) => Promise<z.input<Item>[]>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/getbymember',
    {
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: MemberIdQuerySchema,
        response: { 200: valuesOf(route.item), 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async ({ query }) => ({ $values: await route.list(query.memberId) }),
  );
}
