import fs from 'node:fs';
import path from 'node:path';
import { NONCE_PLACEHOLDER } from '@starlane/contract';
import { parseSheet, rememberedCriticalCssOf, type ParsedSheet } from './critical-css.js';

/** The built app's stylesheet link, as Vite writes it into index.html. */
const STYLESHEET_LINK =
  /<link\s+rel="stylesheet"(?:\s+crossorigin)?\s+href="(\/assets\/[\w.-]+\.css)"\s*\/?>/;

/**
 * Makes a server-rendered page's styles non-blocking (docs/decisions/0077): the rules its markup uses go
 * inline, and the app's whole stylesheet (hashed, immutable) is preloaded and applied by a script carrying
 * the page's CSP nonce (an inline onload attribute would need 'unsafe-inline' scripts); a stylesheet a
 * script inserts does not block rendering. Without JavaScript the <noscript> link loads it. Pages the
 * browser renders (the shell) keep the ordinary link: they have nothing to paint before the app runs.
 */
export function createPageStyles(webDistDir: string): (html: string) => string {
  const sheets = new Map<string, ParsedSheet | null>();
  const sheetOf = (href: string) => {
    if (!sheets.has(href)) {
      const file = path.join(webDistDir, href);
      sheets.set(href, fs.existsSync(file) ? parseSheet(fs.readFileSync(file, 'utf8')) : null);
    }
    return sheets.get(href) ?? null;
  };
  return (html) => {
    const link = STYLESHEET_LINK.exec(html);
    const href = link?.[1];
    const sheet = href ? sheetOf(href) : null;
    if (!link || !href || !sheet) return html;
    // A `</style` inside the CSS (only possible in a string) would end the element early.
    const critical = rememberedCriticalCssOf(sheet, html).replace(/<\/style/gi, '<\\/style');
    const load =
      `document.head.appendChild(Object.assign(document.createElement('link'),` +
      `{rel:'stylesheet',href:${JSON.stringify(href)}}))`;
    return html.replace(
      link[0],
      [
        `<style>${critical}</style>`,
        `<link rel="preload" as="style" href="${href}" />`,
        `<script nonce="${NONCE_PLACEHOLDER}">${load}</script>`,
        `<noscript><link rel="stylesheet" href="${href}" /></noscript>`,
      ].join('\n    '),
    );
  };
}
