import { useMemo } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useHydrated } from '@/lib/use-hydrated';
import { useMyRecommendations } from '../api/get-my-recommendations';
import { useVisitorRecommendations } from '../api/get-visitor-recommendations';
import { localPicks, recentVideos } from './taste';

/**
 * The recommendations for whoever is here: a member's from the server, a visitor's from what this browser
 * keeps. Asked for only after hydration (a visitor's taste lives in this browser alone), so the server and
 * the hydrating browser both render none. Disabled (no data) while the visitor has no taste at all.
 */
export function useRecommendations() {
  const hydrated = useHydrated();
  const { isSignedIn, isChecking } = useAuth();
  const picks = localPicks.use();
  const recent = recentVideos.use();
  const taste = useMemo(() => ({ ...picks, videoIds: recent }), [picks, recent]);
  const hasTaste = taste.videoIds.length + taste.categoryIds.length + taste.actorIds.length > 0;
  const mine = useMyRecommendations(hydrated && isSignedIn);
  const visitor = useVisitorRecommendations(taste, hydrated && !isChecking && !isSignedIn && hasTaste);
  return isSignedIn ? mine : visitor;
}
