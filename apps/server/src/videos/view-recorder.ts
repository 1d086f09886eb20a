import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.js';

export interface PendingView {
  videoId: number;
  memberId: string | null;
  at: string;
}

/** Where views wait between flushes: this process's memory, or a Redis list shared by every process. */
export interface ViewBuffer {
  push(view: PendingView): Promise<void>;
  take(max: number): Promise<PendingView[]>;
  putBack(views: PendingView[]): Promise<void>;
}

export class MemoryViewBuffer implements ViewBuffer {
  private pending: PendingView[] = [];

  async push(view: PendingView): Promise<void> {
    this.pending.push(view);
  }

  async take(max: number): Promise<PendingView[]> {
    return this.pending.splice(0, max);
  }

  async putBack(views: PendingView[]): Promise<void> {
    this.pending.unshift(...views);
  }
}

const VIEW_LIST = 'views:pending';

export class RedisViewBuffer implements ViewBuffer {
  constructor(private readonly redis: Redis) {}

  async push(view: PendingView): Promise<void> {
    await this.redis.rpush(VIEW_LIST, JSON.stringify(view));
  }

  /** LPOP with a count is atomic: two processes flushing at once never take the same view. */
  async take(max: number): Promise<PendingView[]> {
    const items = await this.redis.lpop(VIEW_LIST, max);
    return (items ?? []).map((item) => JSON.parse(item) as PendingView);
  }

  async putBack(views: PendingView[]): Promise<void> {
    if (views.length > 0) await this.redis.lpush(VIEW_LIST, ...views.reverse().map((v) => JSON.stringify(v)));
  }
}

const BATCH = 1000;

/**
 * Counting views is the hottest write of a tube site. Views are buffered and written every few seconds in
 * one transaction per batch: the view log rows and one counter update per video, so the counter always
 * equals the log. With `flushMs` 0 every view is written at once (tests, tiny sites).
 */
export class ViewRecorder {
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly buffer: ViewBuffer,
    readonly flushMs: number,
    private readonly logger: Logger,
  ) {}

  get buffered(): boolean {
    return this.flushMs > 0;
  }

  async record(view: PendingView): Promise<void> {
    if (this.buffered) await this.buffer.push(view);
    else await this.write([view]);
  }

  start(): void {
    if (!this.buffered || this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch((error: unknown) => this.logger.error({ err: error }, 'flushing views failed'));
    }, this.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (graceful shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Writes every buffered view; concurrent calls share one run. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const views = await this.buffer.take(BATCH);
      if (views.length === 0) return;
      try {
        await this.write(views);
      } catch (error) {
        await this.buffer.putBack(views);
        throw error;
      }
    }
  }

  /**
   * A video or member may be deleted while its view waits: such views are dropped (or made anonymous)
   * rather than failing the batch for everybody.
   */
  private async write(pending: PendingView[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const videoIds = [...new Set(pending.map((v) => v.videoId))];
      const memberIds = [...new Set(pending.flatMap((v) => (v.memberId ? [v.memberId] : [])))];
      const liveVideos = new Set(
        (await trx.selectFrom('videos').select('id').where('id', 'in', videoIds).execute()).map((r) => r.id),
      );
      const liveMembers = new Set(
        memberIds.length === 0
          ? []
          : (await trx.selectFrom('members').select('id').where('id', 'in', memberIds).execute()).map(
              (r) => r.id,
            ),
      );
      const views = pending
        .filter((v) => liveVideos.has(v.videoId))
        .map((v) => ({ ...v, memberId: v.memberId && liveMembers.has(v.memberId) ? v.memberId : null }));
      if (views.length === 0) return;
      const perVideo = new Map<number, number>();
      for (const view of views) perVideo.set(view.videoId, (perVideo.get(view.videoId) ?? 0) + 1);
      await trx
        .insertInto('video_views')
        .values(views.map((v) => ({ video_id: v.videoId, member_id: v.memberId, viewed_at: v.at })))
        .execute();
      for (const [videoId, count] of perVideo) {
        await trx
          .updateTable('videos')
          .set((eb) => ({ view_count: eb('view_count', '+', count) }))
          .where('id', '=', videoId)
          .execute();
      }
    });
  }
}
