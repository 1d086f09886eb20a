import { describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import { loadToastLibrary } from '@/lib/toast';
import { en } from '@/lib/i18n/en';
import { shareLink } from './share-button';

describe('shareLink', () => {
  it('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());

    await shareLink('A video', 'https://x.test/video/1', { share, clipboard: { writeText } }, en.share);

    expect(share).toHaveBeenCalledWith({ title: 'A video', url: 'https://x.test/video/1' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link otherwise and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const success = vi.spyOn(toast, 'success');

    await shareLink('A star', 'https://x.test/actor/A%20B', { clipboard: { writeText } }, en.share);

    expect(writeText).toHaveBeenCalledWith('https://x.test/actor/A%20B');
    await vi.waitFor(() => {
      expect(success).toHaveBeenCalledWith('Link copied.', { id: expect.any(String) as string });
    });
  });

  it('says nothing when the user cancels the share sheet', async () => {
    const error = vi.spyOn(toast, 'error');
    const share = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));

    await shareLink('A playlist', 'https://x.test/playlist/1', { share }, en.share);

    // A toast is shown once the library has loaded: by then any toast asked for has been shown.
    await loadToastLibrary();
    expect(error).not.toHaveBeenCalled();
  });
});
