import { sql } from 'kysely';

/**
 * The published videos, the only ones the public sees (docs/decisions/0011), written as the literal the
 * partial listing indexes of migration 0005 name: with a bound parameter in its place, neither planner can
 * prove the index applies (docs/decisions/0017).
 */
export const IS_PUBLISHED = sql<boolean>`videos.status = 'published'`;
