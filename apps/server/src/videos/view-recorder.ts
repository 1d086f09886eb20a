import type { Logger } from 'pino';
import type { AccountExport } from '@starlane/contract';
import type { MemberData } from '../catalogue/index.js';
import type { RunInTransaction, Tx } from '../db/transaction.js';
import { PeriodicTask } from '../infra/periodic.js';
import { DEDUP_WINDOW_MS, type VisitClaims } from '../security/visitors.js';
import type { PendingView, ViewRepository } from './views.repository.js';

const BATCH = 1000;

export interface ViewToCount {
  videoId: number;
  memberId: string | null;
  /** Who is watching, from `visitorOf`: one counted view per visitor per video within the dedup window. */
  visitor: string;
  at: Date;
}

/**
 * Counting views, the hottest write of a tube site (docs/decisions/0021). A view is counted only when its
 * visitor has not been counted for the video within the dedup window, and it is acknowledged only once it
 * is committed to the database: with `flushMs` 0 straight into the view log and the counter, otherwise
 * into `view_inbox`, whose rows a fold moves into the log and the counters every `flushMs`, in batches, in
 * one transaction per batch. Nothing waits in any process's memory, so kill -9 loses no acknowledged view,
 * a database outage grows no buffer, and any number of processes can record and fold at once.
 */
export class ViewRecorder implements MemberData<'views'> {
  private readonly folder: PeriodicTask;
  private folding: Promise<void> | undefined;

  constructor(
    private readonly views: ViewRepository,
    private readonly transaction: RunInTransaction,
    private readonly claims: VisitClaims,
    readonly flushMs: number,
    logger: Logger,
  ) {
    this.folder = new PeriodicTask('folding counted views', flushMs, () => this.flush(), logger);
  }

  /** Whether counted views wait in the inbox for the next fold (the counter then lags by up to `flushMs`). */
  get buffered(): boolean {
    return this.flushMs > 0;
  }

  /** Counts the view unless its visitor was counted for the video within the window; answers whether it was. */
  record(view: ViewToCount): Promise<boolean> {
    return this.transaction(async (tx) => {
      const first = await this.claims.claim(
        tx,
        `view:${view.videoId}`,
        view.visitor,
        view.at,
        DEDUP_WINDOW_MS,
      );
      if (!first) return false;
      const pending = { videoId: view.videoId, memberId: view.memberId, at: view.at.toISOString() };
      if (this.buffered) await this.views.addToInbox(tx, pending);
      else await this.views.recordViews(tx, [pending]);
      return true;
    });
  }

  /** The video's counted views as stored (those waiting in the inbox are not in it yet). */
  storedCount(videoId: number): Promise<number> {
    return this.views.viewCountOf(videoId);
  }

  async exportFor(memberId: string): Promise<Pick<AccountExport, 'views'>> {
    return { views: await this.views.exportFor(memberId) };
  }

  /** Counters and toplists count views, not viewers: nothing shown changes. */
  async eraseFor(tx: Tx, memberId: string): Promise<string[]> {
    await this.views.anonymise(tx, memberId);
    return [];
  }

  start(): void {
    this.folder.start();
  }

  /** Stops the timer and folds what is in the inbox (a clean shutdown leaves the counters current). */
  async stop(): Promise<void> {
    this.folder.stop();
    await this.flush();
  }

  /** Folds every view in the inbox; concurrent calls in this process share one run. */
  flush(): Promise<void> {
    this.folding ??= this.fold().finally(() => {
      this.folding = undefined;
    });
    return this.folding;
  }

  private async fold(): Promise<void> {
    for (;;) {
      const folded = await this.transaction(async (tx) => {
        const views = await this.views.takeFromInbox(tx, BATCH);
        if (views.length > 0) await this.views.recordViews(tx, views);
        return views.length;
      });
      if (folded < BATCH) return;
    }
  }
}

export type { PendingView };
