/** Texts of our own (not the spec's): the flows docs/departures.md adds. */
export const ACCOUNT_TEXTS = {
  resendConfirmation: 'Send the confirmation mail again',
  confirmationResent: 'If the address has an unconfirmed account, a new confirmation mail is on its way.',
  emailConfirmed: 'Your e-mail address is confirmed.',
  badLink: 'This link is invalid, has expired or has been used already.',
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;
