import { createHash, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import {
  MESSAGES,
  type AccountExport,
  type AccountSession,
  type ManageInfo,
  type Locale,
  type RegisterResult,
} from '@starlane/contract';
import type { ExportPart, MemberData } from '../catalogue/index.js';
import type { Config } from '../config.js';
import type { RunInTransaction, Tx } from '../db/transaction.js';
import { AppError, BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../errors.js';
import { cacheTags } from '../infra/cache-tags.js';
import { isoAfter, type Clock } from '../infra/clock.js';
import type { Mailer } from '../infra/mailer.js';
import type { RateLimiter } from '../infra/rate-limiter.js';
import type { Versions } from '../infra/versions.js';
import {
  dummyPasswordHash,
  hashPassword,
  randomToken,
  tokenHash,
  verifyPassword,
} from '../security/secrets.js';
import type { NewSession, SessionMember, SessionResolver } from '../security/session.plugin.js';
import {
  confirmationMail,
  emailChangeMail,
  emailChangedMail,
  passwordChangedMail,
  resetMail,
} from './account-mails.js';
import { AccountLimits } from './account-limits.js';
import { ACCOUNT_POLICY, TEXTS, USERNAME_CANDIDATES } from './account-policy.js';
import { isCommonPassword } from './common-passwords.js';
import {
  keyOf,
  type AccountRepository,
  type MemberAccount,
  type TokenPurpose,
} from './accounts.repository.js';

export class AccountService implements SessionResolver {
  private readonly limits: AccountLimits;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly mailer: Mailer,
    limiter: RateLimiter,
    private readonly transaction: RunInTransaction,
    private readonly versions: Versions,
    private readonly clock: Clock,
    private readonly config: Pick<Config, 'publicUrl' | 'siteName'>,
    private readonly logger: Logger,
    /** What the other features hold of a member: every part of the export but the member row. */
    private readonly memberData: MemberData<Exclude<ExportPart, 'member'>>,
  ) {
    this.limits = new AccountLimits(limiter, logger);
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  private later(ms: number): string {
    return isoAfter(this.clock, ms);
  }

  /** Refuses a password on the common-passwords list, naming the field it came in. */
  private refuseCommon(password: string, field: string): void {
    if (isCommonPassword(password))
      throw new BadRequestError(TEXTS.commonPassword, { [field]: [TEXTS.commonPassword] });
  }

  /**
   * A free username from the e-mail's local part, for the form that asks only for an e-mail: the local
   * part, else the first free numbered variant (one query for all of them), else a random one.
   */
  private async freeUserNameFor(email: string, tx: Tx): Promise<string> {
    const base = (email.split('@')[0] ?? 'member').replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, 24) || 'member';
    const candidates = [base];
    for (let n = 2; n <= USERNAME_CANDIDATES; n++) candidates.push(`${base}${n}`);
    const taken = await this.accounts.takenUserNames(candidates, tx);
    return (
      candidates.find((candidate) => !taken.has(keyOf(candidate))) ??
      `${base.slice(0, 16)}${randomUUID().slice(0, 8)}`
    );
  }

  /**
   * Signs a member up: the checks, the member and their confirmation code in one transaction, then the
   * confirmation mail. The password is hashed first, so the transaction holds no lock while argon2 works.
   */
  async register(
    input: {
      username?: string | undefined;
      email: string;
      password: string;
      passwordConfirmation?: string | undefined;
    },
    address: string,
    locale: Locale,
  ): Promise<RegisterResult> {
    await this.limits.limit(`signup:${address}`, ACCOUNT_POLICY.signUpPerAddress);
    if (input.passwordConfirmation !== undefined && input.passwordConfirmation !== input.password) {
      throw new BadRequestError(MESSAGES.passwordsDiffer, {
        passwordConfirmation: [MESSAGES.passwordsDiffer],
      });
    }
    this.refuseCommon(input.password, 'password');
    const id = randomUUID();
    const email = input.email.trim();
    const passwordHash = await hashPassword(input.password);
    // Kept outside the transaction: a lost race is explained by the name it tried.
    let userName = input.username;
    let created: { userName: string; code: string };
    try {
      created = await this.transaction(async (tx) => {
        // The original API answered 399 for a known e-mail; clients rely on it.
        if (await this.accounts.emailTaken(email, tx)) throw new ConflictError(MESSAGES.emailExists, 399);
        if (userName && (await this.accounts.userNameTaken(userName, tx))) {
          throw new BadRequestError(MESSAGES.userNameExists, { username: [MESSAGES.userNameExists] });
        }
        const name = (userName ??= await this.freeUserNameFor(email, tx));
        await this.accounts.create({ id, userName: name, email, passwordHash, at: this.now(), locale }, tx);
        const code = await this.newCode(
          { memberId: id, purpose: 'confirm', lifetimeMs: ACCOUNT_POLICY.confirmTokenMs },
          tx,
        );
        return { userName: name, code };
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Two sign-ups racing for the same name or address: the unique index decides.
      if (await this.accounts.emailTaken(email)) throw new ConflictError(MESSAGES.emailExists, 399);
      if (userName && (await this.accounts.userNameTaken(userName))) {
        throw new BadRequestError(MESSAGES.userNameExists);
      }
      throw error;
    }
    await this.mailer.send(
      confirmationMail(this.config, { id, email, userName: created.userName }, created.code, locale),
    );
    return { email, userName: created.userName };
  }

  /** A new e-mail code that works once, for `lifetimeMs`; only its hash is stored. */
  private async newCode(
    token: { memberId: string; purpose: TokenPurpose; lifetimeMs: number; newEmail?: string },
    tx?: Tx,
  ): Promise<string> {
    const code = randomToken();
    const { lifetimeMs, ...rest } = token;
    await this.accounts.createToken(
      { ...rest, hash: tokenHash(code), at: this.now(), expiresAt: this.later(lifetimeMs) },
      tx,
    );
    return code;
  }

  private async sendConfirmation(
    member: { id: string; email: string; userName: string },
    locale: Locale,
  ): Promise<void> {
    const code = await this.newCode({
      memberId: member.id,
      purpose: 'confirm',
      lifetimeMs: ACCOUNT_POLICY.confirmTokenMs,
    });
    await this.mailer.send(confirmationMail(this.config, member, code, locale));
  }

  /**
   * A new confirmation mail, in `locale` when the member asked for it, else (staff asked) in the language
   * of their last account request (docs/decisions/0082).
   */
  async resendConfirmation(email: string, address: string, locale: Locale | undefined): Promise<void> {
    if (!(await this.limits.mayMail(address, email, 'confirm'))) return;
    const member = await this.accounts.findByEmail(email);
    if (!member || member.emailConfirmed) return;
    if (locale) await this.accounts.setLocale(member.id, locale);
    await this.sendConfirmation(member, locale ?? member.locale);
  }

  async signIn(
    identifier: string,
    password: string,
    persistent: boolean,
    address: string,
    userAgent?: string,
    /** The request's logger, so that the refusal's line has its id (docs/decisions/0066). */
    log: Pick<Logger, 'warn'> = this.logger,
  ): Promise<NewSession> {
    await this.limits.limit(`signin:${address}`, ACCOUNT_POLICY.signInPerAddress);
    const member = identifier.includes('@')
      ? await this.accounts.findByEmail(identifier)
      : ((await this.accounts.findByUserName(identifier)) ?? (await this.accounts.findByEmail(identifier)));
    const clearCounts = await this.limits.countSignIn(
      member?.id ?? `unknown:${keyOf(identifier)}`,
      address,
      member?.id,
    );
    const valid = member
      ? await verifyPassword(member.passwordHash, password)
      : await verifyPassword(await dummyPasswordHash(), password).then(() => false);
    if (!member || !valid) {
      log.warn(
        { event: 'auth.failure', reason: 'sign-in', client: address, memberId: member?.id },
        'sign-in failed',
      );
      throw new UnauthorizedError(MESSAGES.signInFailed);
    }
    await clearCounts();
    if (member.banned) throw new AppError(403, TEXTS.banned, { email: ['banned'] });
    if (!member.emailConfirmed) {
      throw new AppError(401, TEXTS.notConfirmed, { email: ['not confirmed'] });
    }
    return this.startSession(member.id, persistent, userAgent);
  }

  /** A brand-new session id at every sign-in: an id planted before sign-in is worth nothing after. */
  private async startSession(memberId: string, persistent: boolean, userAgent?: string): Promise<NewSession> {
    const token = randomToken();
    const lifetime = persistent ? ACCOUNT_POLICY.persistentSessionMs : ACCOUNT_POLICY.browserSessionIdleMs;
    await this.accounts.createSession({
      idHash: tokenHash(token),
      memberId,
      persistent,
      at: this.now(),
      expiresAt: this.later(lifetime),
      userAgent,
    });
    return persistent ? { token, persistent, maxAgeSeconds: lifetime / 1000 } : { token, persistent };
  }

  /** The member behind a session cookie, or undefined; slides the expiry of sessions in use. */
  async resolveSession(token: string): Promise<SessionMember | undefined> {
    const idHash = tokenHash(token);
    const session = await this.accounts.findSession(idHash);
    if (!session) return undefined;
    const now = this.clock.now().getTime();
    const endsAt =
      Date.parse(session.createdAt) +
      (session.persistent
        ? ACCOUNT_POLICY.persistentSessionAbsoluteMs
        : ACCOUNT_POLICY.browserSessionAbsoluteMs);
    if (Date.parse(session.expiresAt) <= now || endsAt <= now) {
      await this.accounts.deleteSession(idHash);
      return undefined;
    }
    if (now - Date.parse(session.lastSeenAt) > ACCOUNT_POLICY.sessionTouchMs) {
      const lifetime = session.persistent
        ? ACCOUNT_POLICY.persistentSessionMs
        : ACCOUNT_POLICY.browserSessionIdleMs;
      // Sliding, but never past the absolute end: the purge then removes the row in time.
      const expiresAt = new Date(Math.min(now + lifetime, endsAt)).toISOString();
      await this.accounts.touchSession(idHash, this.now(), expiresAt);
    }
    return session;
  }

  async signOut(token: string): Promise<void> {
    await this.accounts.deleteSession(tokenHash(token));
  }

  /** Deletes the sessions that have expired (run on a schedule); answers how many. */
  purgeExpiredSessions(): Promise<number> {
    return this.accounts.deleteExpiredSessions(this.now());
  }

  async confirmEmail(userId: string, code: string, locale: Locale): Promise<void> {
    const hash = tokenHash(code);
    const token = await this.accounts.findToken(hash);
    if (
      !token ||
      token.memberId !== userId ||
      (token.purpose !== 'confirm' && token.purpose !== 'change_email')
    ) {
      throw new BadRequestError(TEXTS.badCode);
    }
    const before = await this.accounts.findById(token.memberId);
    await this.transaction(async (tx) => {
      const used = await this.accounts.consumeToken(hash, token.purpose, this.now(), tx);
      if (!used) throw new BadRequestError(TEXTS.badCode);
      if (used.purpose === 'confirm') {
        await this.accounts.confirmEmail(used.memberId, this.now(), tx);
      } else if (used.newEmail) {
        await this.accounts.setEmail(used.memberId, used.newEmail, this.now(), tx);
      }
    }).catch(async (error: unknown) => {
      if (error instanceof AppError) throw error;
      // The new address was taken by someone else meanwhile (unique index).
      if (token.newEmail && (await this.accounts.emailTaken(token.newEmail)))
        throw new ConflictError(MESSAGES.emailExists);
      throw error;
    });
    if (token.purpose === 'change_email' && before && token.newEmail) {
      this.logger.info({ memberId: before.id }, 'e-mail address changed');
      await this.mailer.send(emailChangedMail(this.config, before, token.newEmail, locale));
    }
  }

  async forgotPassword(email: string, address: string, locale: Locale): Promise<void> {
    if (!(await this.limits.mayMail(address, email, 'reset'))) return;
    const member = await this.accounts.findByEmail(email);
    if (!member) return;
    await this.accounts.setLocale(member.id, locale);
    const code = await this.newCode({
      memberId: member.id,
      purpose: 'reset',
      lifetimeMs: ACCOUNT_POLICY.resetTokenMs,
    });
    await this.mailer.send(resetMail(this.config, member, code, locale));
  }

  /** Sets a new password from a reset code and ends every session of the account. */
  async resetPassword(email: string, password: string, code: string, locale: Locale): Promise<void> {
    const member = await this.accounts.findByEmail(email);
    const hash = tokenHash(code);
    const token = await this.accounts.findToken(hash);
    if (!member || !token || token.memberId !== member.id || token.purpose !== 'reset') {
      throw new BadRequestError(TEXTS.badCode);
    }
    this.refuseCommon(password, 'password');
    const passwordHash = await hashPassword(password);
    await this.transaction(async (tx) => {
      if (!(await this.accounts.consumeToken(hash, 'reset', this.now(), tx)))
        throw new BadRequestError(TEXTS.badCode);
      await this.accounts.setPassword(member.id, passwordHash, tx);
      // A reset also proves the address works.
      await this.accounts.confirmEmail(member.id, this.now(), tx);
      await this.accounts.deleteSessionsOf(member.id, tx);
      // Whoever had the old password may have asked to move the account to their address: those links,
      // and any other reset link, die with it.
      await this.accounts.retireTokens(member.id, ['change_email', 'reset'], this.now(), tx);
    });
    this.logger.info({ memberId: member.id }, 'password reset');
    await this.accounts.setLocale(member.id, locale);
    await this.mailer.send(passwordChangedMail(this.config, member, locale));
  }

  private async requirePassword(member: SessionMember, password: string): Promise<MemberAccount> {
    const account = await this.accounts.findById(member.memberId);
    if (!account) throw new UnauthorizedError();
    if (!(await verifyPassword(account.passwordHash, password))) {
      throw new BadRequestError(TEXTS.wrongPassword, { password: [TEXTS.wrongPassword] });
    }
    return account;
  }

  async manageInfo(member: SessionMember): Promise<ManageInfo> {
    const account = await this.accounts.findById(member.memberId);
    if (!account) throw new UnauthorizedError();
    return {
      id: member.memberId,
      email: member.email,
      userName: member.userName,
      isEmailConfirmed: account.emailConfirmed,
      role: member.role,
    };
  }

  /** Changes the password and ends the member's other sessions (this one stays signed in). */
  async changePassword(
    member: SessionMember,
    currentPassword: string,
    newPassword: string,
    locale: Locale,
  ): Promise<void> {
    const account = await this.requirePassword(member, currentPassword);
    this.refuseCommon(newPassword, 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    await this.transaction(async (tx) => {
      await this.accounts.setPassword(member.memberId, passwordHash, tx);
      await this.accounts.deleteSessionsOf(member.memberId, tx, member.sessionIdHash);
      await this.accounts.retireTokens(member.memberId, ['change_email', 'reset'], this.now(), tx);
    });
    this.logger.info({ memberId: member.memberId }, 'password changed');
    await this.accounts.setLocale(member.memberId, locale);
    await this.mailer.send(passwordChangedMail(this.config, account, locale));
  }

  /** A handle for a session that says nothing about its id (the id's hash, hashed again and cut). */
  private sessionHandle(idHash: string): string {
    return createHash('sha256').update(`session-handle:${idHash}`).digest('base64url').slice(0, 22);
  }

  /** The member's sessions that are still valid, the current one marked. */
  async sessions(member: SessionMember): Promise<AccountSession[]> {
    const rows = await this.accounts.listSessions(member.memberId, this.now());
    return rows.map((row) => ({
      id: this.sessionHandle(row.idHash),
      current: row.idHash === member.sessionIdHash,
      persistent: row.persistent,
      userAgent: row.userAgent ?? '',
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      expiresAt: row.expiresAt,
    }));
  }

  /** Ends one of the member's other sessions (signing out ends the current one). */
  async endSession(member: SessionMember, handle: string): Promise<void> {
    const rows = await this.accounts.listSessions(member.memberId, this.now());
    const row = rows.find((r) => this.sessionHandle(r.idHash) === handle);
    if (!row) throw new NotFoundError('Session');
    if (row.idHash === member.sessionIdHash) throw new BadRequestError(TEXTS.currentSession);
    await this.accounts.deleteSessionOf(member.memberId, row.idHash);
  }

  /** Ends every session of the member but the current one. */
  async endOtherSessions(member: SessionMember): Promise<void> {
    await this.accounts.deleteSessionsOf(member.memberId, undefined, member.sessionIdHash);
  }

  /** Sends a confirmation link to the new address; the address changes only when it is followed. */
  async requestEmailChange(
    member: SessionMember,
    newEmail: string,
    password: string,
    address: string,
    locale: Locale,
  ): Promise<void> {
    const account = await this.requirePassword(member, password);
    if (keyOf(newEmail) === keyOf(account.email)) throw new BadRequestError(TEXTS.sameEmail);
    if (await this.accounts.emailTaken(newEmail)) throw new ConflictError(MESSAGES.emailExists);
    await this.limits.limit(`mail:${address}`, ACCOUNT_POLICY.mailPerAddress);
    await this.accounts.setLocale(account.id, locale);
    const code = await this.newCode({
      memberId: account.id,
      purpose: 'change_email',
      newEmail: newEmail.trim(),
      lifetimeMs: ACCOUNT_POLICY.confirmTokenMs,
    });
    await this.mailer.send(
      emailChangeMail(
        this.config,
        { id: account.id, userName: account.userName, email: newEmail.trim() },
        code,
        locale,
      ),
    );
  }

  /** Everything held about the member, each part read by the feature that holds it. */
  async exportData(member: SessionMember): Promise<AccountExport> {
    const [own, others] = await Promise.all([
      this.accounts.exportFor(member.memberId),
      this.memberData.exportFor(member.memberId),
    ]);
    return { member: own, ...others };
  }

  /**
   * Removes the member and everything personal (sessions, playlists, favourites, ratings, reports, follows,
   * watch history, picks); their comments stay, shown as from a deleted member, and their views stay counted.
   * Each feature erases its own part in the one transaction and names what it changed: the videos they rated
   * or favourited are recounted (which may reorder the toplists), the stars they followed lose a follower.
   */
  async deleteAccount(member: SessionMember, password: string): Promise<void> {
    await this.requirePassword(member, password);
    const changed = await this.transaction(async (tx) => {
      const tags = await this.memberData.eraseFor(tx, member.memberId);
      await this.accounts.deleteMember(tx, member.memberId);
      return tags;
    });
    this.logger.info({ memberId: member.memberId }, 'account deleted');
    await this.versions.bump(cacheTags.member(member.memberId), ...changed);
  }
}
