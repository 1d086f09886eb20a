import { LOCALES, localizedPath, pagePaths, siteRoutes, TOPLIST_TYPES } from '@starlane/contract';
import { NotFoundError } from '../errors.js';
import { SITEMAP_KINDS, type SitemapKind, type SitemapRepository } from './sitemap.repository.js';

/**
 * Video search takes JPEG, PNG or WebP thumbnails, not SVG: an SVG picture (the demo catalogue's, or one staff
 * uploaded) is given as its JPEG social picture (docs/decisions/0051); a raster one as it is.
 */
export function rasterThumbnail(thumbnail: string): string {
  return /\.svg$/i.test(thumbnail.split('?')[0] ?? '') ? siteRoutes.socialImage(thumbnail) : thumbnail;
}

/** The protocol's limit of URLs per sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows per sitemap file: each row is a page in every language (docs/decisions/0072). */
const ROWS_PER_FILE = Math.floor(SITEMAP_MAX_URLS / LOCALES.length);
/** Rows read per query while a sitemap is written. */
const READ_PAGE = 1_000;
/** Google's limits for video sitemap fields. */
const MAX_DESCRIPTION = 2_048;
const MAX_DURATION_SECONDS = 28_800;

/**
 * Pages that are the same for everyone and exist once: listings, toplists, text pages. Each by its canonical
 * URL: /toplists is /toplists/mostviewed's, so it is not listed.
 */
const FIXED_PAGES = [
  pagePaths.home,
  pagePaths.videos,
  pagePaths.categories,
  pagePaths.actors,
  pagePaths.playlists,
  ...TOPLIST_TYPES.map((type) => siteRoutes.toplist(type)),
  pagePaths.sitemap,
  pagePaths.wizard,
  pagePaths.contactUs,
  pagePaths.terms,
  pagePaths.privacyPolicy,
  pagePaths.cookiePolicy,
  pagePaths.dmca,
  pagePaths.records2257,
];

export const escapeXml = (text: string): string =>
  text
    // Characters XML 1.0 does not allow at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/**
 * A page's `<url>` in every language, each naming all of them and x-default (the English page) as its
 * `xhtml:link` alternates, so every alternate points back.
 */
export function localizedUrls(publicUrl: string, path: string, extra = ''): string {
  const href = (locale: (typeof LOCALES)[number]) => escapeXml(publicUrl + localizedPath(path, locale));
  const links = [
    ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
  ].join('');
  return LOCALES.map((locale) => `<url><loc>${href(locale)}</loc>${extra}${links}</url>\n`).join('');
}

export type SitemapFile = { kind: 'pages' } | { kind: SitemapKind; shard: number };

/** `pages.xml`, `videos-1.xml`, ...: the names under /sitemaps/. */
export function parseSitemapFile(name: string): SitemapFile | undefined {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(name);
  const kind = SITEMAP_KINDS.find((candidate) => candidate === match?.[1]);
  return kind && match ? { kind, shard: Number(match[2]) } : undefined;
}

/**
 * robots.txt and the XML sitemaps (sitemaps.org, with Google's video extension), written as streams of
 * text from the database read page by page.
 */
export class SitemapService {
  constructor(
    private readonly sitemaps: SitemapRepository,
    private readonly publicUrl: string,
  ) {}

