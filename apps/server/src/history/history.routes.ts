import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContinueWatchingQuerySchema,
  ErrorBodySchema,
  HistoryEntrySchema,
  HistoryPageQuerySchema,
  HistorySettingsBodySchema,
  HistorySettingsSchema,
  MessageSchema,
  RecordPositionBodySchema,
  RecordPositionResultSchema,
  ResumePositionSchema,
  VideoIdQuerySchema,
  valuesOf,
} from '@starlane/contract';
import { requireMember } from '../security/session.plugin.js';
import type { HistoryService } from './history.service.js';

const tags = ['history'];
const memberOnly = { 400: ErrorBodySchema, 401: ErrorBodySchema };
const withVideo = { ...memberOnly, 404: ErrorBodySchema };

/** The signed-in member's own watch history (docs/decisions/0032); documented in docs/api-additions.md. */
export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (app, { history }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The signed-in member’s watch history, last watched first',
        querystring: HistoryPageQuerySchema,
        response: { 200: valuesOf(HistoryEntrySchema), ...memberOnly },
      },
    },
    async (request) => ({ $values: await history.list(requireMember(request), request.query) }),
  );

  app.get(
    '/continue',
    {
      schema: {
        tags,
        summary: 'Half-watched videos of the signed-in member, last watched first',
        querystring: ContinueWatchingQuerySchema,
        response: { 200: valuesOf(HistoryEntrySchema), ...memberOnly },
      },
    },
    async (request) => ({
      $values: await history.continueWatching(requireMember(request), request.query.amount),
    }),
  );

  app.post(
    '/position',
    {
      schema: {
        tags,
        summary: 'Records where playback of a video stands (nothing while the history is paused)',
        body: RecordPositionBodySchema,
        response: { 200: RecordPositionResultSchema, ...withVideo },
      },
    },
    async (request) =>
      history.record(requireMember(request), request.body.videoId, request.body.positionSeconds),
  );

  app.get(
    '/position',
    {
      schema: {
        tags,
        summary: 'Where the signed-in member left a video (null when they have not watched it)',
        querystring: VideoIdQuerySchema,
        response: { 200: ResumePositionSchema, ...withVideo },
      },
    },
    async (request) => history.position(requireMember(request), request.query.videoId),
  );

  app.post(
    '/remove',
    {
      schema: {
        tags,
        summary: 'Removes one video from the signed-in member’s history',
        querystring: VideoIdQuerySchema,
        response: { 200: MessageSchema, ...withVideo },
      },
    },
    async (request) => history.remove(requireMember(request), request.query.videoId),
  );

  app.post(
    '/clear',
    {
      schema: {
        tags,
        summary: 'Removes every video from the signed-in member’s history',
        response: { 200: MessageSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => history.clear(requireMember(request)),
  );

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in member’s history is paused',
        response: { 200: HistorySettingsSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => history.settings(requireMember(request)),
  );

  app.post(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Pauses or resumes recording the signed-in member’s history',
        body: HistorySettingsBodySchema,
        response: { 200: HistorySettingsSchema, ...memberOnly },
      },
    },
    async (request) => history.setPaused(requireMember(request), request.body.paused),
  );
};
