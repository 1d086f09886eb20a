/**
 * Toast helpers. Durations are react-hot-toast's defaults, which are the spec's (see TOAST_DURATION_MS);
 * the at-most-20-at-once rule is enforced by <AppToaster> with `toastsOverLimit`.
 *
 * react-hot-toast is loaded with the first toast (or when the app mounts its toaster after hydration), not
 * with the page: it is not needed to show anything, and every page's initial JavaScript has a budget. A toast
 * gets its id at once, so callers can still dismiss or deduplicate it.
 */
import type * as HotToast from 'react-hot-toast';
import type { Toast } from 'react-hot-toast';
import { errorMessage } from './api-client';
import { MESSAGES } from '@starlane/contract';

type ToastLibrary = typeof HotToast;
type Kind = 'blank' | 'success' | 'error' | 'loading';

let library: Promise<ToastLibrary> | undefined;
let lastId = 0;

export function loadToastLibrary(): Promise<ToastLibrary> {
  return (library ??= import('react-hot-toast'));
}

function show(kind: Kind, message: string, id = `sl-toast-${String(++lastId)}`): string {
  void loadToastLibrary().then(({ default: toast }) => {
    if (kind === 'blank') toast(message, { id });
    else toast[kind](message, { id });
  });
  return id;
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('blank', message),
  loading: (message: string) => show('loading', message),
  dismiss: (id?: string) => {
    void loadToastLibrary().then(({ default: toast }) => {
      toast.dismiss(id);
    });
  },
};

/** The not-logged-in toast; one at a time however often it is triggered. */
export function notifyNotLoggedIn(text: string = MESSAGES.notLoggedIn): string {
  return show('error', text, 'not-logged-in');
}

/** An error toast with the server's title (or `fallback` when the error says nothing useful). */
export function notifyError(error: unknown, fallback?: string): string {
  return show('error', errorMessage(error, fallback));
}

/** Ids of the visible toasts beyond the first `limit` (newest first, as react-hot-toast stores them). */
export function toastsOverLimit(toasts: readonly Pick<Toast, 'id' | 'visible'>[], limit: number): string[] {
  return toasts
    .filter((t) => t.visible)
    .slice(limit)
    .map((t) => t.id);
}
