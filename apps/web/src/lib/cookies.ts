/** Tiny, dependency-free cookie helpers (the only cookie the client writes is the consent cookie). */

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** The `document.cookie` assignment string for one cookie. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${String(Math.floor(options.maxAgeSeconds))}`);
  parts.push(`path=${options.path ?? '/'}`);
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of cookie `name`, or undefined when it is not set. */
export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const pair of cookieString.split(';')) {
    const index = pair.indexOf('=');
    const key = (index < 0 ? pair : pair.slice(0, index)).trim();
    if (key && safeDecode(key) === name) return index < 0 ? '' : safeDecode(pair.slice(index + 1).trim());
  }
  return undefined;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, options);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
