import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ManageInfo } from '@starlane/contract';
import type { Config } from '../config.js';
import type { Clock } from '../deps.js';
import {
  AppError,
  BadRequestError,
  ConflictError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import type { RateLimiter } from '../security/rate-limiter.js';
import {
  dummyPasswordHash,
  hashPassword,
  randomToken,
  tokenHash,
  verifyPassword,
} from '../security/secrets.js';
import { recountVideos } from '../videos/video-counters.js';
import { confirmationMail, emailChangeMail, resetMail } from './account-mails.js';
import {
  keyOf,
  type AccountRepository,
  type MemberAccount,
  type SessionMember,
} from './accounts.repository.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Limits and lifetimes of the account flows (issue: accounts, security). */
export const ACCOUNT_POLICY = {
  persistentSessionMs: 30 * DAY,
  /** Browser-session cookies still end on the server after a day without use. */
  browserSessionIdleMs: DAY,
  /** Sessions are touched at most this often, so reads do not turn into writes. */
  sessionTouchMs: 5 * MINUTE,
  confirmTokenMs: 2 * DAY,
  resetTokenMs: 60 * MINUTE,
  lockoutFailures: 5,
  lockoutMs: 5 * MINUTE,
  signInPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  signUpPerAddress: { limit: 10, windowMs: HOUR },
  mailPerAddress: { limit: 10, windowMs: HOUR },
  mailPerRecipient: { limit: 3, windowMs: HOUR },
} as const;

export const MESSAGES = {
  emailExists: 'Your e-mail already exists, have you forgotten your password?',
  userNameExists: 'Your username already exists, have you forgotten your password?',
  passwordsDiffer: 'Passwords do not match.',
  signInFailed: 'Error Logging In.',
  notConfirmed:
    'Your e-mail address is not confirmed yet. Check your e-mail, or ask for a new confirmation mail.',
  badCode: 'This link is invalid, has expired or has been used already. Ask for a new one.',
  wrongPassword: 'Your password is not correct.',
} as const;

export interface NewSession {
  token: string;
  persistent: boolean;
  maxAgeSeconds?: number;
}

export class AccountService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: Pick<Config, 'publicUrl' | 'siteName'>,
    private readonly logger: Logger,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  private later(ms: number): string {
    return new Date(this.clock.now().getTime() + ms).toISOString();
  }

  private async limit(key: string, rule: { limit: number; windowMs: number }): Promise<void> {
    const verdict = await this.limiter.hit(key, rule.limit, rule.windowMs);
    if (!verdict.allowed) throw new TooManyRequestsError(verdict.retryAfterSeconds);
  }

  /** A unique username from the e-mail's local part, for the form that asks only for an e-mail. */
  private async userNameFor(email: string): Promise<string> {
    const base = (email.split('@')[0] ?? 'member').replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, 24) || 'member';
    for (let suffix = 0; suffix < 50; suffix++) {
      const candidate = suffix === 0 ? base : `${base}${suffix + 1}`;
      if (!(await this.accounts.userNameTaken(candidate))) return candidate;
    }
    return `${base.slice(0, 16)}${randomUUID().slice(0, 8)}`;
  }

  async register(
    input: {
      username?: string | undefined;
      email: string;
      password: string;
      passwordConfirmation?: string | undefined;
    },
    address: string,
  ): Promise<{ email: string; userName: string }> {
    await this.limit(`signup:${address}`, ACCOUNT_POLICY.signUpPerAddress);
    if (input.passwordConfirmation !== undefined && input.passwordConfirmation !== input.password) {
      throw new BadRequestError(MESSAGES.passwordsDiffer, {
        passwordConfirmation: [MESSAGES.passwordsDiffer],
      });
    }
    // The original API answered 399 for a known e-mail; clients rely on it.
    if (await this.accounts.emailTaken(input.email)) throw new ConflictError(MESSAGES.emailExists, 399);
    if (input.username && (await this.accounts.userNameTaken(input.username))) {
      throw new BadRequestError(MESSAGES.userNameExists, { username: [MESSAGES.userNameExists] });
    }
    const userName = input.username ?? (await this.userNameFor(input.email));
    const id = randomUUID();
    try {
      await this.accounts.create({
        id,
        userName,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        at: this.now(),
      });
    } catch (error) {
      // Two sign-ups racing for the same name or address: the unique index decides.
      if (await this.accounts.emailTaken(input.email)) throw new ConflictError(MESSAGES.emailExists, 399);
      if (await this.accounts.userNameTaken(userName)) throw new BadRequestError(MESSAGES.userNameExists);
      throw error;
    }
    await this.sendConfirmation({ id, email: input.email.trim(), userName });
    return { email: input.email.trim(), userName };
  }

  private async sendConfirmation(member: { id: string; email: string; userName: string }): Promise<void> {
    const code = randomToken();
    await this.accounts.createToken({
      hash: tokenHash(code),
      memberId: member.id,
      purpose: 'confirm',
      at: this.now(),
      expiresAt: this.later(ACCOUNT_POLICY.confirmTokenMs),
    });
    await this.mailer.send(confirmationMail(this.config, member, code));
  }

  /** Mails go out at most a few times an hour per recipient; past that they are skipped without saying so. */
  private async mayMail(address: string, recipient: string): Promise<boolean> {
    await this.limit(`mail:${address}`, ACCOUNT_POLICY.mailPerAddress);
    const verdict = await this.limiter.hit(
      `mail-to:${keyOf(recipient)}`,
      ACCOUNT_POLICY.mailPerRecipient.limit,
      ACCOUNT_POLICY.mailPerRecipient.windowMs,
    );
    return verdict.allowed;
  }

  async resendConfirmation(email: string, address: string): Promise<void> {
    if (!(await this.mayMail(address, email))) return;
    const member = await this.accounts.findByEmail(email);
    if (member && !member.emailConfirmed) await this.sendConfirmation(member);
  }

  async signIn(
    identifier: string,
    password: string,
    persistent: boolean,
    address: string,
  ): Promise<NewSession> {
    await this.limit(`signin:${address}`, ACCOUNT_POLICY.signInPerAddress);
    // Failures lock the account for this address only, so nobody can lock others out from afar.
    const lockKey = `signin-fail:${keyOf(identifier)}:${address}`;
    const lock = await this.limiter.check(lockKey, ACCOUNT_POLICY.lockoutFailures);
    if (!lock.allowed) throw new TooManyRequestsError(lock.retryAfterSeconds);

    const member = identifier.includes('@')
      ? await this.accounts.findByEmail(identifier)
      : ((await this.accounts.findByUserName(identifier)) ?? (await this.accounts.findByEmail(identifier)));
    const valid = member
      ? await verifyPassword(member.passwordHash, password)
      : await verifyPassword(await dummyPasswordHash(), password).then(() => false);
    if (!member || !valid) {
      await this.limiter.hit(lockKey, ACCOUNT_POLICY.lockoutFailures, ACCOUNT_POLICY.lockoutMs);
      throw new UnauthorizedError(MESSAGES.signInFailed);
    }
    if (!member.emailConfirmed) {
      throw new AppError(401, MESSAGES.notConfirmed, { email: ['not confirmed'] });
    }
    await this.limiter.reset(lockKey);
    return this.startSession(member.id, persistent);
  }

  /** A brand-new session id at every sign-in: an id planted before sign-in is worth nothing after. */
  private async startSession(memberId: string, persistent: boolean): Promise<NewSession> {
    const token = randomToken();
    const lifetime = persistent ? ACCOUNT_POLICY.persistentSessionMs : ACCOUNT_POLICY.browserSessionIdleMs;
    await this.accounts.createSession({
      idHash: tokenHash(token),
      memberId,
      persistent,
      at: this.now(),
      expiresAt: this.later(lifetime),
    });
    return persistent ? { token, persistent, maxAgeSeconds: lifetime / 1000 } : { token, persistent };
  }

  /** The member behind a session cookie, or undefined; slides the expiry of sessions in use. */
  async resolveSession(token: string): Promise<SessionMember | undefined> {
    const idHash = tokenHash(token);
    const session = await this.accounts.findSession(idHash);
    if (!session) return undefined;
    const now = this.clock.now().getTime();
    if (Date.parse(session.expiresAt) <= now) {
      await this.accounts.deleteSession(idHash);
      return undefined;
    }
    if (now - Date.parse(session.lastSeenAt) > ACCOUNT_POLICY.sessionTouchMs) {
      const lifetime = session.persistent
        ? ACCOUNT_POLICY.persistentSessionMs
        : ACCOUNT_POLICY.browserSessionIdleMs;
      await this.accounts.touchSession(idHash, this.now(), this.later(lifetime));
    }
    return session;
  }

  async signOut(token: string): Promise<void> {
    await this.accounts.deleteSession(tokenHash(token));
  }

  async confirmEmail(userId: string, code: string): Promise<void> {
    const hash = tokenHash(code);
    const token = await this.accounts.findToken(hash);
    if (
      !token ||
      token.memberId !== userId ||
      (token.purpose !== 'confirm' && token.purpose !== 'change_email')
    ) {
      throw new BadRequestError(MESSAGES.badCode);
    }
    await this.accounts.db
      .transaction()
      .execute(async (trx) => {
        const used = await this.accounts.consumeToken(trx, hash, token.purpose, this.now());
        if (!used) throw new BadRequestError(MESSAGES.badCode);
        if (used.purpose === 'confirm') {
          await this.accounts.confirmEmail(trx, used.memberId, this.now());
        } else if (used.newEmail) {
          await this.accounts.setEmail(trx, used.memberId, used.newEmail, this.now());
        }
      })
      .catch(async (error: unknown) => {
        if (error instanceof AppError) throw error;
        // The new address was taken by someone else meanwhile (unique index).
        if (token.newEmail && (await this.accounts.emailTaken(token.newEmail)))
          throw new ConflictError(MESSAGES.emailExists);
        throw error;
      });
  }

  async forgotPassword(email: string, address: string): Promise<void> {
    if (!(await this.mayMail(address, email))) return;
    const member = await this.accounts.findByEmail(email);
    if (!member) return;
    const code = randomToken();
    await this.accounts.createToken({
      hash: tokenHash(code),
      memberId: member.id,
      purpose: 'reset',
      at: this.now(),
      expiresAt: this.later(ACCOUNT_POLICY.resetTokenMs),
    });
    await this.mailer.send(resetMail(this.config, member, code));
  }

  /** Sets a new password from a reset code and ends every session of the account. */
  async resetPassword(email: string, password: string, code: string): Promise<void> {
    const member = await this.accounts.findByEmail(email);
    const hash = tokenHash(code);
    const token = await this.accounts.findToken(hash);
    if (!member || !token || token.memberId !== member.id || token.purpose !== 'reset') {
      throw new BadRequestError(MESSAGES.badCode);
    }
    const passwordHash = await hashPassword(password);
    await this.accounts.db.transaction().execute(async (trx) => {
      if (!(await this.accounts.consumeToken(trx, hash, 'reset', this.now())))
        throw new BadRequestError(MESSAGES.badCode);
      await this.accounts.setPassword(trx, member.id, passwordHash);
      // A reset also proves the address works.
      await this.accounts.confirmEmail(trx, member.id, this.now());
      await this.accounts.deleteSessionsOf(trx, member.id);
    });
  }

  private async requirePassword(member: SessionMember, password: string): Promise<MemberAccount> {
    const account = await this.accounts.findById(member.memberId);
    if (!account) throw new UnauthorizedError();
    if (!(await verifyPassword(account.passwordHash, password))) {
      throw new BadRequestError(MESSAGES.wrongPassword, { password: [MESSAGES.wrongPassword] });
    }
    return account;
  }

  info(member: SessionMember, confirmed: boolean): ManageInfo {
    return {
      id: member.memberId,
      email: member.email,
      userName: member.userName,
      isEmailConfirmed: confirmed,
      role: member.role,
    };
  }

  async manageInfo(member: SessionMember): Promise<ManageInfo> {
    const account = await this.accounts.findById(member.memberId);
    if (!account) throw new UnauthorizedError();
    return this.info(member, account.emailConfirmed);
  }

  /** Changes the password and ends the member's other sessions (this one stays signed in). */
  async changePassword(member: SessionMember, currentPassword: string, newPassword: string): Promise<void> {
    await this.requirePassword(member, currentPassword);
    const passwordHash = await hashPassword(newPassword);
    await this.accounts.db.transaction().execute(async (trx) => {
      await this.accounts.setPassword(trx, member.memberId, passwordHash);
      await this.accounts.deleteSessionsOf(trx, member.memberId, member.sessionIdHash);
    });
  }

  /** Sends a confirmation link to the new address; the address changes only when it is followed. */
  async requestEmailChange(
    member: SessionMember,
    newEmail: string,
    password: string,
    address: string,
  ): Promise<void> {
    const account = await this.requirePassword(member, password);
    if (keyOf(newEmail) === keyOf(account.email))
      throw new BadRequestError('That is your e-mail address already.');
    if (await this.accounts.emailTaken(newEmail)) throw new ConflictError(MESSAGES.emailExists);
    await this.limit(`mail:${address}`, ACCOUNT_POLICY.mailPerAddress);
    const code = randomToken();
    await this.accounts.createToken({
      hash: tokenHash(code),
      memberId: account.id,
      purpose: 'change_email',
      newEmail: newEmail.trim(),
      at: this.now(),
      expiresAt: this.later(ACCOUNT_POLICY.confirmTokenMs),
    });
    await this.mailer.send(
      emailChangeMail(
        this.config,
        { id: account.id, userName: account.userName, email: newEmail.trim() },
        code,
      ),
    );
  }

  exportData(member: SessionMember) {
    return this.accounts.exportData(member.memberId);
  }

  /**
   * Removes the member and everything personal (sessions, playlists, favourites, ratings, reports); their
   * comments stay, shown as from a deleted member. Counters of the videos they touched are recounted.
   */
  async deleteAccount(member: SessionMember, password: string): Promise<void> {
    await this.requirePassword(member, password);
    await this.accounts.db.transaction().execute(async (trx) => {
      const touched = await trx
        .selectFrom('ratings')
        .select('video_id')
        .where('member_id', '=', member.memberId)
        .union(trx.selectFrom('favourites').select('video_id').where('member_id', '=', member.memberId))
        .execute();
      await trx.deleteFrom('members').where('id', '=', member.memberId).execute();
      await recountVideos(
        trx,
        touched.map((row) => row.video_id),
      );
    });
    this.logger.info({ memberId: member.memberId }, 'account deleted');
  }
}
