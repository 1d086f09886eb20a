/**
 * The `<head>` of a server-rendered page (docs/decisions/0012): title, description, canonical URL, Open
 * Graph and Twitter card, JSON-LD. Built from the same query cache the page rendered with, so the head and
 * the body never disagree.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  localizedPath,
  LOCALES,
  pagePaths,
  pageQueryKey,
  pageQueryPrefix,
  siteRoutes,
  toplistTypeOf,
  type Actor,
  type CaptionTrack,
  type Locale,
  type Category,
  type ManageInfo,
  type Playlist,
  type VideoDetail,
  type VideoListItem,
} from '@starlane/contract';
import { isNotFound } from '@/lib/api-client';
import type { Messages } from '@/lib/i18n/messages';
import { categoryNameIn, inLocale, videoTitleIn } from '@/lib/i18n/catalogue-text';

export interface HeadInput {
  client: QueryClient;
  /** The matched route's pattern (one of `pagePaths`, or '*' for no page). */
  pattern: string;
  params: Record<string, string | undefined>;
  /** Path and query asked for. */
  url: string;
  origin: string;
  siteName: string;
  /** The page's language (its path's) and texts (docs/decisions/0072). */
  locale: Locale;
  t: Messages;
}

export interface PageHead {
  status: 200 | 404;
  /** A different URL for the same page: answered with a 301. */
  redirect?: string;
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute: the 1200x630 JPEG social networks show (og:image, twitter:image). */
  image: string;
  /** Absolute: the video's poster, the page's largest paint, fetched before the scripts. */
  poster?: string;
  ogType: string;
  video?: string;
  jsonLd: object[];
  /** Kept out of search engines (result pages, not-found pages). */
  noindex?: boolean;
  lang: Locale;
  /** Absolute URLs of the page in each language (hreflang); none on a not-found page. */
  alternates: { hreflang: Locale | 'x-default'; href: string }[];
}

/** Longest description search engines show; longer ones are cut at a word. */
const DESCRIPTION_MAX = 200;

function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** ISO 8601 duration of `seconds`, e.g. PT1H2M3S. */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return `PT${h ? `${String(h)}H` : ''}${m ? `${String(m)}M` : ''}${rest || (!h && !m) ? `${String(rest)}S` : ''}`;
}

function firstQuery<T>(client: QueryClient, queryKey: readonly unknown[]) {
  return client.getQueryCache().find<T>({ queryKey, exact: false });
}

/** The videos of the first listing under `prefix` (infinite or plain). */
function listedVideos(client: QueryClient, prefix: readonly unknown[]): VideoListItem[] {
  for (const [, data] of client.getQueriesData<InfiniteData<VideoListItem[]> | VideoListItem[]>({
    queryKey: prefix,
  })) {
    if (Array.isArray(data)) return data;
    if (data && Array.isArray(data.pages)) return data.pages.flat();
  }
  return [];
}

/** A site path as the absolute URL of the page in the head's language. */
type Link = (path: string) => string;

function itemList(link: Link, urls: { url: string; name: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: urls.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: link(item.url),
      name: item.name,
    })),
  };
}

function breadcrumbs(link: Link, trail: { url: string; name: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: link(item.url),
    })),
  };
}

const videoLinks = (locale: Locale, videos: VideoListItem[]) =>
  videos.map((video) => ({ url: siteRoutes.video(video), name: videoTitleIn(locale, video) }));

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);

/** A caption track as the VideoObject's `caption` (docs/decisions/0074). */
const captionObject = (origin: string, track: CaptionTrack) => ({
  '@type': 'MediaObject',
  encodingFormat: 'text/vtt',
  inLanguage: track.lang,
  contentUrl: absolute(origin, track.url),
});

/**
 * The social picture made from one of ours (`picture` as the API gives it), or the site's card: social
 * networks and video search refuse the SVG pictures the catalogue may hold (docs/decisions/0051).
 */
const socialImage = (origin: string, picture?: string | null) =>
  absolute(origin, siteRoutes.socialImage(picture ?? undefined));

/** Whether a path segment as asked differs from the one the canonical URL has. */
const differs = (asked: string | undefined, wanted: string) => (asked ?? '') !== wanted;

