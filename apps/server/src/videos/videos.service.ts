import type { ToplistType, VideoDetail, VideoListItem, VideoSort } from '@starlane/contract';
import type { Clock } from '../deps.js';
import type { SessionMember } from '../accounts/accounts.repository.js';
import { NotFoundError } from '../http/errors.js';
import type { CategoryRepository } from '../categories/categories.repository.js';
import type { ActorRepository } from '../actors/actors.repository.js';
import type { PlaylistRepository } from '../playlists/playlists.repository.js';
import type { Page, VideoRepository } from './videos.repository.js';
import type { ViewRecorder } from './view-recorder.js';
import type { Cache } from '../infra/cache.js';

export const TOPLIST_CACHE = { namespace: 'toplists', ttlMs: 30_000 } as const;
export const RELATED_CACHE = { namespace: 'related', ttlMs: 10 * 60_000 } as const;

export class VideoService {
  constructor(
    private readonly videos: VideoRepository,
    private readonly categories: CategoryRepository,
    private readonly actors: ActorRepository,
    private readonly playlists: PlaylistRepository,
    private readonly clock: Clock,
    private readonly views: ViewRecorder,
    private readonly cache: Cache,
  ) {}

  private async videoId(publicId: string): Promise<number> {
    const id = await this.videos.resolveId(publicId);
    if (id === undefined) throw new NotFoundError('Video');
    return id;
  }

  list(sort: VideoSort, page: Page): Promise<VideoListItem[]> {
    return this.videos.listOrdered(sort, page);
  }

  /** First pages are what nearly everyone reads: they are cached briefly and dropped on rating or comment. */
  toplist(type: ToplistType, page: Page): Promise<VideoListItem[]> {
    if (page.page !== 1) return this.videos.listOrdered(type, page);
    return this.cache.getOrLoad(TOPLIST_CACHE.namespace, `${type}:${page.amount}`, TOPLIST_CACHE.ttlMs, () =>
      this.videos.listOrdered(type, page),
    );
  }

  partnerVideos(page: Page): Promise<VideoListItem[]> {
    return this.videos.listPartnerVideos(page);
  }

  /** The video page's data; a signed-in member also gets their rating and whether it is a favourite. */
  async detail(publicId: string, member: SessionMember | null): Promise<VideoDetail> {
    const videoId = await this.videoId(publicId);
    const video = await this.videos.findDetail(videoId);
    if (!video) throw new NotFoundError('Video');
    return member ? { ...video, ...(await this.videos.memberState(member.memberId, videoId)) } : video;
  }

  myMostViewed(member: SessionMember, amount: number): Promise<VideoListItem[]> {
    return this.videos.listMostViewedBy(member.memberId, amount);
  }

  myHighestRated(member: SessionMember, amount: number): Promise<VideoListItem[]> {
    return this.videos.listHighestRatedBy(member.memberId, amount);
  }

  async byCategory(categoryPublicId: string, page: Page): Promise<VideoListItem[]> {
    const category = await this.categories.findByPublicId(categoryPublicId);
    if (!category) throw new NotFoundError('Category');
    return this.videos.listByCategory(category.id, page);
  }

  async byActor(actorPublicId: string, page: Page): Promise<VideoListItem[]> {
    const actorId = await this.actors.resolveId(actorPublicId);
    if (actorId === undefined) throw new NotFoundError('Star');
    return this.videos.listByActor(actorId, page);
  }

  async byPlaylist(playlistId: number, amount: number): Promise<VideoListItem[]> {
    if (!(await this.playlists.exists(playlistId))) throw new NotFoundError('Playlist');
    return this.videos.listByPlaylist(playlistId, amount);
  }

  /**
   * Videos sharing stars and categories first; topped up with the most viewed when too few share any. The
   * choice changes only with the catalogue, so it is cached for a while.
   */
  async related(publicId: string, amount: number): Promise<VideoListItem[]> {
    const videoId = await this.videoId(publicId);
    return this.cache.getOrLoad(RELATED_CACHE.namespace, `${videoId}:${amount}`, RELATED_CACHE.ttlMs, () =>
      this.relatedOf(videoId, amount),
    );
  }

  private async relatedOf(videoId: number, amount: number): Promise<VideoListItem[]> {
    const related = await this.videos.listRelated(videoId, amount);
    if (related.length >= amount) return related;
    const fill = await this.videos.listMostViewedExcept(
      [videoId, ...related.map((v) => v.id)],
      amount - related.length,
    );
    return [...related, ...fill];
  }

  async logView(publicId: string, member: SessionMember | null): Promise<{ viewCount: number }> {
    const videoId = await this.videoId(publicId);
    await this.views.record({
      videoId,
      memberId: member?.memberId ?? null,
      at: this.clock.now().toISOString(),
    });
    // A buffered view is not stored yet: the answer counts it already.
    const stored = await this.videos.viewCountOf(videoId);
    return { viewCount: this.views.buffered ? stored + 1 : stored };
  }
}
