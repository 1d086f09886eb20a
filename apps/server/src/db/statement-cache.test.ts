import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './database.js';

describe('withStatementCache', () => {
  it('reuses the prepared statement of the same SQL, and never one that is still iterating', () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3);');
    const cached = withStatementCache(sqlite);

    const first = cached.prepare('select n from t order by n');
    const second = cached.prepare('select n from t order by n');
    expect(second).toBe(first);

    const iterator = (first as unknown as SQLite.Statement).iterate();
    iterator.next();
    const whileBusy = cached.prepare('select n from t order by n');
    expect(whileBusy).not.toBe(first);
    expect((whileBusy as unknown as SQLite.Statement).all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    iterator.return?.();
    cached.close();
  });
});
