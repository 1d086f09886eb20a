import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectionHealth, type RedisHealth } from './redis-breaker.js';
import type { BumpListener, LocalVersions, Versions } from './versions.js';

/** The message a worker sends (and receives) for a bump; the primary relays it to the other workers. */
interface BumpMessage {
  type: 'starlane:bump';
  tags: string[];
}

export function isBumpMessage(message: unknown): message is BumpMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'starlane:bump' &&
    Array.isArray((message as { tags?: unknown }).tags)
  );
}

/**
 * Versions shared by the workers of one machine (docs/decisions/0015, 0016): a bump is applied here at
 * once and sent to the primary, which hands it to every other worker; each applies it to its own
 * numbers, so their caches drop what it changes a moment later (the time of one IPC message).
 */
export class ClusterVersions implements Versions {
  constructor(
    private readonly local: LocalVersions,
    private readonly send: (message: BumpMessage) => void,
  ) {
    process.on('message', (message) => {
      if (isBumpMessage(message)) void this.local.apply(message.tags);
    });
  }

  current(tag: string): number {
    return this.local.current(tag);
  }

  async bump(...tags: string[]): Promise<void> {
    if (tags.length > 0) this.send({ type: 'starlane:bump', tags });
    await this.local.apply(tags);
  }

  onBump(listener: BumpListener): () => void {
    return this.local.onBump(listener);
  }
}

/**
 * Versions shared by every process that uses the same Redis (several machines, or workers): a bump is
 * applied here at once and published; every other process applies what it hears. A process that misses a
 * message (a lost connection) serves what it cached until the entry's TTL, which bounds the staleness.
 */
export class RedisVersions implements Versions {
  private readonly origin = randomUUID();

  constructor(
    private readonly local: LocalVersions,
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly onError: (error: unknown) => void,
    private readonly health: RedisHealth = connectionHealth(publisher),
  ) {
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      try {
        const message = JSON.parse(text) as { origin: string; tags: string[] };
        if (message.origin !== this.origin) void this.local.apply(message.tags);
      } catch (error) {
        onError(error);
      }
    });
    subscriber.subscribe(channel).catch(onError);
  }

  current(tag: string): number {
    return this.local.current(tag);
  }

  async bump(...tags: string[]): Promise<void> {
    await this.local.apply(tags);
    // The write has committed: a failed publish is reported, never thrown at its caller. It is waited for
    // (Redis has handed the message to every subscriber when it answers, so the others drop their entries
    // about as the write answers), but only while Redis answers (docs/decisions/0054): while it is away
    // nothing is sent nor queued, and the others serve what they cached until its TTL.
    if (tags.length === 0 || !this.health.isUp()) return;
    await this.health
      .guard(this.publisher.publish(this.channel, JSON.stringify({ origin: this.origin, tags })))
      .catch(this.onError);
  }

  onBump(listener: BumpListener): () => void {
    return this.local.onBump(listener);
  }

  async close(): Promise<void> {
    await this.subscriber.quit().catch(() => undefined);
  }
}
