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
