/**
 * Every text of the account pages that the spec quotes (sections 4, 5 and 8), word for word, typos and
 * inconsistent capitals included: tests and the original clients depend on them.
 */
export const AUTH_MESSAGES = {
  // Sign up (/signup)
  usernameEmpty: 'Your username is empty',
  emailEmpty: 'Your e-mail address is empty',
  signUpPasswordsDiffer: 'Passwords do not match',
  signUpWelcome: 'Welcome to the gang! Now check your e-mail and confirm your registration!',
  emailExists: 'Your e-mail already exists, have you forgotten your password?',
  usernameExists: 'Your username already exists, have you forgotten your password?',
  // Register (/register) and login (/login)
  fillInAllFields: 'Please fill in all fields.',
  invalidEmail: 'Please enter a valid email address.',
  registerPasswordsDiffer: 'Passwords do not match.',
  registerFailed: 'Error registering.',
  registerSucceeded: 'Successful register.',
  signInFailed: 'Error Logging In.',
  signInNetworkFailure: 'Error Logging in.',
  signInSucceeded: 'Successful Login.',
  // Forgot and reset password
  reminderSent: 'A reminder has been sent to your e-mail address',
  resetFillInAllFields: 'You need to fill in all fields',
  resetPasswordsDiffer: 'Passwords do not match!',
  passwordReset: 'Your password has been reset',
} as const;

/** Texts of our own (not the spec's): the flows DESIGN.md adds. */
export const ACCOUNT_TEXTS = {
  resendConfirmation: 'Send the confirmation mail again',
  confirmationResent: 'If the address has an unconfirmed account, a new confirmation mail is on its way.',
  emailConfirmed: 'Your e-mail address is confirmed.',
  badLink: 'This link is invalid, has expired or has been used already.',
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;
