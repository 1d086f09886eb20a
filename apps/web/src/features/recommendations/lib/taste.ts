import { RECOMMENDATION_SEEDS_MAX, TASTE_PICKS_MAX, type TastePicks } from '@starlane/contract';
import { localValue, stringList } from '@/lib/local-value';

const EMPTY_PICKS: TastePicks = { categoryIds: [], actorIds: [] };

/** A visitor's wizard picks (a member's are kept on the server), as public ids. */
export const localPicks = localValue<TastePicks>(
  'starlane.wizard-picks',
  (raw) => {
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { categoryIds, actorIds } = raw as Record<string, unknown>;
    const ids = stringList(TASTE_PICKS_MAX);
    return { categoryIds: ids(categoryIds) ?? [], actorIds: ids(actorIds) ?? [] };
  },
  EMPTY_PICKS,
);

/** The videos this browser played last, newest first, for a visitor's recommendations. */
export const recentVideos = localValue<string[]>(
  'starlane.recent-videos',
  stringList(RECOMMENDATION_SEEDS_MAX),
  [],
);

/** Remembers a video as the latest played (once, at the front; the oldest fall off). */
export function rememberPlayed(videoId: string): void {
  const next = [videoId, ...recentVideos.read().filter((id) => id !== videoId)].slice(
    0,
    RECOMMENDATION_SEEDS_MAX,
  );
  recentVideos.write(next);
}
