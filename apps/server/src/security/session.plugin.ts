import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@starlane/contract';
import type { Config } from '../config.js';
import type { MembersTable } from '../db/schema.js';
import { ForbiddenError, UnauthorizedError } from '../errors.js';

export const SESSION_COOKIE = 'starlane_session';

/** The member behind a session, as every member call sees them. */
export interface SessionMember {
  sessionIdHash: string;
  memberId: string;
  userName: string;
  email: string;
  role: MembersTable['role'];
  persistent: boolean;
  expiresAt: string;
  lastSeenAt: string;
  /** When the session began: it ends a fixed time later however much it is used. */
  createdAt: string;
}

/** A session just started: the token goes into the cookie, never into the database. */
export interface NewSession {
  token: string;
  persistent: boolean;
  maxAgeSeconds?: number;
}

/** Who answers for a session token (the accounts service); the plugin knows nothing else of accounts. */
export interface SessionResolver {
  resolveSession(token: string): Promise<SessionMember | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for a visitor. */
    member: SessionMember | null;
    /** The raw session token from the cookie, when there is one. */
    sessionToken: string | null;
  }
}

/** The signed-in member, or a 401 for visitors. */
export function requireMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new UnauthorizedError(MESSAGES.notLoggedIn);
  return request.member;
}

function cookieOptions(config: Pick<Config, 'secureCookies'>) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies } as const;
}

export function setSessionCookie(
  reply: FastifyReply,
  session: NewSession,
  config: Pick<Config, 'secureCookies'>,
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...cookieOptions(config),
    ...(session.maxAgeSeconds ? { maxAge: session.maxAgeSeconds } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'secureCookies'>): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Refuses state-changing requests that carry a session cookie but come from another site (CSRF). Browsers
 * always say where a POST comes from (Sec-Fetch-Site, Origin or Referer); a request with none of them is
 * not from a browser page, and so not a forgery riding on a visitor's cookie.
 */
function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (!origin) return false;
  const ownOrigins = [new URL(publicUrl).origin, `${request.protocol}://${request.host}`];
  return !ownOrigins.includes(origin);
}

async function sessionPlugin(
  app: FastifyInstance,
  { accounts, config }: { accounts: SessionResolver; config: Pick<Config, 'publicUrl'> },
): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('member', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request, config.publicUrl)) {
      request.log.warn(
        {
          event: 'auth.failure',
          reason: 'cross-site',
          client: request.ip,
          origin: originOf(request.headers.origin) ?? originOf(request.headers.referer),
          fetchSite: request.headers['sec-fetch-site'],
        },
        'cross-site request refused',
      );
      throw new ForbiddenError('Cross-site requests are refused');
    }
    request.sessionToken = token;
    request.member = (await accounts.resolveSession(token)) ?? null;
  });
}

export const sessions = fp(sessionPlugin, { name: 'sessions' });
