import type {
  ToplistType,
  ToplistWindow,
  VideoCatalogueQuery,
  VideoDetail,
  VideoListItem,
  VideoSort,
  VideoStatus,
  ViewCount,
} from '@starlane/contract';
import { DEFAULT_PAGE_AMOUNT } from '@starlane/contract';
import type { Page } from '../db/paging.js';
import { NotFoundError, found } from '../errors.js';
import type { Cache } from '../infra/cache.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { Versions } from '../infra/versions.js';
import type { SessionMember } from '../security/session.plugin.js';
import { isBot, visitorOf } from '../security/visitors.js';
import type { ActorService } from '../actors/index.js';
import type { CategoryService } from '../categories/index.js';
import { windowStart, type RatingPrior } from '../catalogue/index.js';
import type { ListChoice, ListingRepository } from './listings.repository.js';
import type { VideoRepository } from './videos.repository.js';
import type { ViewRecorder } from './view-recorder.js';
import { Rankings, type RankedOrder } from './rankings.js';

/**
 * A signed-in member's own marks on a video page, kept by the features that own them (ratings,
 * favourites); the composition root wires them in.
 */
export interface MemberMarks {
  ratingOf(memberId: string, videoId: number): Promise<number | null>;
  isFavourite(memberId: string, videoId: number): Promise<boolean>;
}

/** Who asks to count a view. */
export interface Visit {
  member: SessionMember | null;
  address: string;
  userAgent: string | undefined;
}

/** Toplists' first pages are cached briefly; whatever reorders them (a rating, a comment) bumps them. */
const TOPLIST_CACHE = { tags: [cacheTags.toplists, cacheTags.catalogue], ttlMs: 30_000 } as const;
const RELATED_CACHE = { tags: [cacheTags.catalogue], ttlMs: 10 * 60_000 } as const;

export class VideoService {
  private readonly rankings: Rankings;

  constructor(
    private readonly videos: VideoRepository,
    private readonly listings: ListingRepository,
    private readonly categories: Pick<CategoryService, 'get'>,
    private readonly actors: Pick<ActorService, 'idOf'>,
    private readonly views: ViewRecorder,
    private readonly marks: MemberMarks,
    private readonly prior: RatingPrior,
    private readonly cache: Cache,
    private readonly versions: Versions,
    private readonly clock: Clock,
  ) {
    this.rankings = new Rankings((order, limit) => this.listings.rankedIds(order, limit), versions, clock);
  }

  /**
   * A published video's internal id from its public id (external or numeric); 404 when there is none or
   * it is not published, so that the public and members cannot tell an unpublished video from none.
   */
  async idOf(publicId: string): Promise<number> {
    const video = await this.videos.resolve(publicId);
    if (video?.status !== 'published') throw new NotFoundError('Video');
    return video.id;
  }

  /**
   * Publishes, unpublishes or marks a video (for staff and the media pipeline: the caller authorises).
   * The rows that refer to the video (playlist entries, favourites, ratings, comments, views) and its
   * counters are left as they are: they are hidden with it and come back with it. A video a DMCA notice
   * holds is not published ('held'): only the notice's restore brings it back (docs/decisions/0055).
   */
  async setStatus(videoId: number, status: VideoStatus): Promise<'set' | 'held'> {
    const outcome = await this.videos.setStatus(videoId, status);
    if (outcome === 'missing') throw new NotFoundError('Video');
    await this.versions.bump(cacheTags.video(videoId), cacheTags.comments(videoId), cacheTags.catalogue);
    return outcome;
  }

  /**
   * The catalogue, paged and sorted (newest first); asked for only an amount, the most popular. Its most
   * viewed first page is the most viewed toplist's first page, and is read through that one's cache: the
   * home page's popular row and the toplist share one entry.
   */
  catalogue(query: VideoCatalogueQuery): Promise<VideoListItem[]> {
    const onlyAmount = query.amount !== undefined && query.page === undefined && query.sort === undefined;
    const sort: VideoSort = query.sort ?? (onlyAmount ? 'mostviewed' : 'newest');
    const page = { amount: query.amount ?? DEFAULT_PAGE_AMOUNT, page: query.page ?? 1 };
    if (query.duration) return this.listings.listOrdered(sort, page, query.duration);
    return sort === 'mostviewed' && page.page === 1 ? this.toplist(sort, page) : this.ordered(sort, page);
  }

