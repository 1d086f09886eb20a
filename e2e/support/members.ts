import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export interface E2eMember {
  email: string;
  userName: string;
  password: string;
}

/** The password of every demo member (`<username>@example.com`), e.g. demo_staff@example.com. */
export const DEMO_PASSWORD = 'starlane-demo';

/** The staff member of the demo catalogue (the seed's demo_staff). */
export const STAFF = { email: 'demo_staff@example.com', password: DEMO_PASSWORD };

/** The newest mail in the e2e server's outbox (no SMTP configured) whose recipient matches. */
export function lastOutboxMail(to: string): string {
  const dir = path.join(inject('dataDir'), 'outbox');
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => path.join(dir, f))
    : [];
  const mails = files
    .map((file) => ({ file, mtime: fs.statSync(file).mtimeMs }))
    .sort((a, b) => a.mtime - b.mtime)
    .map(({ file }) =>
      fs
        .readFileSync(file, 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((raw) => raw.toLowerCase().includes(`to: ${to.toLowerCase()}`));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`No mail to ${to} in the outbox`);
  return mail;
}

export function linkIn(mail: string, contains: string): string {
  const link = (mail.match(/https?:\/\/[^\s"<>]+/g) ?? []).find((l) => l.includes(contains));
  if (!link) throw new Error(`No link containing ${contains} in the mail`);
  return link;
}

/** A new, confirmed member made through the API (sign-up, the confirmation mail, confirm), ready to sign in. */
export async function createMember(prefix = 'e2e'): Promise<E2eMember> {
  const baseUrl = inject('baseUrl');
  const userName = `${prefix}_${randomBytes(4).toString('hex')}`;
  const member = {
    userName,
    email: `${userName}@example.test`,
    password: `pw ${randomBytes(6).toString('hex')}`,
  };
  const register = await fetch(`${baseUrl}/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    },
    body: JSON.stringify({ Username: member.userName, Email: member.email, Password: member.password }),
  });
  if (!register.ok) throw new Error(`sign-up failed: ${register.status} ${await register.text()}`);
  const link = new URL(linkIn(lastOutboxMail(member.email), '/confirmemail'));
  const confirm = await fetch(`${baseUrl}/api/account/confirmemail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: link.searchParams.get('userId'), code: link.searchParams.get('code') }),
  });
  if (!confirm.ok) throw new Error(`confirmation failed: ${confirm.status}`);
  return member;
}

/** Signs the page's browser context in through the API (the cookie lands in the context). */
export async function signInAs(page: Page, member: Pick<E2eMember, 'email' | 'password'>): Promise<void> {
  const res = await page.request.post('/login?useSessionCookies=true', {
    data: { email: member.email, password: member.password },
    headers: { origin: inject('baseUrl') },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
}

/** Accepts the age/cookie overlay before the first page load, as a returning visitor would have. */
export async function skipConsent(page: Page, siteName = 'Starlane'): Promise<void> {
  await page.context().addCookies([{ name: `${siteName}Age`, value: 'true', url: inject('baseUrl') }]);
}

/** A page of `browser` signed in as staff, the consent given. */
export async function staffPage(
  browser: { newPage(viewport?: { width: number; height: number }): Promise<Page> },
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await browser.newPage(viewport);
  await skipConsent(page);
  await signInAs(page, STAFF);
  return page;
}
