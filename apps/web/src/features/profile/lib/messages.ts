/** Texts of the profile page (ours: the spec does not show this page's contents). */
export const PROFILE_TEXTS = {
  passwordChanged: 'Your password has been changed.',
  otherSessionsEnded:
    'You have been signed out everywhere else: other browsers and devices need the new password.',
  checkNewEmail: 'Check your new e-mail address for a confirmation link.',
  emailChangesLater: 'Your address changes once you follow that link; until then the old one stays in use.',
  accountDeleted: 'Your account has been deleted.',
  exportFailed: 'Your data could not be downloaded. Please try again.',
  passwordRequired: 'Your password is required',
} as const;
