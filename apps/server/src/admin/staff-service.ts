import { randomBytes } from 'node:crypto';
import type { RunInTransaction } from '../db/transaction.js';
import type { Clock } from '../infra/clock.js';
import type { Storage } from '../infra/storage.js';
import type { Versions } from '../infra/versions.js';
import type { AuditRepository } from './audit.repository.js';
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

  /** Resizes an uploaded picture to `width` and stores it under `folder`; answers its URL. */
  protected async storePicture(folder: string, dataUrl: string, width: number): Promise<string> {
    const picture = await resizePicture(this.tools.ffmpegPath, dataUrl, width);
    return this.tools.storage.put(
      `${folder}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.jpg`,
      picture,
    );
  }
}
