import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBodySchema, type ErrorBody } from '@starlane/contract';
import { ROUTE_LIMITS } from './rate-limits.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
type Responses = Record<string | number, unknown>;

/** Whether a route is an operation of the OpenAPI document (the document hides what it does not describe). */
function documented(
  schema: unknown,
): schema is { hide?: boolean; response?: Responses; querystring?: unknown } {
  return typeof schema === 'object' && schema !== null && !(schema as { hide?: boolean }).hide;
}

/**
 * Answers a route gives whatever its handler does come from layers in front of it; the OpenAPI document
 * must still list them for that operation (docs/decisions/0063). Added to every documented route as it is
 * registered, each with the error body, unless the route lists the status itself:
 * - 400: a control character in a header value (decision 53), or a query key the call does not take;
 * - 414: a path parameter longer than the router takes;
 * - 503 (with Retry-After): the database is unreachable (0022), which any call can meet, since a session
 *   cookie is looked up in it, or the process sheds load (0065);
 * - calls that take a body: 403 for a cross-site call with a session cookie, 413 for a body over the limit,
 *   415 for a body type the server does not read;
 * - 429 for calls with a route limit (http/rate-limits.ts; the limits a service applies are listed by its
 *   own routes).
 */
export function documentLayerStatuses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!documented(route.schema)) return;
    const responses: Responses = (route.schema.response ??= {});
    const add = (status: number) => {
      if (!(status in responses)) responses[status] = ErrorBodySchema;
    };
    add(400);
    add(503);
    // A path parameter over the router's length limit (app.ts, frameworkErrors).
    if (route.url.includes(':')) add(414);
    const methods = ([] as string[]).concat(route.method);
    const path = route.url.toLowerCase().replace(/\/+$/, '');
    for (const method of methods) {
      if (WRITE_METHODS.has(method)) [403, 413, 415].forEach(add);
      if (ROUTE_LIMITS[`${method} ${path}`]) add(429);
    }
  });
}

/** The declared query keys of a route, lower-cased (keys are matched in any case, see lenient-keys.ts). */
const declaredKeys = new WeakMap<object, Set<string>>();
function queryKeysOf(schema: unknown): Set<string> {
  if (!schema || typeof schema !== 'object') return new Set();
  let keys = declaredKeys.get(schema);
  if (!keys) {
    const shape = (schema as { shape?: unknown }).shape;
    keys = new Set(shape && typeof shape === 'object' ? Object.keys(shape).map((k) => k.toLowerCase()) : []);
    declaredKeys.set(schema, keys);
  }
  return keys;
}

/**
 * A query key a documented call does not take is refused with 400, naming it, instead of being ignored
 * (docs/decisions/0063): a misspelt `videoId` would otherwise give a plausible answer to another question,
 * and the document could not say what the call accepts.
 */
export function refuseUnknownQueryKeys(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const schema = request.routeOptions.schema;
    if (!documented(schema)) return;
    const query = request.query;
    if (!query || typeof query !== 'object') return;
    const known = queryKeysOf(schema.querystring);
    const unknown = Object.keys(query).filter((key) => !known.has(key.toLowerCase()));
    if (unknown.length === 0) return;
    const errors: Record<string, string[]> = {};
    for (const key of unknown.slice(0, 10)) errors[key.slice(0, 100)] = ['is not a parameter of this call'];
    const body: ErrorBody = {
      status: 400,
      title: `Unknown query parameter${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 10).join(', ').slice(0, 200)}`,
      errors,
    };
    return reply.status(400).send(body);
  });
}
