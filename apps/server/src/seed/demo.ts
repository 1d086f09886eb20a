import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { isIPv4, isIPv6 } from 'node:net';
import path from 'node:path';
import { sql, type InsertObject, type Insertable, type Kysely } from 'kysely';
import { ALL_ZERO_UUID, RATING_MAX, RATING_MIN } from '@starlane/contract';
import type { Deps } from '../deps.js';
import { engineOf } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { copyClipHls, copyClipMedia, mp4Seconds, type ClipMedia } from './clip-media.js';
import { recomputePlaylistCounts } from './counters.js';
import { recountVideos } from '../catalogue/index.js';
import { hashPassword, verifyPassword } from '../security/secrets.js';
import {
  HOUSE_ADS,
  categoryNames,
  commentBody,
  nameKey,
  playlistName,
  replyBody,
  thumbnailLabel,
  uniquePersonNames,
  uniqueUserNames,
  videoDescription,
  videoTitle,
} from './names.js';
import { adSvg, categorySvg, initialsOf, starSvg, thumbnailSvg } from './pictures.js';
import { Random } from './random.js';
import { seedSpanish } from './spanish.js';

/*
 * The demo catalogue: a synthetic, safe-for-work site's worth of videos, stars, categories, members and
 * their activity, so that a fresh install has something to show. Everything is drawn from one seeded
 * generator, so the same options give the same catalogue.
 */

export interface SeedOptions {
  videos: number;
  actors: number;
  categories: number;
  members: number;
  playlists: number;
  /** All comments, replies included (about 30% are replies). */
  comments: number;
  ratings: number;
  views: number;
  favourites: number;
  seed: number;
  /** Where the test-pattern clips are; defaults to apps/server/assets/clips (see scripts/make-clips.sh). */
  clipsDir?: string;
}

export const DEFAULT_SEED_OPTIONS: Readonly<Required<Omit<SeedOptions, 'clipsDir'>>> = {
  videos: 320,
  actors: 64,
  categories: 32,
  members: 24,
  playlists: 30,
  comments: 900,
  ratings: 3000,
  views: 8000,
  favourites: 400,
  seed: 1,
};

export const DEFAULT_CLIPS_DIR = path.resolve(import.meta.dirname, '../../assets/clips');

export interface SeedSummary {
  videos: number;
  actors: number;
  categories: number;
  categoriesWithoutPicture: number;
  members: number;
  playlists: number;
  playlistEntries: number;
  comments: number;
  replies: number;
  ratings: number;
  views: number;
  favourites: number;
  ads: number;
  clips: number;
  /** Generated picture files written to storage (a pool: far fewer than the rows that use them). */
  pictures: number;
  elapsedMs: number;
}

/** Every demo member signs in with this password (the demo catalogue is for trying the site out). */
export const DEMO_PASSWORD = 'starlane-demo';

/**
 * How demo members are made (docs/decisions/0020): `published` gives them DEMO_PASSWORD and makes the first
 * one staff (a site tried out on this machine); `locked` gives them a random password nobody knows and no
 * staff role (a site others can reach: the README's password must not open it).
 */
export type DemoAccounts = 'published' | 'locked';

/** Whether a host name or address means this machine alone: `localhost`, `*.localhost`, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIPv4(name)) return name.startsWith('127.');
  // Every spelling of ::1 (0:0:0:0:0:0:0:1, ::0001) is the one loopback address of IPv6.
  if (isIPv6(name)) return new URL(`http://[${name}]/`).hostname === '[::1]';
  return false;
}

/** Why the demo accounts are what they are, for the start-up log. */
export interface DemoAccountsDecision {
  accounts: DemoAccounts;
  reason: string;
}

/**
 * Published demo passwords only on a site served to this machine alone (docs/decisions/0020): the server
 * listens on loopback only (HOST), PUBLIC_URL's host is loopback (parsed as a URL, so `127.example.com` is a
 * name, not an address), and NODE_ENV is not `production`. Anything else is reachable by others, so its demo
 * members are locked.
 */
