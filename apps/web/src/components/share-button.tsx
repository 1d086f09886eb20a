import { notify } from '@/lib/toast';
import { useMessages, type Messages } from '@/lib/i18n/messages';

/** What a share button needs of the browser (injectable for tests). */
export interface ShareTarget {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * Shares `url`: the Web Share API where the browser has it (phones), otherwise the link is copied. A share
 * the user cancels is no error.
 */
export async function shareLink(
  title: string,
  url: string,
  target: ShareTarget,
  t: Messages['share'],
): Promise<void> {
  if (target.share) {
    try {
      await target.share({ title, url });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) notify.error(t.failed);
    }
    return;
  }
  try {
    if (!target.clipboard) throw new Error('no clipboard');
    await target.clipboard.writeText(url);
    notify.success(t.copied);
  } catch {
    notify.error(t.copyFailed);
  }
}

/** A "Share" button for the current page (video, star, playlist). */
export function ShareButton({ title }: { title: string }) {
  const t = useMessages();
  return (
    <button
      type="button"
      className="btn btn-outline-light btn-sm"
      onClick={() => {
        const share = typeof navigator.share === 'function' ? navigator.share.bind(navigator) : undefined;
        void shareLink(
          title,
          window.location.href,
          {
            ...(share ? { share } : {}),
            ...(typeof navigator.clipboard === 'object' ? { clipboard: navigator.clipboard } : {}),
          },
          t.share,
        );
      }}
    >
      {t.share.share}
    </button>
  );
}
