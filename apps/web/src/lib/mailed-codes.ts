/**
 * The one-use codes of mailed links (password reset, e-mail confirmation) leave the address bar the moment
 * the app starts, before any consented third-party script runs and could read `location`. They are kept
 * in this module only: not in history.state or storage, which any script on the page can read. A reload
 * loses them; the page then asks for the mailed link again. Spanish mails link the same pages under /es
 * (docs/decisions/0082), which keep their prefix.
 */
import { localeOfPath, localePrefix, withoutLocale } from '@starlane/contract';

export const MAILED_CODE_SEGMENT = 'from-mail';

interface Mailed {
  reset?: string;
  confirm?: { userId: string; code: string };
}

let mailed: Mailed = {};

/** Moves the codes out of the current URL into memory; call once, before anything else runs. */
export function stashMailedCodes(win: Window = window): void {
  const url = new URL(win.location.href);
  const prefix = localePrefix(localeOfPath(url.pathname));
  const path = withoutLocale(url.pathname);
  const reset = /^\/resetpassword\/([^/]+)\/?$/i.exec(path);
  if (reset?.[1] && reset[1] !== MAILED_CODE_SEGMENT) {
    mailed = { ...mailed, reset: decodeURIComponent(reset[1]) };
    win.history.replaceState(
      win.history.state,
      '',
      `${prefix}/resetpassword/${MAILED_CODE_SEGMENT}${url.hash}`,
    );
    return;
  }
  if (/^\/confirmemail\/?$/i.test(path) && url.searchParams.has('code')) {
    mailed = {
      ...mailed,
      confirm: {
        userId: url.searchParams.get('userId')?.trim() ?? '',
        code: url.searchParams.get('code')?.trim() ?? '',
      },
    };
    win.history.replaceState(win.history.state, '', `${prefix}/confirmemail${url.hash}`);
  }
}

/** The reset code for the reset page: the stashed one when the URL holds the placeholder. */
export function resetCodeFor(segment: string): string {
  return segment === MAILED_CODE_SEGMENT ? (mailed.reset ?? '') : segment;
}

/** The stashed confirmation link's user id and code, if the app was opened from one. */
export function mailedConfirmation(): { userId: string; code: string } | undefined {
  return mailed.confirm;
}

/** For tests: forget what was stashed. */
export function forgetMailedCodes(): void {
  mailed = {};
}
