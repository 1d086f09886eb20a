import { z } from 'zod';
import { AD_PLACEMENTS } from './constants.js';

export const AdSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  /** An image URL, or a small HTML snippet (starting with '<') shown in a sandboxed frame. */
  source: z.string(),
  placement: z.enum(AD_PLACEMENTS),
  weight: z.number().int(),
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
