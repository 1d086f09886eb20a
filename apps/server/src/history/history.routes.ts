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
import { memberCall } from '../http/member-call.js';
import type { HistoryService } from './history.service.js';

const tags = ['history'];
const memberOnly = { 400: ErrorBodySchema, 401: ErrorBodySchema };
const withVideo = { ...memberOnly, 404: ErrorBodySchema };

/** The signed-in member's own watch history (docs/decisions/0032); documented in docs/api-additions.md. */
export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (app, { history }) => {
  memberCall(
    app,
    'GET',
    '/',
    {
      tags,
      summary: 'The signed-in member’s watch history, last watched first',
      querystring: HistoryPageQuerySchema,
      answer: valuesOf(HistoryEntrySchema),
      failures: memberOnly,
    },
    async (member, { query }) => ({ $values: await history.list(member, query) }),
  );

  memberCall(
    app,
    'GET',
    '/continue',
    {
      tags,
      summary: 'Half-watched videos of the signed-in member, last watched first',
      querystring: ContinueWatchingQuerySchema,
      answer: valuesOf(HistoryEntrySchema),
      failures: memberOnly,
    },
    async (member, { query }) => ({
      $values: await history.continueWatching(member, query.amount),
    }),
  );

  memberCall(
    app,
    'POST',
    '/position',
    {
      tags,
      summary: 'Records where playback of a video stands (nothing while the history is paused)',
      body: RecordPositionBodySchema,
      answer: RecordPositionResultSchema,
      failures: withVideo,
    },
    async (member, { body }) => history.record(member, body.videoId, body.positionSeconds),
  );

  memberCall(
    app,
    'GET',
    '/position',
    {
      tags,
      summary: 'Where the signed-in member left a video (null when they have not watched it)',
      querystring: VideoIdQuerySchema,
      answer: ResumePositionSchema,
      failures: withVideo,
    },
    async (member, { query }) => history.position(member, query.videoId),
  );

  memberCall(
    app,
    'POST',
    '/remove',
    {
      tags,
      summary: 'Removes one video from the signed-in member’s history',
      querystring: VideoIdQuerySchema,
      answer: MessageSchema,
      failures: withVideo,
    },
    async (member, { query }) => history.remove(member, query.videoId),
  );

  memberCall(
    app,
    'POST',
    '/clear',
    { tags: tags, summary: 'Removes every video from the signed-in member’s history', answer: MessageSchema },
    async (member) => history.clear(member),
  );

  memberCall(
    app,
    'GET',
    '/settings',
    {
      tags,
      summary: 'Whether the signed-in member’s history is paused',
      answer: HistorySettingsSchema,
    },
    async (member) => history.settings(member),
  );

  memberCall(
    app,
    'POST',
    '/settings',
    {
      tags,
      summary: 'Pauses or resumes recording the signed-in member’s history',
      body: HistorySettingsBodySchema,
      answer: HistorySettingsSchema,
      failures: memberOnly,
    },
    async (member, { body }) => history.setPaused(member, body.paused),
  );
};
