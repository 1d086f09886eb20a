import type { Kysely } from 'kysely';
import type { MemberSummary } from '@starlane/contract';
import type { Database } from '../db/schema.js';

export class MemberRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findSummary(id: string): Promise<MemberSummary | undefined> {
    const row = await this.db
      .selectFrom('members')
      .select(['id', 'user_name'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { id: row.id, userName: row.user_name } : undefined;
  }
}
