import type { IncomingMessage, ServerResponse } from 'node:http';
import v8 from 'node:v8';
import type { FastifyBaseLogger } from 'fastify';
import { SESSION_COOKIE } from '../security/session.plugin.js';
import { REQUEST_ID_HEADER, requestIdOf } from '../http/request-id.js';
import { shedRequests } from './metrics.js';
import { LOCALES, negotiateLocale, type Locale } from '@starlane/contract';
import { translate, type ApiText } from '../i18n/api-language.js';

/** How often the event loop's lag is sampled (exported for tests that sample on a clock of their own): a timer that fires late by the time the loop was busy. */
export const SAMPLE_MS = 10;
/** The heap is read every tenth sample: reading it costs more than a clock, and it moves more slowly. */
const HEAP_EVERY = 10;
/** How long the samples stay under every limit before shedding is said to be over (in the log). */
const CALM_MS = 1000;
/** What a shed request is asked to wait before it asks again, in seconds. */
export const SHED_RETRY_AFTER_SECONDS = 2;

export interface SheddingLimits {
  /** Event-loop lag past which new work is refused, in ms; 0 never sheds on lag. */
  eventLoopLagMs: number;
  /** Heap in use past which new work is refused, in bytes; 0 never sheds on heap. */
  heapBytes: number;
}

export type ShedReason = 'event_loop_lag' | 'heap';

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const SIGNED_IN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Never shed: an orchestrator reads them to decide whether to restart the process or send it traffic. */
const HEALTH_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).toLowerCase().replace(/\/+$/, '');
}

/** How urgent a request is: health is always served; signed-in writes only stop past twice the lag limit. */
export function priorityOf(request: IncomingMessage): 'health' | 'member-write' | 'normal' {
  const method = request.method ?? 'GET';
  if (READS.has(method)) return HEALTH_PATHS.has(pathOf(request.url ?? '/')) ? 'health' : 'normal';
  const cookie = request.headers.cookie;
  return cookie !== undefined && SIGNED_IN.test(cookie) ? 'member-write' : 'normal';
}

/**
 * Load shedding (docs/decisions/0065): refuses new work with 503 and Retry-After while the process is
 * overloaded, before its event loop stalls, so that what it does take is answered in time.
 *
 * The loop is overloaded on lag when the turn under way has taken longer than the limit (the clock since
 * the sampling timer last fired) and the turn before it was busy too (the timer fired late by more than half
 * the limit). The first half is what keeps a turn short: requests read in one turn are refused once the turn
 * passes the limit, instead of being admitted on a lag measured before they arrived, so a health probe waits
 * about the limit at most. The second half makes it a sustained overload: one long turn alone (a full
 * garbage collection, one big page) sheds nothing; once shedding, every turn is held to the limit until a
 * second passes with nothing shed. The turn is measured on the clock and in CPU time, both
 * past the limit: on a machine whose other processes hold the CPU every turn is late, and the clock alone
 * would have the process refuse work it has the CPU for (then it sheds only what it cannot do). The heap is overloaded past its
 * limit, read every 100 ms.
 */
export class LoadShedder {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private lastFire = 0;
  private cpuAtFire = 0;
  private lastLagMs = 0;
  private heapOver = false;
  private samples = 0;
  private shedding: ShedReason | undefined;
  private shedSinceChange = 0;
  /** Requests shed since the sampling timer last fired. */
  private shedInTurn = 0;
  /** Since when the samples have been under every limit, while shedding. */
  private calmSince: number | undefined;

  constructor(
    private readonly limits: SheddingLimits,
    private readonly logger: FastifyBaseLogger,
    /** The clock, in ms; a test drives one of its own and calls `sample` itself. */
    private readonly clock: () => number = () => performance.now(),
    /** The process's CPU time, in ms. */
    private readonly cpuClock: () => number = cpuMs,
  ) {}

  get enabled(): boolean {
    return this.limits.eventLoopLagMs > 0 || this.limits.heapBytes > 0;
  }

  /** Starts sampling; `{ timer: false }` leaves the sampling to the caller (tests on a clock of their own). */
  start({ timer = true } = {}): void {
    if (!this.enabled || this.running) return;
    this.running = true;
    this.lastFire = this.clock();
    this.cpuAtFire = this.cpuClock();
    if (!timer) return;
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.running = false;
  }

