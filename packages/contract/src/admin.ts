import { z } from 'zod';
import { EmailSchema } from './accounts.js';
import { CaptionTrackSchema } from './catalogue.js';
import { adPlacingFields } from './ads.js';
import { EntityNumberSchema, VideoRefSchema, catalogueIds, pagingFields, starNames } from './common.js';
import { AD_PLACEMENTS, DMCA_STATUSES, MEMBER_ROLES, VIDEO_STATUSES } from './constants.js';
import { LOCALES } from './locales.js';

/**
 * The staff area's calls (docs/departures.md), all under /api/admin and staff only; the DMCA notice form and the
 * curated-playlist flag are the two calls outside it. Every list is paged (`page`, `amount`), searched by
 * `q` and sorted by `sort` and `dir`; it answers `{ $values, total }`.
 */
const SearchTextSchema = z.string().trim().max(100, 'a search has at most 100 characters').optional();
const DirSchema = z.enum(['asc', 'desc'], { error: 'dir is asc or desc' }).optional();
const pagedQuery = <S extends readonly [string, ...string[]]>(sorts: S) =>
  z.object({
    q: SearchTextSchema,
    sort: z.enum(sorts, { error: `sort is one of ${sorts.join(', ')}` }).optional(),
    dir: DirSchema,
    ...pagingFields(25),
  });

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ $values: z.array(item), total: z.number().int() });
}
export type AdminPage<T> = { $values: T[]; total: number };

export const AdminIdParamsSchema = z.object({ id: EntityNumberSchema('id') });
export const AdminUuidParamsSchema = z.object({ id: z.guid({ error: 'id must be a UUID' }) });

/** What every admin change answers: what it did, in a sentence the page can show. */
export const AdminDoneSchema = z.object({ status: z.number().int(), title: z.string() });
export type AdminDone = z.infer<typeof AdminDoneSchema>;

/** A picture sent as a data URL (`data:image/png;base64,...`); the server resizes it. */
export const PictureDataUrlSchema = z
  .string({ error: 'picture is a data URL of an image' })
  .max(12 * 1024 * 1024, 'a picture may weigh at most 8 MB')
  .regex(/^data:image\/(png|jpeg|jpg|webp|gif);base64,[A-Za-z0-9+/=\s]+$/, {
    error: 'picture is a data URL of a PNG, JPEG, WebP or GIF image',
  });
export const PictureBodySchema = z.object({ picture: PictureDataUrlSchema });

// --- dashboard ---
/** How many of something happened today and in the last seven days. */
const TodayAndWeekSchema = z.object({ today: z.number().int(), week: z.number().int() });
export const DashboardSchema = z.object({
  signUps: TodayAndWeekSchema,
  views: TodayAndWeekSchema,
  comments: TodayAndWeekSchema,
  reportsOpen: z.number().int(),
  noticesOpen: z.number().int(),
  videosFailed: z.number().int(),
  /** Media jobs that failed for good (every attempt used), by when they gave up. */
  jobsFailed: TodayAndWeekSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;

// --- videos ---
export const ADMIN_VIDEO_SORTS = ['newest', 'oldest', 'title', 'views', 'rating'] as const;
export const AdminVideoQuerySchema = pagedQuery(ADMIN_VIDEO_SORTS).extend({
  status: z.enum(VIDEO_STATUSES, { error: `status is one of ${VIDEO_STATUSES.join(', ')}` }).optional(),
  categoryId: EntityNumberSchema('categoryId').optional(),
  starId: EntityNumberSchema('starId').optional(),
  origin: z.enum(['partner', 'own'], { error: 'origin is partner or own' }).optional(),
});
export type AdminVideoQuery = z.input<typeof AdminVideoQuerySchema>;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });
export type AdminRef = z.infer<typeof RefSchema>;

export const AdminVideoSchema = z.object({
  ...catalogueIds,
  title: z.string(),
  thumbnail: z.string(),
  status: z.enum(VIDEO_STATUSES),
  partner: z.boolean(),
  createdAt: z.string(),
  viewCount: z.number().int(),
  ratingCount: z.number().int(),
  commentCount: z.number().int(),
});
export type AdminVideo = z.infer<typeof AdminVideoSchema>;

/**
 * The DMCA notice that keeps a video down (docs/decisions/0055): while one holds it, no path publishes it;
 * `restorableAt` is null until a counter-notice is recorded.
 */
export const AdminDmcaHoldSchema = z.object({
  noticeId: z.number().int(),
  status: z.enum(['taken_down', 'countered']),
  takenDownAt: z.string().nullable(),
  counteredAt: z.string().nullable(),
  restorableAt: z.string().nullable(),
  reason: z.string(),
});
export type AdminDmcaHold = z.infer<typeof AdminDmcaHoldSchema>;

