import { COMMENT_BODY_MAX, PLAYLIST_NAME_MAX, REPORT_FEEDBACK_MAX } from './constants.js';

/*
 * Every text the spec quotes, word for word (its typos and its three ways of saying that passwords differ
 * included), and the few rule texts server and web must word alike. Imports no zod: the web uses it as is.
 */

/** Validation, error and confirmation texts (spec sections 5, 6 and 8). */
export const MESSAGES = {
  // Sign-up page (username form), section 5.
  userNameEmpty: 'Your username is empty',
  emailEmpty: 'Your e-mail address is empty',
  signUpPasswordsDiffer: 'Passwords do not match',
  signUpWelcome: 'Welcome to the gang! Now check your e-mail and confirm your registration!',
  emailExists: 'Your e-mail already exists, have you forgotten your password?',
  userNameExists: 'Your username already exists, have you forgotten your password?',
  // Login and register forms.
  fillInAllFields: 'Please fill in all fields.',
  invalidEmail: 'Please enter a valid email address.',
  passwordsDiffer: 'Passwords do not match.',
  registerFailed: 'Error registering.',
  registerSucceeded: 'Successful register.',
  signInFailed: 'Error Logging In.',
  signInNetworkFailure: 'Error Logging in.',
  signInSucceeded: 'Successful Login.',
  // Forgotten and reset passwords.
  reminderSent: 'A reminder has been sent to your e-mail address',
  resetFillInAllFields: 'You need to fill in all fields',
  resetPasswordsDiffer: 'Passwords do not match!',
  passwordReset: 'Your password has been reset',
  // Members' actions.
  notLoggedIn: 'Ooops, no can do! You have to be logged in for this!',
  reportFeedbackMissing: 'You need to provide feedback for your report. Please try again!',
  reportThanks: 'Thank you for your input! Together we strive to make the site great for everybody!',
  ratingThanks: 'Thanks for your rating!',
  addedToPlaylist: 'Video added to your playlist!',
  addedToFavourites: 'Video added to your favourites!',
  commentThanks: 'Thanks for your thoughts on this vid!',
  removePlaylistQuestion: 'Are you sure you want to remove this playlist?',
  removeVideoQuestion: 'Are you sure you want to remove this video from the playlist?',
  // Empty states.
  noComments: 'No comments...yet! Be the first to share your thoughts on this vid!',
  noVideos: 'No more more vids here...for now!',
  emptyPlaylist: 'No videos added...yet ;)',
  routeError: 'Unexpected Application Error!',
  // Rules the spec only hints at; ours, worded once for both sides.
  playlistNameHint: `${PLAYLIST_NAME_MAX} characters maximum`,
  playlistNamePrivateHint: 'You will not be able to see this',
  playlistNameRule: `A playlist name has 1 to ${PLAYLIST_NAME_MAX} characters`,
  commentBodyRule: `A comment has 1 to ${COMMENT_BODY_MAX} characters`,
  reportFeedbackRule: `A report has at most ${REPORT_FEEDBACK_MAX} characters`,
} as const;

/** Headings, buttons and labels the spec quotes (sections 1 and 2). */
export const LABELS = {
  randomCategories: 'Random Categories',
  remindMe: 'Remind me',
  manageMyProfile: 'Manage My Profile',
  moreFromCategory: 'Show me more from this category!',
  moreFromToplist: 'Show me more from this toplist',
  myFavebox: 'My Favebox',
  myPlaylists: 'My Playlists',
  renamePlaylist: 'Tweak it',
  removePlaylist: 'Kill it',
  createPlaylist: 'Create +',
  premiumContent: 'Premium Content',
  versionLabel: 'BETA 0.9',
  crib: (memberName: string) => `${memberName}'s crib`,
} as const;

/** Why a video is recommended (docs/decisions/0034): a few words on each card. */
export const REASONS = {
  watched: (title: string) => `Because you watched ${title}`,
  rated: (title: string) => `Because you rated ${title}`,
  faved: (title: string) => `Because you faved ${title}`,
  likeCategory: (name: string) => `Because you like ${name}`,
  likeStar: (name: string) => `Because you like ${name}`,
  followStar: (name: string) => `Because you follow ${name}`,
  popular: 'Popular right now',
} as const;
