import { sql, type RawBuilder } from 'kysely';

/** A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(expression) like pattern`, the same on SQLite and PostgreSQL (both told the escape character). */
export function lowerLike(expression: RawBuilder<unknown>, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${expression}) like ${containsPattern(text)} escape '\\'`;
}

/** The direction a staff listing is sorted in. */
export type SortDir = 'asc' | 'desc';
