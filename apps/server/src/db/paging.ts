import type { SelectQueryBuilder } from 'kysely';
import type { PagingQuery } from '@starlane/contract';

/** A page of a listing: `amount` rows, 1-based `page`. */
export type Page = PagingQuery;

export function offsetOf(page: Page): number {
  return (page.page - 1) * page.amount;
}

/** The rows of an ordered `query` that fall on `page`. */
export function onPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: Page,
): SelectQueryBuilder<DB, TB, O> {
  return query.limit(page.amount).offset(offsetOf(page));
}

/** How many rows `query` (filtered, not yet selecting) has in all. */
export async function countOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  // The output type of a generic query stays unresolved; the count is all this selects.
  const row = await query
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .$castTo<{ n: string }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A listing page: the rows of `ordered` on `page`, mapped, and how many rows `all` has in all. */
export async function pageAndTotal<DB, TB extends keyof DB, O, ATB extends keyof DB, AO, T>(
  ordered: SelectQueryBuilder<DB, TB, O>,
  all: SelectQueryBuilder<DB, ATB, AO>,
  page: Page,
  map: (row: O) => T,
): Promise<{ total: number; $values: T[] }> {
  const [rows, total] = await Promise.all([onPage(ordered, page).execute(), countOf(all)]);
  return { total, $values: rows.map(map) };
}
