/* Test helpers of the ads feature: a controllable IntersectionObserver and canned ads. */
import type { Ad, AdPlacement } from '@starlane/contract';
import { vi } from 'vitest';

export function makeAd(id: number, placement: AdPlacement, overrides: Partial<Ad> = {}): Ad {
  return {
    id,
    url: '/signup',
    name: `Ad number ${String(id)}`,
    source: `/media/ads/house-${String(id)}.svg`,
    placement,
    weight: 1,
    ...overrides,
  };
}

/** Replaces IntersectionObserver; `show(element, ratio)` reports how much of an observed element is visible. */
export function mockIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();

  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds: readonly number[];
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };

    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      const threshold = options?.threshold ?? 0;
      this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      this.entry.elements.clear();
      observers.delete(this.entry);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    show(element: Element, ratio: number) {
      for (const observer of [...observers]) {
        if (!observer.elements.has(element)) continue;
        const rect = element.getBoundingClientRect();
        const entry = {
          target: element,
          intersectionRatio: ratio,
          isIntersecting: ratio > 0,
          boundingClientRect: rect,
          intersectionRect: rect,
          rootBounds: null,
          time: performance.now(),
        } satisfies IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    },
    /** How many elements are being watched right now. */
    watched: () => [...observers].reduce((sum, o) => sum + o.elements.size, 0),
  };
}
