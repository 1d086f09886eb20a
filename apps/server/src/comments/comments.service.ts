import { randomUUID } from 'node:crypto';
import {
  ALL_ZERO_UUID,
  COMMENT_BODY_MAX,
  MESSAGES,
  type AccountExport,
  type Comment,
} from '@starlane/contract';
import type { MemberData } from '../catalogue/index.js';
import type { RunInTransaction, Tx } from '../db/transaction.js';
import { BadRequestError, ForbiddenError, TooManyRequestsError, found } from '../errors.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { RateLimiter } from '../infra/rate-limiter.js';
import type { Versions } from '../infra/versions.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { MemberService } from '../members/index.js';
import type { VideoService } from '../videos/index.js';
import type { CommentRepository } from './comments.repository.js';

/** Enough for any conversation, too few for a flood. */
const COMMENTS_PER_MEMBER = { limit: 20, windowMs: 10 * 60_000 };

export class CommentService implements MemberData<'comments' | 'commentReports'> {
  constructor(
    private readonly comments: CommentRepository,
    private readonly videos: Pick<VideoService, 'idOf'>,
    private readonly members: Pick<MemberService, 'summary'>,
    private readonly limiter: RateLimiter,
    private readonly transaction: RunInTransaction,
    private readonly versions: Versions,
    private readonly clock: Clock,
    /** Distinct open reporters that hide a comment until staff look at it (REPORT_AUTOHIDE). */
    private readonly autoHideAt = 3,
  ) {}

  async byVideo(videoPublicId: string): Promise<Comment[]> {
    return this.comments.listByVideo(await this.videos.idOf(videoPublicId));
  }

  async byMember(memberId: string): Promise<Comment[]> {
    await this.members.summary(memberId);
    return this.comments.listByMember(memberId);
  }

  /**
   * Adds a comment or a reply. A reply's parent must be a comment of the same video; a reply to a reply
   * joins its thread's top-level comment, as threads show one level of nesting.
   */
  async add(
    member: SessionMember,
    input: { videoId: string; body: string; parentCommentId?: string | undefined },
  ): Promise<Comment> {
    const body = input.body.trim();
    if (body.length === 0 || body.length > COMMENT_BODY_MAX) {
      throw new BadRequestError(MESSAGES.commentBodyRule, { videocomment: [MESSAGES.commentBodyRule] });
    }
    const videoId = await this.videos.idOf(input.videoId);
    let parentCommentId = ALL_ZERO_UUID;
    if (input.parentCommentId && input.parentCommentId !== ALL_ZERO_UUID) {
      const parent = await this.comments.head(input.parentCommentId);
      if (!parent || parent.videoId !== videoId) {
        const message = 'The comment you reply to is not a comment of this video';
        throw new BadRequestError(message, { parentCommentId: [message] });
      }
      parentCommentId =
        parent.parentCommentId === ALL_ZERO_UUID ? input.parentCommentId : parent.parentCommentId;
    }
    const verdict = await this.limiter.hit(
      `comment:${member.memberId}`,
      COMMENTS_PER_MEMBER.limit,
      COMMENTS_PER_MEMBER.windowMs,
    );
    if (!verdict.allowed) throw new TooManyRequestsError(verdict.retryAfterSeconds);
    const id = randomUUID();
    const comment = {
      id,
      videoId,
      memberId: member.memberId,
      parentCommentId,
      body,
      at: this.clock.now().toISOString(),
    };
    await this.transaction((tx) => this.comments.add(tx, comment));
    await this.bumpAfterChange(videoId, [member.memberId]);
    return (await this.comments.find(id))!;
  }

  async report(member: SessionMember, commentId: string, feedback: string): Promise<void> {
    const reason = feedback.trim();
    if (reason.length === 0)
      throw new BadRequestError(MESSAGES.reportFeedbackMissing, {
        feedback: [MESSAGES.reportFeedbackMissing],
      });
    const comment = found(await this.comments.head(commentId), 'Comment');
    const at = this.clock.now().toISOString();
    await this.comments.report({ commentId, memberId: member.memberId, feedback: reason, at });
    // Enough different members agree: hidden until staff dismiss the reports (which shows it again).
    if (
      this.autoHideAt > 0 &&
      (await this.comments.openReporterCount(commentId)) >= this.autoHideAt &&
      (await this.comments.hide(commentId, at))
    ) {
      await this.bumpAfterChange(comment.videoId, comment.memberId ? [comment.memberId] : []);
    }
  }

  /** Its author or staff may remove a comment; its replies go with it. */
  async remove(member: SessionMember, commentId: string): Promise<void> {
    const comment = found(await this.comments.head(commentId), 'Comment');
    if (comment.memberId !== member.memberId && member.role !== 'staff') {
      throw new ForbiddenError('This comment is not yours to remove');
    }
    const authors = await this.transaction((tx) => this.comments.remove(tx, commentId, comment.videoId));
    await this.bumpAfterChange(comment.videoId, authors);
  }

  /** The video's comment count and thread, the 'most commented' order, and the authors' pages change. */
  private bumpAfterChange(videoId: number, authorIds: readonly string[]): Promise<void> {
    return this.versions.bump(
      cacheTags.video(videoId),
      cacheTags.comments(videoId),
      cacheTags.toplists,
      ...new Set(authorIds.map((id) => cacheTags.member(id))),
    );
  }

  exportFor(memberId: string): Promise<Pick<AccountExport, 'comments' | 'commentReports'>> {
    return this.comments.exportFor(memberId);
  }

  /** The member's comments show "deleted member" from now on. */
  async eraseFor(tx: Tx, memberId: string): Promise<string[]> {
    const videoIds = await this.comments.eraseFor(tx, memberId);
    return videoIds.map((id) => cacheTags.comments(id));
  }
}
