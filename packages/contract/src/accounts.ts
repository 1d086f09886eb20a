import { z } from 'zod';
import {
  MEMBER_ROLES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  isSimpleEmail,
  EMAIL_AS_SENT_SOURCE,
} from './constants.js';
import { requiredText } from './common.js';
import { MESSAGES } from './messages.js';

/**
 * Zod runs every check even after one failed, so the pattern sits in a refinement that skips over-long
 * text (already refused by `.max`): no pattern ever sees more than 254 characters.
 */
export const EmailSchema = z
  .string({ error: MESSAGES.emailEmpty })
  .trim()
  .min(1, MESSAGES.emailEmpty)
  .max(EMAIL_MAX_LENGTH, `An e-mail address has at most ${EMAIL_MAX_LENGTH} characters`)
  .refine((text) => text.length > EMAIL_MAX_LENGTH || isSimpleEmail(text), MESSAGES.invalidEmail)
  // The refinement's rule, for the document: the simple pattern, with the white space trimmed around it.
  .meta({ pattern: EMAIL_AS_SENT_SOURCE });

export const PasswordSchema = z
  .string({ error: 'A password is required' })
  .min(PASSWORD_MIN_LENGTH, `A password has at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `A password has at most ${PASSWORD_MAX_LENGTH} characters`);

export const UserNameSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.userNameEmpty)
  .max(USERNAME_MAX_LENGTH, `A username has at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'A username has only letters, digits, dots, dashes and underscores');

export const RegisterBodySchema = z.object({
  username: UserNameSchema.optional(),
  email: EmailSchema,
  password: PasswordSchema,
  passwordConfirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});

export const RegisterResultSchema = z.object({ email: z.string(), userName: z.string() });
export type RegisterResult = z.infer<typeof RegisterResultSchema>;

/** A field of the sign-in forms: the spec's one message for any of them missing. */
function filledIn(max: number, trim: boolean) {
  const text = z.string({ error: MESSAGES.fillInAllFields });
  return (trim ? text.trim() : text).min(1, MESSAGES.fillInAllFields).max(max);
}

export const LoginQuerySchema = z.object({
  useCookies: z.enum(['true', 'false']).optional(),
  useSessionCookies: z.enum(['true', 'false']).optional(),
});

export const LoginBodySchema = z.object({
  email: filledIn(254, true),
  password: filledIn(PASSWORD_MAX_LENGTH, false),
});

export const SignInBodySchema = z.object({
  username: filledIn(254, true),
  password: filledIn(PASSWORD_MAX_LENGTH, false),
  rememberme: z.union([z.boolean(), z.string()]).optional(),
});

export const CodeSchema = z
  .string({ error: 'A code is required' })
  .trim()
  .min(1, 'A code is required')
  .max(200);

export const ConfirmEmailBodySchema = z.object({
  userId: z.string().trim().min(1).max(64),
  code: CodeSchema,
});

/** Resending the confirmation and asking for a reset link: just the address. */
export const EmailBodySchema = z.object({ email: EmailSchema });

export const ResetPasswordBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  code: CodeSchema,
});

/** The password a member types to prove it is them before a change. */
const currentPassword = (message: string) => z.string().min(1, message).max(PASSWORD_MAX_LENGTH);

export const ChangePasswordBodySchema = z.object({
  currentPassword: currentPassword('Your current password is required'),
  newPassword: PasswordSchema,
});

export const ChangeEmailBodySchema = z.object({
  newEmail: EmailSchema,
  password: currentPassword('Your password is required'),
});

export const DeleteAccountBodySchema = z.object({ password: currentPassword('Your password is required') });

export const PingAuthSchema = z.object({ email: z.string() });
export type PingAuth = z.infer<typeof PingAuthSchema>;

export const ManageInfoSchema = z.object({
  id: z.string(),
  email: z.string(),
  userName: z.string(),
  isEmailConfirmed: z.boolean(),
  role: z.enum(MEMBER_ROLES),
});
export type ManageInfo = z.infer<typeof ManageInfoSchema>;

const ExportedVideoSchema = z.object({ wmcExternalId: z.string(), title: z.string() });

/** "Download my data": everything held about a member. */
export const AccountExportSchema = z.object({
  member: z.object({
    id: z.string(),
    userName: z.string(),
    email: z.string(),
    emailConfirmedAt: z.string().nullable(),
    role: z.enum(MEMBER_ROLES),
    createdAt: z.string(),
  }),
  playlists: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      createdAt: z.string(),
      videos: z.array(ExportedVideoSchema.extend({ addedAt: z.string() })),
    }),
  ),
  favourites: z.array(ExportedVideoSchema.extend({ addedAt: z.string() })),
  ratings: z.array(ExportedVideoSchema.extend({ rating: z.number().int(), ratedAt: z.string() })),
  comments: z.array(
    z.object({
      id: z.string(),
      videoWmcExternalId: z.string(),
      parentCommentId: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
  commentReports: z.array(z.object({ commentId: z.string(), feedback: z.string(), createdAt: z.string() })),
  views: z.array(z.object({ wmcExternalId: z.string(), viewedAt: z.string() })),
  /** Followed stars and watch history (docs/decisions/0032). */
  follows: z.array(z.object({ wmcExternalId: z.string(), name: z.string(), followedAt: z.string() })),
  history: z.object({
    paused: z.boolean(),
    entries: z.array(
      ExportedVideoSchema.extend({ positionSeconds: z.number().int(), watchedAt: z.string() }),
    ),
  }),
  /** The wizard's picks (docs/decisions/0034). */
  likedCategories: z.array(z.object({ wmcExternalId: z.string(), name: z.string() })),
  likedStars: z.array(z.object({ wmcExternalId: z.string(), name: z.string() })),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** One of the member's signed-in sessions, as "where you are signed in" lists them. */
export const AccountSessionSchema = z.object({
  /** A handle for ending the session; not the session id, which never leaves the cookie. */
  id: z.string(),
  current: z.boolean(),
  persistent: z.boolean(),
  /** The browser it was started from, as it named itself; empty when unknown. */
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const EndSessionBodySchema = z.object({
  id: requiredText(64, 'A session id is required', 'A session id has at most 64 characters'),
});
