/**
 * The `<head>` of a server-rendered page (docs/decisions/0012): title, description, canonical URL, Open
 * Graph and Twitter card, JSON-LD. Built from the same query cache the page rendered with, so the head and
 * the body never disagree.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  pagePaths,
  SOCIAL_IMAGE_SIZE,
  pageQueryKey,
  pageQueryPrefix,
  siteRoutes,
  toplistTypeOf,
  type Actor,
  type Category,
  type ManageInfo,
  type Playlist,
  type VideoDetail,
  type VideoListItem,
} from '@starlane/contract';
import { TOPLIST_TITLES } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';

export interface HeadInput {
  client: QueryClient;
  /** The matched route's pattern (one of `pagePaths`, or '*' for no page). */
  pattern: string;
  params: Record<string, string | undefined>;
  /** Path and query asked for. */
  url: string;
  origin: string;
  siteName: string;
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
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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

function itemList(origin: string, urls: { url: string; name: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: urls.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${origin}${item.url}`,
      name: item.name,
    })),
  };
}

function breadcrumbs(origin: string, trail: { url: string; name: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.url}`,
    })),
  };
}

const videoLinks = (videos: VideoListItem[]) =>
  videos.map((video) => ({ url: siteRoutes.video(video), name: video.title }));

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);

/**
 * The social picture made from one of ours (`picture` as the API gives it), or the site's card: social
 * networks and video search refuse the SVG pictures the catalogue may hold (docs/decisions/0051).
 */
const socialImage = (origin: string, picture?: string | null) =>
  absolute(origin, siteRoutes.socialImage(picture ?? undefined));

/** Whether a path segment as asked differs from the one the canonical URL has. */
const differs = (asked: string | undefined, wanted: string) => (asked ?? '') !== wanted;

const STATIC_TITLES: Record<string, [string, string]> = {
  [pagePaths.sitemap]: ['Sitemap', 'Every section of the site on one page.'],
  [pagePaths.wizard]: ['Wizard', 'Find videos to your taste, step by step.'],
  [pagePaths.contactUs]: ['Contact us', 'How to reach us.'],
  [pagePaths.terms]: ['Terms and conditions', 'The terms of using the site.'],
  [pagePaths.privacyPolicy]: ['Privacy policy', 'What we store about you and why.'],
  [pagePaths.cookiePolicy]: ['Cookie policy', 'The cookies the site and its partners use.'],
  [pagePaths.dmca]: ['DMCA', 'How to report a copyright infringement.'],
  [pagePaths.records2257]: ['18 U.S.C. 2257', 'Record-keeping requirements compliance statement.'],
  [pagePaths.videos]: ['All videos', 'Every video of the catalogue, newest first.'],
  [pagePaths.categories]: ['Categories', 'Every category of the catalogue.'],
  [pagePaths.actors]: ['Stars', 'Every star of the catalogue.'],
  [pagePaths.playlists]: ['Playlists', "Members' playlists."],
};

