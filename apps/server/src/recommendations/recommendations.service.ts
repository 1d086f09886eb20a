import {
  REASONS,
  type AccountExport,
  WIZARD_STARS,
  type Preferences,
  type Recommendation,
  type TastePicks,
  type VisitorTaste,
  type WizardChoices,
} from '@starlane/contract';
import type { MemberData } from '../catalogue/index.js';
import type { RunInTransaction, Tx } from '../db/transaction.js';
import { BadRequestError } from '../errors.js';
import type { Cache } from '../infra/cache.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { VideoService } from '../videos/index.js';
import type { RebuildResult } from './neighbour-rebuild.js';
import type { NeighbourRebuilder } from './neighbour-rebuilder.js';
import type { NeighbourRepository } from './neighbours.repository.js';
import type { MemberSignals, RecommendationRepository } from './recommendations.repository.js';
import {
  blend,
  rankByNeighbours,
  rankByTaste,
  recencyWeight,
  SEED_WEIGHTS,
  type Ranked,
  type Seed,
  type TasteEntry,
} from './similarity.js';

/** A liked category or star counts as much as three views of its videos. */
const PICK_WEIGHT = 3;
/** Taste entries (categories, and as many stars) whose videos are read as candidates. */
const TASTE_ENTRIES_READ = 4;
/** Each signal offers this many times the row's length, so the per-reason cap has others to choose. */
const CANDIDATES_PER_SIGNAL = 3;
/** The wizard's choices change with the catalogue only. */
const WIZARD_CACHE = {
  key: 'wizard-choices',
  tags: [cacheTags.categories, cacheTags.stars],
  ttlMs: 10 * 60_000,
};

/**
 * "Recommended for you" (docs/decisions/0034): item-to-item neighbours of what one watched, rated well or
 * faved, from the `video_similar` table the background job fills, blended with videos of the categories and
 * stars one picked, follows or watches, at most a third of the row per reason; then the most viewed. Each
 * comes with its reason.
 */
export class RecommendationService implements MemberData<'likedCategories' | 'likedStars'> {
  constructor(
    private readonly recs: RecommendationRepository,
    private readonly neighbours: Pick<NeighbourRepository, 'hasAny'>,
    private readonly rebuilder: Pick<NeighbourRebuilder, 'run'>,
    private readonly videos: Pick<VideoService, 'listByIds'>,
    private readonly cache: Cache,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
  ) {}

  async forMember(member: SessionMember, amount: number): Promise<Recommendation[]> {
    return this.recommend(await this.recs.memberSignals(member.memberId), amount);
  }

  /** From what the visitor's browser keeps: their picks and last watched videos; unknown ids are ignored. */
  async forVisitor(taste: VisitorTaste, amount: number): Promise<Recommendation[]> {
    const [viewed, categoryIds, actorIds] = await Promise.all([
      this.recs.resolve('videos', taste.videoIds),
      this.recs.resolve('categories', taste.categoryIds),
      this.recs.resolve('actors', taste.actorIds),
    ]);
    return this.recommend(
      { viewed, rated: [], faved: [], categoryIds, actorIds, followedActorIds: [] },
      amount,
    );
  }

  preferences(member: SessionMember): Promise<Preferences> {
    return this.recs.preferencesOf(member.memberId);
  }

  /** Replaces the member's picks; an id that names no category or star is refused, naming the field. */
  async savePreferences(member: SessionMember, picks: TastePicks): Promise<Preferences> {
    const [categoryIds, actorIds] = await Promise.all([
      this.recs.resolve('categories', picks.categoryIds),
      this.recs.resolve('actors', picks.actorIds),
    ]);
    const errors: Record<string, string[]> = {};
    if (categoryIds.length < new Set(picks.categoryIds).size)
      errors.categoryIds = ['Every categoryId must name a category'];
    if (actorIds.length < new Set(picks.actorIds).size) errors.actorIds = ['Every actorId must name a star'];
    if (Object.keys(errors).length > 0) throw new BadRequestError('Unknown categories or stars', errors);
    const at = this.clock.now().toISOString();
    await this.transaction((tx) =>
      this.recs.replacePreferences(tx, member.memberId, categoryIds, actorIds, at),
    );
    return this.recs.preferencesOf(member.memberId);
  }

  wizardChoices(): Promise<WizardChoices> {
    const { key, tags, ttlMs } = WIZARD_CACHE;
    return this.cache.getOrLoad(key, tags, ttlMs, () => this.recs.wizardChoices(WIZARD_STARS));
  }

  /** The background job: recomputes every video's neighbours from all members' baskets. */
  rebuildNeighbours(): Promise<RebuildResult> {
    return this.rebuilder.run();
  }

  /**
   * At start-up: a fresh database gets neighbours at once; one that has them keeps them until the periodic
   * rebuild, so that a restart (or a deploy of several) does not redo a rebuild made minutes before.
   */
  async rebuildNeighboursIfNone(): Promise<RebuildResult | undefined> {
    return (await this.neighbours.hasAny()) ? undefined : this.rebuilder.run();
  }

