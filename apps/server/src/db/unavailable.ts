/**
 * Whether an error means the database cannot be reached right now (docs/decisions/0022): PostgreSQL down,
 * restarting, refusing connections or having ended ours; SQLite busy beyond its timeout. Such a request
 * answers 503 with Retry-After, never 500, and the next request tries again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // PostgreSQL: connection exceptions (class 08), shutting down or starting up (57P01-57P03), too many
    // connections (53300), a database not accepting connections (55000, ALTER DATABASE ... ALLOW_CONNECTIONS
    // false; PostgreSQL raises 55000 for little else, none of it on our queries); SQLite: the single writer
    // stayed busy past busy_timeout.
    if (/^08/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300' || code === '55000') return true;
    if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return true;
    if (NETWORK_CODES.has(code)) return true;
  }
  return CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** What node-postgres says when a connection breaks or cannot be had (it sets no code for these). */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
  /terminating connection due to administrator command/,
];
