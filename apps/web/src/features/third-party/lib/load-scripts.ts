import type { ThirdPartyConfig } from '@starlane/contract';
import { consentStore, type ConsentStore } from '@/lib/consent-store';
import { readCspNonce, readThirdPartyConfig } from '@/lib/third-party-config';

declare global {
  interface Window {
    /** The analytics account, for tags that read it from the page rather than from their script tag. */
    starlaneAnalyticsId?: string;
  }
}

export type ThirdPartyScriptKind = 'ad-network' | 'analytics';

/** Marks the scripts this module injected, so that each is injected once however often it is asked. */
export const THIRD_PARTY_SCRIPT_ATTRIBUTE = 'data-third-party';

function alreadyInjected(doc: Document, src: string): boolean {
  return [...doc.querySelectorAll<HTMLScriptElement>(`script[${THIRD_PARTY_SCRIPT_ATTRIBUTE}]`)].some(
    (script) => script.getAttribute('src') === src,
  );
}

function injectScript(
  doc: Document,
  src: string,
  kind: ThirdPartyScriptKind,
  nonce: string | undefined,
  attributes: Record<string, string> = {},
): HTMLScriptElement | null {
  if (alreadyInjected(doc, src)) return null;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  // The CSP lets the configured hosts in by name; the nonce also covers a tag that hops to another of them.
  if (nonce) script.setAttribute('nonce', nonce);
  script.setAttribute(THIRD_PARTY_SCRIPT_ATTRIBUTE, kind);
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  doc.head.append(script);
  return script;
}

/** Adds the configured ad network scripts and analytics tag to the page, each once; returns the new tags. */
export function injectThirdPartyScripts(
  config: ThirdPartyConfig,
  doc: Document = document,
): HTMLScriptElement[] {
  const nonce = readCspNonce(doc);
  const added: (HTMLScriptElement | null)[] = config.adNetworkScripts.map((src) =>
    injectScript(doc, src, 'ad-network', nonce),
  );
  if (config.analytics) {
    const { scriptUrl, id } = config.analytics;
    const win = doc.defaultView;
    if (win && id) win.starlaneAnalyticsId = id;
    added.push(injectScript(doc, scriptUrl, 'analytics', nonce, id ? { 'data-id': id } : {}));
  }
  return added.filter((script): script is HTMLScriptElement => script !== null);
}

export interface StartThirdPartyOptions {
  config?: ThirdPartyConfig;
  consent?: Pick<ConsentStore, 'onConsent'>;
  doc?: Document;
}

/**
 * Loads the third-party scripts once the visitor has consented: at once when the consent cookie exists,
 * otherwise right after they accept. Nothing configured, nothing loaded. Returns a function that cancels a
 * load still waiting for consent.
 */
export function startThirdPartyScripts({
  doc = document,
  config = readThirdPartyConfig(doc),
  consent = consentStore,
}: StartThirdPartyOptions = {}): () => void {
  if (config.adNetworkScripts.length === 0 && !config.analytics) return () => undefined;
  return consent.onConsent(() => {
    injectThirdPartyScripts(config, doc);
  });
}
