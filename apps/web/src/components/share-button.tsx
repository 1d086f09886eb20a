import { notify } from '@/lib/toast';

/** What a share button needs of the browser (injectable for tests). */
export interface ShareTarget {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * Shares `url`: the Web Share API where the browser has it (phones), otherwise the link is copied. A share
 * the user cancels is no error.
 */
export async function shareLink(title: string, url: string, target: ShareTarget): Promise<void> {
  if (target.share) {
    try {
      await target.share({ title, url });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) notify.error('Could not share.');
    }
    return;
  }
  try {
    if (!target.clipboard) throw new Error('no clipboard');
    await target.clipboard.writeText(url);
    notify.success('Link copied.');
  } catch {
    notify.error('Could not copy the link.');
  }
}

/** A "Share" button for the current page (video, star, playlist). */
export function ShareButton({ title }: { title: string }) {
  return (
    <button
      type="button"
      className="btn btn-outline-light btn-sm"
      onClick={() => {
        const share = typeof navigator.share === 'function' ? navigator.share.bind(navigator) : undefined;
        void shareLink(title, window.location.href, {
          ...(share ? { share } : {}),
          ...(typeof navigator.clipboard === 'object' ? { clipboard: navigator.clipboard } : {}),
        });
      }}
    >
      Share
    </button>
  );
}
