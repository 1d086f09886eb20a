import { createContext } from 'react';
import type { Ad, AdPlacement } from '@starlane/contract';
import { PAGE_VIEWS_REMEMBERED } from '../constants';
import { weightedOrder, type RandomSource } from './weighted-order';

/**
 * What one page view decided about its ads: which slot is which, the order each placement's ads are shown
 * in, and which ads have had their view logged. A page view is a router location key, so the choice holds
 * for every re-render of the page and a new navigation draws again.
 */
export interface AdPageViews {
  /**
   * Gives a mounted slot (any object standing for it) the lowest position among the page view's slots of
   * that placement that no other mounted slot holds. Returns the function that gives it back.
   */
  claimSlot: (pageKey: string, placement: AdPlacement, slot: object) => () => void;
  /** The slot's position, or null while it holds none. */
  slotIndex: (pageKey: string, placement: AdPlacement, slot: object) => number | null;
  /** For useSyncExternalStore: called whenever a slot gets or gives back its position. */
  subscribe: (listener: () => void) => () => void;
  /**
   * The ad for that slot: the placement's ads in this page view's weighted order. Slots past the last ad get
   * none, or, with `repeat`, the ads again from the first.
   */
  adFor: (
    pageKey: string,
    placement: AdPlacement,
    slotIndex: number,
    ads: readonly Ad[],
    options?: { repeat?: boolean },
  ) => Ad | undefined;
  /** Records the view of the ad in this page view: true the first time only. */
  markViewed: (pageKey: string, adId: number) => boolean;
}

interface PageViewState {
  claims: Map<AdPlacement, Map<object, number>>;
  orders: Map<AdPlacement, { signature: string; ads: Ad[] }>;
  viewed: Set<number>;
}

export function createAdPageViews({
  random = Math.random,
  remember = PAGE_VIEWS_REMEMBERED,
}: { random?: RandomSource; remember?: number } = {}): AdPageViews {
  const pages = new Map<string, PageViewState>();
  const listeners = new Set<() => void>();
  const notify = () => {
    [...listeners].forEach((listener) => {
      listener();
    });
  };

  const page = (key: string): PageViewState => {
    let state = pages.get(key);
    if (!state) {
      state = { claims: new Map(), orders: new Map(), viewed: new Set() };
      pages.set(key, state);
      // Map keeps insertion order: the oldest page views go first.
      for (const old of pages.keys()) {
        if (pages.size <= remember) break;
        pages.delete(old);
      }
    }
    return state;
  };

  return {
    claimSlot(pageKey, placement, slot) {
      const { claims } = page(pageKey);
      let held = claims.get(placement);
      if (!held) {
        held = new Map();
        claims.set(placement, held);
      }
      const slots = held;
      if (!slots.has(slot)) {
        const taken = new Set(slots.values());
        let index = 0;
        while (taken.has(index)) index++;
        slots.set(slot, index);
        notify();
      }
      return () => {
        if (slots.delete(slot)) notify();
      };
    },

    slotIndex(pageKey, placement, slot) {
      return pages.get(pageKey)?.claims.get(placement)?.get(slot) ?? null;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    adFor(pageKey, placement, slotIndex, ads, { repeat = false } = {}) {
      const { orders } = page(pageKey);
      const candidates = ads.filter((ad) => ad.placement === placement);
      const signature = candidates.map((ad) => `${String(ad.id)}:${String(ad.weight)}`).join(',');
      let order = orders.get(placement);
      if (order?.signature !== signature) {
        order = { signature, ads: weightedOrder(candidates, random) };
        orders.set(placement, order);
      }
      if (order.ads.length === 0) return undefined;
      return order.ads[repeat ? slotIndex % order.ads.length : slotIndex];
    },

    markViewed(pageKey, adId) {
      const { viewed } = page(pageKey);
      if (viewed.has(adId)) return false;
      viewed.add(adId);
      return true;
    },
  };
}

/** The app's page views; tests give each render a fresh one through the context. */
export const AdPageViewsContext = createContext<AdPageViews>(createAdPageViews());
