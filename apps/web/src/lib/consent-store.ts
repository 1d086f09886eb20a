/**
 * The age and cookie consent, kept in the `${SITE_NAME}Age` cookie (150 days). A tiny external store:
 * React reads it with `useHasConsented()`, and code that may only run after consent (third-party ad,
 * analytics and live-cam scripts) registers with `onConsent(callback)`: called at once when consent already
 * exists, otherwise once, right after the visitor accepts.
 */
import { useSyncExternalStore } from 'react';
import { CONSENT_COOKIE_MAX_AGE_SECONDS } from '@/config/constants';
import { readCookie, writeCookie } from './cookies';
import { getConsentCookieName } from './site';

type Listener = () => void;

export interface ConsentStore {
  /** True when the consent cookie exists. */
  hasConsented: () => boolean;
  /** Records consent (sets the cookie) and runs the onConsent callbacks. */
  accept: () => void;
  /** Re-reads the cookie (another tab may have accepted) and notifies the subscribers. */
  refresh: () => void;
  /** For useSyncExternalStore: called whenever the consent may have changed. */
  subscribe: (listener: Listener) => () => void;
  /** Runs `callback` once consent exists (now, or when given). Returns an unregister function. */
  onConsent: (callback: () => void) => () => void;
}

export interface ConsentStoreOptions {
  cookieName?: () => string;
  maxAgeSeconds?: number;
}

const CONSENT_COOKIE_VALUE = 'true';

export function createConsentStore({
  cookieName = getConsentCookieName,
  maxAgeSeconds = CONSENT_COOKIE_MAX_AGE_SECONDS,
}: ConsentStoreOptions = {}): ConsentStore {
  const listeners = new Set<Listener>();
  const pending = new Set<Listener>();

  const hasConsented = () => readCookie(cookieName()) !== undefined;

  const runSafely = (callback: Listener) => {
    try {
      callback();
    } catch (error) {
      console.error('A consent callback failed', error);
    }
  };

  const announce = () => {
    const callbacks = [...pending];
    pending.clear();
    callbacks.forEach(runSafely);
  };

  const emit = () => {
    [...listeners].forEach(runSafely);
  };

  const refresh = () => {
    if (hasConsented()) announce();
    emit();
  };

  const onWindowFocus = () => {
    refresh();
  };

  return {
    hasConsented,
    accept: () => {
      writeCookie(cookieName(), CONSENT_COOKIE_VALUE, {
        maxAgeSeconds,
        path: '/',
        sameSite: 'Lax',
        secure: typeof location !== 'undefined' && location.protocol === 'https:',
      });
      announce();
      emit();
    },
    refresh,
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined')
        window.addEventListener('focus', onWindowFocus);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('focus', onWindowFocus);
        }
      };
    },
    onConsent: (callback) => {
      if (hasConsented()) {
        runSafely(callback);
        return () => undefined;
      }
      pending.add(callback);
      return () => {
        pending.delete(callback);
      };
    },
  };
}

export const consentStore = createConsentStore();

/** Shorthand for `consentStore.onConsent`: where third-party scripts get loaded. */
export const onConsent = (callback: () => void): (() => void) => consentStore.onConsent(callback);

export function useHasConsented(store: ConsentStore = consentStore): boolean {
  return useSyncExternalStore(store.subscribe, store.hasConsented, () => false);
}
