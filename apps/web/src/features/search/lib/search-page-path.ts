import { pagePaths } from '@starlane/contract';

/** The search results page for `text` (spaces as %20, so the URL reads the same everywhere). */
export function searchPagePath(text: string): string {
  return `${pagePaths.search}?q=${encodeURIComponent(text.trim())}`;
}
