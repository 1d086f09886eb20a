import { apiRoutes } from '@starlane/contract';
import { defineVideosOf } from './video-pages';

/** GET /api/video/getbyactor?actorId&amount&page[&sort&duration]: a star's videos, newest first by default. */
const videosByActor = defineVideosOf(apiRoutes.videos.byActor, 'actorId', 'videos/byActor');

export const { fetch: getVideosByActor, pagesOptions: getVideosByActorPagesQueryOptions } = videosByActor;
