import { localePrefix, type Locale } from '@starlane/contract';
import type { Config } from '../config.js';
import type { Mail } from '../infra/mailer.js';

type Site = Pick<Config, 'publicUrl' | 'siteName'>;
type Recipient = { id: string; email: string; userName: string };

/** What one mail says: its subject, the paragraphs around its one link, and the link's words. */
interface MailText {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

/**
 * The account mails in each language (docs/decisions/0082): a mail goes out in the language of the request
 * that caused it, its link to that language's page. Typed by the English, so a mail or a part of one
 * missing in Spanish does not compile.
 */
const ENGLISH = {
  greeting: (name: string) => `Hi ${name},`,
  confirmation: (siteName: string): MailText => ({
    subject: 'confirm your e-mail address',
    intro: `Welcome to ${siteName}! Confirm your e-mail address to sign in.`,
    action: 'Confirm my e-mail address',
    outro: 'The link works once and for 48 hours. If you did not sign up, ignore this mail.',
  }),
  reset: (): MailText => ({
    subject: 'reset your password',
    intro: 'Somebody (hopefully you) asked to reset your password.',
    action: 'Choose a new password',
    outro:
      'The link works once and for 60 minutes. If you did not ask for it, ignore this mail: your password stays as it is.',
  }),
  emailChange: (siteName: string): MailText => ({
    subject: 'confirm your new e-mail address',
    intro: `You asked to use this address for your ${siteName} account.`,
    action: 'Confirm my new e-mail address',
    outro: 'The link works once and for 48 hours. Until then your old address stays in use.',
  }),
  passwordChanged: (siteName: string): MailText => ({
    subject: 'your password was changed',
    intro: `The password of your ${siteName} account was just changed, and every other session was signed out.`,
    action: 'If this was not you, reset your password',
    outro: 'If it was you, there is nothing more to do.',
  }),
  emailChanged: (siteName: string, newEmail: string): MailText => ({
    subject: 'your e-mail address was changed',
    intro: `Your ${siteName} account now uses the address ${newEmail}; mails no longer come to this one.`,
    action: 'If this was not you, tell us at once by replying to this mail, or reset your password',
    outro: 'If it was you, there is nothing more to do.',
  }),
};

type MailTexts = typeof ENGLISH;

const SPANISH: MailTexts = {
  greeting: (name) => `Hola, ${name}:`,
  confirmation: (siteName) => ({
    subject: 'confirma tu dirección de correo electrónico',
    intro: `¡Bienvenido a ${siteName}! Confirma tu dirección de correo electrónico para iniciar sesión.`,
    action: 'Confirmar mi dirección de correo electrónico',
    outro: 'El enlace funciona una sola vez y durante 48 horas. Si no te has registrado, ignora este correo.',
  }),
  reset: () => ({
    subject: 'restablece tu contraseña',
    intro: 'Alguien (esperamos que tú) ha pedido restablecer tu contraseña.',
    action: 'Elegir una contraseña nueva',
    outro:
      'El enlace funciona una sola vez y durante 60 minutos. Si no lo has pedido, ignora este correo: tu contraseña sigue siendo la misma.',
  }),
  emailChange: (siteName) => ({
    subject: 'confirma tu nueva dirección de correo electrónico',
    intro: `Has pedido usar esta dirección para tu cuenta de ${siteName}.`,
    action: 'Confirmar mi nueva dirección de correo electrónico',
    outro:
      'El enlace funciona una sola vez y durante 48 horas. Hasta entonces seguimos usando tu dirección anterior.',
  }),
  passwordChanged: (siteName) => ({
    subject: 'tu contraseña se ha cambiado',
    intro: `Se acaba de cambiar la contraseña de tu cuenta de ${siteName} y se han cerrado todas las demás sesiones.`,
    action: 'Si no has sido tú, restablece tu contraseña',
    outro: 'Si has sido tú, no tienes que hacer nada más.',
  }),
  emailChanged: (siteName, newEmail) => ({
    subject: 'tu dirección de correo electrónico se ha cambiado',
    intro: `Tu cuenta de ${siteName} usa ahora la dirección ${newEmail}; los correos ya no llegarán a esta.`,
    action: 'Si no has sido tú, avísanos enseguida respondiendo a este correo, o restablece tu contraseña',
    outro: 'Si has sido tú, no tienes que hacer nada más.',
  }),
};

export const MAIL_TEXTS: Record<Locale, MailTexts> = { en: ENGLISH, es: SPANISH };

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Links are built from PUBLIC_URL, never from the request's Host header, which an attacker controls. */
function mail(site: Site, to: Recipient, locale: Locale, text: MailText, link: string): Mail {
  const greeting = MAIL_TEXTS[locale].greeting;
  return {
    to: to.email,
    subject: `${site.siteName}: ${text.subject}`,
    link,
    text: `${greeting(to.userName)}\n\n${text.intro}\n\n${text.action}: ${link}\n\n${text.outro}\n\n${site.siteName}`,
    html: `<p>${greeting(escapeHtml(to.userName))}</p><p>${escapeHtml(text.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p><p>${escapeHtml(text.outro)}</p><p>${escapeHtml(site.siteName)}</p>`,
  };
}

/** The site's page at `path` in `locale`: the Spanish pages live under /es (docs/decisions/0072). */
const pageUrl = (site: Site, locale: Locale, path: string): string =>
  `${site.publicUrl}${localePrefix(locale)}${path}`;

/** Confirming a new account and a new address: the same page, the code tells them apart. */
function confirmLink(site: Site, to: Recipient, code: string, locale: Locale): string {
  return pageUrl(
    site,
    locale,
    `/confirmemail?userId=${encodeURIComponent(to.id)}&code=${encodeURIComponent(code)}`,
  );
}

export function confirmationMail(site: Site, to: Recipient, code: string, locale: Locale): Mail {
  const text = MAIL_TEXTS[locale].confirmation(site.siteName);
  return mail(site, to, locale, text, confirmLink(site, to, code, locale));
}

export function resetMail(site: Site, to: Recipient, code: string, locale: Locale): Mail {
  const link = pageUrl(site, locale, `/resetpassword/${encodeURIComponent(code)}`);
  return mail(site, to, locale, MAIL_TEXTS[locale].reset(), link);
}

export function emailChangeMail(site: Site, to: Recipient, code: string, locale: Locale): Mail {
  const text = MAIL_TEXTS[locale].emailChange(site.siteName);
  return mail(site, to, locale, text, confirmLink(site, to, code, locale));
}

/** Tells the account's address its password was changed or reset: a stranger's change does not go unnoticed. */
export function passwordChangedMail(site: Site, to: Recipient, locale: Locale): Mail {
  const text = MAIL_TEXTS[locale].passwordChanged(site.siteName);
  return mail(site, to, locale, text, pageUrl(site, locale, '/forgotpassword'));
}

/** Tells the old address that the account now uses another one. */
export function emailChangedMail(site: Site, to: Recipient, newEmail: string, locale: Locale): Mail {
  const text = MAIL_TEXTS[locale].emailChanged(site.siteName, newEmail);
  return mail(site, to, locale, text, pageUrl(site, locale, '/forgotpassword'));
}
