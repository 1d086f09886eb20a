import { hash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Where a compiled hot query's text begins with this comment (db/prepared.ts), PostgreSQL prepares it
 * once per connection; harmless to SQLite, which reuses its statements anyway (db/database.ts).
 */
export const NAMED_STATEMENT_MARK = '/* prepared */ ';

/**
 * The pool Kysely's PostgreSQL dialect draws from, with the hot queries sent as named statements. pg sends
 * every other query unnamed, so PostgreSQL parses, analyses and plans it on every run; for a hot read that
 * costs more than executing it. A named statement is parsed once per connection, and after a few runs
 * PostgreSQL keeps a generic plan when it is as good as a fresh one. Only marked queries are named: their
 * texts are a fixed few, where naming every query would fill each connection with one-off statements.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  // Kysely keys its connection objects by client, so each pg client keeps one wrapper.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // Kysely passes either (text, values) or a cursor; only a marked text is named.
    const query = (text: unknown, values?: unknown[]) =>
      typeof text === 'string' && text.startsWith(NAMED_STATEMENT_MARK)
        ? client.query({ name: `hot_${hash('sha1', text, 'hex').slice(0, 24)}`, text, values })
        : client.query(text as never, values);
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
