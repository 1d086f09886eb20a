import type { Kysely } from 'kysely';
import type { Actor } from '@starlane/contract';
import { ACTOR_COLUMNS, toActor } from '../catalogue/index.js';
import type { ActorRow, Database } from '../db/schema.js';
import { prepared } from '../db/prepared.js';
import { numericPublicId, publicIdRow, resolvePublicId } from '../db/public-id.js';

/** How a star's name is keyed for lookups: lower case, single spaces. */
function actorNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

type ActorColumns = Pick<ActorRow, 'id' | 'wmc_external_id' | 'first_name' | 'last_name' | 'profile_picture'>;

export class ActorRepository {
  /** A star's page reads its star by public id on every visit: compiled once (db/prepared.ts). */
  private readonly byPublicId;

  constructor(private readonly db: Kysely<Database>) {
    this.byPublicId = prepared<{ publicId: string; numericId: number | null }, ActorColumns>(db, (p) =>
      db
        .selectFrom('actors')
        .select(ACTOR_COLUMNS)
        .where('id', '=', publicIdRow('actors', p('publicId'), p('numericId'))),
    );
  }

  resolveId(publicId: string): Promise<number | undefined> {
    return resolvePublicId(this.db, 'actors', publicId);
  }

  async listAll(): Promise<Actor[]> {
    const rows = await this.db
      .selectFrom('actors')
      .select(ACTOR_COLUMNS)
      .orderBy('first_name')
      .orderBy('last_name')
      .orderBy('id')
      .execute();
    return rows.map(toActor);
  }

  async allIds(): Promise<number[]> {
    return (await this.db.selectFrom('actors').select('id').execute()).map((row) => row.id);
  }

  async findByIds(ids: number[]): Promise<Actor[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('actors').select(ACTOR_COLUMNS).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, toActor(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The star a public id names (the rule of db/public-id.ts), resolved and read in one statement. */
  async findByPublicId(publicId: string): Promise<Actor | undefined> {
    const [row] = await this.byPublicId({ publicId, numericId: numericPublicId(publicId) ?? null });
    return row ? toActor(row) : undefined;
  }

  async findByName(name: string): Promise<Actor | undefined> {
    const row = await this.db
      .selectFrom('actors')
      .select(ACTOR_COLUMNS)
      .where('name_key', '=', actorNameKey(name))
      .orderBy('id')
      .executeTakeFirst();
    return row ? toActor(row) : undefined;
  }
}
