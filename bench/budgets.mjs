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
  /** Load shedding at 2.5x the unloaded peak: what is still served, and the slowest /healthz (decision 0065). */
  overloadServedRatio: 0.8,
  overloadHealthMs: 50,
  /** Warm hot-read throughput lost to the metrics (on against off, side by side). */
  metricsCost: 0.03,
  /** Warm hot-read throughput kept while a backup of the catalogue runs, against none running. */
  backupServedRatio: 0.8,
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

/** The median of `values`; NaN for none, which every budget below counts as a miss. */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Budget checks, each true when `value` misses: a value that is not a finite number (no measurement: a
 * median of no runs, a ratio over a ceiling that answered nothing) misses every budget, so the bench cannot
 * pass on nothing.
 */
export const missesFloor = (value, floor) => !(Number.isFinite(value) && value >= floor);
export const missesCap = (value, cap) => !(Number.isFinite(value) && value <= cap);
export const missesLimit = (value, limit) => !(Number.isFinite(value) && value < limit);

/** A figure for a miss line, with its unit: "no measurement" when there was none. */
export const shown = (value, digits, unit = '') =>
  Number.isFinite(value)
    ? `${digits === undefined ? String(value) : value.toFixed(digits)}${unit}`
    : 'no measurement';

/**
 * Deep pages against their first pages, cold: each side's throughput as a share of the ceiling measured in
 * the same rounds (as the 1M comparison does), so that the machine's load at two moments does not decide it.
 * `reads` are the hot reads (a deep one names its `firstPage`), `cold` their results in the same order.
 */
export function deepPageMisses(reads, cold) {
  const misses = [];
  for (const [i, read] of reads.entries()) {
    if (!read.firstPage) continue;
    const first = cold.find((c) => c.name === read.firstPage);
    if (!first) continue;
    const factor = first.ratio / cold[i].ratio;
    cold[i].vsFirstPage = factor;
    if (missesCap(factor, BUDGET.deepPageFactor))
      misses.push(
        `cold ${read.name}: ${shown(factor, 2, 'x')} slower than page 1, against the ceiling (budget ${BUDGET.deepPageFactor}x)`,
      );
  }
  return misses;
}

/**
 * What the overload section (bench/overload.mjs) measured against its budgets, medians of the rounds: each
 * round `{ ratio, probes: [{ status, ms }], overload: { statuses } }`. No round, or a round without a probe,
 * misses.
 */
export function overloadMisses(rounds) {
  const ratio = median(rounds.map((r) => r.ratio));
  const slowest = median(rounds.map((r) => Math.max(...r.probes.map((p) => p.ms))));
  const misses = [];
  if (missesFloor(ratio, BUDGET.overloadServedRatio))
    misses.push(
      `overload: ${shown(ratio * 100, 0, ' %')} of the unloaded peak served at 2.5x (budget >= ${BUDGET.overloadServedRatio * 100} %)`,
    );
  if (missesCap(slowest, BUDGET.overloadHealthMs))
    misses.push(
      `overload: slowest /healthz ${shown(slowest, 1, ' ms')} (median of the rounds; budget <= ${BUDGET.overloadHealthMs} ms)`,
    );
  const unprobed = rounds.filter((r) => r.probes.length === 0).length;
  if (unprobed > 0) misses.push(`overload: ${unprobed} rounds without a /healthz probe answered`);
  const notOk = rounds.flatMap((r) => r.probes).filter((p) => p.status !== 200).length;
  if (notOk > 0) misses.push(`overload: ${notOk} /healthz probes not answered 200`);
  const unshed = rounds.filter((r) => !(r.overload.statuses['503'] > 0)).length;
  if (unshed > 0) misses.push(`overload: ${unshed} rounds shed nothing at 2.5x (not overloaded?)`);
  return misses;
}

/** The first-load budgets one page missed (medians of `s.runs`); a page with no completed run misses. */
export function lighthouseMisses(page, s) {
  if (!s.runs || s.runs.length === 0)
    return [`lighthouse ${page}: no measurement (no run completed: every one ended in an error)`];
  const b = LIGHTHOUSE_BUDGET;
  const misses = [];
  const under = (value, budget, what, unit = '') => {
    if (missesFloor(value, budget))
      misses.push(
        `lighthouse ${page}: ${what} ${shown(value, undefined, unit)} (budget >= ${budget}${unit})`,
      );
  };
  const over = (value, budget, what, unit = '') => {
    if (missesCap(value, budget))
      misses.push(
        `lighthouse ${page}: ${what} ${shown(value, undefined, unit)} (budget <= ${budget}${unit})`,
      );
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
