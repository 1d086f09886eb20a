import { ReplyError, type Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * How long one use of Redis may wait for its answer before Redis counts as away. A local Redis answers in
 * well under a millisecond; a process that was merely busy does not count its own lateness (see `within`).
 */
export const REDIS_ANSWER_MS = 100;
/** How often a breaker that is open asks Redis whether it is back. */
export const REDIS_PROBE_MS = 250;

/** What the users of the shared connection ask before and around each use (docs/decisions/0022, 0054). */
export interface RedisHealth {
  /** Whether to use Redis now: false while the connection is down or the breaker is open. */
  isUp(): boolean;
  /**
   * Waits for one use of Redis, at most `REDIS_ANSWER_MS`: a use that fails for want of Redis (no answer,
   * a closed connection) rejects and opens the breaker, so the uses after it do not even try.
   */
  guard<T>(pending: Promise<T>): Promise<T>;
  /** Calls `listener` each time Redis is usable again after being away. */
  onBack(listener: () => void): void;
}

export class RedisTimeoutError extends Error {
  constructor(ms: number) {
    super(`redis did not answer within ${String(ms)} ms`);
    this.name = 'RedisTimeoutError';
  }
}

/**
 * Settles like `pending`, or rejects once `ms` have passed without an answer. When the timer fires, the
 * verdict waits for `setImmediate`: the event loop's poll phase runs in between and reads any reply the
 * kernel already holds, so a process whose loop was blocked (a long synchronous task, a GC pause) does not
 * mistake its own lateness for Redis's.
 */
export function within<T>(pending: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      setImmediate(() => {
        if (settled) return;
        settled = true;
        reject(new RedisTimeoutError(ms));
      });
    }, ms);
    pending.then(
      (value) => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A circuit breaker in front of the shared Redis connection (docs/decisions/0054). Stopped, Redis closes the
 * connection and ioredis's status says so at once; frozen (SIGSTOP, a stalled host, a partition), the
 * connection stays "ready" and every command would wait for ioredis's command timeout, so every write
 * waited too. The first use that goes unanswered for `REDIS_ANSWER_MS` (or fails on the connection) opens
 * the breaker: from then on every user falls back at once, without asking Redis, as 0022 says. While open,
 * a PING every `REDIS_PROBE_MS` (one at a time) asks whether Redis is back; its answer closes the breaker.
 * A reply error (a wrong type, a script error) comes from a Redis that answers, so it does not open it.
 */
export class RedisBreaker implements RedisHealth {
  private open = false;
  private probing = false;
  private probe: NodeJS.Timeout | undefined;
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly redis: Redis,
    private readonly logger?: Logger,
    private readonly answerMs = REDIS_ANSWER_MS,
    private readonly probeMs = REDIS_PROBE_MS,
  ) {
    redis.on('ready', () => {
      if (!this.open) this.back();
    });
  }

  isUp(): boolean {
    return !this.open && this.redis.status === 'ready';
  }

  /** Whether the breaker is open now (Redis was found unresponsive and has not answered since). */
  get isOpen(): boolean {
    return this.open;
  }

  async guard<T>(pending: Promise<T>): Promise<T> {
    try {
      return await within(pending, this.answerMs);
    } catch (error) {
      if (!(error instanceof ReplyError)) this.trip(error);
      throw error;
    }
  }

  onBack(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Stops probing (at shutdown). */
  close(): void {
    clearInterval(this.probe);
    this.probe = undefined;
  }

  private trip(error: unknown): void {
    if (this.open) return;
    this.open = true;
    this.logger?.warn(
      { err: error },
      'redis did not answer: caches bypassed, rate limits per process until it answers again',
    );
    this.probe = setInterval(() => this.ask(), this.probeMs);
    this.probe.unref();
  }

  private ask(): void {
    // Connecting again is ioredis's work; a PING only makes sense on a connection that is up.
    if (this.probing || this.redis.status !== 'ready') return;
    this.probing = true;
    this.redis.ping().then(
      () => {
        this.probing = false;
        if (!this.open) return;
        this.open = false;
        this.close();
        this.logger?.info('redis answers again: caches and rate limits are shared again');
        this.back();
      },
      () => {
        this.probing = false;
      },
    );
  }

  private back(): void {
    for (const listener of this.listeners) listener();
  }
}

/** For a connection used without a breaker (tests of one adapter): up when connected, never cut short. */
export function connectionHealth(redis: Redis): RedisHealth {
  return {
    isUp: () => redis.status === 'ready',
    guard: (pending) => pending,
    onBack: (listener) => redis.on('ready', listener),
  };
}
