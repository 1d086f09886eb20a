import { z } from 'zod';
import { EntityNumberSchema, PublicIdSchema, pagingFields } from './common.js';
import { UNPAGED_LIST_AMOUNT } from './constants.js';
import { MESSAGES } from './messages.js';

export const PlaylistListQuerySchema = z.object(pagingFields(UNPAGED_LIST_AMOUNT));

export const PlaylistQuerySchema = z.object({ id: EntityNumberSchema('id') });

const PlaylistIdSchema = EntityNumberSchema('playlistId');
/** The length rule is checked after trimming, by the server, so the message is the same for every call. */
const PlaylistNameSchema = z
  .string({ error: 'name is required' })
  .max(500, MESSAGES.playlistNameRule)
  // The service's rule, for the document: 1 to 50 characters once the white space around is trimmed.
  .meta({ pattern: '^\\s*(?:\\S|\\S[\\s\\S]{0,48}\\S)\\s*$' });

export const CreatePlaylistQuerySchema = z.object({ name: PlaylistNameSchema });
export const RenamePlaylistQuerySchema = z.object({ playlistId: PlaylistIdSchema, name: PlaylistNameSchema });
export const PlaylistIdQuerySchema = z.object({ playlistId: PlaylistIdSchema });
export const AddToPlaylistQuerySchema = z.object({ playlistId: PlaylistIdSchema, videoId: PublicIdSchema });
/** `videoId` here is the playlist entry's id (spec section 3). */
export const RemoveFromPlaylistQuerySchema = z.object({
  playlistId: PlaylistIdSchema,
  videoId: EntityNumberSchema('videoId'),
});

/** What `addvideo` answers: the entry, and whether this call added it (adding twice is a no-op). */
export const PlaylistAddResultSchema = z.object({ entryId: z.number().int(), added: z.boolean() });
export type PlaylistAddResult = z.infer<typeof PlaylistAddResultSchema>;

export const FavouriteParamsSchema = z.object({ id: EntityNumberSchema('id') });

/** What the `favourite` toggle answers: whether the video is a favourite now. */
export const FavouriteToggleResultSchema = z.object({ isFavourite: z.boolean() });
export type FavouriteToggleResult = z.infer<typeof FavouriteToggleResultSchema>;
