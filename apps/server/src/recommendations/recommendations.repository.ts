import { sql, type Kysely } from 'kysely';
import type { AccountExport, Actor, Category } from '@starlane/contract';
import { JOINED_ACTOR_COLUMNS, JOINED_CATEGORY_COLUMNS, toActor, toCategory } from '../catalogue/index.js';
import type { Database } from '../db/schema.js';
import { numericPublicId } from '../db/public-id.js';
import type { Tx } from '../db/transaction.js';
import type { Neighbour } from './similarity.js';

/** What a member did that says what they like, newest first. */
export interface MemberSignals {
  viewed: number[];
  rated: { videoId: number; rating: number }[];
  faved: number[];
  categoryIds: number[];
  actorIds: number[];
  /** Stars the member follows (visitors follow none). */
  followedActorIds: number[];
}

export interface CandidateLinks {
  videoId: number;
  categoryIds: number[];
  actorIds: number[];
}

/** Per member, the videos whose views, ratings and favourites the request path reads. */
const RECENT_VIEWS = 50;
const RATINGS_READ = 50;
const FAVOURITES_READ = 50;
const FOLLOWS_READ = 50;
/** Taste candidates read per liked category or star. */
const CANDIDATES_PER_TASTE = 24;

/**
 * A member's wizard picks, by name, for the caller to select from: the preferences answer and the
 * account export read the same rows with different columns.
 */
function likedBy(db: Kysely<Database>, memberId: string) {
  return {
    categories: db
      .selectFrom('member_liked_categories as l')
      .innerJoin('categories', 'categories.id', 'l.category_id')
      .where('l.member_id', '=', memberId)
      .orderBy('categories.name'),
    actors: db
      .selectFrom('member_liked_actors as l')
      .innerJoin('actors', 'actors.id', 'l.actor_id')
      .where('l.member_id', '=', memberId)
      .orderBy('actors.name_key'),
  };
}