  robots(): string {
    const disallowed = [
      '/api/',
      '/manage/',
      '/pingauth',
      '/dashboard',
      '/Identity/',
      '/myplaylists',
      '/myfavourites',
      '/mytoplists',
      '/following',
      '/history',
      '/resetpassword/',
      '/confirmemail',
    ];
    return [
      'User-agent: *',
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** The sitemap index: pages.xml and every shard of every kind, each with its lastmod. */
  async index(): Promise<string> {
    const entries: { loc: string; lastmod: string | null }[] = [];
    let newest: string | null = null;
    for (const kind of SITEMAP_KINDS) {
      const { count, lastModified } = await this.sitemaps.summary(kind);
      if (lastModified && (!newest || lastModified > newest)) newest = lastModified;
      const shards = Math.ceil(count / ROWS_PER_FILE);
      for (let shard = 1; shard <= shards; shard++) {
        entries.push({
          loc: `${this.publicUrl}/sitemaps/${kind}-${String(shard)}.xml`,
          lastmod: lastModified,
        });
      }
    }
    entries.unshift({ loc: `${this.publicUrl}/sitemaps/pages.xml`, lastmod: newest });
    const items = entries.map(
      ({ loc, lastmod }) =>
        `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</sitemap>`,
    );
    return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
  }

  /** One sitemap file as chunks of text; a shard past the end is a 404 (thrown before the first chunk). */
  async file(file: SitemapFile): Promise<AsyncIterable<string>> {
    if (file.kind === 'pages') return this.fixedPages();
    const after = await this.sitemaps.idBefore(file.kind, (file.shard - 1) * ROWS_PER_FILE);
    if (after === undefined) throw new NotFoundError('That sitemap');
    return this.shard(file.kind, after);
  }

  private async *fixedPages(): AsyncIterable<string> {
    const { lastModified } = await this.sitemaps.summary('videos');
    yield XML_HEAD + URLSET_OPEN;
    const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
    for (const path of FIXED_PAGES) yield localizedUrls(this.publicUrl, path, lastmod);
    yield '</urlset>\n';
  }

  private async *shard(kind: SitemapKind, startAfter: number): AsyncIterable<string> {
    yield XML_HEAD + URLSET_OPEN;
    let after = startAfter;
    let written = 0;
    while (written < ROWS_PER_FILE) {
      const limit = Math.min(READ_PAGE, ROWS_PER_FILE - written);
      const { lines, lastId } = await this.read(kind, after, limit);
      if (lines.length === 0) break;
      yield lines.join('');
      written += lines.length;
      after = lastId;
      if (lines.length < limit) break;
    }
    yield '</urlset>\n';
  }

  private async read(
    kind: SitemapKind,
    after: number,
    limit: number,
  ): Promise<{ lines: string[]; lastId: number }> {
    const url = (path: string, lastmod: string, extra = '') =>
      localizedUrls(this.publicUrl, path, `<lastmod>${escapeXml(lastmod)}</lastmod>${extra}`);
    const absolute = (path: string) => (/^https?:\/\//i.test(path) ? path : this.publicUrl + path);
    switch (kind) {
      case 'videos': {
        const rows = await this.sitemaps.videos(after, limit);
        const lines = rows.map((video) => {
          const duration = Math.min(MAX_DURATION_SECONDS, Math.max(1, Math.round(video.length)));
          const rating = video.ratingCount > 0 ? (video.ratingSum / video.ratingCount).toFixed(1) : undefined;
          const description = (video.description || video.title).slice(0, MAX_DESCRIPTION);
          const details = [
            `<video:thumbnail_loc>${escapeXml(absolute(rasterThumbnail(video.thumbnail)))}</video:thumbnail_loc>`,
            `<video:title>${escapeXml(video.title)}</video:title>`,
            `<video:description>${escapeXml(description)}</video:description>`,
            `<video:content_loc>${escapeXml(absolute(video.videoUrl))}</video:content_loc>`,
            `<video:duration>${String(duration)}</video:duration>`,
            ...(rating ? [`<video:rating>${rating}</video:rating>`] : []),
            `<video:view_count>${String(video.viewCount)}</video:view_count>`,
            `<video:publication_date>${escapeXml(video.createdAt)}</video:publication_date>`,
            '<video:family_friendly>no</video:family_friendly>',
          ].join('');
          return url(siteRoutes.video(video), video.createdAt, `<video:video>${details}</video:video>`);
        });
        return { lines, lastId: rows.at(-1)?.id ?? after };
      }
      case 'stars': {
        const rows = await this.sitemaps.stars(after, limit);
        return {
          lines: rows.map((star) => url(siteRoutes.actor(star), star.createdAt)),
          lastId: rows.at(-1)?.id ?? after,
        };
      }
      case 'categories': {
        const rows = await this.sitemaps.categories(after, limit);
        return {
          lines: rows.map((category) => url(siteRoutes.category(category), category.createdAt)),
          lastId: rows.at(-1)?.id ?? after,
        };
      }
      case 'playlists': {
        const rows = await this.sitemaps.playlists(after, limit);
        return {
          lines: rows.map((playlist) => url(siteRoutes.playlist(playlist.id), playlist.updatedAt)),
          lastId: rows.at(-1)?.id ?? after,
        };
      }
    }
  }
}
