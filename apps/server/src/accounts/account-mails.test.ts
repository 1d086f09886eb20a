import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sessionCookieOf, someAddress } from '../test/accounts.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { readMail, startSmtpSink, type ReadMail } from '../test/smtp-sink.js';

/*
 * Account mails in the language of the request that caused them (docs/decisions/0082), read as they
 * arrive over real SMTP: subject, text and HTML decoded, links to the pages of that language.
 */
const sink = await startSmtpSink();
afterAll(() => sink.close());

/** Words of the English mails that no Spanish mail may keep. */
const ENGLISH = /\b(Hi|Welcome|Confirm|confirm|Choose|password|address|link|works|ignore|account)\b/;

describe.each(testEngines)('account mails on %s', (engine) => {
  const ctx = useTestApp(engine, { SMTP_URL: sink.url, MAIL_FROM: 'Starlane <no-reply@starlane.test>' });
  const site = () => ctx.deps.config;

  const mailsTo = (email: string): ReadMail[] =>
    sink.mails.filter((mail) => mail.to.includes(email)).map((mail) => readMail(mail.raw));
  async function nextMailTo(email: string, count: number): Promise<ReadMail> {
    for (let i = 0; i < 100 && mailsTo(email).length <= count; i++)
      await new Promise((r) => setTimeout(r, 20));
    const mail = mailsTo(email)[count];
    if (!mail) throw new Error(`no mail number ${count + 1} to ${email}`);
    return mail;
  }
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: someAddress() });
  const spanish = { 'accept-language': 'es-ES,es;q=0.9,en;q=0.4' };

  function expectSpanish(mail: ReadMail, subject: string, linkPath: RegExp): void {
    expect(mail.subject).toBe(`${site().siteName}: ${subject}`);
    expect(mail.text).toMatch(/^Hola, /);
    expect(mail.text).not.toMatch(ENGLISH);
    expect(mail.html).toContain('<p>Hola, ');
    expect(mail.html).not.toMatch(ENGLISH);
    expect(mail.links.some((link) => linkPath.test(link.slice(site().publicUrl.length)))).toBe(true);
    expect(mail.links.every((link) => link.startsWith(`${site().publicUrl}/es/`))).toBe(true);
  }

  async function register(headers: Record<string, string>) {
    const suffix = randomBytes(4).toString('hex');
    const account = { email: `mail_${suffix}@example.test`, password: `pw-${suffix}-long enough` };
    const answer = await post(
      '/register',
      { Username: `mail_${suffix}`, Email: account.email, Password: account.password },
      headers,
    );
    expect(answer.statusCode).toBe(200);
    return { ...account, confirmation: await nextMailTo(account.email, 0) };
  }

  async function confirmAndSignIn(account: { email: string; password: string; confirmation: ReadMail }) {
    const link = new URL(account.confirmation.links[0]!);
    const userId = link.searchParams.get('userId')!;
    const confirmed = await post(
      '/api/account/confirmemail',
      { userId, code: link.searchParams.get('code') },
      spanish,
    );
    expect(confirmed.json()).toEqual({
      status: 200,
      title: 'Tu dirección de correo electrónico está confirmada.',
    });
    const login = await post('/login?useSessionCookies=true', {
      email: account.email,
      password: account.password,
    });
    return { userId, cookie: sessionCookieOf(login.headers['set-cookie']) };
  }

  it('keeps the English mail word for word for an English sign-up, linking the English page', async () => {
    const { confirmation } = await register({ 'accept-language': 'en-GB,en;q=0.9' });

    expect(confirmation.subject).toBe(`${site().siteName}: confirm your e-mail address`);
    expect(confirmation.text).toContain(
      `Welcome to ${site().siteName}! Confirm your e-mail address to sign in.`,
    );
    expect(confirmation.text).toContain(
      `Confirm my e-mail address: ${site().publicUrl}/confirmemail?userId=`,
    );
  });

  it('writes the sign-up, reset, password and address mails in Spanish for Spanish requests', async () => {
    const account = await register(spanish);
    expectSpanish(
      account.confirmation,
      'confirma tu dirección de correo electrónico',
      /^\/es\/confirmemail\?userId=/,
    );
    expect(account.confirmation.text).toContain(`¡Bienvenido a ${site().siteName}!`);
    const member = await confirmAndSignIn(account);

    await post('/api/videocomment/forgotPassword?lang=es', { Email: account.email });
    expectSpanish(
      await nextMailTo(account.email, 1),
      'restablece tu contraseña',
      /^\/es\/resetpassword\/[^/]+$/,
    );

    const newPassword = `${account.password} renewed`;
    const changed = await post(
      '/api/account/changepassword?lang=es',
      { currentPassword: account.password, newPassword },
      { cookie: member.cookie },
    );
    expect(changed.json()).toEqual({ status: 200, title: 'Tu contraseña se ha cambiado.' });
    expectSpanish(
      await nextMailTo(account.email, 2),
      'tu contraseña se ha cambiado',
      /^\/es\/forgotpassword$/,
    );

    const newEmail = `new_${account.email}`;
    await post(
      '/api/account/changeemail',
      { newEmail, password: newPassword },
      { ...spanish, cookie: member.cookie },
    );
    const change = await nextMailTo(newEmail, 0);
    expectSpanish(
      change,
      'confirma tu nueva dirección de correo electrónico',
      /^\/es\/confirmemail\?userId=/,
    );
    const link = new URL(change.links[0]!);
    await post(
      '/api/account/confirmemail',
      { userId: member.userId, code: link.searchParams.get('code') },
      spanish,
    );
    const moved = await nextMailTo(account.email, 3);
    expectSpanish(moved, 'tu dirección de correo electrónico se ha cambiado', /^\/es\/forgotpassword$/);
    expect(moved.text).toContain(newEmail);
  });

  it('writes a mail staff cause in the language the member last used, not the staff member’s', async () => {
    const staff = await register({});
    const { userId: staffId } = await confirmAndSignIn(staff);
    await ctx.deps.database.db
      .updateTable('members')
      .set({ role: 'staff' })
      .where('id', '=', staffId)
      .execute();
    const login = await post('/login?useSessionCookies=true', {
      email: staff.email,
      password: staff.password,
    });
    const staffCookie = sessionCookieOf(login.headers['set-cookie']);
    const member = await register({ 'accept-language': 'es' });
    const memberId = new URL(member.confirmation.links[0]!).searchParams.get('userId')!;

    const resent = await post(
      `/api/admin/members/${memberId}/resend-confirmation`,
      {},
      { cookie: staffCookie, 'accept-language': 'en' },
    );

    expect(resent.json()).toMatchObject({ status: 200, title: 'Confirmation mail sent' });
    expectSpanish(
      await nextMailTo(member.email, 1),
      'confirma tu dirección de correo electrónico',
      /^\/es\/confirmemail\?/,
    );
  });
});
