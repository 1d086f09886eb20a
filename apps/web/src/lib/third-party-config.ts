/**
 * The operator's third-party configuration, which the server writes into index.html as
 * `<script type="application/json" id="third-party-config">` (ad network scripts, the analytics tag, the
 * live-cam embed). Its scripts carry the nonce its Content-Security-Policy allows.
 */

import { NONCE_PLACEHOLDER, THIRD_PARTY_CONFIG_ELEMENT_ID, type ThirdPartyConfig } from '@starlane/contract';

/** The server's default, for pages served without configuration (the dev server). */
export const DEFAULT_PARTNER_PROMO_URL_TEMPLATE = 'https://partner.example/video/{id}';

export const EMPTY_THIRD_PARTY_CONFIG: ThirdPartyConfig = Object.freeze({
  adNetworkScripts: [],
  analytics: null,
  liveCamEmbedUrl: null,
  partnerPromoUrlTemplate: DEFAULT_PARTNER_PROMO_URL_TEMPLATE,
});

/** Only absolute http(s) URLs may load; anything else in the config is dropped. */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the JSON by hand: the contract's zod schema would add its whole library to the first page load. */
export function parseThirdPartyConfig(json: string): ThirdPartyConfig {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return EMPTY_THIRD_PARTY_CONFIG;
  }
  if (!isRecord(data)) return EMPTY_THIRD_PARTY_CONFIG;
  const scripts = Array.isArray(data.adNetworkScripts) ? data.adNetworkScripts.map(webUrl) : [];
  const analytics = isRecord(data.analytics) ? data.analytics : null;
  const analyticsUrl = analytics ? webUrl(analytics.scriptUrl) : null;
  return {
    adNetworkScripts: [...new Set(scripts.filter((url): url is string => url !== null))],
    analytics:
      analytics && analyticsUrl
        ? { scriptUrl: analyticsUrl, id: typeof analytics.id === 'string' ? analytics.id : '' }
        : null,
    liveCamEmbedUrl: webUrl(data.liveCamEmbedUrl),
    partnerPromoUrlTemplate:
      typeof data.partnerPromoUrlTemplate === 'string' &&
      data.partnerPromoUrlTemplate.includes('{id}') &&
      webUrl(data.partnerPromoUrlTemplate.replace('{id}', 'x')) !== null
        ? data.partnerPromoUrlTemplate
        : DEFAULT_PARTNER_PROMO_URL_TEMPLATE,
  };
}

const parsed = new WeakMap<Element, ThirdPartyConfig>();

/** The configuration while rendering on the server, where there is no document (set per render). */
let serverConfig: ThirdPartyConfig = EMPTY_THIRD_PARTY_CONFIG;

export function setServerThirdPartyConfig(config: ThirdPartyConfig): void {
  serverConfig = config;
}

/** The page's third-party configuration, parsed once; empty when the page has none (the dev server). */
export function readThirdPartyConfig(doc: Document | undefined = globalThis.document): ThirdPartyConfig {
  if (!doc) return serverConfig;
  const element = doc.getElementById(THIRD_PARTY_CONFIG_ELEMENT_ID);
  if (!element) return EMPTY_THIRD_PARTY_CONFIG;
  let config = parsed.get(element);
  if (!config) {
    config = parseThirdPartyConfig(element.textContent);
    parsed.set(element, config);
  }
  return config;
}

/**
 * The nonce the page's Content-Security-Policy allows scripts with, if the server set one: read from the
 * page's own script tags through the `.nonce` property (browsers blank the attribute so that markup and
 * CSS cannot read it; nothing else on the page holds it).
 */
export function readCspNonce(doc: Document = document): string | undefined {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[nonce]')) {
    const nonce = (script.nonce || script.getAttribute('nonce') || '').trim();
    if (nonce && nonce !== NONCE_PLACEHOLDER) return nonce;
  }
  return undefined;
}