export const AdminVideoDetailSchema = AdminVideoSchema.extend({
  description: z.string(),
  /** The Spanish title and description (docs/decisions/0074), null where none was written. */
  titleEs: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  /** The caption tracks attached, English first. */
  captions: z.array(CaptionTrackSchema),
  dmcaHold: AdminDmcaHoldSchema.nullable(),
  categories: z.array(RefSchema),
  stars: z.array(RefSchema),
  favouriteCount: z.number().int(),
  playlistCount: z.number().int(),
});
export type AdminVideoDetail = z.infer<typeof AdminVideoDetailSchema>;

export const AdminVideoUpdateSchema = z.object({
  title: z.string().trim().min(1, 'a title is required').max(200, 'a title has at most 200 characters'),
  description: z.string().trim().max(5000, 'a description has at most 5000 characters'),
  /** Absent: left as it is; empty: removed, so Spanish pages show the default (docs/decisions/0074). */
  titleEs: z.string().trim().max(200, 'a Spanish title has at most 200 characters').optional(),
  descriptionEs: z.string().trim().max(5000, 'a Spanish description has at most 5000 characters').optional(),
  categoryIds: z.array(EntityNumberSchema('categoryId')).max(50),
  starIds: z.array(EntityNumberSchema('starId')).max(50),
});
export type AdminVideoUpdate = z.infer<typeof AdminVideoUpdateSchema>;

/**
 * A caption file staff attach to a video (docs/decisions/0074): WebVTT text, at most 1 MiB; a file that is
 * not valid WebVTT is refused with the line at fault.
 */
export const AdminCaptionsBodySchema = z.object({
  lang: z.enum(LOCALES, { error: `lang is one of ${LOCALES.join(', ')}` }),
  vtt: z.string({ error: 'vtt is the WebVTT text' }).max(1024 * 1024, 'vtt has at most 1048576 characters'),
});
export const AdminCaptionsParamsSchema = z.object({
  id: EntityNumberSchema('id'),
  lang: z.enum(LOCALES, { error: `lang is one of ${LOCALES.join(', ')}` }),
});
/** The video's caption tracks after the change, English first. */
export const AdminCaptionsSchema = AdminDoneSchema.extend({ captions: z.array(CaptionTrackSchema) });
export type AdminCaptions = z.infer<typeof AdminCaptionsSchema>;

export const AdminVideoStatusSchema = z.object({
  status: z.enum(['published', 'unpublished'], { error: 'status is published or unpublished' }),
});

// --- stars and categories ---
export const ADMIN_TAXON_SORTS = ['name', 'videos', 'newest'] as const;
export const AdminTaxonQuerySchema = pagedQuery(ADMIN_TAXON_SORTS);
export type AdminTaxonQuery = z.input<typeof AdminTaxonQuerySchema>;

/** A star or category as staff list them: its ids and names, its picture and how many videos it has. */
const adminTaxon = <S extends z.ZodRawShape>(names: S) =>
  z.object({ ...catalogueIds, ...names, picture: z.string().nullable(), videoCount: z.number().int() });

export const AdminStarSchema = adminTaxon(starNames);
export type AdminStar = z.infer<typeof AdminStarSchema>;

export const AdminCategorySchema = adminTaxon({ name: z.string(), nameEs: z.string().nullable() });
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

const NamePart = (what: string) =>
  z.string().trim().min(1, `${what} is required`).max(60, `${what} has at most 60 characters`);
export const AdminStarBodySchema = z.object({
  firstName: NamePart('a first name'),
  lastName: z.string().trim().max(60, 'a last name has at most 60 characters').default(''),
});
export const AdminCategoryBodySchema = z.object({
  name: NamePart('a name'),
  /** Absent: left as it is; empty: removed (docs/decisions/0074). */
  nameEs: z.string().trim().max(60, 'a Spanish name has at most 60 characters').optional(),
});
export const AdminMergeBodySchema = z.object({ intoId: EntityNumberSchema('intoId') });
export const AdminMergeQuerySchema = z.object({ intoId: EntityNumberSchema('intoId') });

/**
 * What a merge of a star or category into another would move, before it happens (docs/decisions/0055):
 * videos, followers (stars only) and wizard picks, and how many of each the target has already.
 */