export class RecommendationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The stored neighbours of a few videos, by primary key. */
  async neighboursOf(videoIds: number[]): Promise<Map<number, Neighbour[]>> {
    const result = new Map<number, Neighbour[]>();
    if (videoIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('video_similar')
      .select(['video_id', 'similar_id', 'score'])
      .where('video_id', 'in', videoIds)
      .orderBy('video_id')
      .orderBy('rank')
      .execute();
    for (const row of rows) {
      const list = result.get(row.video_id) ?? [];
      list.push({ id: row.similar_id, score: Number(row.score) });
      result.set(row.video_id, list);
    }
    return result;
  }

  async memberSignals(memberId: string): Promise<MemberSignals> {
    const [viewed, rated, faved, categories, actors, follows] = await Promise.all([
      this.db
        .selectFrom('video_views')
        .select(['video_id', (eb) => eb.fn.max('id').as('last')])
        .where('member_id', '=', memberId)
        .groupBy('video_id')
        .orderBy('last', 'desc')
        .limit(RECENT_VIEWS)
        .execute(),
      this.db
        .selectFrom('ratings')
        .select(['video_id', 'rating'])
        .where('member_id', '=', memberId)
        .orderBy('updated_at', 'desc')
        .limit(RATINGS_READ)
        .execute(),
      this.db
        .selectFrom('favourites')
        .select('video_id')
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(FAVOURITES_READ)
        .execute(),
      this.db
        .selectFrom('member_liked_categories')
        .select('category_id')
        .where('member_id', '=', memberId)
        .execute(),
      this.db
        .selectFrom('member_liked_actors')
        .select('actor_id')
        .where('member_id', '=', memberId)
        .execute(),
      this.db
        .selectFrom('star_follows')
        .select('actor_id')
        .where('member_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .limit(FOLLOWS_READ)
        .execute(),
    ]);
    return {
      viewed: viewed.map((r) => r.video_id),
      rated: rated.map((r) => ({ videoId: r.video_id, rating: r.rating })),
      faved: faved.map((r) => r.video_id),
      categoryIds: categories.map((r) => r.category_id),
      actorIds: actors.map((r) => r.actor_id),
      followedActorIds: follows.map((r) => r.actor_id),
    };
  }

  /** Published videos' ids and titles, for the reasons. */
  async titlesOf(videoIds: number[]): Promise<Map<number, string>> {
    if (videoIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('videos')
      .select(['id', 'title'])
      .where('id', 'in', videoIds)
      .where('status', '=', 'published')
      .execute();
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  /** The numeric ids of the public ids that name a row; unknown ids are left out, the order is kept. */
  async resolve(table: 'videos' | 'categories' | 'actors', publicIds: string[]): Promise<number[]> {
    if (publicIds.length === 0) return [];
    const numeric = publicIds.flatMap((id) => {
      const n = numericPublicId(id);
      return n === undefined ? [] : [n];
    });
    const rows = await this.db
      .selectFrom(table)
      .select(['id', 'wmc_external_id'])
      .where((eb) =>
        eb.or([
          eb('wmc_external_id', 'in', publicIds),
          ...(numeric.length > 0 ? [eb('id', 'in', numeric)] : []),
        ]),
      )
      .execute();
    const byExternal = new Map(rows.map((r) => [r.wmc_external_id, r.id]));
    const byId = new Set(rows.map((r) => r.id));
    const ids = publicIds.flatMap((publicId) => {
      const external = byExternal.get(publicId);
      if (external !== undefined) return [external];
      const n = numericPublicId(publicId);
      return n !== undefined && byId.has(n) ? [n] : [];
    });
    return [...new Set(ids)];
  }

  /** The categories and stars of some videos, for a taste profile. */
  async linksOf(videoIds: number[]): Promise<CandidateLinks[]> {
    if (videoIds.length === 0) return [];
    const [categories, actors] = await Promise.all([
      this.db
        .selectFrom('video_categories')
        .select(['video_id', 'category_id'])
        .where('video_id', 'in', videoIds)
        .execute(),
      this.db
        .selectFrom('video_actors')
        .select(['video_id', 'actor_id'])
        .where('video_id', 'in', videoIds)
        .execute(),
    ]);
    return videoIds.map((videoId) => ({
      videoId,
      categoryIds: categories.filter((c) => c.video_id === videoId).map((c) => c.category_id),
      actorIds: actors.filter((a) => a.video_id === videoId).map((a) => a.actor_id),
    }));
  }

  /**
   * The most viewed published videos of a few categories and stars (up to CANDIDATES_PER_TASTE each), most
   * viewed first, each with its categories and stars.
   */
  async tasteCandidates(categoryIds: number[], actorIds: number[]): Promise<CandidateLinks[]> {
    const lists = await Promise.all([
      ...categoryIds.map((id) =>
        this.mostViewedLinked('video_categories', 'video_categories.category_id', id),
      ),
      ...actorIds.map((id) => this.mostViewedLinked('video_actors', 'video_actors.actor_id', id)),
    ]);
    const byId = new Map(lists.flat().map((r) => [r.id, r.view_count]));
    const ids = [...byId].sort((a, b) => b[1] - a[1] || b[0] - a[0]).map(([id]) => id);
    return this.linksOf(ids);
  }

  /** The CANDIDATES_PER_TASTE most viewed published videos of one category or star. */
  private mostViewedLinked(
    links: 'video_categories' | 'video_actors',
    column: 'video_categories.category_id' | 'video_actors.actor_id',
    id: number,
  ): Promise<{ id: number; view_count: number }[]> {
    return this.db
      .selectFrom(links)
      .innerJoin('videos', 'videos.id', `${links}.video_id`)
      .select(['videos.id', 'videos.view_count'])
      .where(column, '=', id)
      .where('videos.status', '=', 'published')
      .orderBy('videos.view_count', 'desc')
      .orderBy('videos.id', 'desc')
      .limit(CANDIDATES_PER_TASTE)
      .execute();
  }

  /** The most viewed published videos, for topping up. */
  async mostViewedIds(amount: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('videos')
      .select('id')
      .where(sql<boolean>`videos.status = 'published'`)
      .orderBy('view_count', 'desc')
      .orderBy('id', 'desc')
      .limit(amount)
      .execute();
    return rows.map((r) => r.id);
  }

  async categoryNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async actorNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('actors')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`]));
  }

  async preferencesOf(memberId: string): Promise<{ categories: Category[]; actors: Actor[] }> {
    const liked = likedBy(this.db, memberId);
    const [categories, actors] = await Promise.all([
      liked.categories.select(JOINED_CATEGORY_COLUMNS).execute(),
      liked.actors.select(JOINED_ACTOR_COLUMNS).execute(),
    ]);
    return { categories: categories.map(toCategory), actors: actors.map(toActor) };
  }

  /** The member's picks by name, for their export. */
  async exportFor(memberId: string): Promise<Pick<AccountExport, 'likedCategories' | 'likedStars'>> {
    const liked = likedBy(this.db, memberId);
    const [categories, stars] = await Promise.all([
      liked.categories.select(['categories.wmc_external_id', 'categories.name']).execute(),
      liked.actors.select(['actors.wmc_external_id', 'actors.first_name', 'actors.last_name']).execute(),
    ]);
    return {
      likedCategories: categories.map((c) => ({ wmcExternalId: c.wmc_external_id, name: c.name })),
      likedStars: stars.map((a) => ({
        wmcExternalId: a.wmc_external_id,
        name: `${a.first_name} ${a.last_name}`,
      })),
    };
  }

  /** Replaces a member's picks with these. */
  async replacePreferences(
    tx: Tx,
    memberId: string,
    categoryIds: number[],
    actorIds: number[],
    at: string,
  ): Promise<void> {
    await tx.deleteFrom('member_liked_categories').where('member_id', '=', memberId).execute();
    await tx.deleteFrom('member_liked_actors').where('member_id', '=', memberId).execute();
    if (categoryIds.length > 0)
      await tx
        .insertInto('member_liked_categories')
        .values(categoryIds.map((id) => ({ member_id: memberId, category_id: id, created_at: at })))
        .execute();
    if (actorIds.length > 0)
      await tx
        .insertInto('member_liked_actors')
        .values(actorIds.map((id) => ({ member_id: memberId, actor_id: id, created_at: at })))
        .execute();
  }

  /** The wizard's choices: the categories with a picture, by name, and the stars with the most views. */
  async wizardChoices(stars: number): Promise<{ categories: Category[]; actors: Actor[] }> {
    const [categories, top] = await Promise.all([
      this.db
        .selectFrom('categories')
        .select(JOINED_CATEGORY_COLUMNS)
        .where('category_picture', 'is not', null)
        .orderBy('name')
        .execute(),
      this.db
        .selectFrom('video_actors')
        .innerJoin('videos', 'videos.id', 'video_actors.video_id')
        .select(['video_actors.actor_id', (eb) => eb.fn.sum<number>('videos.view_count').as('views')])
        .where('videos.status', '=', 'published')
        .groupBy('video_actors.actor_id')
        .orderBy('views', 'desc')
        .orderBy('video_actors.actor_id')
        .limit(stars)
        .execute(),
    ]);
    const ids = top.map((t) => t.actor_id);
    const actors =
      ids.length === 0
        ? []
        : await this.db.selectFrom('actors').select(JOINED_ACTOR_COLUMNS).where('id', 'in', ids).execute();
    const byId = new Map(actors.map((a) => [a.id, a]));
    return {
      categories: categories.map(toCategory),
      actors: ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toActor(row)] : [];
      }),
    };
  }
}
