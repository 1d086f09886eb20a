import {
  RESUME_END_MARGIN_SECONDS,
  RESUME_END_MARGIN_TENTHS,
  RESUME_MIN_SECONDS,
  type AccountExport,
  type HistoryEntry,
  type HistorySettings,
  type Message,
  type RecordPositionResult,
  type ResumePosition,
} from '@starlane/contract';
import type { MemberData } from '../catalogue/index.js';
import type { Page } from '../db/paging.js';
import type { Tx } from '../db/transaction.js';
import { NotFoundError } from '../errors.js';
import type { Clock } from '../infra/clock.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { VideoService } from '../videos/index.js';
import type { HistoryRepository } from './history.repository.js';
import { said } from '../i18n/api-language.js';

/**
 * A member's watch history and resume positions (docs/decisions/0032). Every call is about the
 * signed-in member's own history: there is no way to name another member, so nobody reads anyone else's.
 * Nothing here is cached or shown to others, so nothing is bumped.
 */
export class HistoryService implements MemberData<'history'> {
  constructor(
    private readonly history: HistoryRepository,
    private readonly videos: Pick<VideoService, 'idOf'>,
    private readonly clock: Clock,
  ) {}

  async record(
    member: SessionMember,
    videoPublicId: string,
    positionSeconds: number,
  ): Promise<RecordPositionResult> {
    const videoId = await this.videos.idOf(videoPublicId);
    const recorded = await this.history.record(
      member.memberId,
      videoId,
      positionSeconds,
      this.clock.now().toISOString(),
    );
    return { recorded };
  }

  async position(member: SessionMember, videoPublicId: string): Promise<ResumePosition> {
    const videoId = await this.videos.idOf(videoPublicId);
    return { positionSeconds: await this.history.position(member.memberId, videoId) };
  }

  list(member: SessionMember, page: Page): Promise<HistoryEntry[]> {
    return this.history.list(member.memberId, page);
  }

  continueWatching(member: SessionMember, amount: number): Promise<HistoryEntry[]> {
    return this.history.inProgress(member.memberId, amount, {
      minSeconds: RESUME_MIN_SECONDS,
      endMarginSeconds: RESUME_END_MARGIN_SECONDS,
      endMarginTenths: RESUME_END_MARGIN_TENTHS,
    });
  }

  /** 404 when the video is not in the member's history. */
  async remove(member: SessionMember, videoPublicId: string): Promise<Message> {
    const videoId = await this.videos.idOf(videoPublicId);
    if (!(await this.history.remove(member.memberId, videoId))) throw new NotFoundError('History entry');
    return said('Removed from your history');
  }

  async clear(member: SessionMember): Promise<Message> {
    const count = await this.history.clear(member.memberId);
    return said(`${count} ${count === 1 ? 'video' : 'videos'} removed from your history`);
  }

  async settings(member: SessionMember): Promise<HistorySettings> {
    return { paused: await this.history.isPaused(member.memberId) };
  }

  async setPaused(member: SessionMember, paused: boolean): Promise<HistorySettings> {
    await this.history.setPaused(member.memberId, paused);
    return { paused };
  }

  async exportFor(memberId: string): Promise<Pick<AccountExport, 'history'>> {
    return { history: await this.history.exportFor(memberId) };
  }

  /** A member's history is theirs alone: no cached answer shows it. */
  async eraseFor(tx: Tx, memberId: string): Promise<string[]> {
    await this.history.eraseFor(tx, memberId);
    return [];
  }
}
