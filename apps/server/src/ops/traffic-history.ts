import cluster from 'node:cluster';
import type { TrafficMinute } from '@starlane/contract';
import { registry } from './metrics.js';
import { askPrimary } from './primary-ask.js';
import { parsePrometheusText } from './prometheus-text.js';

const MINUTE_MS = 60_000;
/** The minutes the history keeps: the staff dashboard's last hour. */
export const HISTORY_MINUTES = 60;

type Kind = 'requests' | 'errors' | 'cacheHits' | 'cacheMisses';
type Counts = Record<Kind, number>;
const KINDS: readonly Kind[] = ['requests', 'errors', 'cacheHits', 'cacheMisses'];
const zero = (): Counts => ({ requests: 0, errors: 0, cacheHits: 0, cacheMisses: 0 });

/** What the traffic history holds: the minutes since it began (at most the last hour), oldest first. */
export interface TrafficReading {
  since: string;
  processes: number;
  minutes: TrafficMinute[];
}

/** Where a reading comes from: this process's history, or the primary's for a worker of a cluster. */
interface TrafficSource {
  read(): Promise<TrafficReading>;
}

/** The counters the history reads, each series by its own labels (its `worker` among them). */
const REQUESTS = 'starlane_http_requests_total';
const LOOKUPS = 'starlane_response_cache_lookups_total';

/**
 * Each series' total in a scrape, under `kind\u0000labels`: a series of every worker of a cluster apart, so
 * that a worker that restarts (its counters back at 0) is told from one whose traffic stopped.
 */
function totalsOf(text: string): { totals: Map<string, number>; processes: number } {
  const totals = new Map<string, number>();
  const workers = new Set<string>();
  const add = (kind: Kind, key: string, value: number) => totals.set(`${kind}\u0000${key}`, value);
  for (const sample of parsePrometheusText(text)) {
    if (sample.labels.worker !== undefined) workers.add(sample.labels.worker);
    const key = JSON.stringify(sample.labels);
    if (sample.name === REQUESTS) {
      add('requests', key, sample.value);
      if (Number(sample.labels.status) >= 500) add('errors', key, sample.value);
    } else if (sample.name === LOOKUPS) {
      if (sample.labels.result === 'hit') add('cacheHits', key, sample.value);
      if (sample.labels.result === 'miss') add('cacheMisses', key, sample.value);
    }
  }
  return { totals, processes: Math.max(1, workers.size) };
}

/** What the counters counted between two scrapes; a series that fell (its process restarted) counts anew. */
function countsBetween(before: Map<string, number>, after: Map<string, number>): Counts {
  const counts = zero();
  for (const [key, value] of after) {
    const kind = key.slice(0, key.indexOf('\u0000')) as Kind;
    const previous = before.get(key) ?? 0;
    counts[kind] += value >= previous ? value - previous : value;
  }
  return counts;
}

/**
 * The last hour of traffic, minute by minute, read from the Prometheus counters (docs/decisions/0081):
 * `gather` is the scrape of every serving process (the primary's gathering in a cluster, this process's
 * registry alone otherwise). A scrape is taken when the history begins, at every minute's end and at every
 * reading; what the counters counted between two scrapes goes to the minute between them.
 */
export class TrafficHistory implements TrafficSource {
  private readonly minutes = new Map<number, Counts>();
  private last: Promise<{ at: number; totals: Map<string, number>; processes: number }>;
  private timer: NodeJS.Timeout | undefined;
  /** Scrapes and readings one at a time, so that each adds up against the scrape before it. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly since: number;

  constructor(
    private readonly gather: () => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {
    this.since = now();
    this.last = this.scrape();
    this.queue = this.last.catch(() => undefined);
  }

  private async scrape() {
    const at = this.now();
    return { at, ...totalsOf(await this.gather()) };
  }

  /** Takes a scrape at every minute's end, so no span is longer; the timer never keeps the process alive. */
  start(): void {
    if (this.timer) return;
    const untilNextMinute = MINUTE_MS - (this.now() % MINUTE_MS);
    this.timer = setTimeout(() => {
      this.timer = setInterval(() => void this.sample().catch(() => undefined), MINUTE_MS);
      this.timer.unref();
      void this.sample().catch(() => undefined);
    }, untilNextMinute + 50);
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Takes a scrape and puts what was counted since the one before into the minute between the two; a
   * reading does so too, so that the minute under way is up to date.
   */
  sample(): Promise<TrafficReading> {
    return this.serially(async () => {
      const before = await this.last.catch(() => undefined);
      const next = this.scrape();
      this.last = next;
      const after = await next;
      if (before)
        this.add(this.minuteBetween(before.at, after.at), countsBetween(before.totals, after.totals));
      return this.reading(Math.floor(after.at / MINUTE_MS), after.processes);
    });
  }

  read(): Promise<TrafficReading> {
    return this.sample();
  }

  private add(minute: number, counts: Counts): void {
    const into = this.minutes.get(minute) ?? zero();
    for (const kind of KINDS) into[kind] += counts[kind];
    this.minutes.set(minute, into);
    for (const key of this.minutes.keys()) {
      if (key <= minute - HISTORY_MINUTES) this.minutes.delete(key);
    }
  }

  /** The minutes from the history's start or the last hour's, to the one under way, none left out. */
  private reading(current: number, processes: number): TrafficReading {
    const first = Math.max(Math.floor(this.since / MINUTE_MS), current - HISTORY_MINUTES + 1);
    const minutes: TrafficMinute[] = [];
    for (let minute = first; minute <= current; minute++) {
      minutes.push({
        start: new Date(minute * MINUTE_MS).toISOString(),
        ...(this.minutes.get(minute) ?? zero()),
      });
    }
    return { since: new Date(this.since).toISOString(), processes, minutes };
  }

  /** The minute a span's counts are put in: the one its middle falls in (a scrape at 12:01:00 closes 12:00). */
  private minuteBetween(from: number, to: number): number {
    return Math.floor((from + to) / 2 / MINUTE_MS);
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/** The counters the history reads from this process's own registry (the rest of the scrape is not needed). */
async function ownCounters(): Promise<string> {
  const texts = await Promise.all(
    [REQUESTS, LOOKUPS].map(async (name) =>
      registry.getSingleMetric(name) ? await registry.getSingleMetricAsString(name) : '',
    ),
  );
  return texts.join('\n');
}

/** A worker of a cluster reads the primary's history, which sees every worker. */
const primaryHistory: TrafficSource = {
  async read() {
    return (await askPrimary('traffic')) as TrafficReading;
  },
};

/** The traffic this process can tell: its own history when it serves alone, else its primary's. */
export function trafficSource(now: () => number): TrafficSource & { start(): void; stop(): void } {
  if (cluster.isWorker && process.send) {
    return { read: () => primaryHistory.read(), start: () => undefined, stop: () => undefined };
  }
  return new TrafficHistory(ownCounters, now);
}
