import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Engine } from '../db/dialect.js';
import { useTestApp, type TestContext } from './harness.js';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Mails the app wrote to its outbox (the default mailer without SMTP), oldest first. */
export function readOutbox(ctx: TestContext): OutboxMail[] {
  const dir = path.join(ctx.deps.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort((a, b) => {
      const [sa, sb] = [a, b].map((name) => Number(/-(\d+)\.eml$/.exec(name)?.[1] ?? 0));
      return (sa ?? 0) - (sb ?? 0);
    })
    .map((file) => {
      const raw = decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), 'utf8'));
      return {
        to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        text: raw,
        links: [...new Set(raw.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
      };
    });
}

export function lastMailTo(ctx: TestContext, email: string): OutboxMail {
  const mail = readOutbox(ctx)
    .filter((m) => m.to.toLowerCase().includes(email.toLowerCase()))
    .at(-1);
  if (!mail) throw new Error(`No mail to ${email} in the outbox`);
  return mail;
}

/** A distinct client address per call, so rate limits of one test do not spill into another. */
export function someAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/** A POST from an address of its own, so that no per-address limit of another call counts it. */
export function postFromAnywhere(ctx: TestContext, url: string, payload?: object) {
  return ctx.app.inject({ method: 'POST', url, remoteAddress: someAddress(), payload });
}

export const sessionCookieOf = (setCookie: string | string[] | undefined): string => {
  const header = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith('starlane_session='));
  if (!header) throw new Error('No session cookie was set');
  return header.split(';')[0]!;
};

export interface TestMember {
  id: string;
  email: string;
  userName: string;
  password: string;
  cookie: string;
}

/** Signs a new member up through the API, follows the confirmation mail and signs in. */
export async function signUpMember(
  ctx: TestContext,
  overrides: Partial<{ userName: string; email: string }> = {},
): Promise<TestMember> {
  const suffix = randomBytes(4).toString('hex');
  const userName = overrides.userName ?? `member_${suffix}`;
  const email = overrides.email ?? `${userName}@example.test`;
  const password = `pw-${suffix}-long enough`;
  const address = someAddress();
  const register = await ctx.app.inject({
    method: 'POST',
    url: '/register',
    remoteAddress: address,
    payload: { Username: userName, Email: email, Password: password, PasswordConfirmation: password },
  });
  if (register.statusCode !== 200) throw new Error(`sign-up failed: ${register.body}`);
  const link = new URL(lastMailTo(ctx, email).links.find((l) => l.includes('/confirmemail'))!);
  const userId = link.searchParams.get('userId')!;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/account/confirmemail',
    payload: { userId, code: link.searchParams.get('code') },
  });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/login?useSessionCookies=true',
    remoteAddress: address,
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  return { id: userId, email, userName, password, cookie: sessionCookieOf(login.headers['set-cookie']) };
}

/** POST and GET as a member (with their cookie) or, without one, as a visitor. */
export function memberRequests(ctx: TestContext) {
  const headersOf = (member?: TestMember) => (member ? { cookie: member.cookie } : {});
  return {
    post: (url: string, member?: TestMember, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: headersOf(member) }),
    get: (url: string, member?: TestMember) =>
      ctx.app.inject({ method: 'GET', url, headers: headersOf(member) }),
  };
}

/** A route suite's app, with its database and requests made as a member or as a visitor. */
export function useMemberApp(engine: Engine, env: NodeJS.ProcessEnv = {}) {
  const ctx = useTestApp(engine, env);
  return { ctx, db: () => ctx.deps.database.db, ...memberRequests(ctx) };
}

/** A signed-up member made staff. */
export async function signUpStaff(ctx: TestContext): Promise<TestMember> {
  const staff = await signUpMember(ctx);
  await ctx.deps.database.db
    .updateTable('members')
    .set({ role: 'staff' })
    .where('id', '=', staff.id)
    .execute();
  return staff;
}
