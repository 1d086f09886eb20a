import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PARTNER_PROMO_URL_TEMPLATE,
  EMPTY_THIRD_PARTY_CONFIG,
  parseThirdPartyConfig,
  readCspNonce,
  readThirdPartyConfig,
} from './third-party-config';

describe('third-party configuration', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps the http(s) URLs of a well-formed configuration', () => {
    expect(
      parseThirdPartyConfig(
        JSON.stringify({
          adNetworkScripts: [
            'https://a.example/x.js',
            'javascript:alert(1)',
            '/relative.js',
            'https://a.example/x.js',
          ],
          analytics: { scriptUrl: 'http://analytics.example/t.js', id: 'ID-1' },
          liveCamEmbedUrl: 'data:text/html,hi',
          partnerPromoUrlTemplate: 'javascript:{id}',
        }),
      ),
    ).toEqual({
      adNetworkScripts: ['https://a.example/x.js'],
      analytics: { scriptUrl: 'http://analytics.example/t.js', id: 'ID-1' },
      liveCamEmbedUrl: null,
      partnerPromoUrlTemplate: DEFAULT_PARTNER_PROMO_URL_TEMPLATE,
    });
  });

  it('takes the operator’s partner promo URL template', () => {
    expect(
      parseThirdPartyConfig(
        JSON.stringify({ partnerPromoUrlTemplate: 'https://films.example/watch/{id}?ref=starlane' }),
      ).partnerPromoUrlTemplate,
    ).toBe('https://films.example/watch/{id}?ref=starlane');
  });

  it('is empty for a missing or broken configuration', () => {
    expect(readThirdPartyConfig()).toEqual(EMPTY_THIRD_PARTY_CONFIG);
    expect(parseThirdPartyConfig('{not json')).toEqual(EMPTY_THIRD_PARTY_CONFIG);
    expect(parseThirdPartyConfig('[1]')).toEqual(EMPTY_THIRD_PARTY_CONFIG);
    expect(parseThirdPartyConfig('{"analytics":{"id":"x"}}')).toEqual(EMPTY_THIRD_PARTY_CONFIG);
  });

  it('reads the page once', () => {
    document.head.innerHTML =
      '<script type="application/json" id="third-party-config">{"adNetworkScripts":["https://a.example/1.js"],"analytics":null,"liveCamEmbedUrl":null}</script>';
    const first = readThirdPartyConfig();
    const element = document.getElementById('third-party-config');
    if (element) element.textContent = '{}';
    expect(readThirdPartyConfig()).toBe(first);
    expect(first.adNetworkScripts).toEqual(['https://a.example/1.js']);
  });

  it('takes the nonce from the page’s scripts, never from a meta tag, and not the unfilled placeholder', () => {
    expect(readCspNonce()).toBeUndefined();
    document.head.innerHTML = '<meta name="csp-nonce" content="abc123==" />';
    expect(readCspNonce()).toBeUndefined();
    document.head.innerHTML = '<script nonce="__CSP_NONCE__" type="application/json">{}</script>';
    expect(readCspNonce()).toBeUndefined();
    document.head.innerHTML = '<script nonce="abc123==" type="application/json">{}</script>';
    expect(readCspNonce()).toBe('abc123==');
  });
});
