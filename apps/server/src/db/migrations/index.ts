import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.js';
import * as m0002 from './0002_search.js';
import * as m0003 from './0003_drop_members_deleted_at.js';
import * as m0004 from './0004_video_status.js';
import * as m0005 from './0005_listing_indexes.js';
import * as m0006 from './0006_sessions_and_unique_entries.js';
import * as m0007 from './0007_media_jobs.js';
import * as m0008 from './0008_admin.js';
import * as m0009 from './0009_video_daily_stats.js';
import * as m0010 from './0010_durable_views.js';
import * as m0011 from './0011_follows_and_history.js';
import * as m0012 from './0012_recommendations.js';
import * as m0013 from './0013_account_keys_nfc.js';
import * as m0014 from './0014_playlist_feature_order.js';
import * as m0015 from './0015_partner_embeds.js';
import * as m0016 from './0016_spanish_text_and_captions.js';
import * as m0017 from './0017_member_locale.js';

/** Every migration, in order. Listed statically so they bundle and run the same from src and dist. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_search': m0002,
  '0003_drop_members_deleted_at': m0003,
  '0004_video_status': m0004,
  '0005_listing_indexes': m0005,
  '0006_sessions_and_unique_entries': m0006,
  '0007_media_jobs': m0007,
  '0008_admin': m0008,
  '0009_video_daily_stats': m0009,
  '0010_durable_views': m0010,
  '0011_follows_and_history': m0011,
  '0012_recommendations': m0012,
  '0013_account_keys_nfc': m0013,
  '0014_playlist_feature_order': m0014,
  '0015_partner_embeds': m0015,
  '0016_spanish_text_and_captions': m0016,
  '0017_member_locale': m0017,
};
