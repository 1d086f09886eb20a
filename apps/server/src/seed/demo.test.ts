import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ZERO_UUID, PARTNER_EXTERNAL_ID_MIN_LENGTH } from '@starlane/contract';
import type { Engine } from '../db/dialect.js';
import { createLogger } from '../deps.js';
import { LocalStorage } from '../infra/storage.js';
import { probeDuration } from '../test/clips.js';
import { TestClock, createTestDatabase, testEngines } from '../test/harness.js';
import { RATING_PRIOR_WEIGHT } from '../catalogue/index.js';
import { verifyPassword } from '../security/secrets.js';
import { checkVtt } from '../catalogue/index.js';
import { CAPTIONED_VIDEOS } from './spanish.js';
import {
  DEMO_PASSWORD,
  deleteCatalogue,
  isDatabaseEmpty,
  seedDemo,
  type SeedOptions,
  type SeedSummary,
} from './demo.js';

const OPTIONS: SeedOptions = {
  videos: 40,
  actors: 12,
  categories: 16,
  members: 6,
  playlists: 10,
  comments: 60,
  ratings: 120,
  views: 400,
  favourites: 30,
  seed: 7,
};

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** A fresh database and storage folder, seeded with `options`. */
async function seededSite(engine: Engine, options: SeedOptions) {
  const database = await createTestDatabase(engine);
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-seed-'));
  const storage = new LocalStorage(mediaDir, '/media');
  const clock = new TestClock();
  const deps = { database, storage, clock, logger: createLogger({ logLevel: 'silent' }) };
  const emptyBefore = await isDatabaseEmpty(database.db);
  const summary = await seedDemo(deps, options);
  return {
    deps,
    summary,
    emptyBefore,
    mediaDir,
    dispose: async () => {
      await database.dispose();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

async function titlesOf(database: TestDatabase): Promise<string[]> {
  const rows = await database.db.selectFrom('videos').select('title').orderBy('id').execute();
  return rows.map((row) => row.title);
}

describe.each(testEngines)('demo seed on %s', (engine) => {
  let site: Awaited<ReturnType<typeof seededSite>>;
  let db: TestDatabase['db'];
  let summary: SeedSummary;

  beforeAll(async () => {
    site = await seededSite(engine, OPTIONS);
    db = site.deps.database.db;
    summary = site.summary;
  });
  afterAll(async () => {
    await site?.dispose();
  });

  const count = async (table: 'videos' | 'actors' | 'categories' | 'members' | 'playlists' | 'ads') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('creates as many rows as asked for, and says so', async () => {
    expect(site.emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(summary).toMatchObject({
      videos: 40,
      actors: 12,
      categories: 16,
      categoriesWithoutPicture: 2,
      members: 6,
      playlists: 10,
      comments: 60,
      replies: 18,
      ratings: 120,
      views: 400,
      favourites: 30,
      ads: 6,
      clips: 5,
    });
    expect(await count('videos')).toBe(40);
    expect(await count('actors')).toBe(12);
    expect(await count('categories')).toBe(16);
    expect(await count('members')).toBe(6);
    expect(await count('playlists')).toBe(10);
    expect(await count('ads')).toBe(6);
    for (const table of ['comments', 'ratings', 'video_views', 'favourites'] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBe(
        { comments: 60, ratings: 120, video_views: 400, favourites: 30 }[table],
      );
    }
  });

  it('leaves 1 category in 8 without a picture, and gives the rest a stored one', async () => {
    const categories = await db.selectFrom('categories').select(['name', 'category_picture']).execute();
    expect(categories.filter((c) => c.category_picture === null)).toHaveLength(2);
    expect(new Set(categories.map((c) => c.name)).size).toBe(16);
    for (const { category_picture } of categories.filter((c) => c.category_picture !== null)) {
      expect(category_picture).toMatch(/^\/media\/pictures\/category-\d+\.svg$/);
      expect(
        fs.existsSync(path.join(site.mediaDir, (category_picture as string).slice('/media/'.length))),
      ).toBe(true);
    }
  });

  const measured = new Map<string, number>();
  /** The real duration of a stored clip, rounded to seconds, by ffprobe (installed with ffmpeg). */
  const clipSeconds = (url: string): number => {
    if (!measured.has(url)) {
      const file = path.join(site.mediaDir, url.slice('/media/'.length));
      measured.set(url, Math.round(probeDuration(file)));
    }
    return measured.get(url)!;
  };

  it('gives videos stored clips, pooled thumbnails and short or partner-length external ids', async () => {
    const videos = await db.selectFrom('videos').selectAll().execute();
    const partner = videos.filter((v) => v.wmc_external_id.length >= PARTNER_EXTERNAL_ID_MIN_LENGTH);
    expect(partner.length).toBeGreaterThan(0);
    expect(partner.length).toBeLessThan(videos.length / 2);
    for (const video of videos) {
      expect(video.wmc_external_id).toMatch(/^[a-z][a-z0-9]{5,9}$|^[a-z][a-z0-9]{15,23}$/);
      expect(video.video_url).toMatch(/^\/media\/clips\/clip-[1-5]\.mp4$/);
      expect(video.hls_url).toBe(video.video_url.replace('.mp4', '/master.m3u8'));
      expect(video.thumbnail).toMatch(/^\/media\/thumbs\/thumb-\d+\.svg$/);
      // The length it states is its clip's, as ffprobe measures it.
      expect(video.length, video.video_url).toBe(clipSeconds(video.video_url));
      expect(video.description).toContain('every name here is invented');
    }
    for (const key of [
      'clips/clip-1.mp4',
      'clips/clip-1.jpg',
      'clips/clip-1/master.m3u8',
      'clips/clip-1/240p/index.m3u8',
      'clips/clip-1/360p/index.m3u8',
      'thumbs/thumb-1.svg',
    ]) {
      expect(await site.deps.storage.exists(key), key).toBe(true);
    }
    const links = await db
      .selectFrom('videos')
      .leftJoin('video_categories', 'video_categories.video_id', 'videos.id')
      .select((eb) => ['videos.id', eb.fn.count<number>('video_categories.category_id').as('n')])
      .groupBy('videos.id')
      .execute();
    for (const link of links) expect(Number(link.n)).toBeGreaterThanOrEqual(1);
    for (const link of links) expect(Number(link.n)).toBeLessThanOrEqual(4);
    const stars = await db
      .selectFrom('video_actors')
      .select((eb) => ['video_id', eb.fn.countAll<number>().as('n')])
      .groupBy('video_id')
      .execute();
    for (const star of stars) expect(Number(star.n)).toBeLessThanOrEqual(3);
  });

  it("gives every video its clip's hover preview, poster srcset and seek track, stored and served", async () => {
    const videos = await db
      .selectFrom('videos')
      .select(['video_url', 'preview_url', 'poster_srcset', 'seek_thumbnails_url'])
      .execute();
    for (const video of videos) {
      const clip = video.video_url.replace(/\.mp4$/, '');
      expect(video.preview_url).toBe(`${clip}-preview.mp4`);
      expect(video.poster_srcset).toBe(`${clip}-poster-320.jpg 320w, ${clip}-poster-640.jpg 640w`);
      expect(video.seek_thumbnails_url).toBe(`${clip}-thumbnails.vtt`);
    }

    const app = Fastify();
    await site.deps.storage.registerServing(app);
    try {
      const clips = new Set(videos.map((v) => v.video_url.replace(/\.mp4$/, '')));
      expect(clips.size).toBe(5);
      for (const clip of clips) {
        const answers = {
          preview: await app.inject({ method: 'GET', url: `${clip}-preview.mp4` }),
          poster: await app.inject({ method: 'GET', url: `${clip}-poster-640.jpg` }),
          track: await app.inject({ method: 'GET', url: `${clip}-thumbnails.vtt` }),
          sprite: await app.inject({ method: 'GET', url: `${clip}-sprite.jpg` }),
        };
        for (const [name, answer] of Object.entries(answers)) expect(answer.statusCode, name).toBe(200);
        expect(answers.preview.headers['content-type']).toBe('video/mp4');
        expect(answers.poster.headers['content-type']).toBe('image/jpeg');
        expect(answers.sprite.headers['content-type']).toBe('image/jpeg');
        expect(answers.track.headers['content-type']).toMatch(/^text\/vtt/);
        // The cues name the sprite stored beside the track.
        const sprite = `${path.basename(clip)}-sprite.jpg`;
        expect(answers.track.body).toMatch(/^WEBVTT\n/);
        expect(answers.track.body).toContain(`${sprite}#xywh=0,0,160,90`);
      }
    } finally {
      await app.close();
    }
  });

  it('gives a few new videos Spanish text and captions in both languages, stored and valid', async () => {
    const captioned = await db
      .selectFrom('video_captions')
      .innerJoin('videos', 'videos.id', 'video_captions.video_id')
      .select(['videos.id', 'videos.title_es', 'video_captions.lang', 'video_captions.url'])
      .orderBy('videos.id')
      .orderBy('video_captions.lang')
      .execute();
    expect(captioned).toHaveLength(2 * CAPTIONED_VIDEOS);
    expect(captioned.map((c) => c.lang)).toEqual(
      Array.from({ length: CAPTIONED_VIDEOS }, () => ['en', 'es']).flat(),
    );
    expect(captioned.every((c) => c.title_es)).toBe(true);
    const app = Fastify();
    await site.deps.storage.registerServing(app);
    try {
      for (const track of captioned) {
        const answer = await app.inject({ method: 'GET', url: track.url });
        expect(checkVtt(answer.body)).toMatchObject({ ok: true });
      }
    } finally {
      await app.close();
    }
    const spanishNames = await db
      .selectFrom('categories')
      .select('name_es')
      .where('name_es', 'is not', null)
      .execute();
    expect(spanishNames.length).toBeGreaterThan(0);
  });

  it('never repeats a star name, and keys each by its lower-cased full name', async () => {
    const actors = await db.selectFrom('actors').selectAll().execute();
    expect(new Set(actors.map((a) => a.name_key)).size).toBe(actors.length);
    for (const actor of actors) {
      expect(actor.name_key).toBe(`${actor.first_name} ${actor.last_name}`.toLowerCase());
      expect(actor.wmc_external_id.length).toBeLessThan(PARTNER_EXTERNAL_ID_MIN_LENGTH);
      expect(actor.profile_picture).toMatch(/^\/media\/pictures\/actor-\d+\.svg$/);
    }
  });

  it('creates confirmed members with unique names, one of them staff, all sharing the demo password', async () => {
    const members = await db.selectFrom('members').selectAll().execute();
    expect(members.filter((m) => m.role === 'staff')).toHaveLength(1);
    expect(new Set(members.map((m) => m.user_name_key)).size).toBe(members.length);
    for (const member of members) {
      expect(member.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(member.email).toBe(`${member.user_name}@example.com`);
      expect(member.user_name_key).toBe(member.user_name.toLowerCase());
      expect(member.email_key).toBe(member.email.toLowerCase());
      expect(member.email_confirmed_at).not.toBeNull();
    }
    expect(new Set(members.map((m) => m.password_hash)).size).toBe(1);
    expect(await verifyPassword(members[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('threads replies under a top-level comment of the same video, after it', async () => {
    const comments = await db.selectFrom('comments').selectAll().execute();
    const byId = new Map(comments.map((c) => [c.id, c]));
    const replies = comments.filter((c) => c.parent_comment_id !== ALL_ZERO_UUID);
    expect(replies).toHaveLength(18);
    for (const reply of replies) {
      const parent = byId.get(reply.parent_comment_id);
      expect(parent).toBeDefined();
      expect(parent?.parent_comment_id).toBe(ALL_ZERO_UUID);
      expect(parent?.video_id).toBe(reply.video_id);
      expect(reply.created_at >= (parent?.created_at ?? '')).toBe(true);
    }
  });

  it('keeps every video counter equal to the rows it counts', async () => {
    const countBy = async (table: 'video_views' | 'ratings' | 'comments' | 'favourites') => {
      const rows = await db
        .selectFrom(table)
        .select((eb) => ['video_id', eb.fn.countAll<number>().as('n')])
        .groupBy('video_id')
        .execute();
      return new Map(rows.map((row) => [row.video_id, Number(row.n)]));
    };
    const views = await countBy('video_views');
    const comments = await countBy('comments');
    const favourites = await countBy('favourites');
    const ratings = await db
      .selectFrom('ratings')
      .select((eb) => ['video_id', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('rating').as('sum')])
      .groupBy('video_id')
      .execute();
    const ratingOf = new Map(ratings.map((r) => [r.video_id, { n: Number(r.n), sum: Number(r.sum) }]));
    const allRatings = await db.selectFrom('ratings').select('rating').execute();
    const mean = allRatings.reduce((total, r) => total + r.rating, 0) / allRatings.length;

    const videos = await db.selectFrom('videos').selectAll().execute();
    expect(videos.some((v) => v.rating_count > 0)).toBe(true);
    for (const video of videos) {
      const rating = ratingOf.get(video.id) ?? { n: 0, sum: 0 };
      expect(video.view_count).toBe(views.get(video.id) ?? 0);
      expect(video.comment_count).toBe(comments.get(video.id) ?? 0);
      expect(video.favourite_count).toBe(favourites.get(video.id) ?? 0);
      expect(video.rating_count).toBe(rating.n);
      expect(video.rating_sum).toBe(rating.sum);
      const score =
        rating.n === 0 ? 0 : (RATING_PRIOR_WEIGHT * mean + rating.sum) / (RATING_PRIOR_WEIGHT + rating.n);
      expect(video.rating_score).toBeCloseTo(score, 9);
    }
  });

  it('rates 1 to 5 and logs views over the last 90 days, some by members', async () => {
    const ratings = await db.selectFrom('ratings').select('rating').execute();
    expect(ratings.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
    const views = await db.selectFrom('video_views').select(['viewed_at', 'member_id']).execute();
    const now = site.deps.clock.now().getTime();
    for (const view of views) {
      const at = Date.parse(view.viewed_at);
      expect(at).toBeLessThanOrEqual(now);
      expect(at).toBeGreaterThanOrEqual(now - 90 * 86_400_000);
    }
    expect(views.some((v) => v.member_id !== null)).toBe(true);
    expect(views.some((v) => v.member_id === null)).toBe(true);
  });

  it('fills playlists: counts match, 8 or more with over 4 videos, some empty, no video twice', async () => {
    const playlists = await db.selectFrom('playlists').selectAll().execute();
    const entries = await db.selectFrom('playlist_movies').select(['playlist_id', 'video_id']).execute();
    expect(entries).toHaveLength(summary.playlistEntries);
    for (const playlist of playlists) {
      const own = entries.filter((e) => e.playlist_id === playlist.id);
      expect(playlist.video_count).toBe(own.length);
      expect(new Set(own.map((e) => e.video_id)).size).toBe(own.length);
      expect(playlist.name.length).toBeLessThanOrEqual(50);
    }
    expect(playlists.filter((p) => p.video_count > 4).length).toBeGreaterThanOrEqual(8);
    expect(playlists.some((p) => p.video_count === 0)).toBe(true);
  });

  it('stores six house ads with generated banners', async () => {
    const ads = await db.selectFrom('ads').selectAll().orderBy('id').execute();
    expect(ads.map((a) => a.source)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/media/ads/house-${n}.svg`));
    for (const ad of ads) {
      expect(ad.url.startsWith('/')).toBe(true);
      expect(['header', 'sidebar', 'home', 'listing']).toContain(ad.placement);
      expect(ad.weight).toBe(1);
      expect(await site.deps.storage.exists(ad.source.slice('/media/'.length))).toBe(true);
    }
  });

  it('builds the same catalogue from the same seed, and another from another seed', async () => {
    const again = await seededSite(engine, OPTIONS);
    const other = await seededSite(engine, { ...OPTIONS, seed: 8 });
    try {
      const first = await titlesOf(site.deps.database);
      expect(await titlesOf(again.deps.database)).toEqual(first);
      expect(await titlesOf(other.deps.database)).not.toEqual(first);
      const ids = (handle: TestDatabase) =>
        handle.db.selectFrom('members').select('id').orderBy('id').execute();
      expect(await ids(again.deps.database)).toEqual(await ids(site.deps.database));
    } finally {
      await again.dispose();
      await other.dispose();
    }
  });

  it('deletes the catalogue on reset, and reseeds it with the same ids', async () => {
    const before = await db.selectFrom('videos').select(['id', 'title']).orderBy('id').execute();
    await deleteCatalogue(db);
    expect(await isDatabaseEmpty(db)).toBe(true);
    expect(await count('members')).toBe(0);
    await seedDemo(site.deps, OPTIONS);
    expect(await db.selectFrom('videos').select(['id', 'title']).orderBy('id').execute()).toEqual(before);
  });
});
