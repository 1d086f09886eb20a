import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.js';
import * as m0002 from './0002_search.js';

/** Every migration, in order. Listed statically so they bundle and run the same from src and dist. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_search': m0002,
};
