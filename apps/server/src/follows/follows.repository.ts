import type { Kysely } from 'kysely';
import type { AccountExport, FollowedStar, VideoListItem } from '@starlane/contract';
import type { Database } from '../db/schema.js';
import { offsetOf, type Page } from '../db/paging.js';
import type { Tx } from '../db/transaction.js';
import { JOINED_ACTOR_COLUMNS, publishedVideoList, toActor, videoListItems } from '../catalogue/index.js';

export class FollowRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Follows the star; following it again changes nothing (the first date stays). */
  async follow(memberId: string, actorId: number, at: string): Promise<void> {
    await this.db
      .insertInto('star_follows')
      .values({ member_id: memberId, actor_id: actorId, created_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'actor_id']).doNothing())
      .execute();
  }

  async unfollow(memberId: string, actorId: number): Promise<void> {
    await this.db
      .deleteFrom('star_follows')
      .where('member_id', '=', memberId)
      .where('actor_id', '=', actorId)
      .execute();
  }

  async followerCount(actorId: number): Promise<number> {
    const row = await this.db
      .selectFrom('star_follows')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('actor_id', '=', actorId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async isFollowing(memberId: string, actorId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('star_follows')
      .select('actor_id')
      .where('member_id', '=', memberId)
      .where('actor_id', '=', actorId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The stars a member follows, latest follow first. */
  async listStars(memberId: string, page: Page): Promise<FollowedStar[]> {
    const rows = await this.db
      .selectFrom('star_follows')
      .innerJoin('actors', 'actors.id', 'star_follows.actor_id')
      .select([...JOINED_ACTOR_COLUMNS, 'star_follows.created_at as followed_at'])
      .where('star_follows.member_id', '=', memberId)
      .orderBy('star_follows.created_at', 'desc')
      .orderBy('actors.id', 'desc')
      .limit(page.amount)
      .offset(offsetOf(page))
      .execute();
    return rows.map((row) => ({ actor: toActor(row), followedAt: row.followed_at }));
  }

  /**
   * Published videos with any star the member follows, newest first (a video with two of them once). Newest
   * is the highest id, as on the star pages' own listings, so both agree on what is new.
   */
  async feed(memberId: string, page: Page): Promise<VideoListItem[]> {
    const followed = this.db
      .selectFrom('star_follows')
      .innerJoin('video_actors', 'video_actors.actor_id', 'star_follows.actor_id')
      .select('video_actors.video_id')
      .where('star_follows.member_id', '=', memberId);
    return videoListItems(
      publishedVideoList(this.db)
        .where('videos.id', 'in', followed)
        .orderBy('videos.id', 'desc')
        .limit(page.amount)
        .offset(offsetOf(page)),
    );
  }

  /** Every star the member follows, for their export. */
  async exportFor(memberId: string): Promise<AccountExport['follows']> {
    const rows = await this.db
      .selectFrom('star_follows')
      .innerJoin('actors', 'actors.id', 'star_follows.actor_id')
      .select(['actors.wmc_external_id', 'actors.first_name', 'actors.last_name', 'star_follows.created_at'])
      .where('star_follows.member_id', '=', memberId)
      .orderBy('star_follows.created_at')
      .execute();
    return rows.map((f) => ({
      wmcExternalId: f.wmc_external_id,
      name: `${f.first_name} ${f.last_name}`,
      followedAt: f.created_at,
    }));
  }

  /** Deletes the member's follows; answers the stars they followed. */
  async eraseFor(tx: Tx, memberId: string): Promise<number[]> {
    const rows = await tx
      .deleteFrom('star_follows')
      .where('member_id', '=', memberId)
      .returning('actor_id')
      .execute();
    return rows.map((row) => row.actor_id);
  }
}
