import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The structured events of the log (docs/decisions/0066), named in the `event` field so that an operator can
 * count and alert on them: every line of a request has its `reqId` too.
 * - `auth.failure`: a sign-in refused (`reason: "sign-in"`), a cross-site write with a session refused
 *   (`"cross-site"`), a visitor or member refused by the staff area (`"staff-only"`);
 * - `staff.action`: a change made by staff (a write in the staff area that succeeded);
 * - `outage.start` / `outage.end` with `component: "redis"` when Redis goes and comes back; `outage.database`
 *   when the connection to the database is lost and for each request answered 503 while it is away;
 *   `overload.start` / `overload.end` when load shedding begins and ends (decision 0065).
 */
export const LOG_EVENTS = [
  'auth.failure',
  'staff.action',
  'outage.start',
  'outage.end',
  'outage.database',
  'overload.start',
  'overload.end',
] as const;
export type LogEvent = (typeof LOG_EVENTS)[number];

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The staff area: the admin API and media uploads, both refused to anyone but staff (admin/staff.ts). */
const STAFF_AREA = /^\/api\/(admin|media)(\/|$)/i;

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(unmatched)';
}

/** Logs staff actions and refusals by the staff area as events, on the request's own logger (its reqId). */
export function registerLogEvents(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    if (!STAFF_AREA.test(route)) return;
    const status = reply.statusCode;
    if (status === 401 || status === 403) {
      request.log.warn(
        {
          event: 'auth.failure' satisfies LogEvent,
          reason: 'staff-only',
          status,
          method: request.method,
          route,
          client: request.ip,
          memberId: request.member?.memberId,
        },
        'refused by the staff area',
      );
      return;
    }
    if (!WRITES.has(request.method) || status >= 400 || request.member?.role !== 'staff') return;
    request.log.info(
      {
        event: 'staff.action' satisfies LogEvent,
        staffId: request.member.memberId,
        staffName: request.member.userName,
        method: request.method,
        route,
        params: request.params,
        status,
      },
      `staff action: ${request.method} ${route}`,
    );
  });
}