export const AdminMergePreviewSchema = z.object({
  source: z.object({ id: z.number().int(), wmcExternalId: z.string(), name: z.string() }),
  target: z.object({ id: z.number().int(), wmcExternalId: z.string(), name: z.string() }),
  videos: z.number().int(),
  videosShared: z.number().int(),
  followers: z.number().int(),
  followersShared: z.number().int(),
  picks: z.number().int(),
  picksShared: z.number().int(),
});
export type AdminMergePreview = z.infer<typeof AdminMergePreviewSchema>;

// --- ads ---
export const ADMIN_AD_SORTS = ['newest', 'name', 'weight'] as const;
export const AdminAdQuerySchema = pagedQuery(ADMIN_AD_SORTS);

export const AdminAdSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  ...adPlacingFields,
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
  paused: z.boolean(),
  createdAt: z.string(),
});
export type AdminAd = z.infer<typeof AdminAdSchema>;

const IsoOrNull = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'a date is written YYYY-MM-DD')
  .refine((value) => {
    const at = new Date(`${value}T00:00:00.000Z`);
    return value === '' || (!Number.isNaN(at.getTime()) && at.toISOString().startsWith(value));
  }, 'no such day')
  // The refinement's rule, for the document (0064): a calendar day as a form's date field gives it, or empty.
  .meta({
    anyOf: [
      { type: 'string', maxLength: 0 },
      { type: 'string', format: 'date' },
    ],
  })
  .transform((value) => (value === '' ? null : new Date(`${value}T00:00:00.000Z`).toISOString()))
  .nullable()
  .optional();

export const AdminAdBodySchema = z.object({
  name: z.string().trim().min(1, 'a name is required').max(100, 'a name has at most 100 characters'),
  url: z
    .string()
    .trim()
    .max(2000)
    .regex(/^(https?:\/\/|\/)[^\s]*$/, 'the target is an http(s) URL or a path on this site'),
  source: z
    .string()
    .trim()
    .max(2000)
    .regex(/^(https?:\/\/|\/)[^\s]*$/, 'the creative is an http(s) picture URL or a path on this site')
    .optional(),
  placement: z.enum(AD_PLACEMENTS, { error: `placement is one of ${AD_PLACEMENTS.join(', ')}` }),
  weight: z.coerce.number().int('weight is a whole number').min(1, 'weight is 1 to 100').max(100),
  activeFrom: IsoOrNull,
  activeUntil: IsoOrNull,
  /** A new creative to upload instead of `source`. */
  picture: PictureDataUrlSchema.optional(),
});
// The end after the start is a rule across two fields, which a JSON schema cannot state: the service checks it
// (ads-admin.service.ts) and the operation's summary says it (docs/decisions/0064).
export type AdminAdBody = z.input<typeof AdminAdBodySchema>;

