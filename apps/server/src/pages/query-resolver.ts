/**
 * The web app's query keys (apps/web/src/features/<x>/api/*.ts), answered by the services the API routes
 * call, with the same inputs checked by the same contract schemas and the same answer shapes: what the
 * server renders with is what the browser would have fetched, so hydration fetches none of it again
 * (docs/decisions/0012). A key this table does not know is left to the browser: so are the member's own
 * account (/manage/info) and lists, which only the browser asks for.
 */
import {
  ActorByNameQuerySchema,
  ActorIdQuerySchema,
  ActorSelectionQuerySchema,
  ActorVideosQuerySchema,
  AdsForPageQuerySchema,
  CategoryVideosQuerySchema,
  MemberIdQuerySchema,
  MovieQuerySchema,
  PagingQuerySchema,
  PlaylistListQuerySchema,
  PlaylistQuerySchema,
  PublicIdParamsSchema,
  RelatedVideosQuerySchema,
  TOPLIST_TYPES,
  VideoCatalogueQuerySchema,
  VideoIdQuerySchema,
  MAX_PAGE_AMOUNT,
  type ResolvedQuery,
} from '@starlane/contract';
import { z } from 'zod';
import { AppError } from '../errors.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { Services } from '../services.js';

export type QueryResolver = (queryKey: readonly unknown[], infinite: boolean) => Promise<ResolvedQuery>;

type Load = (key: readonly unknown[], member: SessionMember | null) => Promise<unknown> | undefined;

/** First page of a listing, in the shape of an infinite query's data when the web asks for one. */
const asPages = (infinite: boolean, page: unknown) => (infinite ? { pages: [page], pageParams: [1] } : page);

/**
 * Loaders by the first two key parts. Each returns undefined when the key is not one the server answers
 * (then the browser fetches it).
 */
function loaders(services: Services): Record<string, Load> {
  const { videos, actors, categories, playlists, comments, favourites, follows, ads, recommendations } =
    services;
  return {
    'auth/ping': (_key, member) =>
      Promise.resolve(member ? { status: 'signedIn', email: member.email } : { status: 'anonymous' }),
    categories: () => categories.listAll(),
    'categories/one': ([, , id]) => categories.get(PublicIdParamsSchema.parse({ id }).id),
    actors: () => actors.listAll(),
    'actors/selection': ([, , amount]) =>
      actors.selection(ActorSelectionQuerySchema.parse({ amount }).amount),
    'actors/byName': ([, , actorname]) =>
      actors.getByName(ActorByNameQuerySchema.parse({ actorname }).actorname),
    'videos/detail': ([, , id, viewer], member) => {
      // The key names who it is for; a key for someone else is not this request's to answer.
      if (viewer !== (member?.email ?? 'visitor')) return undefined;
      return videos.detail(MovieQuerySchema.parse({ id }).id, member);
    },
    'follows/star': ([, , actorId, viewer], member) => {
      // Like a video's detail: the follow flag is the member's, so the key names who it is for.
      if (viewer !== (member?.email ?? 'visitor')) return undefined;
      return follows.state(ActorIdQuerySchema.parse({ actorId }).actorId, member);
    },
    'videos/related': ([, , videoId, amount]) => {
      const query = RelatedVideosQuerySchema.parse({ videoId, amount });
      return videos.related(query.videoId, query.amount);
    },
    'videos/all': ([, , sort, amount]) =>
      videos.catalogue(VideoCatalogueQuerySchema.parse({ sort, amount, page: 1 })),
    'videos/byCategory': ([, , categoryId, amount]) => {
      const { categoryId: id, ...page } = CategoryVideosQuerySchema.parse({ categoryId, amount, page: 1 });
      return videos.byCategory(id, page);
    },
    'videos/byActor': ([, , actorId, amount]) => {
      const { actorId: id, ...page } = ActorVideosQuerySchema.parse({ actorId, amount, page: 1 });
      return videos.byActor(id, page);
    },
    'videos/toplist': ([, , type, amount]) => {
      const toplist = z.enum(TOPLIST_TYPES).parse(type);
      return videos.toplist(toplist, PagingQuerySchema.parse({ amount, page: 1 }));
    },
    'playlists/all': () =>
      playlists.list(PlaylistListQuerySchema.parse({ amount: MAX_PAGE_AMOUNT, page: 1 })),
    'playlists/detail': ([, , id]) => playlists.get(PlaylistQuerySchema.parse({ id }).id),
    'playlists/member': ([, , memberId]) =>
      playlists.byMember(MemberIdQuerySchema.parse({ memberId }).memberId),
    'favourites/member': ([, , memberId]) =>
      favourites.byMember(MemberIdQuerySchema.parse({ memberId }).memberId),
    'comments/member': ([, , memberId]) =>
      comments.byMember(MemberIdQuerySchema.parse({ memberId }).memberId),
    'comments/video': ([, , videoId]) => comments.byVideo(VideoIdQuerySchema.parse({ videoId }).videoId),
    ads: ([, url]) => ads.forPage(AdsForPageQuerySchema.parse({ url }).url),
    'recommendations/wizard': () => recommendations.wizardChoices(),
  };
}

/** Keys whose data is an infinite query's pages (first page only on the server). */
const PAGED = new Set([
  'videos/all',
  'videos/byCategory',
  'videos/byActor',
  'videos/toplist',
  'playlists/all',
]);

function loaderName(key: readonly unknown[], table: Record<string, Load>): string | undefined {
  const [first, second] = key;
  if (typeof first !== 'string') return undefined;
  const two = typeof second === 'string' ? `${first}/${second}` : undefined;
  if (two && two in table) return two;
  // Single-part names take the whole key ('categories', 'actors', 'ads').
  if (first in table && (key.length === 1 || first === 'ads')) return first;
  return undefined;
}

/** An API answer's JSON, as the browser gets it (dates as strings, no undefined fields). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

export function createQueryResolver(services: Services) {
  const table = loaders(services);
  return (member: SessionMember | null): QueryResolver =>
    async (queryKey, infinite) => {
      const name = loaderName(queryKey, table);
      if (!name) return { status: 'skip' };
      // The home rows ask for a category's first videos as a plain list (key ends with 'first').
      const paged = PAGED.has(name) && infinite;
      try {
        const load = table[name];
        const pending = load?.(queryKey, member);
        if (pending === undefined) return { status: 'skip' };
        const data = asJson(await pending);
        return { status: 'success', data: paged ? asPages(true, data) : data };
      } catch (error) {
        if (error instanceof z.ZodError) {
          return {
            status: 'error',
            error: { status: 400, title: error.issues[0]?.message ?? 'Bad request' },
          };
        }
        if (error instanceof AppError && error.status < 500) {
          return { status: 'error', error: { status: error.status, title: error.title } };
        }
        throw error;
      }
    };
}
