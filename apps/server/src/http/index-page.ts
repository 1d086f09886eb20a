import fs from 'node:fs';
import path from 'node:path';
import { NONCE_PLACEHOLDER, THIRD_PARTY_CONFIG_ELEMENT_ID, type ThirdPartyConfig } from '@starlane/contract';
import type { Config } from '../config.js';

/** Escapes JSON for a <script type="application/json"> block: no '</script>' can close it early. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * Prepares the built index.html once: the site name (which names the consent cookie) and the third-party
 * configuration the browser loads after consent. The nonce placeholder is filled per response.
 */
export function prepareIndexHtml(html: string, config: Pick<Config, 'siteName' | 'thirdParty'>): string {
  const thirdParty: ThirdPartyConfig = config.thirdParty;
  // No <meta> carries the nonce: a meta tag's content is readable by any injected markup or CSS selector,
  // while browsers hide a script's nonce attribute and expose it only to scripts (the `.nonce` property).
  const head = [
    `<script type="application/json" id="${THIRD_PARTY_CONFIG_ELEMENT_ID}">${safeJson(thirdParty)}</script>`,
  ];
  if (!/name="RATING"/i.test(html)) head.push('<meta name="RATING" content="RTA-5042-1996-1400-1577-RTA" />');
  return html
    .replace(/<meta name="site-name" content="[^"]*"/, `<meta name="site-name" content="${config.siteName}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${config.siteName}</title>`)
    .replace(/<script(?=[\s>])/g, `<script nonce="${NONCE_PLACEHOLDER}"`)
    .replace('</head>', `    ${head.join('\n    ')}\n  </head>`);
}

export function withNonce(preparedHtml: string, nonce: string): string {
  return preparedHtml.replaceAll(NONCE_PLACEHOLDER, nonce);
}

/** Above this size a stylesheet stays a file: inlined, it would cost every page more than its request. */
export const INLINE_CSS_MAX_BYTES = 128 * 1024;

/**
 * Puts the built app's own stylesheets into the page as `<style>` (docs/decisions/0040): the first paint
 * then waits for the HTML alone, not for one more round trip for a render-blocking file. The build purges
 * Bootstrap down to what the app uses and keeps all CSS in one file, so this is the whole stylesheet.
 * Links to anything else, missing files and files over `maxBytes` are left as they are.
 */
export function inlineStylesheets(html: string, webDistDir: string, maxBytes = INLINE_CSS_MAX_BYTES): string {
  return html.replace(
    /<link\s+rel="stylesheet"(?:\s+crossorigin)?\s+href="(\/assets\/[\w.-]+\.css)"\s*\/?>/g,
    (link, href: string) => {
      const file = path.join(webDistDir, href);
      if (!fs.existsSync(file) || fs.statSync(file).size > maxBytes) return link;
      // A `</style` inside the CSS (only possible in a string or comment) would end the element early.
      const css = fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
      return `<style data-href="${href}">${css}</style>`;
    },
  );
}
