import { openDatabase, type ReopenOptions } from '../db/database.js';
import { rebuildNeighbours } from './neighbour-rebuild.js';
import type { JobMessage } from './neighbour-rebuilder.js';

/*
 * The body of the rebuild's child process (docs/decisions/0042): the parent sends how to open its database;
 * a connection of its own, the rebuild, its result sent back, then the process ends.
 */
const send = (message: JobMessage) =>
  new Promise<void>((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));

// A parent that dies takes its job with it: nobody would hear the result, and a new start rebuilds anyway.
process.once('disconnect', () => process.exit());

process.once('message', (options: ReopenOptions) => {
  void (async () => {
    const database = openDatabase(options);
    try {
      await send({ result: await rebuildNeighbours(database.db) });
    } catch (error) {
      await send({ error: error instanceof Error ? error.message : String(error) });
      process.exitCode = 1;
    } finally {
      await database.close();
      process.disconnect?.();
    }
  })();
});
