import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.js';

/** Every migration, in order. Listed statically so they bundle and run the same from src and dist. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};
