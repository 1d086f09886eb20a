import type { Kysely } from 'kysely';
import type { AccountExport, Locale } from '@starlane/contract';
import type { Database, MembersTable } from '../db/schema.js';
import type { Executor, Tx } from '../db/transaction.js';
import type { SessionMember } from '../security/session.plugin.js';

export interface MemberAccount {
  id: string;
  userName: string;
  email: string;
  passwordHash: string;
  emailConfirmed: boolean;
  role: MembersTable['role'];
  createdAt: string;
  /** Banned by staff: they cannot sign in. */
  banned: boolean;
  /** The language of their last account request: the language of a mail somebody else causes. */
  locale: Locale;
}

export type TokenPurpose = 'confirm' | 'reset' | 'change_email';

export interface EmailToken {
  memberId: string;
  purpose: TokenPurpose;
  newEmail: string | null;
  expiresAt: string;
  usedAt: string | null;
}

const MEMBER_COLUMNS = [
  'id',
  'user_name',
  'email',
  'password_hash',
  'email_confirmed_at',
  'role',
  'created_at',
  'banned_at',
  'locale',
] as const;

function toAccount(row: {
  id: string;
  user_name: string;
  email: string;
  password_hash: string;
  email_confirmed_at: string | null;
  role: MembersTable['role'];
  created_at: string;
  banned_at: string | null;
  locale: Locale;
}): MemberAccount {
  return {
    id: row.id,
    userName: row.user_name,
    email: row.email,
    passwordHash: row.password_hash,
    emailConfirmed: row.email_confirmed_at !== null,
    role: row.role,
    createdAt: row.created_at,
    banned: row.banned_at !== null,
    locale: row.locale,
  };
}

