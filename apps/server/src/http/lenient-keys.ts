import type { FastifyInstance } from 'fastify';

const keyCache = new WeakMap<object, Map<string, string>>();

/** Lower-cased key → declared key, for a zod object schema; undefined for anything else. */
function declaredKeys(schema: unknown): Map<string, string> | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const cached = keyCache.get(schema);
  if (cached) return cached;
  const shape = (schema as { shape?: unknown }).shape;
  if (!shape || typeof shape !== 'object') return undefined;
  const keys = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
  keyCache.set(schema, keys);
  return keys;
}

function renameKeys(bag: unknown, schema: unknown): void {
  const keys = declaredKeys(schema);
  if (!keys || !bag || typeof bag !== 'object' || Array.isArray(bag)) return;
  const record = bag as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const declared = keys.get(key.toLowerCase());
    if (declared && declared !== key && !(declared in record)) {
      record[declared] = record[key];
      delete record[key];
    }
  }
}

/**
 * Clients of the original API send `videoid` or `VideoId`, `Username` or `username`: ASP.NET matched
 * query and body keys regardless of case. Each key is declared once (camelCase) and any casing maps onto it.
 */
export function acceptKeysInAnyCase(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    renameKeys(request.query, schema.querystring);
    renameKeys(request.body, schema.body);
  });
}
