// The budgets `npm run bench` holds the measurements to, and how a measurement is judged against them.

/** The budgets: hot reads against the ceiling, deep pages, scale, memory, and the pages. */
export const BUDGET = {
  warmRatio: 0.6,
  warmP99Ms: 20,
  coldRatio: { sqlite: 0.25, postgres: 0.15 },
  coldP99Ms: 50,
  deepPageFactor: 1.5,
  millionFactor: 1.5,
  workersFactor: 1.6,
  rssMb: 300,
  distinctUrls: 10_000,
  searchP95Ms: 20,
  initialJsBytes: 170 * 1024,
};

/**
 * Lighthouse's default mobile profile (simulated slow 4G, 4x CPU slowdown), medians of RUNS runs, on each
 * page of lighthousePages (docs/decisions/0052).
 */
export const LIGHTHOUSE_BUDGET = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1200,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
};

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The first-load budgets one page missed (medians). */
export function lighthouseMisses(page, s) {
  const b = LIGHTHOUSE_BUDGET;
  const misses = [];
  const under = (value, budget, what, unit = '') => {
    if (value < budget)
      misses.push(`lighthouse ${page}: ${what} ${value}${unit} (budget >= ${budget}${unit})`);
  };
  const over = (value, budget, what, unit = '') => {
    if (value > budget)
      misses.push(`lighthouse ${page}: ${what} ${value}${unit} (budget <= ${budget}${unit})`);
  };
  under(s.score, b.performance, 'performance');
  under(s.accessibility, b.accessibility, 'accessibility');
  under(s.bestPractices, b.bestPractices, 'best practices');
  under(s.seo, b.seo, 'SEO');
  over(s.fcpMs, b.fcpMs, 'FCP', ' ms');
  over(s.lcpMs, b.lcpMs, 'LCP', ' ms');
  over(s.tbtMs, b.tbtMs, 'TBT', ' ms');
  over(s.cls, b.cls, 'CLS');
  return misses;
}