function toEmailToken(row: {
  member_id: string;
  purpose: TokenPurpose;
  new_email: string | null;
  expires_at: string;
  used_at: string | null;
}): EmailToken {
  return {
    memberId: row.member_id,
    purpose: row.purpose,
    newEmail: row.new_email,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}

/**
 * The key an e-mail address or username is found by (docs/decisions/0053): trimmed, lower-cased and in Unicode
 * normal form C, so that one mailbox is one account however its address is cased or its accents typed.
 */
export const keyOf = (value: string): string => value.trim().toLowerCase().normalize('NFC');

/** An address as stored and mailed to: as typed, trimmed, in normal form C. */
const storedEmail = (email: string): string => email.trim().normalize('NFC');

/**
 * Members, their sessions and their e-mail tokens. A method that is one statement runs on the database or on
 * the transaction passed last; one that must run in a transaction takes it first (docs/decisions/0009).
 */
export class AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private async findOne(
    column: 'email_key' | 'user_name_key' | 'id',
    value: string,
  ): Promise<MemberAccount | undefined> {
    const row = await this.db
      .selectFrom('members')
      .select(MEMBER_COLUMNS)
      .where(column, '=', value)
      .executeTakeFirst();
    return row ? toAccount(row) : undefined;
  }

  findByEmail(email: string): Promise<MemberAccount | undefined> {
    return this.findOne('email_key', keyOf(email));
  }

  findByUserName(userName: string): Promise<MemberAccount | undefined> {
    return this.findOne('user_name_key', keyOf(userName));
  }

  findById(id: string): Promise<MemberAccount | undefined> {
    return this.findOne('id', id);
  }

  async emailTaken(email: string, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('members')
      .select('id')
      .where('email_key', '=', keyOf(email))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Which of the candidate usernames are taken, as their keys: one query however many candidates. */
  async takenUserNames(candidates: string[], db: Executor = this.db): Promise<Set<string>> {
    const rows = await db
      .selectFrom('members')
      .select('user_name_key')
      .where('user_name_key', 'in', candidates.map(keyOf))
      .execute();
    return new Set(rows.map((row) => row.user_name_key));
  }

  async userNameTaken(userName: string, db: Executor = this.db): Promise<boolean> {
    return (await this.takenUserNames([userName], db)).size > 0;
  }

  async create(
    member: { id: string; userName: string; email: string; passwordHash: string; at: string; locale: Locale },
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .insertInto('members')
      .values({
        id: member.id,
        user_name: member.userName,
        user_name_key: keyOf(member.userName),
        email: storedEmail(member.email),
        email_key: keyOf(member.email),
        password_hash: member.passwordHash,
        email_confirmed_at: null,
        role: 'member',
        created_at: member.at,
        locale: member.locale,
      })
      .execute();
  }

  /** Remembers the language of the member's latest account request. */
  async setLocale(memberId: string, locale: Locale): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ locale })
      .where('id', '=', memberId)
      .where('locale', '<>', locale)
      .execute();
  }

  async confirmEmail(memberId: string, at: string, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('members')
      .set({ email_confirmed_at: at })
      .where('id', '=', memberId)
      .where('email_confirmed_at', 'is', null)
      .execute();
  }

  async setPassword(memberId: string, passwordHash: string, db: Executor = this.db): Promise<void> {
    await db.updateTable('members').set({ password_hash: passwordHash }).where('id', '=', memberId).execute();
  }

  async setEmail(memberId: string, email: string, at: string, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('members')
      .set({ email: storedEmail(email), email_key: keyOf(email), email_confirmed_at: at })
      .where('id', '=', memberId)
      .execute();
  }

  // --- sessions ---

  async createSession(session: {
    idHash: string;
    memberId: string;
    persistent: boolean;
    at: string;
    expiresAt: string;
    userAgent?: string | undefined;
  }): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: session.idHash,
        member_id: session.memberId,
        persistent: session.persistent ? 1 : 0,
        created_at: session.at,
        expires_at: session.expiresAt,
        last_seen_at: session.at,
        user_agent: session.userAgent ? session.userAgent.slice(0, 200) : null,
      })
      .execute();
  }

  /** The member's sessions that have not expired, most recently used first. */
  async listSessions(
    memberId: string,
    now: string,
  ): Promise<
    {
      idHash: string;
      persistent: boolean;
      userAgent: string | null;
      createdAt: string;
      lastSeenAt: string;
      expiresAt: string;
    }[]
  > {
    const rows = await this.db
      .selectFrom('sessions')
      .select(['id_hash', 'persistent', 'user_agent', 'created_at', 'last_seen_at', 'expires_at'])
      .where('member_id', '=', memberId)
      .where('expires_at', '>', now)
      .orderBy('last_seen_at', 'desc')
      .limit(200)
      .execute();
    return rows.map((row) => ({
      idHash: row.id_hash,
      persistent: row.persistent === 1,
      userAgent: row.user_agent,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
    }));
  }

  /** Ends one session of the member; answers whether there was one. */
  async deleteSessionOf(memberId: string, idHash: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('member_id', '=', memberId)
      .where('id_hash', '=', idHash)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Makes the member's unused codes of these kinds worthless (marks them used now). */
  async retireTokens(
    memberId: string,
    purposes: TokenPurpose[],
    now: string,
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .updateTable('email_tokens')
      .set({ used_at: now })
      .where('member_id', '=', memberId)
      .where('purpose', 'in', purposes)
      .where('used_at', 'is', null)
      .execute();
  }

  async findSession(idHash: string): Promise<SessionMember | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .select([
        'sessions.id_hash',
        'sessions.member_id',
        'sessions.persistent',
        'sessions.expires_at',
        'sessions.last_seen_at',
        'sessions.created_at',
        'members.user_name',
        'members.email',
        'members.role',
      ])
      .where('sessions.id_hash', '=', idHash)
      // A ban deletes the member's sessions; this also refuses one started in a race with the ban.
      .where('members.banned_at', 'is', null)
      .executeTakeFirst();
    return row
      ? {
          sessionIdHash: row.id_hash,
          memberId: row.member_id,
          userName: row.user_name,
          email: row.email,
          role: row.role,
          persistent: row.persistent === 1,
          expiresAt: row.expires_at,
          lastSeenAt: row.last_seen_at,
          createdAt: row.created_at,
        }
      : undefined;
  }

  async touchSession(idHash: string, at: string, expiresAt: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: at, expires_at: expiresAt })
      .where('id_hash', '=', idHash)
      .execute();
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
  }

  async deleteSessionsOf(memberId: string, db: Executor = this.db, exceptIdHash?: string): Promise<void> {
    let query = db.deleteFrom('sessions').where('member_id', '=', memberId);
    if (exceptIdHash) query = query.where('id_hash', '!=', exceptIdHash);
    await query.execute();
  }

  /** Answers how many sessions ended. */
  async deleteExpiredSessions(now: string): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  // --- e-mail tokens ---

  async createToken(
    token: {
      hash: string;
      memberId: string;
      purpose: TokenPurpose;
      newEmail?: string;
      at: string;
      expiresAt: string;
    },
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .insertInto('email_tokens')
      .values({
        token_hash: token.hash,
        member_id: token.memberId,
        purpose: token.purpose,
        new_email: token.newEmail ?? null,
        created_at: token.at,
        expires_at: token.expiresAt,
        used_at: null,
      })
      .execute();
  }

  /** Marks a live token used and returns it, atomically, so a code works exactly once. */
  async consumeToken(
    hash: string,
    purpose: TokenPurpose,
    now: string,
    db: Executor = this.db,
  ): Promise<EmailToken | undefined> {
    const row = await db
      .updateTable('email_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['member_id', 'purpose', 'new_email', 'expires_at', 'used_at'])
      .executeTakeFirst();
    return row ? toEmailToken(row) : undefined;
  }

  async findToken(hash: string): Promise<EmailToken | undefined> {
    const row = await this.db
      .selectFrom('email_tokens')
      .select(['member_id', 'purpose', 'new_email', 'expires_at', 'used_at'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    return row ? toEmailToken(row) : undefined;
  }

  /** Removes the member row, and with it their sessions and e-mail codes. */
  async deleteMember(tx: Tx, memberId: string): Promise<void> {
    await tx.deleteFrom('members').where('id', '=', memberId).execute();
  }

  /** The member's own row, for their export. */
  async exportFor(memberId: string): Promise<AccountExport['member']> {
    const member = await this.db
      .selectFrom('members')
      .select(['id', 'user_name', 'email', 'email_confirmed_at', 'role', 'created_at'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return {
      id: member.id,
      userName: member.user_name,
      email: member.email,
      emailConfirmedAt: member.email_confirmed_at,
      role: member.role,
      createdAt: member.created_at,
    };
  }
}