export function demoAccountsDecision(config: {
  host: string;
  publicUrl: string;
  production: boolean;
}): DemoAccountsDecision {
  const locked = (reason: string): DemoAccountsDecision => ({ accounts: 'locked', reason });
  if (config.production) return locked('NODE_ENV is production');
  if (!isLoopbackHost(config.host)) return locked(`HOST ${config.host} is not loopback alone`);
  const publicHost = new URL(config.publicUrl).hostname;
  if (!isLoopbackHost(publicHost)) return locked(`PUBLIC_URL ${config.publicUrl} is not a loopback address`);
  return {
    accounts: 'published',
    reason: `HOST ${config.host} and PUBLIC_URL ${config.publicUrl} are loopback`,
  };
}

export function demoAccountsFor(config: {
  host: string;
  publicUrl: string;
  production: boolean;
}): DemoAccounts {
  return demoAccountsDecision(config).accounts;
}

/**
 * A site seeded with published demo passwords and started later where others can reach it: every account that
 * still has the published password gets a random one nobody knows and loses its sessions, and demo_staff loses
 * the staff role. Demo
 * members share one password hash (seedMembers), so one check and one statement do it. Answers how many
 * accounts were locked.
 */
export async function lockPublishedDemoAccounts(db: Kysely<Database>): Promise<number> {
  const staff = await db
    .selectFrom('members')
    .select(['id', 'password_hash'])
    .where('user_name_key', '=', 'demo_staff')
    .executeTakeFirst();
  if (!staff || !(await verifyPassword(staff.password_hash, DEMO_PASSWORD))) return 0;
  const lockedHash = await hashPassword(randomBytes(32).toString('base64url'));
  const result = await db.transaction().execute(async (trx) => {
    // A session begun with the published password ends with it.
    await trx
      .deleteFrom('sessions')
      .where('member_id', 'in', (eb) =>
        eb.selectFrom('members').select('id').where('password_hash', '=', staff.password_hash),
      )
      .execute();
    await trx.updateTable('members').set({ role: 'member' }).where('id', '=', staff.id).execute();
    return trx
      .updateTable('members')
      .set({ password_hash: lockedHash })
      .where('password_hash', '=', staff.password_hash)
      .executeTakeFirst();
  });
  return Number(result.numUpdatedRows);
}

const DAY_MS = 86_400_000;
/** Videos, members and stars were 'added' over this many days before now. */
const CATALOGUE_AGE_DAYS = 730;
/** Views fall within this many days before now, the window the toplists look at. */
const VIEW_WINDOW_DAYS = 90;
const PARTNER_ID_SHARE = 0.15;
const REPLY_SHARE = 0.3;
/** The share of views made by a signed-in member (the rest are anonymous). */
const MEMBER_VIEW_SHARE = 0.35;
/** 4 of the default 32 categories have no picture, so listings have some to hide. */
const PICTURELESS_CATEGORY_SHARE = 4 / 32;
const THUMBNAIL_POOL_SIZE = 64;
/** Stars past this many share pictures (keyed by initials), so a huge catalogue does not write a file each. */
const STAR_PICTURE_CAP = 200;
/** Kept under SQLite's limit of 32,766 bound parameters per statement (PostgreSQL allows 65,535). */
const PARAMETER_BUDGET = 30_000;
const MAX_ROWS_PER_INSERT = 1_000;
/** Large tables are written in several transactions so one of them never holds millions of rows. */
const ROWS_PER_TRANSACTION = 100_000;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

type Db = Kysely<Database>;
type SeedDeps = Pick<Deps, 'database' | 'storage' | 'clock' | 'logger'>;

/** True when the catalogue has no video yet: the signal to seed the demo at startup. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('videos').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Every table the seeder writes, children before parents so deletes never break a foreign key. */
const SEEDED_TABLES = [
  'watch_history',
  'star_follows',
  'media_jobs',
  'video_similar',
  'member_liked_categories',
  'member_liked_actors',
  'view_inbox',
  'visit_claims',
  'ad_events',
  'ads',
  'comment_reports',
  'comments',
  'video_views',
  'video_daily_stats',
  'ratings',
  'favourites',
  'playlist_movies',
  'playlists',
  'video_actors',
  'video_categories',
  'video_captions',
  'videos',
  'actors',
  'categories',
  'email_tokens',
  'sessions',
  'members',
] as const satisfies readonly (keyof Database)[];

/**
 * Deletes the whole catalogue and every member (with their sessions and activity), and restarts the id
 * sequences so that a reseed numbers rows exactly as a fresh database would.
 */
