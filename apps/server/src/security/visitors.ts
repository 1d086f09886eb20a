import { createHash } from 'node:crypto';
import net from 'node:net';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';

/** Crawlers, link previewers and scripted clients: their views and ad events are never counted. */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|pinterest|bingpreview|lighthouse|pagespeed|curl\/|wget\/|python-requests|python-urllib|go-http-client|okhttp|java\/|libwww|httpclient|axios\/|scrapy/i;

/** One counted view per visitor per video, one counted ad event per visitor per ad and action, within this. */
export const DEDUP_WINDOW_MS = 30 * 60_000;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_USER_AGENT.test(userAgent);
}

/**
 * The part of a client address that names one visitor: an IPv4 address, or the /64 network of an IPv6
 * address (one subscriber gets a whole /64 and can pick any address in it). IPv4-mapped IPv6 addresses
 * count as their IPv4 address.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return address;
}

function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => (parseInt(g, 16) || 0).toString(16));
}

/**
 * Who a view or ad event comes from, for the dedup window: a signed-in member is themselves whatever their
 * address; anyone else is their address group. The User-Agent plays no part, so changing it changes
 * nothing. Hashed, so the database holds no client address.
 */
export function visitorOf(address: string, memberId: string | null): string {
  const who = memberId ? `m:${memberId}` : `a:${addressGroup(address)}`;
  return createHash('sha256').update(who).digest('base64url').slice(0, 22);
}

/**
 * Dedup claims in the database (docs/decisions/0021): "count this visitor for this scope, unless they were
 * counted within the window". One statement, atomic on SQLite and PostgreSQL alike, so two processes (or two
 * parallel requests) can never both count the same visitor; the table, not any process's memory, grows
 * with the visitors, and `purge` keeps it to one window's worth.
 */
export class VisitClaims {
  constructor(private readonly db: Kysely<Database>) {}

  /** True when this call counts: no claim for (scope, visitor) newer than `windowMs` before `now`. */
  async claim(
    executor: Executor,
    scope: string,
    visitor: string,
    now: Date,
    windowMs: number,
  ): Promise<boolean> {
    const claimedAt = now.toISOString();
    const staleBefore = new Date(now.getTime() - windowMs).toISOString();
    const row = await executor
      .insertInto('visit_claims')
      .values({ scope, visitor, claimed_at: claimedAt })
      .onConflict((oc) =>
        oc
          .columns(['scope', 'visitor'])
          .doUpdateSet({ claimed_at: claimedAt })
          .where(sql.ref('visit_claims.claimed_at'), '<=', staleBefore),
      )
      .returning('scope')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Drops the claims whose window has passed; answers how many. */
  async purge(now: Date, windowMs: number): Promise<number> {
    const result = await this.db
      .deleteFrom('visit_claims')
      .where('claimed_at', '<=', new Date(now.getTime() - windowMs).toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