export function pageHead(input: HeadInput): PageHead {
  const { client, pattern, params, origin, siteName } = input;
  const path = input.url.split('?')[0] ?? '/';
  const head: PageHead = {
    status: 200,
    title: siteName,
    description: `${siteName}: discover videos, stars, categories, toplists and playlists. Adults (18+) only.`,
    canonical: `${origin}${path === '/' ? '/' : path.replace(/\/+$/, '')}`,
    image: socialImage(origin),
    ogType: 'website',
    jsonLd: [],
  };
  const home = { url: '/', name: siteName };
  const notFound = (title: string) => {
    head.status = 404;
    head.title = title;
    head.jsonLd = [];
  };

  switch (pattern) {
    case pagePaths.home: {
      head.title = `${siteName}: videos, stars and categories`;
      const rows = listedVideos(client, pageQueryPrefix('videos/categoryRow'));
      if (rows.length > 0) head.jsonLd.push(itemList(origin, videoLinks(rows)));
      break;
    }
    case pagePaths.video: {
      const query = firstQuery<VideoDetail>(client, pageQueryPrefix('videos/detail', params.videoId ?? ''));
      const video = query?.state.data;
      if (!video) {
        if (isNotFound(query?.state.error)) notFound('Video not found');
        break;
      }
      const canonicalPath = siteRoutes.video(video);
      head.canonical = `${origin}${canonicalPath}`;
      if (differs(params.videoName, video.title) || params.videoId !== video.wmcExternalId) {
        head.redirect = canonicalPath;
      }
      const stars = video.movieActors.map(({ actor }) => `${actor.firstName} ${actor.lastName}`);
      const categories = video.movieMovieCategories.map(({ movieCategory }) => movieCategory.name);
      head.title = video.title;
      head.description = clip(
        [
          video.title,
          stars.length ? `With ${stars.join(', ')}.` : '',
          categories.length ? `${categories.join(', ')}.` : '',
          video.description,
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
        name: video.title,
        description: video.description || video.title,
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
      });
      const category = video.movieMovieCategories[0]?.movieCategory;
      head.jsonLd.push(
        breadcrumbs(origin, [
          home,
          ...(category ? [{ url: siteRoutes.category(category), name: category.name }] : []),
          { url: canonicalPath, name: video.title },
        ]),
      );
      break;
    }
    case pagePaths.category: {
      const query = firstQuery<Category>(client, pageQueryKey('categories/one', params.categoryId ?? ''));
      const category = query?.state.data;
      if (!category) {
        if (isNotFound(query?.state.error)) notFound('Category not found');
        break;
      }
      const canonicalPath = siteRoutes.category(category);
      head.canonical = `${origin}${canonicalPath}`;
      if (differs(params.categoryName, category.name) || params.categoryId !== category.wmcExternalId) {
        head.redirect = canonicalPath;
      }
      head.title = `${category.name} videos`;
      head.description = `${category.name}: the newest videos of the category on ${siteName}.`;
      head.image = socialImage(origin, category.categoryPicture);
      const videos = listedVideos(client, pageQueryPrefix('videos/byCategory', category.wmcExternalId));
      head.jsonLd.push(
        itemList(origin, videoLinks(videos)),
        breadcrumbs(origin, [
          home,
          { url: pagePaths.categories, name: 'Categories' },
          { url: canonicalPath, name: category.name },
        ]),
      );
      break;
    }
    case pagePaths.actor: {
      const query = firstQuery<Actor>(client, pageQueryKey('actors/byName', params.actorName ?? ''));
      const actor = query?.state.data;
      if (!actor) {
        if (isNotFound(query?.state.error)) notFound('Star not found');
        break;
      }
      const name = `${actor.firstName} ${actor.lastName}`;
      const canonicalPath = siteRoutes.actor(actor);
      head.canonical = `${origin}${canonicalPath}`;
      head.title = name;
      head.description = `${name}: every video with ${name} on ${siteName}.`;
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
        breadcrumbs(origin, [home, { url: pagePaths.actors, name: 'Stars' }, { url: canonicalPath, name }]),
      );
      const videos = listedVideos(client, pageQueryPrefix('videos/byActor', actor.wmcExternalId));
      if (videos.length) head.jsonLd.push(itemList(origin, videoLinks(videos)));
      break;
    }
    case pagePaths.toplists: {
      const type = toplistTypeOf(params.toplistType);
      const name = TOPLIST_TITLES[type];
      head.title = `${name} videos`;
      head.description = `The ${name.toLowerCase()} videos on ${siteName}.`;
      head.canonical = `${origin}${siteRoutes.toplist(type)}`;
      head.jsonLd.push(
        itemList(origin, videoLinks(listedVideos(client, pageQueryPrefix('videos/toplist', type)))),
        breadcrumbs(origin, [
          home,
          { url: '/toplists', name: 'Toplists' },
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
        if (isNotFound(query?.state.error) || !Number.isInteger(id)) notFound('Playlist not found');
        break;
      }
      head.title = `${playlist.name} (playlist)`;
      head.description = `${playlist.name}: a playlist by ${playlist.memberName} with ${String(playlist.videoCount)} videos.`;
      head.canonical = `${origin}${siteRoutes.playlist(playlist.id)}`;
      const first = playlist.playlistMovies[0]?.movie;
      if (first) head.image = socialImage(origin, first.thumbnail);
      head.jsonLd.push(
        itemList(
          origin,
          playlist.playlistMovies.map(({ movie }) => ({ url: siteRoutes.video(movie), name: movie.title })),
        ),
        breadcrumbs(origin, [
          home,
          { url: pagePaths.playlists, name: 'Playlists' },
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
        notFound('Member not found');
        break;
      }
      const memberName = params.memberName ?? 'Member';
      head.title = `${memberName}'s crib`;
      head.description = `${memberName}'s playlists, favourites and comments on ${siteName}.`;
      break;
    }
    case pagePaths.categories: {
      const categories = client.getQueryData<Category[]>(pageQueryKey('categories')) ?? [];
      head.jsonLd.push(
        itemList(
          origin,
          categories.map((category) => ({ url: siteRoutes.category(category), name: category.name })),
        ),
      );
      break;
    }
    case pagePaths.actors: {
      const actors = client.getQueryData<Actor[]>(pageQueryKey('actors')) ?? [];
      head.jsonLd.push(
        itemList(
          origin,
          actors.map((actor) => ({
            url: siteRoutes.actor(actor),
            name: `${actor.firstName} ${actor.lastName}`,
          })),
        ),
      );
      break;
    }
    case pagePaths.videos: {
      head.jsonLd.push(itemList(origin, videoLinks(listedVideos(client, pageQueryPrefix('videos/all')))));
      break;
    }
    case pagePaths.playlists: {
      const data = client.getQueryData<InfiniteData<Playlist[]>>(pageQueryKey('playlists/all'));
      const playlists = data?.pages.flat() ?? [];
      head.jsonLd.push(
        itemList(
          origin,
          playlists.map((playlist) => ({ url: siteRoutes.playlist(playlist.id), name: playlist.name })),
        ),
      );
      break;
    }
    case pagePaths.search: {
      // Result pages are kept out of search engines; the words asked stay in the title for the visitor.
      const q = (new URLSearchParams(input.url.split('?')[1] ?? '').get('q') ?? '').trim();
      head.title = q ? `Search: ${q}` : 'Search';
      head.description = q
        ? `Videos, stars and categories matching “${q}” on ${siteName}.`
        : `Search the videos, stars and categories of ${siteName}.`;
      head.canonical = `${origin}${pagePaths.search}${q ? `?q=${encodeURIComponent(q)}` : ''}`;
      head.noindex = true;
      break;
    }
    case pagePaths.signIn:
    case pagePaths.signUp:
      // Rendered on the server for a first visit; a form is nothing to list in search results.
      head.title = pattern === pagePaths.signIn ? 'Sign in' : 'Sign up';
      head.description =
        pattern === pagePaths.signIn
          ? `Sign in to rate, comment and keep playlists on ${siteName}.`
          : `Join ${siteName}: rate, comment and keep playlists. Free, adults (18+) only.`;
      head.noindex = true;
      break;
    case pagePaths.admin:
      // Staff only: anyone else gets the not-found page, with its status.
      if (client.getQueryData<ManageInfo | null>(pageQueryKey('auth/manage-info'))?.role !== 'staff') {
        notFound('Page not found');
      }
      break;
    case '*':
      notFound('Page not found');
      break;
    default:
      break;
  }
  const staticTitle = STATIC_TITLES[pattern];
  if (staticTitle) {
    head.title = staticTitle[0];
    head.description = `${staticTitle[1]} ${siteName}: adults (18+) only.`;
  }
  if (head.title !== siteName && !head.title.startsWith(`${siteName}:`)) {
    head.title = `${head.title} | ${siteName}`;
  }
  return head;
}

/** The head as HTML tags. */
export function headTags(head: PageHead, siteName: string): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
    '<meta property="og:image:type" content="image/jpeg" />',
    `<meta property="og:image:width" content="${String(SOCIAL_IMAGE_SIZE.width)}" />`,
    `<meta property="og:image:height" content="${String(SOCIAL_IMAGE_SIZE.height)}" />`,
    `<meta property="og:image:alt" content="${title}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeHtml(head.image)}" />`,
  ];
  if (head.poster) {
    // The poster is the video page's largest paint: fetched first, before the scripts.
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.poster)}" fetchpriority="high" />`);
  }
  if (head.video) {
    tags.push(
      `<meta property="og:video" content="${escapeHtml(head.video)}" />`,
      '<meta property="og:video:type" content="video/mp4" />',
    );
  }
  if (head.status === 404 || head.noindex) tags.push('<meta name="robots" content="noindex" />');
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
