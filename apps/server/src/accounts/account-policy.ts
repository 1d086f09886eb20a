const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Limits and lifetimes of the account flows (docs/decisions/0020). */
export const ACCOUNT_POLICY = {
  persistentSessionMs: 30 * DAY,
  /** However much a session is used, it ends this long after sign-in (docs/decisions/0020). */
  persistentSessionAbsoluteMs: 90 * DAY,
  browserSessionAbsoluteMs: 7 * DAY,
  /** Browser-session cookies still end on the server after a day without use. */
  browserSessionIdleMs: DAY,
  /** Sessions are touched at most this often, so reads do not turn into writes. */
  sessionTouchMs: 5 * MINUTE,
  /** Expired sessions nobody presents again are deleted this often. */
  sessionPurgeMs: HOUR,
  confirmTokenMs: 2 * DAY,
  resetTokenMs: 60 * MINUTE,
  lockoutFailures: 5,
  lockoutMs: 5 * MINUTE,
  /**
   * Failed sign-ins of one account from every address together (docs/decisions/0020): enough for a member
   * who mistypes on several devices, far too few for guessing from many addresses.
   */
  accountLockout: { limit: 10, windowMs: 15 * MINUTE },
  signInPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  signUpPerAddress: { limit: 10, windowMs: HOUR },
  mailPerAddress: { limit: 10, windowMs: HOUR },
  /** Mails of one kind to one recipient asked for from one address: a stranger uses up only their own share. */
  mailPerRecipient: { limit: 3, windowMs: HOUR },
  /** Mails of one kind to one recipient from all addresses together: nobody can flood an inbox. */
  mailPerRecipientTotal: { limit: 10, windowMs: HOUR },
} as const;

/** The account flows' own texts; those the spec quotes come from the contract's MESSAGES. */
export const TEXTS = {
  notConfirmed:
    'Your e-mail address is not confirmed yet. Check your e-mail, or ask for a new confirmation mail.',
  badCode: 'This link is invalid, has expired or has been used already. Ask for a new one.',
  wrongPassword: 'Your password is not correct.',
  sameEmail: 'That is your e-mail address already.',
  commonPassword: 'This password is one of the most common ones; choose one that is harder to guess.',
  currentSession: 'This is the session you are using: sign out instead.',
  banned: 'This account has been banned by the site staff. You cannot sign in.',
} as const;

/** How many numbered variants of an e-mail's local part sign-up tries as a username. */
export const USERNAME_CANDIDATES = 50;