  /**
   * A page of a sorted listing. Past the first, a slice of its ranking when the page lies within it
   * (videos/rankings.ts); the first page skips nothing, and the toplists cache theirs.
   */
  private async ordered(order: RankedOrder, page: Page): Promise<VideoListItem[]> {
    const ids = page.page > 1 ? await this.rankings.idsOn(order, page) : undefined;
    return ids ? this.videos.listByIds(ids) : this.listings.listOrdered(order, page);
  }

  /**
   * First pages are what nearly everyone reads: they are cached briefly and dropped on rating or comment.
   * A window other than all time sums the daily rollups of its days (docs/decisions/0030).
   */
  toplist(type: ToplistType, page: Page, window: ToplistWindow = 'all'): Promise<VideoListItem[]> {
    const load = () => this.loadToplist(type, page, window);
    if (page.page !== 1) return load();
    const { tags, ttlMs } = TOPLIST_CACHE;
    // The window's start is in the key, so a cached 'today' never outlives its day.
    const from = windowStart(window, this.clock.now()) ?? 'all';
    return this.cache.getOrLoad(`toplist:${type}:${from}:${page.amount}`, tags, ttlMs, load);
  }

  private async loadToplist(type: ToplistType, page: Page, window: ToplistWindow): Promise<VideoListItem[]> {
    const from = windowStart(window, this.clock.now());
    if (window === 'all' || from === undefined) return this.ordered(type, page);
    const prior = type === 'highestrating' ? await this.prior.current() : 0;
    return this.listings.listWindowed(type, window, from, page, prior);
  }

  /** Published videos by internal id, in the order given (for features that rank their own lists). */
  listByIds(ids: number[]): Promise<VideoListItem[]> {
    return this.videos.listByIds(ids);
  }

  partnerVideos(page: Page): Promise<VideoListItem[]> {
    return this.videos.listPartnerVideos(page);
  }

  /** The video page's data; a signed-in member also gets their rating and whether it is a favourite. */
  async detail(publicId: string, member: SessionMember | null): Promise<VideoDetail> {
    const video = found(await this.videos.findPublishedDetail(publicId), 'Video');
    if (!member) return video;
    const [myRating, isFavourite] = await Promise.all([
      this.marks.ratingOf(member.memberId, video.id),
      this.marks.isFavourite(member.memberId, video.id),
    ]);
    return { ...video, myRating, isFavourite };
  }

  myMostViewed(member: SessionMember, amount: number): Promise<VideoListItem[]> {
    return this.videos.listMostViewedBy(member.memberId, amount);
  }

  /**
   * Newest first unless `choice` sorts otherwise; `choice.duration` filters by length. The listing resolves
   * the category itself; only an empty page asks whether the category exists (404 when it does not).
   */
  async byCategory(categoryPublicId: string, page: Page, choice: ListChoice = {}): Promise<VideoListItem[]> {
    const videos = await this.listings.listByCategory(categoryPublicId, page, choice);
    if (videos.length === 0) await this.categories.get(categoryPublicId);
    return videos;
  }

  async byActor(actorPublicId: string, page: Page, choice: ListChoice = {}): Promise<VideoListItem[]> {
    const videos = await this.listings.listByActor(actorPublicId, page, choice);
    if (videos.length === 0) await this.actors.idOf(actorPublicId);
    return videos;
  }

  /**
   * Videos sharing stars and categories first; topped up with the most viewed when too few share any. The
   * choice changes only with the catalogue, so it is cached for a while.
   */
  async related(publicId: string, amount: number): Promise<VideoListItem[]> {
    const videoId = await this.idOf(publicId);
    const { tags, ttlMs } = RELATED_CACHE;
    return this.cache.getOrLoad(`related:${videoId}:${amount}`, tags, ttlMs, () =>
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

  /**
   * Counts a view (docs/decisions/0021): bots are never counted, and a visitor (the member, or else the
   * address group; never the User-Agent) counts once per video within the dedup window. The answer comes
   * after the view is committed; a view waiting in the inbox for its fold is counted in the answer already.
   */
  async logView(publicId: string, visit: Visit): Promise<ViewCount> {
    const videoId = await this.idOf(publicId);
    const memberId = visit.member?.memberId ?? null;
    const counted =
      !isBot(visit.userAgent) &&
      (await this.views.record({
        videoId,
        memberId,
        visitor: visitorOf(visit.address, memberId),
        at: this.clock.now(),
      }));
    const stored = await this.views.storedCount(videoId);
    return { viewCount: counted && this.views.buffered ? stored + 1 : stored };
  }
}
