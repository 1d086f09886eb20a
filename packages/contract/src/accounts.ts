import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  SIMPLE_EMAIL_PATTERN,
} from './constants.js';

export const EmailSchema = z
  .string({ error: 'Your e-mail address is empty' })
  .trim()
  .min(1, 'Your e-mail address is empty')
  .max(254, 'An e-mail address has at most 254 characters')
  .regex(SIMPLE_EMAIL_PATTERN, 'Please enter a valid email address.');

export const PasswordSchema = z
  .string({ error: 'A password is required' })
  .min(PASSWORD_MIN_LENGTH, `A password has at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `A password has at most ${PASSWORD_MAX_LENGTH} characters`);

export const UserNameSchema = z
  .string()
  .trim()
  .min(1, 'Your username is empty')
  .max(USERNAME_MAX_LENGTH, `A username has at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'A username has only letters, digits, dots, dashes and underscores');

export const RegisterBodySchema = z.object({
  username: UserNameSchema.optional(),
  email: EmailSchema,
  password: PasswordSchema,
  passwordConfirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});

export const LoginBodySchema = z.object({
  email: z
    .string({ error: 'Please fill in all fields.' })
    .trim()
    .min(1, 'Please fill in all fields.')
    .max(254),
  password: z
    .string({ error: 'Please fill in all fields.' })
    .min(1, 'Please fill in all fields.')
    .max(PASSWORD_MAX_LENGTH),
});

export const SignInBodySchema = z.object({
  username: z
    .string({ error: 'Please fill in all fields.' })
    .trim()
    .min(1, 'Please fill in all fields.')
    .max(254),
  password: z
    .string({ error: 'Please fill in all fields.' })
    .min(1, 'Please fill in all fields.')
    .max(PASSWORD_MAX_LENGTH),
  rememberme: z.union([z.boolean(), z.string()]).optional(),
});

export const CodeSchema = z
  .string({ error: 'A code is required' })
  .trim()
  .min(1, 'A code is required')
  .max(200);

export const ManageInfoSchema = z.object({
  id: z.string(),
  email: z.string(),
  userName: z.string(),
  isEmailConfirmed: z.boolean(),
  role: z.enum(['member', 'staff']),
});
export type ManageInfo = z.infer<typeof ManageInfoSchema>;

export const MessageSchema = z.object({ status: z.number().int(), title: z.string() });
export type Message = z.infer<typeof MessageSchema>;