const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is written YYYY-MM-DD')
  // The pattern lets 2024-99-99 through; only a day that exists may reach date arithmetic.
  .refine((day) => {
    const at = new Date(`${day}T00:00:00.000Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
  }, 'no such day')
  // The refinement's rule, for the document: a calendar day (RFC 3339 full-date).
  .meta({ format: 'date' });
export const AdminAdStatsQuerySchema = z.object({ from: DaySchema, to: DaySchema });
export const AdminAdDaySchema = z.object({
  day: z.string(),
  views: z.number().int(),
  clicks: z.number().int(),
  /** Clicks per view, 0 to 1; 0 on a day without views. */
  ctr: z.number(),
});
export type AdminAdDay = z.infer<typeof AdminAdDaySchema>;

// --- comment reports ---
export const AdminReportQuerySchema = z.object({
  state: z.enum(['open', 'resolved'], { error: 'state is open or resolved' }).default('open'),
  ...pagingFields(25),
});
export const AdminReportSchema = z.object({
  commentId: z.string(),
  body: z.string(),
  createdDate: z.string(),
  hidden: z.boolean(),
  author: z.object({ id: z.string(), userName: z.string(), banned: z.boolean() }).nullable(),
  video: VideoRefSchema,
  reportCount: z.number().int(),
  reporterCount: z.number().int(),
  lastReportedAt: z.string(),
  reasons: z.array(z.object({ feedback: z.string(), reporter: z.string(), at: z.string() })),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

// --- members ---
export const ADMIN_MEMBER_SORTS = ['newest', 'oldest', 'name'] as const;
export const AdminMemberQuerySchema = pagedQuery(ADMIN_MEMBER_SORTS).extend({
  role: z.enum(MEMBER_ROLES).optional(),
  banned: z.enum(['true', 'false']).optional(),
});
export const AdminMemberSchema = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  createdAt: z.string(),
  emailConfirmed: z.boolean(),
  bannedAt: z.string().nullable(),
  banReason: z.string().nullable(),
  commentCount: z.number().int(),
  ratingCount: z.number().int(),
  playlistCount: z.number().int(),
});
export type AdminMember = z.infer<typeof AdminMemberSchema>;
export const AdminBanBodySchema = z.object({
  reason: z.string().trim().max(500, 'a reason has at most 500 characters').default(''),
  /** Also hide every comment they posted. */
  hideComments: z.boolean().default(false),
});
export const AdminRoleBodySchema = z.object({
  role: z.enum(MEMBER_ROLES, { error: `role is one of ${MEMBER_ROLES.join(', ')}` }),
});

// --- DMCA ---

export const DmcaNoticeBodySchema = z.object({
  claimantName: z.string().trim().min(1, 'your name is required').max(200),
  email: EmailSchema,
  work: z.string().trim().min(1, 'describe the copyrighted work').max(4000, 'at most 4000 characters'),
  urls: z
    .array(z.string().trim().max(2000))
    .min(1, 'name at least one URL on this site')
    .max(50, 'at most 50 URLs per notice'),
  goodFaith: z.literal(true, { error: 'the good-faith statement must be accepted' }),
  accuracy: z.literal(true, { error: 'the accuracy statement must be accepted' }),
  signature: z.string().trim().min(1, 'your signature (full name) is required').max(200),
});
export type DmcaNoticeBody = z.infer<typeof DmcaNoticeBodySchema>;
export const DmcaNoticeReceiptSchema = z.object({ id: z.number().int(), videoCount: z.number().int() });
export type DmcaNoticeReceipt = z.infer<typeof DmcaNoticeReceiptSchema>;

export const AdminDmcaQuerySchema = z.object({
  status: z.enum(DMCA_STATUSES).optional(),
  ...pagingFields(25),
});
export const AdminDmcaNoticeSchema = z.object({
  id: z.number().int(),
  claimantName: z.string(),
  email: z.string(),
  work: z.string(),
  urls: z.array(z.string()),
  videos: z.array(VideoRefSchema.extend({ status: z.enum(VIDEO_STATUSES) })),
  signature: z.string(),
  status: z.enum(DMCA_STATUSES),
  createdAt: z.string(),
  takenDownAt: z.string().nullable(),
  counterNotice: z.string().nullable(),
  counteredAt: z.string().nullable(),
  restoredAt: z.string().nullable(),
  /** When a countered notice may be restored (10 days after the counter-notice, spec). */
  restorableAt: z.string().nullable(),
});
export type AdminDmcaNotice = z.infer<typeof AdminDmcaNoticeSchema>;
export const AdminCounterNoticeBodySchema = z.object({
  text: z.string().trim().min(1, 'the counter-notice text is required').max(8000),
});

// --- audit log ---
export const AdminAuditQuerySchema = z.object({
  actorId: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  objectType: z.string().trim().max(64).optional(),
  objectId: z.string().trim().max(64).optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  ...pagingFields(50),
});
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /**
   * True for a merge or delete of a star or category that can still be undone (docs/decisions/0055); false
   * once undone, and for every other entry.
   */
  undoable: z.boolean(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

// --- curated playlists (staff and premium members) ---
export const CuratePlaylistQuerySchema = z.object({
  playlistId: EntityNumberSchema('playlistId'),
  curated: z.enum(['true', 'false'], { error: 'curated is true or false' }),
});

// --- playlists (staff: any playlist, docs/decisions/0055) ---
export const ADMIN_PLAYLIST_SORTS = ['featured', 'newest', 'name', 'videos'] as const;
export const AdminPlaylistQuerySchema = pagedQuery(ADMIN_PLAYLIST_SORTS).extend({
  curated: z.enum(['true', 'false'], { error: 'curated is true or false' }).optional(),
});
export type AdminPlaylistQuery = z.input<typeof AdminPlaylistQuerySchema>;

/** A playlist as staff list it: its owner, its size, whether it is curated and its place among those. */
export const AdminPlaylistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  videoCount: z.number().int(),
  curated: z.boolean(),
  /** 1 is featured first; null when not curated. */
  featureOrder: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminPlaylist = z.infer<typeof AdminPlaylistSchema>;

export const AdminCurateBodySchema = z.object({
  curated: z.boolean({ error: 'curated is true or false' }),
});
export const AdminFeatureOrderBodySchema = z.object({
  position: z
    .number({ error: 'position is a whole number from 1' })
    .int('position is a whole number from 1')
    .min(1, 'position is a whole number from 1')
    .max(10_000, 'position is at most 10000'),
});
