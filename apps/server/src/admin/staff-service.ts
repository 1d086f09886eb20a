import { randomBytes } from 'node:crypto';
import type { RunInTransaction } from '../db/transaction.js';
import type { Clock } from '../infra/clock.js';
import type { Storage } from '../infra/storage.js';
import type { Versions } from '../infra/versions.js';
import { ConflictError, found } from '../errors.js';
import type { Tx } from '../db/transaction.js';
import type { Actor, AuditRepository } from './audit.repository.js';
import { resizePicture } from './pictures.js';

/** What the staff services that change the catalogue and its pictures work with. */
export interface StaffTools {
  audit: AuditRepository;
  storage: Storage;
  transaction: RunInTransaction;
  versions: Versions;
  clock: Clock;
  ffmpegPath: string;
}

/**
 * The base of the staff services that change what visitors see: each change runs in one transaction with
 * its audit row, and pictures are resized and stored before it starts.
 */
export abstract class StaffService {
  protected readonly audit: AuditRepository;
  protected readonly transaction: RunInTransaction;
  protected readonly versions: Versions;

  constructor(private readonly tools: StaffTools) {
    this.audit = tools.audit;
    this.transaction = tools.transaction;
    this.versions = tools.versions;
  }

  protected now(): string {
    return this.tools.clock.now().toISOString();
  }

  /** The entry an undo takes back, once only: 404 when there is none, 409 when it was undone already. */
  protected async entryToUndo(tx: Tx, entryId: number, actions: readonly string[]) {
    const entry = found(await this.audit.find(tx, entryId), 'Audit entry');
    if (!actions.includes(entry.action)) throw new ConflictError(`A ${entry.action} cannot be undone`);
    if (await this.audit.undone(tx, entryId)) throw new ConflictError('This was undone already');
    return entry;
  }

  /** Records an undo, and the marker that makes it happen once (audit_log_object_idx finds it). */
  protected async recordUndo(
    tx: Tx,
    actor: Actor,
    at: string,
    entryId: number,
    undo: { action: string; objectType: string; objectId: number; before: unknown; after: unknown },
  ): Promise<void> {
    await this.audit.record(tx, actor, at, undo);
    await this.audit.record(tx, actor, at, {
      action: 'audit.undo',
      objectType: 'audit',
      objectId: entryId,
      before: null,
      after: { action: undo.action },
    });
  }

  /** Resizes an uploaded picture to `width` and stores it under `folder`; answers its URL. */
  protected async storePicture(folder: string, dataUrl: string, width: number): Promise<string> {
    const picture = await resizePicture(this.tools.ffmpegPath, dataUrl, width);
    return this.tools.storage.put(
      `${folder}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.jpg`,
      picture,
    );
  }
}
