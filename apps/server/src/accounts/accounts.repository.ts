import type { Kysely, Transaction } from 'kysely';
import type { Database, MembersTable } from '../db/schema.js';

export interface MemberAccount {
  id: string;
  userName: string;
  email: string;
  passwordHash: string;
  emailConfirmed: boolean;
  role: MembersTable['role'];
  createdAt: string;
}

export interface SessionMember {
  sessionIdHash: string;
  memberId: string;
  userName: string;
  email: string;
  role: MembersTable['role'];
  persistent: boolean;
  expiresAt: string;
  lastSeenAt: string;
}

export type TokenPurpose = 'confirm' | 'reset' | 'change_email';

export interface EmailToken {
  memberId: string;
  purpose: TokenPurpose;
  newEmail: string | null;
  expiresAt: string;
  usedAt: string | null;
}

type Db = Kysely<Database> | Transaction<Database>;

const MEMBER_COLUMNS = [
  'id',
  'user_name',
  'email',
  'password_hash',
  'email_confirmed_at',
  'role',
  'created_at',
] as const;

function toAccount(row: {
  id: string;
  user_name: string;
  email: string;
  password_hash: string;
  email_confirmed_at: string | null;
  role: MembersTable['role'];
  created_at: string;
}): MemberAccount {
  return {
    id: row.id,
    userName: row.user_name,
    email: row.email,
    passwordHash: row.password_hash,
    emailConfirmed: row.email_confirmed_at !== null,
    role: row.role,
    createdAt: row.created_at,
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

export const keyOf = (value: string): string => value.trim().toLowerCase();

export class AccountRepository {
  constructor(readonly db: Kysely<Database>) {}

  private async findOne(
    column: 'email_key' | 'user_name_key' | 'id',
    value: string,
  ): Promise<MemberAccount | undefined> {
    const row = await this.db
      .selectFrom('members')
      .select(MEMBER_COLUMNS)
      .where(column, '=', value)
      .where('deleted_at', 'is', null)
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

  private async taken(column: 'email_key' | 'user_name_key', value: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('members')
      .select('id')
      .where(column, '=', keyOf(value))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Taken by anyone, deleted accounts included: a name or address is never handed on. */
  emailTaken(email: string): Promise<boolean> {
    return this.taken('email_key', email);
  }

  userNameTaken(userName: string): Promise<boolean> {
    return this.taken('user_name_key', userName);
  }

  async create(member: {
    id: string;
    userName: string;
    email: string;
    passwordHash: string;
    at: string;
  }): Promise<void> {
    await this.db
      .insertInto('members')
      .values({
        id: member.id,
        user_name: member.userName,
        user_name_key: keyOf(member.userName),
        email: member.email.trim(),
        email_key: keyOf(member.email),
        password_hash: member.passwordHash,
        email_confirmed_at: null,
        role: 'member',
        created_at: member.at,
        deleted_at: null,
      })
      .execute();
  }

  async confirmEmail(db: Db, memberId: string, at: string): Promise<void> {
    await db
      .updateTable('members')
      .set({ email_confirmed_at: at })
      .where('id', '=', memberId)
      .where('email_confirmed_at', 'is', null)
      .execute();
  }

  async setPassword(db: Db, memberId: string, passwordHash: string): Promise<void> {
    await db.updateTable('members').set({ password_hash: passwordHash }).where('id', '=', memberId).execute();
  }

  async setEmail(db: Db, memberId: string, email: string, at: string): Promise<void> {
    await db
      .updateTable('members')
      .set({ email: email.trim(), email_key: keyOf(email), email_confirmed_at: at })
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
      })
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
        'members.user_name',
        'members.email',
        'members.role',
      ])
      .where('sessions.id_hash', '=', idHash)
      .where('members.deleted_at', 'is', null)
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

  async deleteSessionsOf(db: Db, memberId: string, exceptIdHash?: string): Promise<void> {
    let query = db.deleteFrom('sessions').where('member_id', '=', memberId);
    if (exceptIdHash) query = query.where('id_hash', '!=', exceptIdHash);
    await query.execute();
  }

  async deleteExpiredSessions(now: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }

  // --- e-mail tokens ---

  async createToken(token: {
    hash: string;
    memberId: string;
    purpose: TokenPurpose;
    newEmail?: string;
    at: string;
    expiresAt: string;
  }): Promise<void> {
    await this.db
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
    db: Db,
    hash: string,
    purpose: TokenPurpose,
    now: string,
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

  /** Everything held about a member, for "download my data". */
  async exportData(memberId: string) {
    const [member, playlists, favourites, ratings, comments, reports, views] = await Promise.all([
      this.db
        .selectFrom('members')
        .select(['id', 'user_name', 'email', 'email_confirmed_at', 'role', 'created_at'])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('playlists')
        .select(['id', 'name', 'created_at', 'updated_at'])
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('favourites')
        .innerJoin('videos', 'videos.id', 'favourites.video_id')
        .select(['videos.wmc_external_id', 'videos.title', 'favourites.created_at'])
        .where('favourites.member_id', '=', memberId)
        .orderBy('favourites.id')
        .execute(),
      this.db
        .selectFrom('ratings')
        .innerJoin('videos', 'videos.id', 'ratings.video_id')
        .select(['videos.wmc_external_id', 'videos.title', 'ratings.rating', 'ratings.updated_at'])
        .where('ratings.member_id', '=', memberId)
        .execute(),
      this.db
        .selectFrom('comments')
        .innerJoin('videos', 'videos.id', 'comments.video_id')
        .select([
          'comments.id',
          'videos.wmc_external_id',
          'comments.parent_comment_id',
          'comments.body',
          'comments.created_at',
        ])
        .where('comments.member_id', '=', memberId)
        .orderBy('comments.created_at')
        .execute(),
      this.db
        .selectFrom('comment_reports')
        .select(['comment_id', 'feedback', 'created_at'])
        .where('member_id', '=', memberId)
        .execute(),
      this.db
        .selectFrom('video_views')
        .innerJoin('videos', 'videos.id', 'video_views.video_id')
        .select(['videos.wmc_external_id', 'video_views.viewed_at'])
        .where('video_views.member_id', '=', memberId)
        .orderBy('video_views.id')
        .execute(),
    ]);
    const entries = await this.db
      .selectFrom('playlist_movies')
      .innerJoin('videos', 'videos.id', 'playlist_movies.video_id')
      .select([
        'playlist_movies.playlist_id',
        'videos.wmc_external_id',
        'videos.title',
        'playlist_movies.created_at',
      ])
      .where('playlist_movies.playlist_id', 'in', playlists.length > 0 ? playlists.map((p) => p.id) : [-1])
      .orderBy('playlist_movies.id')
      .execute();
    return {
      member: {
        id: member.id,
        userName: member.user_name,
        email: member.email,
        emailConfirmedAt: member.email_confirmed_at,
        role: member.role,
        createdAt: member.created_at,
      },
      playlists: playlists.map((p) => ({
        id: p.id,
        name: p.name,
        createdAt: p.created_at,
        videos: entries
          .filter((e) => e.playlist_id === p.id)
          .map((e) => ({ wmcExternalId: e.wmc_external_id, title: e.title, addedAt: e.created_at })),
      })),
      favourites: favourites.map((f) => ({
        wmcExternalId: f.wmc_external_id,
        title: f.title,
        addedAt: f.created_at,
      })),
      ratings: ratings.map((r) => ({
        wmcExternalId: r.wmc_external_id,
        title: r.title,
        rating: r.rating,
        ratedAt: r.updated_at,
      })),
      comments: comments.map((c) => ({
        id: c.id,
        videoWmcExternalId: c.wmc_external_id,
        parentCommentId: c.parent_comment_id,
        body: c.body,
        createdAt: c.created_at,
      })),
      commentReports: reports.map((r) => ({
        commentId: r.comment_id,
        feedback: r.feedback,
        createdAt: r.created_at,
      })),
      views: views.map((v) => ({ wmcExternalId: v.wmc_external_id, viewedAt: v.viewed_at })),
    };
  }
}
