import fs from 'node:fs/promises';
import path from 'node:path';

/** Where media files (clips, thumbnails, pictures) live and the URL they are served from. */
export interface Storage {
  /** The folder served at `publicPrefix`, when media are on the local disk. */
  readonly rootDir: string;
  readonly publicPrefix: string;
  put(key: string, data: Buffer | string): Promise<string>;
  copyIn(key: string, sourceFile: string): Promise<string>;
  exists(key: string): Promise<boolean>;
  urlOf(key: string): string;
}

function assertSafeKey(key: string): void {
  if (key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export class LocalStorage implements Storage {
  constructor(
    readonly rootDir: string,
    readonly publicPrefix: string,
  ) {}

  private fileOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.rootDir, key);
  }

  async put(key: string, data: Buffer | string): Promise<string> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
    return this.urlOf(key);
  }

  async copyIn(key: string, sourceFile: string): Promise<string> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.copyFile(sourceFile, file);
    return this.urlOf(key);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.fileOf(key));
      return true;
    } catch {
      return false;
    }
  }

  urlOf(key: string): string {
    assertSafeKey(key);
    return `${this.publicPrefix}/${key}`;
  }
}
