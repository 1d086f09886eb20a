/**
 * The page the visitor was on before the current one, for "go back where you came from" after signing
 * in from the header's SIGN IN link (in-app navigation leaves no document.referrer). Fed by the router.
 */
let current: string | null = null;
let previous: string | null = null;

export function trackLocation(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

export function previousPage(): string | null {
  return previous;
}

/** For tests. */
export function resetPageHistory(): void {
  current = null;
  previous = null;
}
