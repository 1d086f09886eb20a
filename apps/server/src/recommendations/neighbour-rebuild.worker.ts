import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, type ReopenOptions } from '../db/database.js';
import { rebuildNeighbours } from './neighbour-rebuild.js';

/*
 * The body of the rebuild's worker thread (docs/decisions/0042): a connection of its own to the serving
 * process's database, the rebuild, its result posted back. An error ends the thread, and the parent hears it.
 */
const database = openDatabase(workerData as ReopenOptions);
try {
  parentPort?.postMessage(await rebuildNeighbours(database.db));
} finally {
  await database.close();
}
