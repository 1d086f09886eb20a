import { randomUUID } from 'node:crypto';
import { ALL_ZERO_UUID, COMMENT_BODY_MAX, type Comment } from '@starlane/contract';
import type { SessionMember } from '../accounts/accounts.repository.js';
import type { Clock } from '../deps.js';
import { BadRequestError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../http/errors.js';
import type { MemberRepository } from '../members/members.repository.js';
import type { RateLimiter } from '../security/rate-limiter.js';
import type { VideoRepository } from '../videos/videos.repository.js';
import type { CommentRepository } from './comments.repository.js';
import type { Cache } from '../infra/cache.js';
import { TOPLIST_CACHE } from '../videos/videos.service.js';

export const REPORT_FEEDBACK_MISSING = 'You need to provide feedback for your report. Please try again!';
const COMMENT_BODY_MESSAGE = `A comment has 1 to ${COMMENT_BODY_MAX} characters`;
/** Enough for any conversation, too few for a flood. */
const COMMENTS_PER_MEMBER = { limit: 20, windowMs: 10 * 60_000 };

export class CommentService {
  constructor(
    private readonly comments: CommentRepository,
    private readonly videos: VideoRepository,
    private readonly members: MemberRepository,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly cache: Cache,
  ) {}

  async byVideo(videoPublicId: string): Promise<Comment[]> {
    const videoId = await this.videos.resolveId(videoPublicId);
    if (videoId === undefined) throw new NotFoundError('Video');
    return this.comments.listByVideo(videoId);
  }

  async byMember(memberId: string): Promise<Comment[]> {
    if (!(await this.members.findSummary(memberId))) throw new NotFoundError('Member');
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
      throw new BadRequestError(COMMENT_BODY_MESSAGE, { videocomment: [COMMENT_BODY_MESSAGE] });
    }
    const videoId = await this.videos.resolveId(input.videoId);
    if (videoId === undefined) throw new NotFoundError('Video');
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
    await this.comments.add({
      id,
      videoId,
      memberId: member.memberId,
      parentCommentId,
      body,
      at: this.clock.now().toISOString(),
    });
    return (await this.comments.find(id))!;
  }

  async report(member: SessionMember, commentId: string, feedback: string): Promise<void> {
    const reason = feedback.trim();
    if (reason.length === 0)
      throw new BadRequestError(REPORT_FEEDBACK_MISSING, { feedback: [REPORT_FEEDBACK_MISSING] });
    if (!(await this.comments.head(commentId))) throw new NotFoundError('Comment');
    await this.comments.report({
      commentId,
      memberId: member.memberId,
      feedback: reason,
      at: this.clock.now().toISOString(),
    });
  }

  /** Its author or staff may remove a comment; its replies go with it. */
  async remove(member: SessionMember, commentId: string): Promise<void> {
    const comment = await this.comments.head(commentId);
    if (!comment) throw new NotFoundError('Comment');
    if (comment.memberId !== member.memberId && member.role !== 'staff') {
      throw new ForbiddenError('This comment is not yours to remove');
    }
    await this.comments.remove(commentId, comment.videoId);
    await this.cache.invalidate(TOPLIST_CACHE.namespace);
  }
}
