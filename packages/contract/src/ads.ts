import { z } from 'zod';
import { AD_ACTIONS, AD_PLACEMENTS } from './constants.js';
import { EntityNumberSchema } from './common.js';

/** What the site and the staff area both show of an ad: where it stands and how often it comes up. */
export const adPlacingFields = {
  /** An image URL, or a small HTML snippet (starting with '<') shown in a sandboxed frame. */
  source: z.string(),
  placement: z.enum(AD_PLACEMENTS),
  weight: z.number().int(),
};

export const AdSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  ...adPlacingFields,
});
export type Ad = z.infer<typeof AdSchema>;

export const AdDailyStatsSchema = z.object({
  adId: z.number().int(),
  name: z.string(),
  day: z.string(),
  views: z.number().int(),
  clicks: z.number().int(),
});
export type AdDailyStats = z.infer<typeof AdDailyStatsSchema>;

/** Third-party scripts and embeds, configured by the operator and loaded only after consent. */
export const ThirdPartyConfigSchema = z.object({
  adNetworkScripts: z.array(z.string()),
  analytics: z.object({ scriptUrl: z.string(), id: z.string() }).nullable(),
  liveCamEmbedUrl: z.string().nullable(),
  /** Where a partner video's promotional link points; `{id}` stands for the video's external id. */
  partnerPromoUrlTemplate: z.string(),
});
export type ThirdPartyConfig = z.infer<typeof ThirdPartyConfigSchema>;

const PageUrlSchema = z.string().trim().max(2000, 'url has at most 2000 characters');
/** A real UTC calendar day: `2024-99-99` or `2023-02-30` are refused here, not by a failing date later. */
const DaySchema = z
  .string()
  .max(10, 'a day is written YYYY-MM-DD')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is written YYYY-MM-DD')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00.000Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'no such day')
  // The refinement's rule, for the document: a calendar day (RFC 3339 full-date).
  .meta({ format: 'date' });

export const AdsForPageQuerySchema = z.object({ url: PageUrlSchema.default('/') });

export const LogAdViewQuerySchema = z.object({
  id: EntityNumberSchema('id'),
  action: z.enum(AD_ACTIONS, { error: 'action is view or click' }),
  url: PageUrlSchema.default(''),
});

/** What `logadview` answers: whether the event counted (bots and repeats do not). */
export const AdLogResultSchema = z.object({ counted: z.boolean() });
export type AdLogResult = z.infer<typeof AdLogResultSchema>;

/** Days are UTC, `from` to `to` inclusive. */
// `from` after `to` is a rule across two fields, which a JSON schema cannot state: the service checks it and
// the operation's summary says it (docs/decisions/0064).
export const AdStatsQuerySchema = z.object({ from: DaySchema, to: DaySchema });