/** The pages whose head is a fixed title and description, by their key in the catalogue. */
const STATIC_PAGES: Record<string, keyof Messages['head']['static']> = {
  [pagePaths.sitemap]: 'sitemap',
  [pagePaths.wizard]: 'wizard',
  [pagePaths.contactUs]: 'contactUs',
  [pagePaths.terms]: 'terms',
  [pagePaths.privacyPolicy]: 'privacyPolicy',
  [pagePaths.cookiePolicy]: 'cookiePolicy',
  [pagePaths.dmca]: 'dmca',
  [pagePaths.records2257]: 'records2257',
  [pagePaths.videos]: 'videos',
  [pagePaths.categories]: 'categories',
  [pagePaths.actors]: 'actors',
  [pagePaths.playlists]: 'playlists',
};

export function pageHead(input: HeadInput): PageHead {
  const { client, pattern, params, origin, siteName, locale } = input;
  const h = input.t.head;
  const path = input.url.split('?')[0] ?? '/';
  const link: Link = (sitePath) => `${origin}${localizedPath(sitePath, locale)}`;
  const head: PageHead = {
    status: 200,
    title: siteName,
    description: h.siteDescription(siteName),
    canonical: `${origin}${path === '/' ? '/' : path.replace(/\/+$/, '')}`,
    image: socialImage(origin),
    ogType: 'website',
    jsonLd: [],
    lang: locale,
    alternates: [],
  };
  const home = { url: '/', name: siteName };
  const notFound = (title: string) => {
    head.status = 404;
    head.title = title;
    head.jsonLd = [];
  };

  switch (pattern) {
    case pagePaths.home: {
      head.title = h.homeTitle(siteName);
      const rows = listedVideos(client, pageQueryPrefix('videos/categoryRow'));
      if (rows.length > 0) head.jsonLd.push(itemList(link, videoLinks(locale, rows)));
      break;
    }
    case pagePaths.video: {
      const query = firstQuery<VideoDetail>(client, pageQueryPrefix('videos/detail', params.videoId ?? ''));
      const video = query?.state.data;
      if (!video) {
        if (isNotFound(query?.state.error)) notFound(h.videoNotFound);
        break;
      }
      const canonicalPath = siteRoutes.video(video);
      head.canonical = link(canonicalPath);
      if (differs(params.videoName, video.title) || params.videoId !== video.wmcExternalId) {
        head.redirect = localizedPath(canonicalPath, locale);
      }
      const stars = video.movieActors.map(({ actor }) => `${actor.firstName} ${actor.lastName}`);
      const categories = video.movieMovieCategories.map(({ movieCategory: c }) => categoryNameIn(locale, c));
      // Spanish pages name the video in Spanish where it has a Spanish title (docs/decisions/0074).
      const title = videoTitleIn(locale, video);
      const description = inLocale(locale, video.description, video.descriptionEs);
      head.title = title;
      head.description = clip(
        [
          title,
          stars.length ? h.withStars(stars.join(', ')) : '',
          categories.length ? `${categories.join(', ')}.` : '',
          description,
        ]
          .filter(Boolean)
          .join(' '),
      );
      head.image = socialImage(origin, video.thumbnail);
      head.poster = absolute(origin, video.thumbnail);
      head.ogType = 'video.other';
      // A partner's embed has no file of ours to name (docs/decisions/0047).
      if (video.videoURL) head.video = absolute(origin, video.videoURL);
      head.jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: title,
        inLanguage: locale,
        description: description || title,
        thumbnailUrl: [head.image],
        uploadDate: video.createdDate,
        duration: isoDuration(video.length),
        ...(head.video ? { contentUrl: head.video } : {}),
        embedUrl: head.canonical,
        interactionStatistic: {
          '@type': 'InteractionCounter',
          interactionType: { '@type': 'WatchAction' },
          userInteractionCount: video.viewCount,
        },
        ...(video.ratingCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: video.averageRating,
                ratingCount: video.ratingCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
        ...(stars.length ? { actor: stars.map((name) => ({ '@type': 'Person', name })) } : {}),
        ...(video.captions?.length ? { caption: video.captions.map((c) => captionObject(origin, c)) } : {}),
      });
      const category = video.movieMovieCategories[0]?.movieCategory;
      head.jsonLd.push(
        breadcrumbs(link, [
          home,
          ...(category
            ? [{ url: siteRoutes.category(category), name: categoryNameIn(locale, category) }]
            : []),
          { url: canonicalPath, name: title },
        ]),
      );
      break;
    }
    case pagePaths.category: {
      const query = firstQuery<Category>(client, pageQueryKey('categories/one', params.categoryId ?? ''));
      const category = query?.state.data;
      if (!category) {
        if (isNotFound(query?.state.error)) notFound(h.categoryNotFound);
        break;
      }
      const canonicalPath = siteRoutes.category(category);
      head.canonical = link(canonicalPath);
      if (differs(params.categoryName, category.name) || params.categoryId !== category.wmcExternalId) {
        head.redirect = localizedPath(canonicalPath, locale);
      }
      const categoryName = categoryNameIn(locale, category);
      head.title = h.categoryTitle(categoryName);
      head.description = h.categoryDescription(categoryName, siteName);
      head.image = socialImage(origin, category.categoryPicture);
      const videos = listedVideos(client, pageQueryPrefix('videos/byCategory', category.wmcExternalId));
      head.jsonLd.push(
        itemList(link, videoLinks(locale, videos)),
        breadcrumbs(link, [
          home,
          { url: pagePaths.categories, name: h.categories },
          { url: canonicalPath, name: categoryName },
        ]),
      );
      break;
    }
    case pagePaths.actor: {
      const query = firstQuery<Actor>(client, pageQueryKey('actors/byName', params.actorName ?? ''));
      const actor = query?.state.data;
      if (!actor) {
        if (isNotFound(query?.state.error)) notFound(h.starNotFound);
        break;
      }
      const name = `${actor.firstName} ${actor.lastName}`;
      const canonicalPath = siteRoutes.actor(actor);
      head.canonical = link(canonicalPath);
      head.title = name;
      head.description = h.starDescription(name, siteName);
      head.image = socialImage(origin, actor.profilePicture);
      head.ogType = 'profile';
      head.jsonLd.push(
        {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name,
          url: head.canonical,
          ...(actor.profilePicture ? { image: head.image } : {}),
        },
        breadcrumbs(link, [home, { url: pagePaths.actors, name: h.stars }, { url: canonicalPath, name }]),
      );
      const videos = listedVideos(client, pageQueryPrefix('videos/byActor', actor.wmcExternalId));
      if (videos.length) head.jsonLd.push(itemList(link, videoLinks(locale, videos)));
      break;
    }
    case pagePaths.toplists: {
      const type = toplistTypeOf(params.toplistType);
      const name = input.t.toplists[type];
      head.title = h.toplistTitle(name);
      head.description = h.toplistDescription(name, siteName);
      head.canonical = link(siteRoutes.toplist(type));
      head.jsonLd.push(
        itemList(link, videoLinks(locale, listedVideos(client, pageQueryPrefix('videos/toplist', type)))),
        breadcrumbs(link, [
          home,
          { url: '/toplists', name: h.toplists },
          { url: siteRoutes.toplist(type), name },
        ]),
      );
      break;
    }
    case pagePaths.playlist: {
      const id = Number(params.playlistId);
      const query = firstQuery<Playlist>(client, pageQueryKey('playlists/detail', id));
      const playlist = query?.state.data;
      if (!playlist) {
        if (isNotFound(query?.state.error) || !Number.isInteger(id)) notFound(h.playlistNotFound);
        break;
      }
      head.title = h.playlistTitle(playlist.name);
      head.description = h.playlistDescription(playlist.name, playlist.memberName, playlist.videoCount);
      head.canonical = link(siteRoutes.playlist(playlist.id));
      const first = playlist.playlistMovies[0]?.movie;
      if (first) head.image = socialImage(origin, first.thumbnail);
      head.jsonLd.push(
        itemList(
          link,
          playlist.playlistMovies.map(({ movie }) => ({ url: siteRoutes.video(movie), name: movie.title })),
        ),
        breadcrumbs(link, [
          home,
          { url: pagePaths.playlists, name: h.playlists },
          { url: siteRoutes.playlist(playlist.id), name: playlist.name },
        ]),
      );
      break;
    }
    case pagePaths.member: {
      const memberId = params.memberId ?? '';
      const lists = [
        pageQueryKey('playlists/member', memberId),
        pageQueryKey('favourites/member', memberId),
        pageQueryKey('comments/member', memberId),
      ].map((key) => firstQuery(client, key));
      if (lists.some((query) => isNotFound(query?.state.error))) {
        notFound(h.memberNotFound);
        break;
      }
      const memberName = params.memberName ?? h.member;
      head.title = input.t.labels.crib(memberName);
      head.description = h.memberDescription(memberName, siteName);
      break;
    }
    case pagePaths.categories: {
      const categories = client.getQueryData<Category[]>(pageQueryKey('categories')) ?? [];
      head.jsonLd.push(
        itemList(
          link,
          categories.map((category) => ({ url: siteRoutes.category(category), name: category.name })),
        ),
      );
      break;
    }
    case pagePaths.actors: {
      const actors = client.getQueryData<Actor[]>(pageQueryKey('actors')) ?? [];
      head.jsonLd.push(
        itemList(
          link,
          actors.map((actor) => ({
            url: siteRoutes.actor(actor),
            name: `${actor.firstName} ${actor.lastName}`,
          })),
        ),
      );
      break;
    }
    case pagePaths.videos: {
      head.jsonLd.push(
        itemList(link, videoLinks(locale, listedVideos(client, pageQueryPrefix('videos/all')))),
      );
      break;
    }
    case pagePaths.playlists: {
      const data = client.getQueryData<InfiniteData<Playlist[]>>(pageQueryKey('playlists/all'));
      const playlists = data?.pages.flat() ?? [];
      head.jsonLd.push(
        itemList(
          link,
          playlists.map((playlist) => ({ url: siteRoutes.playlist(playlist.id), name: playlist.name })),
        ),
      );
      break;
    }
    case pagePaths.search: {
      // Result pages are kept out of search engines; the words asked stay in the title for the visitor.
      const q = (new URLSearchParams(input.url.split('?')[1] ?? '').get('q') ?? '').trim();
      head.title = q ? h.searchTitle(q) : h.search;
      head.description = q ? h.searchDescription(q, siteName) : h.searchEmptyDescription(siteName);
      head.canonical = `${link(pagePaths.search)}${q ? `?q=${encodeURIComponent(q)}` : ''}`;
      head.noindex = true;
      break;
    }
    case pagePaths.signIn:
    case pagePaths.signUp:
      // Rendered on the server for a first visit; a form is nothing to list in search results.
      head.title = pattern === pagePaths.signIn ? h.signIn : h.signUp;
      head.description =
        pattern === pagePaths.signIn ? h.signInDescription(siteName) : h.signUpDescription(siteName);
      head.noindex = true;
      break;
    case pagePaths.admin:
      // Staff only: anyone else gets the not-found page, with its status.
      if (client.getQueryData<ManageInfo | null>(pageQueryKey('auth/manage-info'))?.role !== 'staff') {
        notFound(h.pageNotFound);
      }
      break;
    case '*':
      notFound(h.pageNotFound);
      break;
    default:
      break;
  }
  const staticPage = STATIC_PAGES[pattern];
  if (staticPage) {
    const [title, description] = h.static[staticPage];
    head.title = title;
    head.description = `${description} ${h.adultsOnly(siteName)}`;
  }
  if (head.status === 200) head.alternates = alternatesOf(head.canonical, origin);
  if (head.title !== siteName && !head.title.startsWith(`${siteName}:`)) {
    head.title = `${head.title} | ${siteName}`;
  }
  if (
    head.status === 200 &&
    !head.jsonLd.some((data) => '@type' in data && data['@type'] === 'VideoObject')
  ) {
    // Every page says which language it is in (a video's VideoObject says it itself).
    head.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: head.title,
      url: head.canonical,
      inLanguage: locale,
    });
  }
  return head;
}

/**
 * The page in every language, and x-default (the English page) for any other: each page names all of them,
 * itself included, so every alternate points back (docs/decisions/0072).
 */
function alternatesOf(canonical: string, origin: string): PageHead['alternates'] {
  const sitePath = canonical.slice(origin.length) || '/';
  const inLocale = (locale: Locale) => `${origin}${localizedPath(sitePath, locale)}`;
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: inLocale(locale) })),
    { hreflang: 'x-default' as const, href: inLocale('en') },
  ];
}
