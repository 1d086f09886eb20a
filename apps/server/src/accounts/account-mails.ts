import type { Config } from '../config.js';
import type { Mail } from '../infra/mailer.js';

type Site = Pick<Config, 'publicUrl' | 'siteName'>;
type Recipient = { id: string; email: string; userName: string };

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Links are built from PUBLIC_URL, never from the request's Host header, which an attacker controls. */
function mail(
  site: Site,
  to: Recipient,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): Mail {
  const name = escapeHtml(to.userName);
  return {
    to: to.email,
    subject: `${site.siteName}: ${subject}`,
    link,
    text: `Hi ${to.userName},\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\n${site.siteName}`,
    html: `<p>Hi ${name},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>${escapeHtml(site.siteName)}</p>`,
  };
}

/** Confirming a new account and a new address: the same page, the code tells them apart. */
function confirmLink(site: Site, to: Recipient, code: string): string {
  return `${site.publicUrl}/confirmemail?userId=${encodeURIComponent(to.id)}&code=${encodeURIComponent(code)}`;
}

export function confirmationMail(site: Site, to: Recipient, code: string): Mail {
  return mail(
    site,
    to,
    'confirm your e-mail address',
    `Welcome to ${site.siteName}! Confirm your e-mail address to sign in.`,
    'Confirm my e-mail address',
    confirmLink(site, to, code),
    'The link works once and for 48 hours. If you did not sign up, ignore this mail.',
  );
}

export function resetMail(site: Site, to: Recipient, code: string): Mail {
  const link = `${site.publicUrl}/resetpassword/${encodeURIComponent(code)}`;
  return mail(
    site,
    to,
    'reset your password',
    'Somebody (hopefully you) asked to reset your password.',
    'Choose a new password',
    link,
    'The link works once and for 60 minutes. If you did not ask for it, ignore this mail: your password stays as it is.',
  );
}

export function emailChangeMail(site: Site, to: Recipient, code: string): Mail {
  return mail(
    site,
    to,
    'confirm your new e-mail address',
    `You asked to use this address for your ${site.siteName} account.`,
    'Confirm my new e-mail address',
    confirmLink(site, to, code),
    'The link works once and for 48 hours. Until then your old address stays in use.',
  );
}

/** Tells the account's address its password was changed or reset: a stranger's change does not go unnoticed. */
export function passwordChangedMail(site: Site, to: Recipient): Mail {
  return mail(
    site,
    to,
    'your password was changed',
    `The password of your ${site.siteName} account was just changed, and every other session was signed out.`,
    'If this was not you, reset your password',
    `${site.publicUrl}/forgotpassword`,
    'If it was you, there is nothing more to do.',
  );
}

/** Tells the old address that the account now uses another one. */
export function emailChangedMail(site: Site, to: Recipient, newEmail: string): Mail {
  return mail(
    site,
    to,
    'your e-mail address was changed',
    `Your ${site.siteName} account now uses the address ${newEmail}; mails no longer come to this one.`,
    'If this was not you, tell us at once by replying to this mail, or reset your password',
    `${site.publicUrl}/forgotpassword`,
    'If it was you, there is nothing more to do.',
  );
}
