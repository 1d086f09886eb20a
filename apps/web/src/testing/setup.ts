import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';

/** Every cookie the test set, deleted. */
function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

// jsdom has no layout: React Router's <ScrollRestoration> would log "Not implemented" on every navigation.
window.scrollTo = () => undefined;

// jsdom has no matchMedia; everything "matches" desktop unless a test stubs it (vi.stubGlobal).
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => {
    const list: Omit<MediaQueryList, 'addListener' | 'removeListener'> = {
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list as MediaQueryList;
  };
}

// Each test file gets its own jsdom and modules (isolate: true in apps/web/vitest.config.ts), so a file
// starts with empty storage; the tests of one file share them, so what a test leaves is cleared after it.
afterEach(() => {
  cleanup();
  clearCookies();
  // react-hot-toast keeps its toasts in module state, which the next test's toaster would show.
  toast.remove();
});
