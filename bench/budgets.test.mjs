import { describe, expect, it } from 'vitest';
import {
  deepPageMisses,
  LIGHTHOUSE_BUDGET,
  lighthouseMisses,
  median,
  missesCap,
  missesFloor,
  overloadMisses,
} from './budgets.mjs';

/** A page's Lighthouse figures that meet every budget, over `runs` runs. */
const met = (runs = 3) => ({
  score: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1200,
  cls: 0,
  tbtMs: 0,
  runs: Array.from({ length: runs }, () => ({})),
});

describe('the bench budgets', () => {
  it('take the median of the runs, and none of no runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('count a missing measurement as a miss of any budget', () => {
    expect(missesFloor(0.7, 0.6)).toBe(false);
    expect(missesFloor(0.5, 0.6)).toBe(true);
    expect(missesFloor(Number.NaN, 0.6)).toBe(true);
    expect(missesFloor(undefined, 0.6)).toBe(true);
    expect(missesCap(1.2, 1.5)).toBe(false);
    expect(missesCap(Number.NaN, 1.5)).toBe(true);
    expect(missesCap(Number.POSITIVE_INFINITY, 1.5)).toBe(true);
  });

  it('fail a Lighthouse page whose every run ended in an error, with a line saying so', () => {
    expect(lighthouseMisses('home', met())).toEqual([]);
    const none = {
      ...met(0),
      ...Object.fromEntries(Object.keys(met()).map((k) => [k, median([])])),
      runs: [],
    };
    expect(lighthouseMisses('home', none)).toEqual([
      'lighthouse home: no measurement (no run completed: every one ended in an error)',
    ]);
    // A figure missing from completed runs misses its own budget.
    expect(lighthouseMisses('video', { ...met(), lcpMs: Number.NaN })).toEqual([
      `lighthouse video: LCP no measurement (budget <= ${LIGHTHOUSE_BUDGET.lcpMs} ms)`,
    ]);
    expect(lighthouseMisses('video', { ...met(), score: 96 })).toHaveLength(1);
  });

  it('hold a deep page to its first page by their shares of the ceiling, not their raw throughput', () => {
    const reads = [{ name: 'page 1' }, { name: 'page 500', firstPage: 'page 1' }];
    // The machine got twice as busy between the two: raw req/s halved, and so did the ceiling.
    const loaded = [
      { name: 'page 1', rps: 4000, ceilingRps: 10_000, ratio: 0.4 },
      { name: 'page 500', rps: 2000, ceilingRps: 5000, ratio: 0.4 },
    ];
    expect(deepPageMisses(reads, loaded)).toEqual([]);
    const slow = [
      { name: 'page 1', rps: 4000, ceilingRps: 10_000, ratio: 0.4 },
      { name: 'page 500', rps: 2000, ceilingRps: 10_000, ratio: 0.2 },
    ];
    expect(deepPageMisses(reads, slow)).toEqual([
      'cold page 500: 2.00x slower than page 1, against the ceiling (budget 1.5x)',
    ]);
    const unmeasured = [
      { name: 'page 1', ratio: 0.4 },
      { name: 'page 500', ratio: Number.NaN },
    ];
    expect(deepPageMisses(reads, unmeasured)).toEqual([
      'cold page 500: no measurement slower than page 1, against the ceiling (budget 1.5x)',
    ]);
  });

  it('hold the overload to 80 % of the peak served and /healthz within 50 ms, and miss without rounds', () => {
    const round = (ratio, ms, status = 200) => ({
      ratio,
      probes: [
        { status: 200, ms: 5 },
        { status, ms },
      ],
      overload: { statuses: { 200: 10, 503: 5 } },
    });
    expect(overloadMisses([round(0.9, 20), round(0.85, 30), round(0.7, 90)])).toEqual([]);
    expect(overloadMisses([round(0.7, 20), round(0.75, 30), round(0.9, 40)])).toHaveLength(1);
    expect(overloadMisses([round(0.9, 60), round(0.9, 55), round(0.9, 40)])).toHaveLength(1);
    expect(overloadMisses([round(0.9, 20, 503), round(0.9, 20), round(0.9, 20)])).toHaveLength(1);
    expect(overloadMisses([{ ...round(0.9, 20), overload: { statuses: { 200: 10 } } }])).toHaveLength(1);
    expect(overloadMisses([{ ...round(0.9, 20), probes: [] }]).length).toBeGreaterThan(0);
    expect(overloadMisses([]).length).toBeGreaterThanOrEqual(2);
  });
});
