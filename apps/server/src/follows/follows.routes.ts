import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActorIdQuerySchema,
  ErrorBodySchema,
  FollowedStarSchema,
  FollowsPageQuerySchema,
  StarFollowStateSchema,
  VideoListItemSchema,
  valuesOf,
} from '@starlane/contract';
import { requireMember } from '../security/session.plugin.js';
import type { FollowService } from './follows.service.js';

const tags = ['follows'];
const failures = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Following stars (docs/decisions/0032); documented in docs/api-additions.md. */
export const followRoutes: FastifyPluginAsyncZod<{ follows: FollowService }> = async (app, { follows }) => {
  app.get(
    '/star',
    {
      // The `following` flag is the member's own: never stored by a shared cache.
      config: { noStore: true },
      schema: {
        tags,
        summary: 'A star’s follower count and, for a signed-in member, whether they follow it',
        querystring: ActorIdQuerySchema,
        response: { 200: StarFollowStateSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => follows.state(request.query.actorId, request.member),
  );

  app.post(
    '/follow',
    {
      schema: {
        tags,
        summary: 'Follows a star (following it again changes nothing)',
        querystring: ActorIdQuerySchema,
        response: { 200: StarFollowStateSchema, ...failures },
      },
    },
    async (request) => follows.follow(requireMember(request), request.query.actorId),
  );

  app.post(
    '/unfollow',
    {
      schema: {
        tags,
        summary: 'Stops following a star (not following it is fine)',
        querystring: ActorIdQuerySchema,
        response: { 200: StarFollowStateSchema, ...failures },
      },
    },
    async (request) => follows.unfollow(requireMember(request), request.query.actorId),
  );

  app.get(
    '/stars',
    {
      schema: {
        tags,
        summary: 'The stars the signed-in member follows, latest follow first',
        querystring: FollowsPageQuerySchema,
        response: { 200: valuesOf(FollowedStarSchema), 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ $values: await follows.stars(requireMember(request), request.query) }),
  );

  app.get(
    '/feed',
    {
      schema: {
        tags,
        summary: 'Videos with the stars the signed-in member follows, newest first',
        querystring: FollowsPageQuerySchema,
        response: { 200: valuesOf(VideoListItemSchema), 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ $values: await follows.feed(requireMember(request), request.query) }),
  );
};
