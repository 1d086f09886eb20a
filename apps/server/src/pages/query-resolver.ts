/**
 * The server's answer to every page query of the contract (docs/decisions/0043): the service call the
 * matching API route makes, with the route's own contract schema for the inputs and the answer passed
 * through JSON, so what the server renders with is what the browser would have fetched and hydration
 * fetches none of it again (0012). Each query also says which cache tags its answer shows: a rendered page
 * carries the tags of the queries it loaded.
 */
import {
  ActorByNameQuerySchema,
  ActorIdQuerySchema,
  ActorSelectionQuerySchema,
  ActorVideosQuerySchema,
  AdsForPageQuerySchema,
  CategoryVideosQuerySchema,
  FollowsPageQuerySchema,
  HistoryPageQuerySchema,
  DEFAULT_PAGE_AMOUNT,
  MAX_PAGE_AMOUNT,
  MESSAGES,
  MemberIdQuerySchema,
  MovieQuerySchema,
  PersonalToplistQuerySchema,
  PlaylistListQuerySchema,
  PlaylistQuerySchema,
  PublicIdParamsSchema,
  RelatedVideosQuerySchema,
  SearchResultsQuerySchema,
  ToplistQuerySchema,
  VideoCatalogueQuerySchema,
  VideoIdQuerySchema,
  TOPLIST_TYPES,
  type Locale,
  type PageQuery,
  type PageQueryArgs,
  type PageQueryData,
  type PageQueryName,
  type ResolvedQuery,
} from '@starlane/contract';
import { z } from 'zod';
import { AppError, UnauthorizedError } from '../errors.js';
import { translate } from '../i18n/api-language.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Page } from '../db/paging.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { Services } from '../services.js';

/** How the server answers one page query. */
interface PageLoader<N extends PageQueryName> {
  /** The answer, or undefined when the query is not this request's to answer (another viewer's). */
  load(args: PageQueryArgs<N>, member: SessionMember | null): Promise<PageQueryData<N>> | undefined;
  /** The cache tags of what the answer shows, beyond those every page carries. */
  tags?(data: PageQueryData<N>, args: PageQueryArgs<N>): string[];
}

/** One loader per page query name: a name the contract adds without a loader here does not compile. */
type PageLoaders = { [N in PageQueryName]: PageLoader<N> };

/** The key names who a member-dependent answer is for; one for someone else is not this request's. */
const isViewer = (viewer: string, member: SessionMember | null) => viewer === (member?.email ?? 'visitor');

function signedIn(member: SessionMember | null): SessionMember {
  if (!member) throw new UnauthorizedError(MESSAGES.notLoggedIn);
  return member;
}

/** The first page of a paged member list, `amount` long, read through the API route's own query schema. */
function firstPage(schema: { parse(input: unknown): Page }, amount: number) {
  return schema.parse({ amount, page: 1 });
}