export async function deleteCatalogue(db: Db): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`truncate table ${sql.join(SEEDED_TABLES.map((table) => sql.table(table)))} restart identity`.execute(
      db,
    );
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (const table of SEEDED_TABLES) await trx.deleteFrom(table).execute();
    await sql`delete from sqlite_sequence where name in (${sql.join([...SEEDED_TABLES])})`.execute(trx);
  });
}

export async function seedDemo(
  deps: SeedDeps,
  options: Partial<SeedOptions> = {},
  accounts: DemoAccounts = 'published',
): Promise<SeedSummary> {
  const merged = { ...DEFAULT_SEED_OPTIONS, ...options };
  for (const [key, value] of Object.entries(merged)) {
    if (key !== 'clipsDir' && (!Number.isSafeInteger(value) || (value as number) < 0)) {
      throw new RangeError(`seed option ${key} must be a whole number of 0 or more (got ${String(value)})`);
    }
  }
  return new DemoSeeder(deps, merged, accounts).run();
}

interface Clip extends ClipMedia {
  videoUrl: string;
  hlsUrl: string | null;
  /** The clip's real length, which every video playing it states. */
  seconds: number;
}

interface CatalogueRef {
  id: number;
  name: string;
}

interface TopLevelComment {
  id: string;
  video: number;
  createdMs: number;
}

/**
 * Picks videos with a long-tailed popularity: a seeded ranking of the videos, read at a squared uniform
 * position, so that the top 1% gets about 10% of the picks. Toplists then have clear leaders.
 */
class Popularity {
  private readonly ranking: Int32Array;

  constructor(rng: Random, count: number) {
    this.ranking = Int32Array.from(rng.shuffle(Array.from({ length: count }, (_, i) => i)));
  }

  pick(rng: Random): number {
    const r = rng.next();
    return this.ranking[Math.floor(this.ranking.length * r * r)] as number;
  }
}

class DemoSeeder {
  private readonly db: Db;
  private readonly rng: Random;
  private readonly nowMs: number;
  private readonly started = performance.now();
  private picturesWritten = 0;

  // Filled as the steps run; arrays are indexed by a row's position in the seeding order.
  private clips: Clip[] = [];
  private thumbnails: string[] = [];
  private categories: CatalogueRef[] = [];
  private actors: CatalogueRef[] = [];
  private videoIds = new Int32Array(0);
  private videoCreatedMs = new Float64Array(0);
  private videoQuality = new Float32Array(0);
  private memberIds: string[] = [];
  private memberNames: string[] = [];
  private memberCreatedMs = new Float64Array(0);
  private popularity!: Popularity;

  constructor(
    private readonly deps: SeedDeps,
    private readonly options: Required<Omit<SeedOptions, 'clipsDir'>> & Pick<SeedOptions, 'clipsDir'>,
    private readonly accounts: DemoAccounts = 'published',
  ) {
    this.db = deps.database.db;
    this.rng = new Random(options.seed);
    this.nowMs = deps.clock.now().getTime();
  }

  async run(): Promise<SeedSummary> {
    const { logger } = this.deps;
    logger.info(
      { options: this.options, database: this.deps.database.location },
      'seed: starting demo catalogue',
    );

    const clips = await this.step('clips', () => this.copyClips());
    await this.step('thumbnails', () => this.writeThumbnails());
    const categoriesWithoutPicture = await this.step('categories', () => this.seedCategories());
    await this.step('actors', () => this.seedActors());
    await this.step('videos', () => this.seedVideos());
    await this.step('members', () => this.seedMembers());
    this.popularity = new Popularity(this.rng.fork('popularity'), this.videoIds.length);
    const ratings = await this.step('ratings', () => this.seedRatings());
    const favourites = await this.step('favourites', () => this.seedFavourites());
    const views = await this.step('views', () => this.seedViews());
    const comments = await this.step('comments', () => this.seedComments());
    const playlists = await this.step('playlists', () => this.seedPlaylists());
    const ads = await this.step('ads', () => this.seedAds());
    await this.step('counters', () =>
      this.db.transaction().execute(async (trx) => {
        await recountVideos(trx);
        await recomputePlaylistCounts(trx);
      }),
    );
    await this.step('spanish', () => seedSpanish(this.db, this.deps.storage, this.iso(this.nowMs)));

    const summary: SeedSummary = {
      videos: this.videoIds.length,
      actors: this.actors.length,
      categories: this.categories.length,
      categoriesWithoutPicture,
      members: this.memberIds.length,
      playlists: playlists.playlists,
      playlistEntries: playlists.entries,
      comments: comments.total,
      replies: comments.replies,
      ratings,
      views,
      favourites,
      ads,
      clips,
      pictures: this.picturesWritten,
      elapsedMs: Math.round(performance.now() - this.started),
    };
    logger.info({ summary }, 'seed: demo catalogue ready');
    return summary;
  }

