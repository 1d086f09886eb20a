import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../errors.js';
import type { RateLimiter } from '../infra/rate-limiter.js';
import { clientOf } from '../security/client-address.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RouteLimit {
  /** Counted together: routes with one bucket share a count. */
  bucket: string;
  limit: number;
  windowMs: number;
}

/** Calls that check the member's password: a stolen session must not become a password oracle. */
const passwordChecks: RouteLimit = { bucket: 'password-check', limit: 10, windowMs: HOUR };
/** Everyday member writes: generous for people, a ceiling for scripts (docs/decisions/0020). */
const memberWrites: RouteLimit = { bucket: 'member-write', limit: 120, windowMs: MINUTE };
/**
 * Playback position reports (docs/decisions/0032): one per ~10 s of playback per tab plus pauses, so a member with a few
 * tabs playing stays far below; their own bucket, so watching never uses up the everyday writes.
 */
const historyPositions: RouteLimit = { bucket: 'history-position', limit: 60, windowMs: MINUTE };
/** Reports reach staff by hand; a few an hour is plenty. */
const reports: RouteLimit = { bucket: 'report', limit: 20, windowMs: HOUR };

/**
 * The limited routes, by method and registered path (lower case). The sign-in, sign-up and mail calls are
 * limited inside the accounts service, where the limits depend on the account and the recipient.
 */
export const ROUTE_LIMITS: Readonly<Record<string, RouteLimit>> = {
  'POST /api/account/changepassword': passwordChecks,
  'POST /api/account/changeemail': passwordChecks,
  'POST /api/account/delete': passwordChecks,
  'POST /api/videocomment/reportcomment': reports,
  'POST /api/video/ratevideo': memberWrites,
  'POST /api/favourite/favourite': memberWrites,
  'POST /api/playlist/create': memberWrites,
  'POST /api/playlist/update': memberWrites,
  'POST /api/playlist/remove': memberWrites,
  'POST /api/playlist/addvideo': memberWrites,
  'POST /api/playlist/removevideo': memberWrites,
  'POST /api/videocomment/removecommentbyid': memberWrites,
  'POST /api/follow/follow': memberWrites,
  'POST /api/follow/unfollow': memberWrites,
  // The player reports every ~10 s of playback (and on pause): a few a minute per watching tab.
  'POST /api/history/position': historyPositions,
  'POST /api/history/remove': memberWrites,
  'POST /api/history/clear': memberWrites,
  'POST /api/history/settings': memberWrites,
};

/** The limit of the route a request matched, if it has one. */
export function routeLimitOf(request: FastifyRequest): RouteLimit | undefined {
  const url = request.routeOptions.url;
  if (!url) return undefined;
  return ROUTE_LIMITS[`${request.method} ${url.toLowerCase().replace(/\/+$/, '')}`];
}

/**
 * Counts limited calls per member (visitors per client address, IPv6 by /64) before the body is validated, so a
 * flood of bad bodies is as limited as good ones. Runs after the session is read (onRequest).
 */
export function registerRouteLimits(app: FastifyInstance, limiter: RateLimiter): void {
  app.addHook('preValidation', async (request) => {
    const rule = routeLimitOf(request);
    if (!rule) return;
    // A member counts as themselves (many members may share one address); a visitor as their address.
    const who = request.member ? `member:${request.member.memberId}` : `client:${clientOf(request)}`;
    const verdict = await limiter.hit(`route:${rule.bucket}:${who}`, rule.limit, rule.windowMs);
    if (!verdict.allowed) throw new TooManyRequestsError(verdict.retryAfterSeconds);
  });
}
