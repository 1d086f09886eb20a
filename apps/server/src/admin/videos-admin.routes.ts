import {
  AdminIdParamsSchema,
  AdminVideoDetailSchema,
  AdminVideoQuerySchema,
  AdminVideoSchema,
  AdminVideoStatusSchema,
  AdminVideoUpdateSchema,
  PictureBodySchema,
  pageOf,
} from '@starlane/contract';
import { PICTURE_BODY_LIMIT, failures, type AdminApp, itemAction } from './admin-routing.js';
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
  itemAction(
    app,
    '/videos/:id/update',
    {
      tags,
      summary: 'Edits title, description, categories and stars',
      body: AdminVideoUpdateSchema,
      answer: AdminVideoDetailSchema,
    },
    (member, id, body) => videos.updateVideo(member, id, body),
  );
  itemAction(
    app,
    '/videos/:id/thumbnail',
    {
      tags,
      summary: 'Replaces the thumbnail (resized on the server)',
      body: PictureBodySchema,
      answer: AdminVideoDetailSchema,
      bodyLimit: PICTURE_BODY_LIMIT,
    },
    (member, id, body) => videos.setVideoThumbnail(member, id, body.picture),
  );
  itemAction(
    app,
    '/videos/:id/status',
    {
      tags,
      summary:
        'Publishes or unpublishes a video; 409 (with the reason and the date it may come back) while a DMCA notice holds it',
      body: AdminVideoStatusSchema,
    },
    (member, id, body) => videos.setVideoStatus(member, id, body.status),
  );
  itemAction(
    app,
    '/videos/:id/delete',
    { tags: tags, summary: 'Deletes a video with its playlist entries, favourites, ratings and comments' },
    (member, id) => videos.deleteVideo(member, id),
  );
}
