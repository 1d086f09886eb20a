import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { NAMED_STATEMENT_MARK } from './named-statements.js';
import type { Database } from './schema.js';

/** A value no caller passes: it marks where a named parameter goes in the compiled query's parameters. */
const MARK = '\u0000starlane-parameter:';

type Slot = { name: string } | { value: unknown };

/**
 * A hot query built and compiled once, then run with new values (docs/decisions/0017): building and
 * compiling a Kysely query costs more than running an indexed one on SQLite, where the SQL text also
 * finds its prepared statement in the statement cache (db/database.ts); PostgreSQL prepares it once per
 * connection (db/named-statements.ts).
 *
 * `build` receives `param(name)`, a stand-in for a value given at run time; it must go where Kysely makes a
 * bound parameter (comparisons, limit, offset), never into a list (`in [...]`) whose length varies.
 */
export function prepared<P extends Record<string, unknown>, R>(
  db: Kysely<Database>,
  build: (param: <K extends keyof P & string>(name: K) => P[K]) => Compilable<R>,
): (values: P) => Promise<R[]> {
  let compiled: { sql: string; slots: Slot[] } | undefined;
  const compile = () => {
    const query = build((name) => `${MARK}${name}` as never).compile();
    const slots = query.parameters.map((value): Slot =>
      typeof value === 'string' && value.startsWith(MARK) ? { name: value.slice(MARK.length) } : { value },
    );
    return { sql: `${NAMED_STATEMENT_MARK}${query.sql}`, slots };
  };
  return async (values) => {
    compiled ??= compile();
    const parameters = compiled.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.value));
    const result = await db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}
