import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountExportSchema,
  AccountSessionSchema,
  EndSessionBodySchema,
  valuesOf,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  ConfirmEmailBodySchema,
  DeleteAccountBodySchema,
  EmailBodySchema,
  ErrorBodySchema,
  LoginBodySchema,
  LoginQuerySchema,
  MESSAGES,
  ManageInfoSchema,
  MessageSchema,
  PingAuthSchema,
  RegisterBodySchema,
  RegisterResultSchema,
  ResetPasswordBodySchema,
  SignInBodySchema,
  type Message,
} from '@starlane/contract';
import type { Config } from '../config.js';
import { clientOf } from '../security/client-address.js';
import { clearSessionCookie, requireMember, setSessionCookie } from '../security/session.plugin.js';
import type { AccountService } from './accounts.service.js';
import { requestLocale, said, type ApiText } from '../i18n/api-language.js';

const failures = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };
const ok = (title: ApiText): Message => said(title);
const tags = ['accounts'];

/** Who is signed in, and where, is private: no shared cache, no back-button copy may keep the answer. */
function notStored<T>(answer: (request: FastifyRequest) => T | Promise<T>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<T> => {
    reply.header('cache-control', 'no-store');
    return answer(request);
  };
}

export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  config: Pick<Config, 'secureCookies'>;
}> = async (app, { accounts, config }) => {
  /** Both sign-in routes, whatever names the member, start a session the same way. */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    emailOrName: string,
    password: string,
    persistent: boolean,
  ): Promise<Message> => {
    const session = await accounts.signIn(
      emailOrName,
      password,
      persistent,
      clientOf(request),
      request.headers['user-agent'],
      request.log,
    );
    setSessionCookie(reply, session, config);
    return ok(MESSAGES.signInSucceeded);
  };

  app.get(
    '/pingauth',
    {
      schema: {
        tags,
        summary: 'The signed-in member’s e-mail; 401 when anonymous',
        response: { 200: PingAuthSchema, 401: ErrorBodySchema },
      },
    },
    notStored((request) => ({ email: requireMember(request).email })),
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
    notStored((request) => accounts.manageInfo(requireMember(request))),
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Sign up; 399 when the e-mail exists, 400 when the username exists or input is invalid',
        body: RegisterBodySchema,
        response: {
          200: RegisterResultSchema,
          399: ErrorBodySchema,
          ...failures,
        },
      },
    },
    async (request) => accounts.register(request.body, clientOf(request), requestLocale(request)),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary:
          'Sign in by e-mail: useCookies=true for a 30-day cookie, useSessionCookies=true for a browser-session one',
        querystring: LoginQuerySchema,
        body: LoginBodySchema,
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request, reply) => {
      const persistent = request.query.useCookies === 'true';
      return signIn(request, reply, request.body.email, request.body.password, persistent);
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
      return signIn(request, reply, username, password, persistent);
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Ends the session', response: { 200: MessageSchema, ...failures } } },
    async (request, reply) => {
      if (request.sessionToken) await accounts.signOut(request.sessionToken);
      clearSessionCookie(reply, config);
      return ok('Signed out.');
    },
  );

  app.post(
    '/api/account/confirmemail',
    {
      schema: {
        tags,
        summary: 'Confirms an e-mail address (or a change of address) from the mailed link',
        body: ConfirmEmailBodySchema,
        response: { 200: MessageSchema, 409: ErrorBodySchema, ...failures },
      },
    },
    async (request) => {
      await accounts.confirmEmail(request.body.userId, request.body.code, requestLocale(request));
      return ok('Your e-mail address is confirmed.');
    },
  );

  app.post(
    '/api/account/resendconfirmation',
    {
      schema: {
        tags,
        summary: 'Sends the confirmation mail again when the address has an unconfirmed account (always 200)',
        body: EmailBodySchema,
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request) => {
      await accounts.resendConfirmation(request.body.email, clientOf(request), requestLocale(request));
      return ok('If the address has an unconfirmed account, a new confirmation mail is on its way.');
    },
  );

  app.post(
    '/api/videocomment/forgotPassword',
    {
      schema: {
        tags,
        summary: 'Mails a reset link when the address is known (always 200)',
        body: EmailBodySchema,
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request) => {
      await accounts.forgotPassword(request.body.email, clientOf(request), requestLocale(request));
      return ok(MESSAGES.reminderSent);
    },
  );

  app.post(
    '/api/videocomment/resetpassword',
    {
      schema: {
        tags,
        summary: 'Sets a new password from a reset code (one use, 60 minutes); ends every session',
        body: ResetPasswordBodySchema,
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request) => {
      await accounts.resetPassword(
        request.body.email,
        request.body.password,
        request.body.code,
        requestLocale(request),
      );
      return ok(MESSAGES.passwordReset);
    },
  );

  app.post(
    '/api/account/changepassword',
    {
      schema: {
        tags,
        summary: 'Changes the password and ends the member’s other sessions',
        body: ChangePasswordBodySchema,
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request) => {
      await accounts.changePassword(
        requireMember(request),
        request.body.currentPassword,
        request.body.newPassword,
        requestLocale(request),
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
        body: ChangeEmailBodySchema,
        response: { 200: MessageSchema, 409: ErrorBodySchema, ...failures },
      },
    },
    async (request) => {
      await accounts.requestEmailChange(
        requireMember(request),
        request.body.newEmail,
        request.body.password,
        clientOf(request),
        requestLocale(request),
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
        response: { 200: AccountExportSchema, 401: ErrorBodySchema },
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
        body: DeleteAccountBodySchema,
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request, reply) => {
      await accounts.deleteAccount(requireMember(request), request.body.password);
      clearSessionCookie(reply, config);
      return ok('Your account has been deleted.');
    },
  );

  app.get(
    '/api/account/sessions',
    {
      schema: {
        tags,
        summary: 'Where the member is signed in: every valid session, the current one marked',
        response: { 200: valuesOf(AccountSessionSchema), 401: ErrorBodySchema },
      },
    },
    notStored(async (request) => ({ $values: await accounts.sessions(requireMember(request)) })),
  );

  app.post(
    '/api/account/sessions/end',
    {
      schema: {
        tags,
        summary: 'Ends one of the member’s other sessions (by the id the list gave)',
        body: EndSessionBodySchema,
        response: { 200: MessageSchema, 404: ErrorBodySchema, ...failures },
      },
    },
    async (request) => {
      await accounts.endSession(requireMember(request), request.body.id);
      return ok('That session has been signed out.');
    },
  );

  app.post(
    '/api/account/sessions/endothers',
    {
      schema: {
        tags,
        summary: 'Ends every session of the member but this one',
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request) => {
      await accounts.endOtherSessions(requireMember(request));
      return ok('Every other session has been signed out.');
    },
  );
};
