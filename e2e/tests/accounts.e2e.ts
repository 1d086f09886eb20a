/**
 * Account journeys against a server of their own that sends real mail by SMTP to a local sink (the shared
 * e2e server writes mail to an outbox folder instead): sign-up, confirmation, sign-in, remember me, the
 * dashboard guard, password reset, profile changes, data export and account deletion.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, DESKTOP, PHONE, useBrowser } from '../support/browser.js';
import { startServer, type StartedServer } from '../support/server.js';
import { mailLink, startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';

const SESSION_COOKIE = 'starlane_session';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const JOURNEY_TIMEOUT_MS = 120_000;

interface Member {
  userName: string;
  email: string;
  password: string;
}

describe.skipIf(browserMissing())('accounts, with mail over SMTP', () => {
  const browser = useBrowser();
  let sink: SmtpSink;
  let server: StartedServer;
  let addressCounter = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({ SMTP_URL: sink.url, SEED_DEMO: 'false' });
  });

  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  const at = (path: string) => `${server.baseUrl}${path}`;

  /** Each test speaks from its own address (TRUST_PROXY), so the per-address rate limits never add up. */
  const nextAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

  function newMember(prefix: string): Member {
    const userName = `${prefix}_${randomBytes(4).toString('hex')}`;
    return { userName, email: `${userName}@example.test`, password: `pw-${randomBytes(6).toString('hex')}` };
  }

  async function open(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
    const page = await browser.newPage(viewport);
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
    await page.context().addCookies([{ name: 'StarlaneAge', value: 'true', url: server.baseUrl }]);
    return page;
  }

  /** A confirmed member, made through the API and the real confirmation mail. */
  async function confirmedMember(prefix: string): Promise<Member> {
    const member = newMember(prefix);
    const register = await fetch(at('/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ Username: member.userName, Email: member.email, Password: member.password }),
    });
    expect(register.status).toBe(200);
    const link = new URL(mailLink(await sink.waitForMail(member.email), '/confirmemail'));
    const confirm = await fetch(at('/api/account/confirmemail'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: link.searchParams.get('userId'), code: link.searchParams.get('code') }),
    });
    expect(confirm.status).toBe(200);
    return member;
  }

  async function sessionCookie(page: Page) {
    return (await page.context().cookies(server.baseUrl)).find((cookie) => cookie.name === SESSION_COOKIE);
  }

  async function logIn(page: Page, email: string, password: string, rememberMe = false): Promise<void> {
    await page.goto(at('/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    if (rememberMe) await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  async function fillSignIn(page: Page, identifier: string, password: string): Promise<void> {
    await page.getByLabel('E-mail or username').fill(identifier);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  it(
    'signs up on /signup, confirms by mail, signs in on /signin for 30 days, reaches the dashboard, signs out',
    async () => {
      const page = await open();
      const member = newMember('signup');
      await page.goto(at('/signup'));

      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Your username is empty' }).waitFor();
      await page.getByLabel('Username').fill(member.userName);
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Your e-mail address is empty' }).waitFor();
      await page.getByLabel('E-mail').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByLabel('Confirm password').fill(`${member.password}x`);
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();

      await page.getByLabel('Confirm password').fill(member.password);
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page
        .getByText('Welcome to the gang! Now check your e-mail and confirm your registration!')
        .waitFor();
      const welcomedAt = Date.now();
      expect(page.url()).toBe(at('/signup'));
      await page.waitForURL(at('/'), { timeout: 10_000 });
      expect(Date.now() - welcomedAt).toBeGreaterThan(1500);

      // Not confirmed yet: the server says so, and the mail can be sent again.
      await page.goto(at('/signin'));
      await fillSignIn(page, member.email, member.password);
      await page.getByText(/^Your e-mail address is not confirmed yet/).waitFor();
      expect(await sessionCookie(page)).toBeUndefined();
      await page.getByRole('button', { name: 'Send the confirmation mail again' }).click();
      await page
        .getByText('If the address has an unconfirmed account, a new confirmation mail is on its way.')
        .waitFor();
      const resent = await sink.waitForMail(member.email, { after: 1 });

      await page.goto(mailLink(resent, '/confirmemail'));
      await page.getByText('Your e-mail address is confirmed.').waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(at('/signin'));

      // The username works as well as the address; Rememberme 'true' gives a 30-day cookie.
      await fillSignIn(page, member.userName, member.password);
      await page.waitForURL(at('/'));
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'SIGN OUT' }).waitFor();
      for (const name of ['MY PLAYLISTS', 'MY FAVEBOX', 'MY TOPLISTS']) {
        await nav.getByRole('link', { name }).waitFor();
      }
      const cookie = await sessionCookie(page);
      expect(cookie).toBeDefined();
      expect(cookie!.httpOnly).toBe(true);
      expect(Math.abs(cookie!.expires - Date.now() / 1000 - THIRTY_DAYS_S)).toBeLessThan(300);

      await page.goto(at('/dashboard'));
      await page.getByRole('heading', { name: 'Member corner' }).waitFor();
      await page.getByText(`Welcome back, ${member.userName}!`).waitFor();
      const corner = page.getByRole('navigation', { name: 'Member corner' });
      expect(await corner.getByRole('link', { name: 'My Playlists' }).getAttribute('href')).toBe(
        '/myplaylists',
      );
      expect(await corner.getByRole('link', { name: 'My Favebox' }).getAttribute('href')).toBe(
        '/myfavourites',
      );
      expect(await corner.getByRole('link', { name: 'My Toplists' }).getAttribute('href')).toBe(
        '/mytoplists',
      );
      expect(await corner.getByRole('link', { name: 'Manage My Profile' }).getAttribute('href')).toBe(
        '/Identity/Account/Manage',
      );

      // Signing out reloads the page; the member-only dashboard then sends the visitor to /signin.
      await nav.getByRole('button', { name: 'SIGN OUT' }).click();
      await page.waitForURL(/\/signin\?returnTo=%2Fdashboard$/);
      await nav.getByRole('link', { name: 'SIGN IN' }).waitFor();
      expect(await sessionCookie(page)).toBeUndefined();

      // ...and brings them back once signed in.
      await fillSignIn(page, member.email, member.password);
      await page.waitForURL(at('/dashboard'));
      await page.getByRole('heading', { name: 'Member corner' }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'registers on /register (phone), confirms by mail, logs in on /login with and without remember me',
    async () => {
      const page = await open(PHONE);
      const email = `reg_${randomBytes(4).toString('hex')}@example.test`;
      const password = `pw-${randomBytes(6).toString('hex')}`;
      await page.goto(at('/authentication/register'));

      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.getByText('Please fill in all fields.').waitFor();
      await page.getByLabel('Email').fill('not-an-address');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm Password').fill(password);
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.getByText('Please enter a valid email address.').waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Confirm Password').fill(`${password}x`);
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.getByText('Passwords do not match.').waitFor();
      await page.getByLabel('Confirm Password').fill(password);
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.getByText('Successful register.').waitFor();

      // The same address again: refused.
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.getByText('Error registering.').waitFor();

      const mail = await sink.waitForMail(email);
      await page.goto(mailLink(mail, '/confirmemail'));
      await page.getByText('Your e-mail address is confirmed.').waitFor();

      await logIn(page, email, 'wrong-password');
      await page.getByText('Error Logging In.', { exact: true }).waitFor();

      // Remember me off: a browser-session cookie.
      await logIn(page, email, password);
      await page.waitForURL(at('/'));
      const sessionOnly = await sessionCookie(page);
      expect(sessionOnly).toBeDefined();
      expect(sessionOnly!.expires).toBe(-1);
      expect((await page.request.get(at('/pingauth'))).status()).toBe(200);

      // Remember me on, in a fresh browser on /login: a 30-day cookie.
      const other = await open(PHONE);
      await logIn(other, email, password, true);
      await other.waitForURL(at('/'));
      const remembered = await sessionCookie(other);
      expect(remembered).toBeDefined();
      expect(Math.abs(remembered!.expires - Date.now() / 1000 - THIRTY_DAYS_S)).toBeLessThan(300);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'resets a forgotten password from the mailed link; the old password is refused, the link works once',
    async () => {
      const member = await confirmedMember('reset');
      const page = await open();
      await page.goto(at('/forgotpassword'));
      await page.getByLabel('E-mail').fill(member.email);
      await page.getByRole('button', { name: 'Remind me' }).click();
      await page.getByText('A reminder has been sent to your e-mail address').waitFor();

      const link = mailLink(await sink.waitForMail(member.email, { after: 1 }), '/resetpassword/');
      const newPassword = `new-${randomBytes(6).toString('hex')}`;
      await page.goto(link);
      await page.getByRole('button', { name: 'Reset my password' }).click();
      await page.getByText('You need to fill in all fields').waitFor();
      await page.getByLabel('E-mail').fill(member.email);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
      await page.getByRole('button', { name: 'Reset my password' }).click();
      await page.getByText('Passwords do not match!').waitFor();
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset my password' }).click();
      await page.getByText('Your password has been reset').waitFor();
      await page.getByRole('link', { name: 'Sign in with your new password' }).click();
      await page.waitForURL(at('/signin'));

      await logIn(page, member.email, member.password);
      await page.getByText('Error Logging In.', { exact: true }).waitFor();
      // Signing in from the header's SIGN IN link brings the member back to the page they were on.
      await page.goto(at('/contactus'));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SIGN IN' }).click();
      await page.waitForURL(at('/signin'));
      await fillSignIn(page, member.email, newPassword);
      await page.waitForURL(at('/contactus'));
      expect((await page.request.get(at('/pingauth'))).status()).toBe(200);

      // Used once already: the link says so and offers a new one; no false success.
      const again = await open();
      await again.goto(link);
      await again.getByLabel('E-mail').fill(member.email);
      await again.getByLabel('New password', { exact: true }).fill(`${newPassword}2`);
      await again.getByLabel('Confirm new password').fill(`${newPassword}2`);
      await again.getByRole('button', { name: 'Reset my password' }).click();
      await again.getByText(/invalid, has expired or has been used already/).waitFor();
      expect(await again.getByRole('link', { name: 'Get a new reset link' }).getAttribute('href')).toBe(
        '/forgotpassword',
      );
      expect(await again.getByText('Your password has been reset').count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'manages the profile: new e-mail confirmed by mail, new password, data export, account deletion',
    async () => {
      const member = await confirmedMember('profile');
      const page = await open();
      const elsewhere = await open();
      await logIn(elsewhere, member.email, member.password);
      await elsewhere.waitForURL(at('/'));
      await logIn(page, member.email, member.password);
      await page.waitForURL(at('/'));

      await page.goto(at('/Identity/Account/Manage'));
      const account = page.getByRole('region', { name: 'Your account' });
      await account.getByText(member.userName, { exact: true }).waitFor();
      await account.getByText(member.email, { exact: false }).waitFor();

      // A new password: this session stays, the other one ends.
      const newPassword = `new-${randomBytes(6).toString('hex')}`;
      const passwordForm = page.getByRole('region', { name: 'Change password' });
      await passwordForm.getByLabel('Current password').fill(member.password);
      await passwordForm.getByLabel('New password', { exact: true }).fill(newPassword);
      await passwordForm.getByLabel('Confirm new password').fill(newPassword);
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await passwordForm.getByText('Your password has been changed.').waitFor();
      expect((await page.request.get(at('/pingauth'))).status()).toBe(200);
      expect((await elsewhere.request.get(at('/pingauth'))).status()).toBe(401);

      // A new e-mail address, confirmed through the mail sent to it.
      const newEmail = `moved_${randomBytes(4).toString('hex')}@example.test`;
      const emailForm = page.getByRole('region', { name: 'Change e-mail' });
      await emailForm.getByLabel('New e-mail').fill(newEmail);
      await emailForm.getByLabel('Your password').fill(member.password);
      await emailForm.getByRole('button', { name: 'Change e-mail' }).click();
      await emailForm.getByText('Your password is not correct.').waitFor();
      await emailForm.getByLabel('Your password').fill(newPassword);
      await emailForm.getByRole('button', { name: 'Change e-mail' }).click();
      await emailForm.getByText('Check your new e-mail address for a confirmation link.').waitFor();

      await page.goto(mailLink(await sink.waitForMail(newEmail), '/confirmemail'));
      await page.getByText('Your e-mail address is confirmed.').waitFor();
      await page.getByRole('link', { name: 'Back to your profile' }).click();
      await account.getByText(newEmail).waitFor();

      // Download my data.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('starlane-my-data.json');
      const saved = await download.path();
      const exported = fs.readFileSync(saved, 'utf8');
      expect(() => JSON.parse(exported) as unknown).not.toThrow();
      expect(exported).toContain(newEmail);
      expect(exported).toContain(member.userName);

      // Delete my account: password, then the confirmation modal; signed out, home, toast.
      const danger = page.getByRole('region', { name: 'Delete my account' });
      await danger.getByLabel('Your password').fill(newPassword);
      await danger.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
      await page.getByText('Your account has been deleted.').waitFor();
      await page.waitForURL(at('/'));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SIGN IN' }).waitFor();
      expect((await page.request.get(at('/pingauth'))).status()).toBe(401);

      await logIn(page, newEmail, newPassword);
      await page.getByText('Error Logging In.', { exact: true }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
