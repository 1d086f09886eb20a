import {
  AdminCurateBodySchema,
  AdminDoneSchema,
  AdminFeatureOrderBodySchema,
  AdminIdParamsSchema,
  AdminPlaylistQuerySchema,
  AdminPlaylistSchema,
  pageOf,
} from '@starlane/contract';
import { failures, type AdminApp } from './admin-routing.js';
import type { PlaylistsAdminService } from './playlists-admin.service.js';

/** Staff calls on members' playlists: the listing, curating and the feature order of curated ones (docs/decisions/0055). */
export function playlistsAdminRoutes(app: AdminApp, playlists: PlaylistsAdminService): void {
  const playlistTags = ['admin: playlists'];
  app.get(
    '/playlists',
    {
      schema: {
        tags: playlistTags,
        summary:
          'Every member’s playlists: search by name or owner, filter curated, sort (featured: curated first in feature order)',
        querystring: AdminPlaylistQuerySchema,
        response: { 200: pageOf(AdminPlaylistSchema), ...failures },
      },
    },
    async ({ member, query }) => playlists.list(member, query, query),
  );
  app.post(
    '/playlists/:id/curate',
    {
      schema: {
        tags: playlistTags,
        summary: 'Marks any playlist curated (last in the feature order) or not curated',
        params: AdminIdParamsSchema,
        body: AdminCurateBodySchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params, body }) => playlists.curate(member, params.id, body.curated),
  );
  app.post(
    '/playlists/:id/feature-order',
    {
      schema: {
        tags: playlistTags,
        summary:
          'Moves a curated playlist to a place in the feature order (1 first; past the end: last); 409 when it is not curated',
        params: AdminIdParamsSchema,
        body: AdminFeatureOrderBodySchema,
        response: { 200: AdminDoneSchema, ...failures },
      },
    },
    async ({ member, params, body }) => playlists.move(member, params.id, body.position),
  );
}
