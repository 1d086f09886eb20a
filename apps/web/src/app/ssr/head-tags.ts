/** The page head (head.ts) written out as HTML tags. */
import { SOCIAL_IMAGE_SIZE, type Locale } from '@starlane/contract';
import type { PageHead } from './head';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', es: 'es_ES' };

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
    `<meta property="og:locale" content="${OG_LOCALES[head.lang]}" />`,
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
  for (const alternate of head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}" />`,
    );
  }
  if (head.status === 404 || head.noindex) tags.push('<meta name="robots" content="noindex" />');
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
