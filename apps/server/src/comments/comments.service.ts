import type { Comment } from '@starlane/contract';
import { NotFoundError } from '../http/errors.js';
import type { MemberRepository } from '../members/members.repository.js';
import type { VideoRepository } from '../videos/videos.repository.js';
import type { CommentRepository } from './comments.repository.js';

export class CommentService {
  constructor(
    private readonly comments: CommentRepository,
    private readonly videos: VideoRepository,
    private readonly members: MemberRepository,
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
}
