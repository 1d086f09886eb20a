import {
  AdminCurateBodySchema,
  AdminFeatureOrderBodySchema,
  AdminPlaylistQuerySchema,
  AdminPlaylistSchema,
  pageOf,
} from '@starlane/contract';
import { failures, type AdminApp, itemAction } from './admin-routing.js';
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
  itemAction(
    app,
    '/playlists/:id/curate',
    {
      tags: playlistTags,
      summary: 'Marks any playlist curated (last in the feature order) or not curated',
      body: AdminCurateBodySchema,
    },
    (member, id, body) => playlists.curate(member, id, body.curated),
  );
  itemAction(
    app,
    '/playlists/:id/feature-order',
    {
      tags: playlistTags,
      summary:
        'Moves a curated playlist to a place in the feature order (1 first; past the end: last); 409 when it is not curated',
      body: AdminFeatureOrderBodySchema,
    },
    (member, id, body) => playlists.move(member, id, body.position),
  );
}
