import { afterEach, describe, expect, it } from 'vitest';
import type { ThirdPartyConfig } from '@starlane/contract';
import { createConsentStore } from '@/lib/consent-store';
import { EMPTY_THIRD_PARTY_CONFIG } from '@/lib/third-party-config';
import { startThirdPartyScripts, THIRD_PARTY_SCRIPT_ATTRIBUTE } from './load-scripts';

const CONFIG: ThirdPartyConfig = {
  adNetworkScripts: ['https://ads-one.example/tag.js', 'https://ads-two.example/a.js?zone=7'],
  analytics: { scriptUrl: 'https://analytics.example/tag.js', id: 'UA-42' },
  liveCamEmbedUrl: 'https://cams.example/embed',
  partnerPromoUrlTemplate: 'https://partner.example/video/{id}',
};

const injected = () => [
  ...document.querySelectorAll<HTMLScriptElement>(`script[${THIRD_PARTY_SCRIPT_ATTRIBUTE}]`),
];

/** The page's own script tags carry the nonce, as the server writes them. */
function setNonce(value: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute('nonce', value);
  document.head.append(script);
}

describe('startThirdPartyScripts', () => {
  afterEach(() => {
    injected().forEach((script) => {
      script.remove();
    });
    document.querySelectorAll('script[nonce]').forEach((script) => {
      script.remove();
    });
    delete window.starlaneAnalyticsId;
  });

  it('loads nothing before consent, then each script once as soon as the visitor accepts', () => {
    const consent = createConsentStore({ cookieName: () => 'TestAge' });
    setNonce('bm9uY2U=');

    startThirdPartyScripts({ config: CONFIG, consent });
    startThirdPartyScripts({ config: CONFIG, consent });
    expect(injected()).toHaveLength(0);
    expect(window.starlaneAnalyticsId).toBeUndefined();

    consent.accept();
    startThirdPartyScripts({ config: CONFIG, consent });

    expect(injected().map((s) => s.getAttribute('src'))).toEqual([
      'https://ads-one.example/tag.js',
      'https://ads-two.example/a.js?zone=7',
      'https://analytics.example/tag.js',
    ]);
    for (const script of injected()) {
      expect(script.async).toBe(true);
      expect(script.getAttribute('nonce')).toBe('bm9uY2U=');
      expect(script.parentElement).toBe(document.head);
    }
    const analytics = injected().find((s) => s.getAttribute(THIRD_PARTY_SCRIPT_ATTRIBUTE) === 'analytics');
    expect(analytics?.dataset.id).toBe('UA-42');
    expect(window.starlaneAnalyticsId).toBe('UA-42');
  });

  it('loads at once when consent was given on an earlier visit', () => {
    const consent = createConsentStore({ cookieName: () => 'TestAge' });
    document.cookie = 'TestAge=true; path=/';

    startThirdPartyScripts({ config: CONFIG, consent });

    expect(injected()).toHaveLength(3);
    // No nonce on the page (the dev server): the tags go in without one.
    expect(injected()[0]).not.toHaveAttribute('nonce');
  });

  it('loads nothing once cancelled while it waited for consent', () => {
    const consent = createConsentStore({ cookieName: () => 'TestAge' });
    const cancel = startThirdPartyScripts({ config: CONFIG, consent });
    cancel();
    consent.accept();
    expect(injected()).toHaveLength(0);
  });

  it('loads nothing when nothing is configured', () => {
    const consent = createConsentStore({ cookieName: () => 'TestAge' });
    consent.accept();
    const before = document.scripts.length;

    startThirdPartyScripts({ config: EMPTY_THIRD_PARTY_CONFIG, consent });
    startThirdPartyScripts({
      config: { ...EMPTY_THIRD_PARTY_CONFIG, liveCamEmbedUrl: 'https://cams.example/' },
      consent,
    });

    expect(document.scripts.length).toBe(before);
    expect(window.starlaneAnalyticsId).toBeUndefined();
  });

  it('reads the configuration the server put in the page', () => {
    const consent = createConsentStore({ cookieName: () => 'TestAge' });
    consent.accept();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'third-party-config';
    element.textContent = JSON.stringify({ ...CONFIG, analytics: null });
    document.head.append(element);

    startThirdPartyScripts({ consent });

    expect(injected()).toHaveLength(2);
    element.remove();
  });
});
