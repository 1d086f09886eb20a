import type { Logger } from 'pino';
import { TooManyRequestsError } from '../errors.js';
import type { RateLimiter } from '../infra/rate-limiter.js';
import { ACCOUNT_POLICY } from './account-policy.js';
import { keyOf } from './accounts.repository.js';

/** The rate limits and the sign-in lockout of the account flows (docs/decisions/0020). */
export class AccountLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly logger: Logger,
  ) {}

  /** Counts one call against `rule`; 429 past it. */
  async limit(key: string, rule: { limit: number; windowMs: number }): Promise<void> {
    const verdict = await this.limiter.hit(key, rule.limit, rule.windowMs);
    if (!verdict.allowed) throw new TooManyRequestsError(verdict.retryAfterSeconds);
  }

  /**
   * Mails go out at most a few times an hour per recipient and kind; past that they are skipped without
   * saying so (the answer must not tell whether an address has an account). The share is counted per asking
   * address, so a stranger who asks for a member's reset mails uses up their own share, not the member's;
   * a higher total per recipient stops anyone flooding an inbox from many addresses.
   */
  async mayMail(address: string, recipient: string, kind: 'confirm' | 'reset'): Promise<boolean> {
    await this.limit(`mail:${address}`, ACCOUNT_POLICY.mailPerAddress);
    const to = keyOf(recipient);
    const own = await this.limiter.hit(
      `mail-to:${kind}:${to}:${address}`,
      ACCOUNT_POLICY.mailPerRecipient.limit,
      ACCOUNT_POLICY.mailPerRecipient.windowMs,
    );
    if (!own.allowed) return false;
    const total = await this.limiter.hit(
      `mail-to:${kind}:${to}`,
      ACCOUNT_POLICY.mailPerRecipientTotal.limit,
      ACCOUNT_POLICY.mailPerRecipientTotal.windowMs,
    );
    if (!total.allowed) this.logger.warn({ client: address, kind }, 'mail limit of a recipient reached');
    return total.allowed;
  }

  /**
   * Counts a sign-in attempt of `account` (the member's id when known, so username and e-mail share one
   * count) from this address and from all addresses together, before the password is checked: the count is
   * atomic, so parallel guesses cannot all slip in under the limit. 429 when either is used up; else
   * answers what clears both counts after a success.
   */
  async countSignIn(account: string, address: string, memberId?: string): Promise<() => Promise<void>> {
    const pairKey = `signin-fail:${account}:${address}`;
    const accountKey = `signin-fail:${account}`;
    const pair = await this.limiter.hit(pairKey, ACCOUNT_POLICY.lockoutFailures, ACCOUNT_POLICY.lockoutMs);
    const whole = pair.allowed
      ? await this.limiter.hit(
          accountKey,
          ACCOUNT_POLICY.accountLockout.limit,
          ACCOUNT_POLICY.accountLockout.windowMs,
        )
      : pair;
    if (!pair.allowed || !whole.allowed) {
      this.logger.warn(
        { client: address, memberId, scope: pair.allowed ? 'account' : 'address' },
        'sign-in refused: account locked',
      );
      throw new TooManyRequestsError(Math.max(pair.retryAfterSeconds, whole.retryAfterSeconds));
    }
    return async () => {
      await Promise.all([this.limiter.reset(pairKey), this.limiter.reset(accountKey)]);
    };
  }
}
