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
import { memberCall } from '../http/member-call.js';
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

  memberCall(
    app,
    'POST',
    '/follow',
    {
      tags,
      summary: 'Follows a star (following it again changes nothing)',
      querystring: ActorIdQuerySchema,
      answer: StarFollowStateSchema,
      failures: failures,
    },
    async (member, { query }) => follows.follow(member, query.actorId),
  );

  memberCall(
    app,
    'POST',
    '/unfollow',
    {
      tags,
      summary: 'Stops following a star (not following it is fine)',
      querystring: ActorIdQuerySchema,
      answer: StarFollowStateSchema,
      failures: failures,
    },
    async (member, { query }) => follows.unfollow(member, query.actorId),
  );

  memberCall(
    app,
    'GET',
    '/stars',
    {
      tags,
      summary: 'The stars the signed-in member follows, latest follow first',
      querystring: FollowsPageQuerySchema,
      answer: valuesOf(FollowedStarSchema),
      failures: { 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
    async (member, { query }) => ({ $values: await follows.stars(member, query) }),
  );

  memberCall(
    app,
    'GET',
    '/feed',
    {
      tags,
      summary: 'Videos with the stars the signed-in member follows, newest first',
      querystring: FollowsPageQuerySchema,
      answer: valuesOf(VideoListItemSchema),
      failures: { 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
    async (member, { query }) => ({ $values: await follows.feed(member, query) }),
  );
};
