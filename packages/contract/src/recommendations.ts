import { z } from 'zod';
import { ActorSchema, CategorySchema, VideoListItemSchema } from './catalogue.js';
import { PublicIdSchema } from './common.js';
import { RECOMMENDATION_SEEDS_MAX, TASTE_PICKS_MAX } from './constants.js';

/** One recommended video and the few words that say why (docs/decisions/0034). */
export const RecommendationSchema = z.object({
  video: VideoListItemSchema,
  reason: z.string(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

const picks = (name: string, max: number) =>
  z.array(PublicIdSchema).max(max, `${name} has at most ${max} ids`).default([]);

/** A member's wizard picks, as they save them (`PUT /api/recommendations/preferences`). */
export const TastePicksSchema = z.object({
  categoryIds: picks('categoryIds', TASTE_PICKS_MAX),
  actorIds: picks('actorIds', TASTE_PICKS_MAX),
});
export type TastePicks = z.infer<typeof TastePicksSchema>;

/**
 * What a visitor's browser sends for recommendations: their wizard picks and the videos they watched last
 * (newest first), both kept in the browser only. Bounded so one call stays cheap.
 */
export const VisitorTasteSchema = TastePicksSchema.extend({
  videoIds: picks('videoIds', RECOMMENDATION_SEEDS_MAX),
});
export type VisitorTaste = z.infer<typeof VisitorTasteSchema>;

/** A member's saved picks, named. */
export const PreferencesSchema = z.object({
  categories: z.array(CategorySchema),
  actors: z.array(ActorSchema),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** What the wizard offers to pick from: categories with pictures and the most watched stars. */
export const WizardChoicesSchema = PreferencesSchema;
export type WizardChoices = Preferences;