  /** What the sampling timer does each time it fires, every 10 ms when the loop is free. */
  sample(): void {
    const now = this.clock();
    this.lastLagMs = Math.max(0, now - this.lastFire - SAMPLE_MS);
    this.lastFire = now;
    this.cpuAtFire = this.cpuClock();
    if (this.limits.heapBytes > 0 && this.samples++ % HEAP_EVERY === 0) {
      this.heapOver = v8.getHeapStatistics().used_heap_size > this.limits.heapBytes;
    }
    if (!this.shedding) {
      this.shedInTurn = 0;
      return;
    }
    // Calm is a second with nothing shed and no long turn: while shedding holds every turn near the limit,
    // the lag alone would end an overload that is still going on.
    const shedInTurn = this.shedInTurn;
    this.shedInTurn = 0;
    const lagLimit = this.limits.eventLoopLagMs;
    if ((lagLimit > 0 && this.lastLagMs > lagLimit) || this.heapOver || shedInTurn > 0) {
      this.calmSince = undefined;
    } else if (this.calmSince === undefined) {
      this.calmSince = now;
    } else if (now - this.calmSince >= CALM_MS) {
      this.changed(undefined);
    }
  }

  /** Why a request of this priority would be refused now, or undefined when it is taken. */
  overloaded(priority: ReturnType<typeof priorityOf>, now = this.clock()): ShedReason | undefined {
    if (priority === 'health') return undefined;
    const lagLimit =
      priority === 'member-write' ? 2 * this.limits.eventLoopLagMs : this.limits.eventLoopLagMs;
    // The turn before must have been busy too, unless the process is shedding already: an overload's
    // turns alternate between long ones and the short ones after a long turn's refusals, and a turn after
    // a short one would take every request read in it (a probe waited 100 ms behind such turns).
    if (
      lagLimit > 0 &&
      (this.shedding === 'event_loop_lag' || this.lastLagMs > lagLimit / 2) &&
      now - this.lastFire > lagLimit &&
      this.cpuClock() - this.cpuAtFire > lagLimit
    ) {
      return 'event_loop_lag';
    }
    // Writes are small; refusing the reads' big answers is what relieves the heap.
    if (this.heapOver && priority === 'normal') return 'heap';
    return undefined;
  }

  /**
   * Answers the request 503 with Retry-After when it is to be shed, before any routing, parsing or
   * database work, and says whether it did.
   */
  shed(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.running) return false;
    const reason = this.overloaded(priorityOf(request));
    if (reason === undefined) return false;
    if (this.shedding !== reason) this.changed(reason);
    this.shedSinceChange++;
    this.shedInTurn++;
    shedRequests.inc({ reason });
    // Under overload most requests are refused, so a refusal's cost is taken from what is served: its
    // headers are made once, as a flat list (no header object to walk).
    const refusal = SHED_ANSWERS[shedLocale(request)];
    response.writeHead(503, [...refusal.headers, REQUEST_ID_HEADER, requestIdOf(request)]);
    response.end(refusal.body);
    return true;
  }

  /** An outage of its own kind, logged once when shedding starts and once when it stops, never per request. */
  private changed(reason: ShedReason | undefined): void {
    if (reason) {
      this.logger.warn(
        {
          event: 'overload.start',
          reason,
          eventLoopLagMs: Math.round(this.lastLagMs),
          heapUsedBytes: v8.getHeapStatistics().used_heap_size,
        },
        `overloaded (${reason}): shedding new work with 503`,
      );
    } else {
      this.logger.warn(
        { event: 'overload.end', shed: this.shedSinceChange },
        `no longer overloaded: ${this.shedSinceChange} requests were shed`,
      );
    }
    this.shedding = reason;
    this.shedSinceChange = 0;
    this.calmSince = undefined;
  }
}

const SHED_TITLE: ApiText = 'The site is busy, try again in a moment';

/** The refusal in each language the API writes its texts in (docs/decisions/0082), made once. */
const SHED_ANSWERS = Object.fromEntries(
  LOCALES.map((locale) => {
    const body = Buffer.from(JSON.stringify({ status: 503, title: translate(SHED_TITLE, locale) }));
    const headers = [
      'content-type',
      'application/json; charset=utf-8',
      'content-length',
      String(body.length),
      'retry-after',
      String(SHED_RETRY_AFTER_SECONDS),
      'cache-control',
      'no-store',
      'x-content-type-options',
      'nosniff',
      'vary',
      'Accept-Language',
    ];
    return [locale, { body, headers }];
  }),
) as Record<Locale, { body: Buffer; headers: string[] }>;

/** `lang` read off the raw query (nothing is parsed before a refusal), else Accept-Language. */
function shedLocale(request: IncomingMessage): Locale {
  const lang = /[?&]lang=([^&#]*)/i.exec(request.url ?? '')?.[1];
  return negotiateLocale(lang, request.headers['accept-language']);
}