  /**
   * Every signal offers its candidates with their reasons: the neighbours of what one watched, rated well
   * or faved, and the most viewed videos of the categories and stars one picked, follows or watches; the
   * row blends them, two neighbours to one of taste, with at most a third per reason, then tops up with the
   * most viewed (similarity.ts `blend`, docs/decisions/0034).
   */
  private async recommend(signals: MemberSignals, amount: number): Promise<Recommendation[]> {
    const { viewed, rated, faved, categoryIds, actorIds, followedActorIds } = signals;
    const exclude = new Set([...viewed, ...rated.map((r) => r.videoId), ...faved]);
    const picks = categoryIds.length + actorIds.length + followedActorIds.length;
    if (exclude.size === 0 && picks === 0) return [];

    const titles = await this.recs.titlesOf([...exclude]);
    const seeds: Seed[] = [];
    const seed = (videoId: number, weight: number, reason: (title: string) => string) => {
      const title = titles.get(videoId);
      if (title !== undefined) seeds.push({ videoId, weight, reason: reason(title) });
    };
    viewed.forEach((id, position) => {
      seed(id, SEED_WEIGHTS.view * recencyWeight(position), REASONS.watched);
    });
    for (const { videoId, rating } of rated) {
      if (rating >= 4)
        seed(videoId, rating === 5 ? SEED_WEIGHTS.rating5 : SEED_WEIGHTS.rating4, REASONS.rated);
    }
    for (const id of faved) seed(id, SEED_WEIGHTS.favourite, REASONS.faved);

    const offered = amount * CANDIDATES_PER_SIGNAL;
    const [neighbours, taste] = await Promise.all([
      this.recs.neighboursOf([...new Set(seeds.map((s) => s.videoId))]),
      this.tasteOf(seeds, categoryIds, actorIds, followedActorIds),
    ]);
    const near = rankByNeighbours(seeds, (id) => neighbours.get(id), exclude, offered);
    const top = (kind: TasteEntry['kind']) =>
      taste
        .filter((t) => t.kind === kind)
        .sort((a, b) => b.weight - a.weight || a.id - b.id)
        .slice(0, TASTE_ENTRIES_READ)
        .map((t) => t.id);
    const [candidates, popular] = await Promise.all([
      this.recs.tasteCandidates(top('category'), top('actor')),
      this.recs.mostViewedIds(amount + exclude.size),
    ]);
    const liked = rankByTaste(taste, candidates, exclude, offered);
    const fill = popular
      .filter((id) => !exclude.has(id))
      .map((videoId): Ranked => ({ videoId, score: 0, reason: REASONS.popular }));
    const ranked = blend(near, liked, fill, amount);

    const reasons = new Map(ranked.map((r) => [r.videoId, r.reason]));
    const videos = await this.videos.listByIds(ranked.map((r) => r.videoId));
    return videos.map((video) => ({ video, reason: reasons.get(video.id) ?? REASONS.popular }));
  }

  /**
   * The categories and stars one likes: the wizard's picks, the stars one follows, and those of the videos
   * one watched, rated well or faved (half a seed's weight for each of its categories, its full weight for each of its stars).
   */
  private async tasteOf(
    seeds: Seed[],
    categoryIds: number[],
    actorIds: number[],
    followedActorIds: number[],
  ): Promise<TasteEntry[]> {
    const weights = new Map<string, { kind: TasteEntry['kind']; id: number; weight: number }>();
    const add = (kind: TasteEntry['kind'], id: number, weight: number) => {
      const key = `${kind}:${id}`;
      const entry = weights.get(key);
      if (entry) entry.weight += weight;
      else weights.set(key, { kind, id, weight });
    };
    for (const id of categoryIds) add('category', id, PICK_WEIGHT);
    for (const id of actorIds) add('actor', id, PICK_WEIGHT);
    // Following a star says as much as picking it; a star both picked and followed counts once.
    const followedOnly = new Set(followedActorIds.filter((id) => !actorIds.includes(id)));
    for (const id of followedOnly) add('actor', id, PICK_WEIGHT);
    const seedWeight = new Map<number, number>();
    for (const s of seeds) seedWeight.set(s.videoId, (seedWeight.get(s.videoId) ?? 0) + s.weight);
    for (const links of await this.recs.linksOf([...seedWeight.keys()])) {
      const weight = seedWeight.get(links.videoId) ?? 0;
      for (const id of links.categoryIds) add('category', id, weight / 2);
      for (const id of links.actorIds) add('actor', id, weight);
    }
    const entries = [...weights.values()];
    const [categoryNames, actorNames] = await Promise.all([
      this.recs.categoryNames(entries.filter((e) => e.kind === 'category').map((e) => e.id)),
      this.recs.actorNames(entries.filter((e) => e.kind === 'actor').map((e) => e.id)),
    ]);
    return entries.flatMap((e) => {
      const name = (e.kind === 'category' ? categoryNames : actorNames).get(e.id);
      if (name === undefined) return [];
      const reason =
        e.kind === 'category'
          ? REASONS.likeCategory(name)
          : followedOnly.has(e.id)
            ? REASONS.followStar(name)
            : REASONS.likeStar(name);
      return [{ ...e, reason }];
    });
  }

  exportFor(memberId: string): Promise<Pick<AccountExport, 'likedCategories' | 'likedStars'>> {
    return this.recs.exportFor(memberId);
  }

  /** The member's picks go; no cached answer shows them. */
  async eraseFor(tx: Tx, memberId: string): Promise<string[]> {
    await this.recs.replacePreferences(tx, memberId, [], [], this.clock.now().toISOString());
    return [];
  }
}
