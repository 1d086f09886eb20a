import type { FastifyRequest } from 'fastify';
import { TOPLIST_TYPES } from '@starlane/contract';
import { cacheTags } from '../infra/cache-tags.js';

/**
 * How the response cache keeps one hot read's anonymous answers (docs/decisions/0015): the cache tags of
 * what an answer shows, read from the answer itself (so a video page carries its own video, stars and
 * categories) or the request, and how long an answer may be served without a bump (counters that bump
 * nothing, such as views, are as stale as this).
 */
export interface HotRead {
  tags: (answer: unknown, request: FastifyRequest) => readonly string[];
  /** Default: the route's `cacheSeconds`, or 10 s. */
  ttlMs?: number;
}

interface WithId {
  id?: unknown;
}
interface VideoAnswer extends WithId {
  movieActors?: { actor: { id: number } }[];
  movieMovieCategories?: { movieCategory: { id: number } }[];
}

const idOf = (answer: unknown): number => Number((answer as WithId | null)?.id);
const catalogue = () => [cacheTags.catalogue];
const toplist = () => [cacheTags.catalogue, cacheTags.toplists];

/**
 * The hot reads, by route (as registered, lower-case). Add a route here to have its anonymous answers
 * cached as bytes; routes answered per member or at random (selections) must never be listed.
 */
export const HOT_READS: Record<string, HotRead> = {
  '/api/category/': { tags: () => [cacheTags.categories] },
  '/api/category/:id': { tags: (a) => [cacheTags.category(idOf(a)), cacheTags.categories] },
  '/api/actor/': { tags: () => [cacheTags.stars] },
  '/api/actor/getactorbyname': { tags: (a) => [cacheTags.star(idOf(a)), cacheTags.stars] },
  '/api/actor/:id': { tags: (a) => [cacheTags.star(idOf(a)), cacheTags.stars] },
  '/api/video/': { tags: toplist },
  '/api/video/getmovie': { tags: videoTags },
  '/api/video/getbyvideo': { tags: videoTags },
  '/api/video/getbycategory': { tags: catalogue },
  '/api/video/getbyactor': { tags: catalogue },
  '/api/video/getrelatedvideos': { tags: catalogue },
  '/api/video/getadmovies': { tags: catalogue },
  '/api/video/getbytoplist': { tags: toplist },
  ...Object.fromEntries(TOPLIST_TYPES.map((type) => [`/api/video/get${type}`, { tags: toplist }])),
  '/api/video/getbyplaylist': {
    tags: (_a, request) => [
      cacheTags.catalogue,
      cacheTags.playlist(Number((request.query as { playlistId?: unknown }).playlistId)),
    ],
  },
  '/api/playlist/': { tags: () => [cacheTags.playlists, cacheTags.catalogue] },
  '/api/playlist/getplaylist': { tags: (a) => [cacheTags.playlist(idOf(a)), cacheTags.catalogue] },
  '/api/member/:memberid': {
    tags: (a) => [cacheTags.member(String((a as WithId | null)?.id))],
  },
  '/api/search/': { tags: () => [cacheTags.catalogue, cacheTags.stars, cacheTags.categories] },
  '/api/search/results': { tags: () => [cacheTags.catalogue, cacheTags.stars, cacheTags.categories] },
};

function videoTags(answer: unknown): string[] {
  const video = answer as VideoAnswer;
  return [
    cacheTags.video(idOf(video)),
    cacheTags.catalogue,
    ...(video.movieActors ?? []).map((link) => cacheTags.star(link.actor.id)),
    ...(video.movieMovieCategories ?? []).map((link) => cacheTags.category(link.movieCategory.id)),
  ];
}