  /** Runs one step and logs how long it took. */
  private async step<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work();
    this.deps.logger.info({ step: name, ms: Math.round(performance.now() - started) }, `seed: ${name} done`);
    return result;
  }

  // ---- media -------------------------------------------------------------------------------------------

  /**
   * Copies the test-pattern clips (MP4, poster, HLS folder) into storage under 'clips/', with the pipeline
   * outputs committed next to them (preview, posters, seek sprite: seed/clip-media.ts).
   */
  private async copyClips(): Promise<number> {
    const dir = this.options.clipsDir ?? DEFAULT_CLIPS_DIR;
    const entries = await fs.readdir(dir).catch(() => [] as string[]);
    const numbers = entries
      .map((file) => /^clip-(\d+)\.mp4$/.exec(file)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    if (numbers.length === 0) {
      throw new Error(`No demo clips (clip-N.mp4) in ${dir}: run scripts/make-clips.sh to make them`);
    }
    const { storage } = this.deps;
    for (const n of numbers) {
      const mp4 = path.join(dir, `clip-${n}.mp4`);
      const videoUrl = await storage.copyIn(`clips/clip-${n}.mp4`, mp4);
      const poster = path.join(dir, `clip-${n}.jpg`);
      if (await fileExists(poster)) await storage.copyIn(`clips/clip-${n}.jpg`, poster);
      const hlsUrl = await copyClipHls(storage, dir, n);
      const seconds = await mp4Seconds(mp4);
      this.clips.push({ videoUrl, hlsUrl, seconds, ...(await copyClipMedia(storage, dir, n)) });
    }
    return this.clips.length;
  }

  private async putPicture(key: string, svg: string): Promise<string> {
    this.picturesWritten++;
    return this.deps.storage.put(key, svg);
  }

  private async writeThumbnails(): Promise<void> {
    const rng = this.rng.fork('thumbnails');
    const poolSize = Math.min(THUMBNAIL_POOL_SIZE, Math.max(1, this.options.videos));
    for (let i = 1; i <= poolSize; i++) {
      this.thumbnails.push(
        await this.putPicture(`thumbs/thumb-${i}.svg`, thumbnailSvg(rng, thumbnailLabel(rng, i))),
      );
    }
  }

  // ---- catalogue -----------------------------------------------------------------------------------------

  private async seedCategories(): Promise<number> {
    const rng = this.rng.fork('categories');
    const count = this.options.categories;
    const names = categoryNames(rng, count);
    const externalIds = uniqueExternalIds(rng, count, () => rng.int(5, 8));
    const pictureless = new Set(rng.sampleIndices(count, Math.round(count * PICTURELESS_CATEGORY_SHARE)));
    const rows: Insertable<Database['categories']>[] = [];
    for (let i = 0; i < count; i++) {
      const name = names[i] as string;
      rows.push({
        wmc_external_id: externalIds[i] as string,
        name,
        category_picture: pictureless.has(i)
          ? null
          : await this.putPicture(`pictures/category-${i + 1}.svg`, categorySvg(rng, name)),
        created_at: this.iso(this.nowMs - CATALOGUE_AGE_DAYS * DAY_MS + i * 60_000),
      });
    }
    this.categories = await this.insertReturningIds('categories', rows, (row) => row.name);
    return pictureless.size;
  }

  private async seedActors(): Promise<void> {
    const rng = this.rng.fork('actors');
    const count = this.options.actors;
    const people = uniquePersonNames(rng, count);
    const externalIds = uniqueExternalIds(rng, count, () => rng.int(5, 8));
    const sharedPictures = new Map<string, string>();
    const rows: Insertable<Database['actors']>[] = [];
    for (let i = 0; i < count; i++) {
      const { firstName, lastName } = people[i] as { firstName: string; lastName: string };
      const initials = initialsOf(firstName, lastName);
      let picture: string;
      if (i < STAR_PICTURE_CAP) {
        picture = await this.putPicture(`pictures/actor-${i + 1}.svg`, starSvg(rng, initials));
      } else {
        // Past the cap, stars with the same initials share one picture, so the initials still match.
        picture =
          sharedPictures.get(initials) ??
          (await this.putPicture(`pictures/actor-initials-${initials}.svg`, starSvg(rng, initials)));
        sharedPictures.set(initials, picture);
      }
      rows.push({
        wmc_external_id: externalIds[i] as string,
        first_name: firstName,
        last_name: lastName,
        name_key: nameKey(firstName, lastName),
        profile_picture: picture,
        created_at: this.iso(this.randomPastMs(rng, CATALOGUE_AGE_DAYS)),
      });
    }
    this.actors = await this.insertReturningIds(
      'actors',
      rows,
      (row) => `${row.first_name} ${row.last_name}`,
    );
  }

  /**
   * Inserts rows that get a serial id and returns {id, name} in input order. The ids are matched back by the
   * unique external id rather than by position, because neither engine promises RETURNING's row order.
   */
  private async insertReturningIds<T extends 'categories' | 'actors'>(
    table: T,
    rows: (Insertable<Database[T]> & { wmc_external_id: string })[],
    nameOf: (row: Insertable<Database[T]> & { wmc_external_id: string }) => string,
  ): Promise<CatalogueRef[]> {
    const idByExternalId = new Map<string, number>();
    const size = rowsPerInsert(rows[0]);
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += size) {
        const returned = await trx
          .insertInto(table)
          .values(rows.slice(i, i + size) as InsertObject<Database, T>[])
          .returning(['id', 'wmc_external_id'])
          .execute();
        for (const row of returned) idByExternalId.set(row.wmc_external_id, row.id);
      }
    });
    return rows.map((row) => ({ id: idByExternalId.get(row.wmc_external_id) as number, name: nameOf(row) }));
  }

  private async seedVideos(): Promise<void> {
    const rng = this.rng.fork('videos');
    const count = this.options.videos;
    this.videoIds = new Int32Array(count);
    this.videoCreatedMs = new Float64Array(count);
    this.videoQuality = new Float32Array(count);
    const externalIds = uniqueExternalIds(rng, count, () =>
      rng.chance(PARTNER_ID_SHARE) ? rng.int(16, 24) : rng.int(6, 10),
    );
    const batchSize = MAX_ROWS_PER_INSERT;

    await this.db.transaction().execute(async (trx) => {
      for (let start = 0; start < count; start += batchSize) {
        const end = Math.min(count, start + batchSize);
        const rows: InsertObject<Database, 'videos'>[] = [];
        const links: { categories: number[]; actors: number[] }[] = [];
        for (let i = start; i < end; i++) {
          const categories = rng.sample(this.categories, Math.min(this.categories.length, rng.int(1, 4)));
          const actors = rng.sample(this.actors, Math.min(this.actors.length, rng.int(0, 3)));
          const clip = rng.pick(this.clips);
          const createdMs = this.randomPastMs(rng, CATALOGUE_AGE_DAYS);
          // Drawn and dropped where an invented length once was, so that a seed still makes the same catalogue.
          rng.next();
          this.videoCreatedMs[i] = createdMs;
          // The mean rating this video's raters lean towards, so that top-rated lists have a spread.
          this.videoQuality[i] = 1.8 + rng.next() * 3.2;
          links.push({ categories: categories.map((c) => c.id), actors: actors.map((a) => a.id) });
          rows.push({
            wmc_external_id: externalIds[i] as string,
            title: videoTitle(rng),
            thumbnail: rng.pick(this.thumbnails),
            // The clip's real length: a player, "Continue watching" and the duration filters all agree.
            length: clip.seconds,
            description: videoDescription(rng, {
              categories: categories.map((c) => c.name),
              stars: actors.map((a) => a.name),
            }),
            video_url: clip.videoUrl,
            hls_url: clip.hlsUrl,
            preview_url: clip.previewUrl,
            poster_srcset: clip.posterSrcset,
            seek_thumbnails_url: clip.seekThumbnailsUrl,
            created_at: this.iso(createdMs),
          });
        }
        const returned = await trx
          .insertInto('videos')
          .values(rows)
          .returning(['id', 'wmc_external_id'])
          .execute();
        const idByExternalId = new Map(returned.map((row) => [row.wmc_external_id, row.id]));
        const categoryRows: InsertObject<Database, 'video_categories'>[] = [];
        const actorRows: InsertObject<Database, 'video_actors'>[] = [];
        for (let i = start; i < end; i++) {
          const id = idByExternalId.get(externalIds[i] as string) as number;
          this.videoIds[i] = id;
          const link = links[i - start] as { categories: number[]; actors: number[] };
          for (const category_id of link.categories) categoryRows.push({ video_id: id, category_id });
          for (const actor_id of link.actors) actorRows.push({ video_id: id, actor_id });
        }
        await insertRows(trx, 'video_categories', categoryRows);
        await insertRows(trx, 'video_actors', actorRows);
      }
    });
  }

  private async seedMembers(): Promise<void> {
    const rng = this.rng.fork('members');
    const count = this.options.members;
    const userNames = uniqueUserNames(rng, count);
    this.memberCreatedMs = new Float64Array(count);
    const rows: InsertObject<Database, 'members'>[] = [];
    // One hash shared by all: argon2 is slow on purpose, and 10,000 hashes would take minutes.
    const locked = this.accounts === 'locked';
    const passwordHash = await hashPassword(locked ? randomBytes(32).toString('base64url') : DEMO_PASSWORD);
    if (locked) {
      this.deps.logger.info(
        'seed: demo members get a random password and no staff role (the site is public)',
      );
    }
    for (let i = 0; i < count; i++) {
      const id = rng.uuid();
      // One staff account (the first) to curate playlists and, later, to reach the admin area.
      const userName = i === 0 && !locked ? 'demo_staff' : (userNames[i] as string);
      const email = `${userName}@example.com`;
      const createdMs = this.randomPastMs(rng, CATALOGUE_AGE_DAYS);
      this.memberIds.push(id);
      this.memberNames.push(userName);
      this.memberCreatedMs[i] = createdMs;
      rows.push({
        id,
        user_name: userName,
        user_name_key: userName.toLowerCase(),
        email,
        email_key: email.toLowerCase(),
        password_hash: passwordHash,
        email_confirmed_at: this.iso(createdMs + rng.int(1, 60) * 60_000),
        role: i === 0 && !locked ? 'staff' : 'member',
        created_at: this.iso(createdMs),
      });
    }
    await this.db.transaction().execute((trx) => insertRows(trx, 'members', rows));
  }

  // ---- activity ------------------------------------------------------------------------------------------

  /** A time after both the video and the member appeared, and before now. */
  private activityMs(rng: Random, video: number, member: number | undefined, notBefore = 0): number {
    const from = Math.max(
      this.videoCreatedMs[video] as number,
      member === undefined ? 0 : (this.memberCreatedMs[member] as number),
      notBefore,
    );
    return from + rng.next() * Math.max(0, this.nowMs - from);
  }

  private async seedRatings(): Promise<number> {
    const rng = this.rng.fork('ratings');
    let written = 0;
    await this.writeInTransactions(
      'ratings',
      mapIterable(this.distinctPairs(rng, this.options.ratings), ([member, video]) => {
        const at = this.iso(this.activityMs(rng, video, member));
        const leaning = (this.videoQuality[video] as number) + (rng.next() - 0.5) * 2.5;
        written++;
        return {
          member_id: this.memberIds[member] as string,
          video_id: this.videoIds[video] as number,
          rating: Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(leaning))),
          created_at: at,
          updated_at: at,
        };
      }),
    );
    return written;
  }

  private async seedFavourites(): Promise<number> {
    const rng = this.rng.fork('favourites');
    let written = 0;
    await this.writeInTransactions(
      'favourites',
      mapIterable(this.distinctPairs(rng, this.options.favourites), ([member, video]) => {
        written++;
        return {
          member_id: this.memberIds[member] as string,
          video_id: this.videoIds[video] as number,
          created_at: this.iso(this.activityMs(rng, video, member)),
        };
      }),
    );
    return written;
  }

  private async seedViews(): Promise<number> {
    const total = this.videoIds.length === 0 ? 0 : this.options.views;
    await this.writeInTransactions('video_views', this.viewRows(this.rng.fork('views'), total), total);
    return total;
  }

  private *viewRows(rng: Random, total: number): Generator<InsertObject<Database, 'video_views'>> {
    const members = this.memberIds.length;
    const windowStart = this.nowMs - VIEW_WINDOW_DAYS * DAY_MS;
    for (let i = 0; i < total; i++) {
      const video = this.popularity.pick(rng);
      const member = members > 0 && rng.chance(MEMBER_VIEW_SHARE) ? rng.int(0, members - 1) : undefined;
      yield {
        video_id: this.videoIds[video] as number,
        member_id: member === undefined ? null : this.memberIds[member],
        viewed_at: this.iso(this.activityMs(rng, video, member, windowStart)),
      };
    }
  }

  private async seedComments(): Promise<{ total: number; replies: number }> {
    const total = this.videoIds.length === 0 || this.memberIds.length === 0 ? 0 : this.options.comments;
    const replies = Math.round(total * REPLY_SHARE);
    await this.writeInTransactions(
      'comments',
      this.commentRows(this.rng.fork('comments'), total - replies, replies),
      total,
    );
    return { total, replies };
  }

  private *commentRows(
    rng: Random,
    topLevelCount: number,
    replies: number,
  ): Generator<InsertObject<Database, 'comments'>> {
    const members = this.memberIds.length;
    const topLevel: TopLevelComment[] = [];
    for (let i = 0; i < topLevelCount; i++) {
      const video = this.popularity.pick(rng);
      const member = rng.int(0, members - 1);
      const comment = { id: rng.uuid(), video, createdMs: this.activityMs(rng, video, member) };
      topLevel.push(comment);
      yield {
        id: comment.id,
        video_id: this.videoIds[video] as number,
        member_id: this.memberIds[member],
        parent_comment_id: ALL_ZERO_UUID,
        body: commentBody(rng),
        created_at: this.iso(comment.createdMs),
      };
    }
    // A reply answers a top-level comment on the same video, and comes after it.
    for (let i = 0; i < replies; i++) {
      const parent = rng.pick(topLevel);
      const member = rng.int(0, members - 1);
      yield {
        id: rng.uuid(),
        video_id: this.videoIds[parent.video] as number,
        member_id: this.memberIds[member],
        parent_comment_id: parent.id,
        body: replyBody(rng),
        created_at: this.iso(this.activityMs(rng, parent.video, member, parent.createdMs)),
      };
    }
  }

  /**
   * Playlists of three kinds: long ones (more than 4 videos, which member pages show), short ones and a few
   * empty ones (whose page says so). At least 8 are long when there are that many playlists.
   */
  private async seedPlaylists(): Promise<{ playlists: number; entries: number }> {
    const rng = this.rng.fork('playlists');
    const members = this.memberIds.length;
    const videos = this.videoIds.length;
    const count = members === 0 ? 0 : this.options.playlists;
    const empty = count >= 5 ? Math.max(1, Math.floor(count * 0.1)) : 0;
    const long = Math.min(count - empty, Math.max(8, Math.ceil(count * 0.4)));
    const sizes = rng.shuffle(
      Array.from({ length: count }, (_, i) => {
        if (i < long) return Math.min(videos, rng.int(5, 14));
        if (i < long + empty) return 0;
        return Math.min(videos, rng.int(1, 4));
      }),
    );
    let entries = 0;
    await this.db.transaction().execute(async (trx) => {
      for (const size of sizes) {
        const member = rng.int(0, members - 1);
        const createdMs = this.memberCreatedMs[member] as number;
        const chosen = rng.sampleIndices(videos, size);
        const entryTimes = chosen
          .map((video) => this.activityMs(rng, video, member, createdMs))
          .sort((a, b) => a - b);
        // One at a time: playlists have no unique key to match RETURNING rows back to, and there are few.
        const { id } = await trx
          .insertInto('playlists')
          .values({
            member_id: this.memberIds[member] as string,
            name: playlistName(rng, this.memberNames[member] as string),
            created_at: this.iso(createdMs),
            updated_at: this.iso(entryTimes[entryTimes.length - 1] ?? createdMs),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertRows(
          trx,
          'playlist_movies',
          chosen.map((video, i) => ({
            playlist_id: id,
            video_id: this.videoIds[video] as number,
            created_at: this.iso(entryTimes[i] as number),
          })),
        );
        entries += chosen.length;
      }
    });
    return { playlists: count, entries };
  }

  private async seedAds(): Promise<number> {
    const rng = this.rng.fork('ads');
    const rows: InsertObject<Database, 'ads'>[] = [];
    for (const [i, ad] of HOUSE_ADS.entries()) {
      const size = ad.placement === 'header' || ad.placement === 'home' ? 'wide' : 'box';
      rows.push({
        name: ad.name,
        url: ad.url,
        source: await this.putPicture(`ads/house-${i + 1}.svg`, adSvg(rng, ad.headline, ad.line, size)),
        placement: ad.placement,
        weight: 1,
        active_from: null,
        active_until: null,
        created_at: this.iso(this.nowMs - CATALOGUE_AGE_DAYS * DAY_MS),
      });
    }
    await insertRows(this.db, 'ads', rows);
    return rows.length;
  }

  // ---- helpers -------------------------------------------------------------------------------------------

  /**
   * `count` distinct (member, video) pairs, videos drawn by popularity: a member rates or favourites a video
   * once. Asks for more pairs than exist are trimmed to what exists, with a warning.
   */
  private *distinctPairs(rng: Random, count: number): Generator<[member: number, video: number]> {
    const members = this.memberIds.length;
    const videos = this.videoIds.length;
    const capacity = members * videos;
    if (count > capacity) {
      this.deps.logger.warn(
        { asked: count, possible: capacity },
        'seed: fewer member/video pairs than asked for',
      );
      count = capacity;
    }
    if (count === 0) return;
    // Dense: shuffle every pair. Sparse (the usual case): draw, and redraw repeats.
    if (count * 2 > capacity) {
      for (const pair of rng.sampleIndices(capacity, count)) yield [Math.floor(pair / videos), pair % videos];
      return;
    }
    const seen = new Set<number>();
    let misses = 0;
    while (seen.size < count) {
      const member = rng.int(0, members - 1);
      // Popular videos fill up with every member's pair; past many repeats, fall back to any video.
      const video = misses < count * 4 ? this.popularity.pick(rng) : rng.int(0, videos - 1);
      const key = member * videos + video;
      if (seen.has(key)) {
        misses++;
        continue;
      }
      seen.add(key);
      yield [member, video];
    }
  }

  /** Inserts a long stream of rows in batches, a transaction per ROWS_PER_TRANSACTION, logging progress. */
  private async writeInTransactions<T extends keyof Database>(
    table: T,
    rows: Iterable<InsertObject<Database, T>>,
    expected?: number,
  ): Promise<void> {
    const iterator: Iterator<InsertObject<Database, T>, unknown> = rows[Symbol.iterator]();
    // Read one row ahead, so that no transaction is opened once the rows have run out.
    let next = iterator.next();
    let done = 0;
    while (!next.done) {
      await this.db.transaction().execute(async (trx) => {
        let inTransaction = 0;
        while (!next.done && inTransaction < ROWS_PER_TRANSACTION) {
          const size = rowsPerInsert(next.value);
          const batch: InsertObject<Database, T>[] = [];
          while (!next.done && batch.length < size) {
            batch.push(next.value);
            next = iterator.next();
          }
          await trx.insertInto(table).values(batch).execute();
          inTransaction += batch.length;
        }
        done += inTransaction;
      });
      if (expected !== undefined && expected > ROWS_PER_TRANSACTION) {
        this.deps.logger.info({ table, done, of: expected }, `seed: ${table} progress`);
      }
    }
  }

  private randomPastMs(rng: Random, days: number): number {
    return this.nowMs - rng.next() * days * DAY_MS;
  }

  private iso(ms: number): string {
    return new Date(Math.floor(ms)).toISOString();
  }
}

/** How many rows of this shape fit in one INSERT within the bound-parameter budget. */
function rowsPerInsert(sample: object | undefined): number {
  const columns = Math.max(1, sample === undefined ? 1 : Object.keys(sample).length);
  return Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(PARAMETER_BUDGET / columns)));
}

async function insertRows<T extends keyof Database>(
  db: Db,
  table: T,
  rows: InsertObject<Database, T>[],
): Promise<void> {
  const size = rowsPerInsert(rows[0]);
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

/**
 * `count` distinct ids of [a-z0-9], each starting with a letter so that none looks like a numeric id (the
 * API accepts either kind of id in the same place).
 */
function uniqueExternalIds(rng: Random, count: number, lengthOf: () => number): string[] {
  const seen = new Set<string>();
  const ids: string[] = [];
  while (ids.length < count) {
    const length = lengthOf();
    const id = rng.string(1, LETTERS) + rng.string(length - 1);
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
  }
  return ids;
}

function* mapIterable<T, U>(items: Iterable<T>, map: (item: T) => U): Generator<U> {
  for (const item of items) yield map(item);
}

async function fileExists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