function pageLoaders(services: Services): PageLoaders {
  const { videos, actors, categories, playlists, comments, favourites, follows, ads } = services;
  const memberTags = (_data: unknown, [memberId]: [memberId: string]) => [cacheTags.member(memberId)];
  return {
    'auth/ping': {
      load: (_args, member) =>
        Promise.resolve(member ? { status: 'signedIn', email: member.email } : { status: 'anonymous' }),
    },
    'auth/manage-info': {
      load: async (_args, member) => (member ? services.accounts.manageInfo(member) : null),
    },
    categories: { load: () => categories.listAll() },
    'categories/one': {
      load: ([id]) => categories.get(PublicIdParamsSchema.parse({ id }).id),
      tags: (category) => [cacheTags.category(category.id)],
    },
    actors: { load: () => actors.listAll() },
    'actors/selection': {
      load: ([amount]) => actors.selection(ActorSelectionQuerySchema.parse({ amount }).amount),
    },
    'actors/byName': {
      load: ([actorname]) => actors.getByName(ActorByNameQuerySchema.parse({ actorname }).actorname),
      tags: (actor) => [cacheTags.star(actor.id)],
    },
    'follows/star': {
      load: ([actorId, viewer], member) =>
        isViewer(viewer, member)
          ? follows.state(ActorIdQuerySchema.parse({ actorId }).actorId, member)
          : undefined,
    },
    'videos/detail': {
      load: ([id, viewer], member) =>
        isViewer(viewer, member) ? videos.detail(MovieQuerySchema.parse({ id }).id, member) : undefined,
      tags: (video) => [cacheTags.video(video.id), cacheTags.comments(video.id)],
    },
    'videos/related': {
      load: ([videoId, amount]) => {
        const query = RelatedVideosQuerySchema.parse({ videoId, amount });
        return videos.related(query.videoId, query.amount);
      },
    },
    'videos/all': {
      load: ([sort, amount, duration]) =>
        videos.catalogue(
          VideoCatalogueQuerySchema.parse({
            sort,
            amount,
            page: 1,
            ...(duration === 'any' ? {} : { duration }),
          }),
        ),
    },
    'videos/byCategory': {
      load: ([categoryId, amount, choice]) => {
        const query = CategoryVideosQuerySchema.parse({ categoryId, amount, page: 1, ...choice });
        return videos.byCategory(query.categoryId, query, query);
      },
    },
    'videos/categoryRow': {
      load: ([categoryId, amount]) => {
        const query = CategoryVideosQuerySchema.parse({ categoryId, amount, page: 1 });
        return videos.byCategory(query.categoryId, query);
      },
    },
    'videos/byActor': {
      load: ([actorId, amount, choice]) => {
        const query = ActorVideosQuerySchema.parse({ actorId, amount, page: 1, ...choice });
        return videos.byActor(query.actorId, query, query);
      },
    },
    'videos/toplist': {
      load: ([type, amount, window]) => {
        const query = ToplistQuerySchema.parse({ amount, page: 1, window });
        return videos.toplist(z.enum(TOPLIST_TYPES).parse(type), query, query.window);
      },
    },
    'playlists/all': {
      load: () => playlists.list(PlaylistListQuerySchema.parse({ amount: MAX_PAGE_AMOUNT, page: 1 })),
    },
    'playlists/detail': {
      load: ([id]) => playlists.get(PlaylistQuerySchema.parse({ id }).id),
      tags: (playlist) => [cacheTags.playlist(playlist.id)],
    },
    'playlists/member': {
      load: ([memberId]) => playlists.byMember(MemberIdQuerySchema.parse({ memberId }).memberId),
      tags: memberTags,
    },
    'favourites/member': {
      load: ([memberId]) => favourites.byMember(MemberIdQuerySchema.parse({ memberId }).memberId),
      tags: memberTags,
    },
    'comments/member': {
      load: ([memberId]) => comments.byMember(MemberIdQuerySchema.parse({ memberId }).memberId),
      tags: memberTags,
    },
    'comments/video': {
      load: ([videoId]) => comments.byVideo(VideoIdQuerySchema.parse({ videoId }).videoId),
    },
    ads: { load: ([url]) => ads.forPage(AdsForPageQuerySchema.parse({ url }).url) },
    'recommendations/wizard': { load: () => services.recommendations.wizardChoices() },
    'search/results': {
      load: ([q, sort, duration, categoryId]) =>
        services.search.results(
          SearchResultsQuerySchema.parse({
            q,
            sort,
            amount: DEFAULT_PAGE_AMOUNT,
            page: 1,
            ...(duration === 'any' ? {} : { duration }),
            ...(categoryId === 'any' ? {} : { categoryId }),
          }),
        ),
    },
    'history/position': {
      load: ([videoId], member) =>
        services.history.position(signedIn(member), VideoIdQuerySchema.parse({ videoId }).videoId),
    },
    // The member's own data: their pages are rendered for them alone and never cached (docs/decisions/0080).
    'follows/stars': {
      load: ([amount], member) => follows.stars(signedIn(member), firstPage(FollowsPageQuerySchema, amount)),
    },
    'follows/feed': {
      load: ([amount], member) => follows.feed(signedIn(member), firstPage(FollowsPageQuerySchema, amount)),
    },
    'history/list': {
      load: ([amount], member) =>
        services.history.list(signedIn(member), firstPage(HistoryPageQuerySchema, amount)),
    },
    'history/settings': { load: (_args, member) => services.history.settings(signedIn(member)) },
    'favourites/mine': { load: (_args, member) => favourites.mine(signedIn(member)) },
    'playlists/mine': { load: (_args, member) => playlists.mine(signedIn(member)) },
    'videos/mine/mymostviewed': {
      load: ([amount], member) =>
        videos.myMostViewed(signedIn(member), PersonalToplistQuerySchema.parse({ amount }).amount),
    },
    'videos/mine/myhighestrating': {
      load: ([amount], member) =>
        services.ratings.myHighestRated(
          signedIn(member),
          PersonalToplistQuerySchema.parse({ amount }).amount,
        ),
    },
    'profile/sessions': { load: (_args, member) => services.accounts.sessions(signedIn(member)) },
  };
}

/** An API answer's JSON, as the browser gets it (dates as strings, no undefined fields). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/** A page query's answer and the cache tags of what it shows. */
export interface PageQueryAnswer {
  resolved: ResolvedQuery;
  tags: string[];
}

export type PageQueryResolver = (query: PageQuery) => Promise<PageQueryAnswer>;

/** A refused page query as the page shows it, in the page's language (docs/decisions/0082). */
function failure(error: unknown, locale: Locale): ResolvedQuery {
  if (error instanceof z.ZodError) {
    const title = translate(error.issues[0]?.message ?? 'The request is not valid', locale);
    return { status: 'error', error: { status: 400, title } };
  }
  if (error instanceof AppError && error.status < 500) {
    return { status: 'error', error: { status: error.status, title: translate(error.title, locale) } };
  }
  throw error;
}

/** Answers the page queries of one request, for its member (or a visitor). */
export function createQueryResolver(
  services: Services,
): (member: SessionMember | null, locale: Locale) => PageQueryResolver {
  // Typed per name above; looked up by a name only known at run time here.
  const loaders = pageLoaders(services) as unknown as Record<PageQueryName, PageLoader<PageQueryName>>;
  return (member, locale) => async (query) => {
    const loader = loaders[query.name];
    try {
      const pending = loader.load(query.args, member);
      if (pending === undefined) return { resolved: { status: 'skip' }, tags: [] };
      const data = await pending;
      return {
        resolved: { status: 'success', data: asJson(data) },
        tags: loader.tags?.(data, query.args) ?? [],
      };
    } catch (error) {
      return { resolved: failure(error, locale), tags: [] };
    }
  };
}
