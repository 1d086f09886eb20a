import { z } from 'zod';

export const CategorySchema = z.object({
  id: z.number().int(),
  wmcExternalId: z.string(),
  name: z.string(),
  categoryPicture: z.string().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

export const ActorSchema = z.object({
  id: z.number().int(),
  wmcExternalId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePicture: z.string().nullable(),
});
export type Actor = z.infer<typeof ActorSchema>;

/** A video as it appears in listings. */
export const VideoListItemSchema = z.object({
  id: z.number().int(),
  wmcExternalId: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  length: z.number().int(),
  viewCount: z.number().int(),
  averageRating: z.number(),
  ratingCount: z.number().int(),
  commentCount: z.number().int(),
});
export type VideoListItem = z.infer<typeof VideoListItemSchema>;

export const PingAuthSchema = z.object({ email: z.string() });
export type PingAuth = z.infer<typeof PingAuthSchema>;
