import {
  AdminDoneSchema,
  AdminIdParamsSchema,
  AdminVideoDetailSchema,
  AdminVideoQuerySchema,
  AdminVideoSchema,
  AdminVideoStatusSchema,
  AdminVideoUpdateSchema,
  PictureBodySchema,
  pageOf,
} from '@starlane/contract';
import { PICTURE_BODY_LIMIT, failures, type AdminApp } from './admin-routing.js';
import type { VideosAdminService } from './videos-admin.service.js';

/** Staff calls on videos, any status: the listing, one video, its edits, publishing and deleting. */
export function videosAdminRoutes(app: AdminApp, videos: VideosAdminService): void {
  const tags = ['admin: videos'];
  app.get(
    '/videos',
    {
      schema: {
        tags,
        summary: 'Every video, any status: search by title or id, filter by status, category, star, origin',
        querystring: AdminVideoQuerySchema,
        response: { 200: pageOf(AdminVideoSchema), ...failures },
      },
    },
    async ({ member, query }) => videos.listVideos(member, query, query),
  );
  app.get(
    '/videos/:id',
    {
      schema: {
        tags,
        summary: 'One video with its categories and stars',
        params: AdminIdParamsSchema,
        response: { 200: AdminVideoDetailSchema, ...failures },
      },
    },
    async ({ member, params }) => videos.video(member, params.id),
  );
  app.post(
    '/videos/:id/update',
    {
      schema: {
        tags,
        summary: 'Edits title, description, categories and stars',
        params: AdminIdParamsSchema,
        body: AdminVideoUpdateSchema,
        response: { 200: AdminVideoDetailSchema, ...failures },
      },
    },
    async ({ member, params, body }) => videos.updateVideo(member, params.id, body),
  );
  app.post(
    '/videos/:id/thumbnail',
    {
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Replaces the thumbnail (resized on the server)',
        params: AdminIdParamsSchema,
        body: PictureBodySchema,
        response: { 200: AdminVideoDetailSchema, ...failures },
      },
    },
    async ({ member, params, body }) => videos.setVideoThumbnail(member, params.id, body.picture),
  );
  app.post(
    '/videos/:id/status',
    {
      schema: {
        tags,
        summary:
          'Publishes or unpublishes a video; 409 (with the reason and the date it may come back) while a DMCA notice holds it',
        params: AdminIdParamsSchema,
        body: AdminVideoStatusSchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params, body }) => videos.setVideoStatus(member, params.id, body.status),
  );
  app.post(
    '/videos/:id/delete',
    {
      schema: {
        tags,
        summary: 'Deletes a video with its playlist entries, favourites, ratings and comments',
        params: AdminIdParamsSchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params }) => videos.deleteVideo(member, params.id),
  );
}
