import type { Config } from '../config.js';
import type { Mail } from '../mail/mailer.js';

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

export function confirmationMail(site: Site, to: Recipient, code: string): Mail {
  const link = `${site.publicUrl}/confirmemail?userId=${encodeURIComponent(to.id)}&code=${encodeURIComponent(code)}`;
  return mail(
    site,
    to,
    'confirm your e-mail address',
    `Welcome to ${site.siteName}! Confirm your e-mail address to sign in.`,
    'Confirm my e-mail address',
    link,
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
  const link = `${site.publicUrl}/confirmemail?userId=${encodeURIComponent(to.id)}&code=${encodeURIComponent(code)}`;
  return mail(
    site,
    to,
    'confirm your new e-mail address',
    `You asked to use this address for your ${site.siteName} account.`,
    'Confirm my new e-mail address',
    link,
    'The link works once and for 48 hours. Until then your old address stays in use.',
  );
}
