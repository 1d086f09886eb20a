/**
 * Toast helpers. Durations are react-hot-toast's defaults, which are the spec's (see TOAST_DURATION_MS);
 * the at-most-20-at-once rule is enforced by <AppToaster> with `toastsOverLimit`.
 */
import toast, { type Toast } from 'react-hot-toast';
import { errorMessage } from './api-client';

/** Shown when a visitor tries a member action (spec 6 and 8), word for word. */
export const NOT_LOGGED_IN_MESSAGE = 'Ooops, no can do! You have to be logged in for this!';

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message),
  loading: (message: string) => toast.loading(message),
  dismiss: (id?: string) => {
    toast.dismiss(id);
  },
};

/** The not-logged-in toast; one at a time however often it is triggered. */
export function notifyNotLoggedIn(): string {
  return toast.error(NOT_LOGGED_IN_MESSAGE, { id: 'not-logged-in' });
}

/** An error toast with the server's title (or `fallback` when the error says nothing useful). */
export function notifyError(error: unknown, fallback?: string): string {
  return toast.error(errorMessage(error, fallback));
}

/** Ids of the visible toasts beyond the first `limit` (newest first, as react-hot-toast stores them). */
export function toastsOverLimit(toasts: readonly Pick<Toast, 'id' | 'visible'>[], limit: number): string[] {
  return toasts
    .filter((t) => t.visible)
    .slice(limit)
    .map((t) => t.id);
}

export { toast };
