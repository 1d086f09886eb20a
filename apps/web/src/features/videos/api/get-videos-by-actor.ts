import { defineVideosOf } from './video-pages';
import { choiceQuery, type ListingChoice } from '@/lib/listing-choice';

export const videosByActorQueryKey = (actorId: string, amount: number, choice: ListingChoice = {}) =>
  ['videos', 'byActor', actorId, amount, choiceQuery(choice)] as const;

/** GET /api/video/getbyactor?actorId&amount&page[&sort&duration]: a star's videos, newest first by default. */
const videosByActor = defineVideosOf('/api/video/getbyactor', 'actorId', videosByActorQueryKey);

export const { fetch: getVideosByActor, pagesOptions: getVideosByActorPagesQueryOptions } = videosByActor;
