import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CodeSchema,
  EmailSchema,
  ErrorBodySchema,
  LoginBodySchema,
  ManageInfoSchema,
  MessageSchema,
  PasswordSchema,
  PingAuthSchema,
  RegisterBodySchema,
  SignInBodySchema,
  type Message,
} from '@starlane/contract';
import type { Deps } from '../deps.js';
import { answerGetWith405 } from '../http/method-not-allowed.js';
import { clearSessionCookie, requireMember, setSessionCookie } from '../security/session.plugin.js';
import type { AccountService } from './accounts.service.js';

const failures = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };
const ok = (title: string): Message => ({ status: 200, title });
const tags = ['accounts'];

export const accountRoutes: FastifyPluginAsyncZod<{ deps: Deps; accounts: AccountService }> = async (
  app,
  { deps, accounts },
) => {
  app.get(
    '/pingauth',
    {
      schema: {
        tags,
        summary: 'The signed-in member’s e-mail; 401 when anonymous',
        response: { 200: PingAuthSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ email: requireMember(request).email }),
  );

  app.get(
    '/manage/info',
    {
      schema: {
        tags,
        summary: 'The signed-in member',
        response: { 200: ManageInfoSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => accounts.manageInfo(requireMember(request)),
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Sign up; 399 when the e-mail exists, 400 when the username exists or input is invalid',
        body: RegisterBodySchema,
        response: {
          200: z.object({ email: z.string(), userName: z.string() }),
          399: ErrorBodySchema,
          ...failures,
        },
      },
    },
    async (request) => accounts.register(request.body, request.ip),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary:
          'Sign in by e-mail: useCookies=true for a 30-day cookie, useSessionCookies=true for a browser-session one',
        querystring: z.object({
          useCookies: z.enum(['true', 'false']).optional(),
          useSessionCookies: z.enum(['true', 'false']).optional(),
        }),
        body: LoginBodySchema,
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request, reply) => {
      const persistent = request.query.useCookies === 'true';
      const session = await accounts.signIn(
        request.body.email,
        request.body.password,
        persistent,
        request.ip,
      );
      setSessionCookie(reply, session, deps.config);
      return ok('Successful Login.');
    },
  );

  app.post(
    '/api/videocomment/signIn',
    {
      schema: {
        tags,
        summary: 'Sign in by username or e-mail; Rememberme "true" gives a 30-day cookie',
        body: SignInBodySchema,
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { username, password, rememberme } = request.body;
      const persistent = rememberme === true || String(rememberme).toLowerCase() === 'true';
      const session = await accounts.signIn(username, password, persistent, request.ip);
      setSessionCookie(reply, session, deps.config);
      return ok('Successful Login.');
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Ends the session', response: { 200: MessageSchema, ...failures } } },
    async (request, reply) => {
      if (request.sessionToken) await accounts.signOut(request.sessionToken);
      clearSessionCookie(reply, deps.config);
      return ok('Signed out.');
    },
  );

  app.post(
    '/api/account/confirmemail',
    {
      schema: {
        tags,
        summary: 'Confirms an e-mail address (or a change of address) from the mailed link',
        body: z.object({ userId: z.string().trim().min(1).max(64), code: CodeSchema }),
        response: { 200: MessageSchema, 409: ErrorBodySchema, ...failures },
      },
    },
    async (request) => {
      await accounts.confirmEmail(request.body.userId, request.body.code);
      return ok('Your e-mail address is confirmed.');
    },
  );

  app.post(
    '/api/account/resendconfirmation',
    {
      schema: {
        tags,
        summary: 'Sends the confirmation mail again when the address has an unconfirmed account (always 200)',
        body: z.object({ email: EmailSchema }),
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request) => {
      await accounts.resendConfirmation(request.body.email, request.ip);
      return ok('If the address has an unconfirmed account, a new confirmation mail is on its way.');
    },
  );

  app.post(
    '/api/videocomment/forgotPassword',
    {
      schema: {
        tags,
        summary: 'Mails a reset link when the address is known (always 200)',
        body: z.object({ email: EmailSchema }),
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request) => {
      await accounts.forgotPassword(request.body.email, request.ip);
      return ok('A reminder has been sent to your e-mail address');
    },
  );

  app.post(
    '/api/videocomment/resetpassword',
    {
      schema: {
        tags,
        summary: 'Sets a new password from a reset code (one use, 60 minutes); ends every session',
        body: z.object({ email: EmailSchema, password: PasswordSchema, code: CodeSchema }),
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body.email, request.body.password, request.body.code);
      return ok('Your password has been reset');
    },
  );

  app.post(
    '/api/account/changepassword',
    {
      schema: {
        tags,
        summary: 'Changes the password and ends the member’s other sessions',
        body: z.object({
          currentPassword: z.string().min(1, 'Your current password is required').max(128),
          newPassword: PasswordSchema,
        }),
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request) => {
      await accounts.changePassword(
        requireMember(request),
        request.body.currentPassword,
        request.body.newPassword,
      );
      return ok('Your password has been changed.');
    },
  );

  app.post(
    '/api/account/changeemail',
    {
      schema: {
        tags,
        summary: 'Mails a confirmation link to the new address; the address changes when it is followed',
        body: z.object({
          newEmail: EmailSchema,
          password: z.string().min(1, 'Your password is required').max(128),
        }),
        response: { 200: MessageSchema, 409: ErrorBodySchema, ...failures },
      },
    },
    async (request) => {
      await accounts.requestEmailChange(
        requireMember(request),
        request.body.newEmail,
        request.body.password,
        request.ip,
      );
      return ok('Check your new e-mail address for a confirmation link.');
    },
  );

  app.get(
    '/api/account/export',
    {
      schema: {
        tags,
        summary: 'Everything held about the member, as JSON',
        response: { 200: z.record(z.string(), z.unknown()), 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await accounts.exportData(requireMember(request));
      return reply
        .header('content-disposition', 'attachment; filename="starlane-my-data.json"')
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.post(
    '/api/account/delete',
    {
      schema: {
        tags,
        summary: 'Deletes the account and personal data; comments stay as from a deleted member',
        body: z.object({ password: z.string().min(1, 'Your password is required').max(128) }),
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request, reply) => {
      await accounts.deleteAccount(requireMember(request), request.body.password);
      clearSessionCookie(reply, deps.config);
      return ok('Your account has been deleted.');
    },
  );

  for (const path of [
    '/logout',
    '/api/account/delete',
    '/api/account/changepassword',
    '/api/account/changeemail',
  ]) {
    answerGetWith405(app, path);
  }
};
