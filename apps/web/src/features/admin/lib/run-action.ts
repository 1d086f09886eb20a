import { notify, notifyError } from '@/lib/toast';

/** Runs an admin change and says how it went in a toast (the server's own sentence either way). */
export async function runAction(action: () => Promise<unknown>, success?: string): Promise<boolean> {
  try {
    const result = await action();
    const title =
      success ?? (typeof result === 'object' && result && 'title' in result ? String(result.title) : 'Done');
    notify.success(title);
    return true;
  } catch (error) {
    notifyError(error);
    return false;
  }
}
