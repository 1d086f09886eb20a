import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EdgePurger, EdgePurgingVersions, type PurgeOutcome } from './edge-purger.js';
import { LocalVersions } from './versions.js';

interface Received {
  method: string;
  /** `purge` (xkey-purge) or `soft` (xkey-softpurge). */
  how: 'purge' | 'soft' | 'none';
  tags: string;
}

/** An edge stand-in that records what it is sent and answers with `statuses` in turn (200 once they run out). */
async function recordingEdge(
  statuses: number[] = [],
): Promise<{ url: string; received: Received[]; arrivals: number[] }> {
  const received: Received[] = [];
  /** When each request arrived (performance.now()), in the order of `received`. */
  const arrivals: number[] = [];
  const server = http.createServer((request, response) => {
    arrivals.push(performance.now());
    const hard = request.headers['xkey-purge'];
    const soft = request.headers['xkey-softpurge'];
    received.push({
      method: request.method ?? '',
      how: hard ? 'purge' : soft ? 'soft' : 'none',
      tags: String(hard ?? soft ?? ''),
    });
    response.writeHead(statuses.shift() ?? 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received, arrivals };
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function purgerFor(urls: string[], options: { maxAttempts?: number; repeatAfterMs?: number } = {}) {
  const warnings: object[] = [];
  const errors: object[] = [];
  const outcomes: PurgeOutcome[] = [];
  const purger = new EdgePurger({
    urls,
    log: { warn: (details) => warnings.push(details), error: (details) => errors.push(details) },
    onOutcome: (outcome) => outcomes.push(outcome),
    baseDelayMs: 10,
    maxDelayMs: 40,
    // Long enough that a loaded machine never turns a slow answer into a second send the test does not expect.
    timeoutMs: 10_000,
    repeatAfterMs: 0,
    ...options,
  });
  return { purger, warnings, errors, outcomes };
}

describe('EdgePurger', () => {
  it('sends the bumps of one tick to every edge, after the bump: things purged, list tags soft-purged', async () => {
    const [a, b] = [await recordingEdge(), await recordingEdge()];
    const { purger, outcomes } = purgerFor([a.url, b.url]);
    const local = new LocalVersions();
    const seenAtBump: number[] = [];
    local.onBump(() => {
      seenAtBump.push(a.received.length);
    });
    const versions = new EdgePurgingVersions(local, purger);

    await Promise.all([versions.bump('video:7', 'catalogue'), versions.bump('catalogue', 'star:3')]);
    await purger.settled();

    for (const edge of [a, b]) {
      expect(edge.received).toEqual([
        { method: 'PURGE', how: 'purge', tags: 'video:7 star:3' },
        { method: 'PURGE', how: 'soft', tags: 'catalogue' },
      ]);
    }
    // Every process's own caches had heard of the bump before any edge was told.
    expect(seenAtBump).toEqual([0, 0]);
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent']);
  });

  it('sends a failed purge again with backoff until the edge takes it', async () => {
    const edge = await recordingEdge([503, 500]);
    const { purger, warnings, errors, outcomes } = purgerFor([edge.url]);

    purger.purge(['video:1']);
    await purger.settled();

    expect(edge.received.map((r) => r.tags)).toEqual(['video:1', 'video:1', 'video:1']);
    expect(edge.received.every((r) => r.how === 'purge')).toBe(true);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatchObject({ edge: edge.url, attempt: 1, problem: 'answered 503' });
    expect(errors).toEqual([]);
    expect(outcomes).toEqual(['sent']);
  });

  it('never fails the write: an edge that stays away is logged and counted once its attempts run out', async () => {
    const away = await recordingEdge();
    const url = away.url;
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const { purger, warnings, errors, outcomes } = purgerFor([url], { maxAttempts: 3 });
    const versions = new EdgePurgingVersions(new LocalVersions(), purger);

    await expect(versions.bump('video:2')).resolves.toBeUndefined();
    expect(versions.current('video:2')).toBeGreaterThan(0);
    await purger.settled();

    expect(warnings).toHaveLength(2);
    expect(errors).toEqual([expect.objectContaining({ edge: url, tags: 'video:2', attempts: 3 })]);
    expect(outcomes).toEqual(['failed']);
  });

  it('splits a long list of tags so that no request header passes what Varnish takes', async () => {
    const edge = await recordingEdge();
    const { purger } = purgerFor([edge.url]);
    const tags = Array.from({ length: 2000 }, (_, i) => `video:${100_000 + i}`);

    purger.purge(tags);
    await purger.settled();

    expect(edge.received.length).toBeGreaterThan(1);
    expect(Math.max(...edge.received.map((r) => r.tags.length))).toBeLessThanOrEqual(4000);
    expect(edge.received.flatMap((r) => r.tags.split(' '))).toEqual(tags);
  });

  it('sends each batch again once its delay has passed, for an answer that reached the edge after the first', async () => {
    const edge = await recordingEdge();
    const { purger } = purgerFor([edge.url], { repeatAfterMs: 100 });

    const started = performance.now();
    purger.purge(['video:5', 'catalogue']);
    await purger.settled();

    // The edge's own clock, not a fixed wait here: under load the first batch itself may take longer than
    // the delay to arrive, but the second is never sent before it.
    expect(edge.arrivals).toHaveLength(4);
    for (const arrival of edge.arrivals.slice(2)) expect(arrival - started).toBeGreaterThanOrEqual(99);
    expect(edge.received).toEqual([
      { method: 'PURGE', how: 'purge', tags: 'video:5' },
      { method: 'PURGE', how: 'soft', tags: 'catalogue' },
      { method: 'PURGE', how: 'purge', tags: 'video:5' },
      { method: 'PURGE', how: 'soft', tags: 'catalogue' },
    ]);
  });

  it('soft-purges only the list tags, which nearly every cached object carries', async () => {
    const edge = await recordingEdge();
    const { purger } = purgerFor([edge.url]);

    purger.purge(['catalogue', 'toplists', 'categories', 'stars', 'playlists', 'ads']);
    await purger.settled();
    purger.purge(['category:4', 'playlist:9', 'member:m1', 'comments:5']);
    await purger.settled();

    expect(edge.received).toEqual([
      { method: 'PURGE', how: 'soft', tags: 'catalogue toplists categories stars playlists ads' },
      { method: 'PURGE', how: 'purge', tags: 'category:4 playlist:9 member:m1 comments:5' },
    ]);
  });
});
