import { isIP } from 'node:net';
import { z } from 'zod';

// The configuration's checks of addresses and origins (config.ts reads them into its one schema).

/** Loopback hosts, where plain http is as private as https: the only hosts a CSP source may name over http. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * A comma-separated list of origins for the page's CSP (docs/decisions/0047): each an https origin, or http on
 * a loopback host; a path, a query or a wildcard is refused, one message per bad value.
 */
export const originList = (example: string) =>
  z
    .string()
    .trim()
    .default('')
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const entry of value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)) {
        let url: URL | undefined;
        try {
          url = new URL(entry);
        } catch {
          url = undefined;
        }
        const bare =
          url !== undefined && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash;
        if (!url || !bare || url.username || url.password || entry.includes('*')) {
          ctx.addIssue({
            code: 'custom',
            message: `must be a comma-separated list of origins such as ${example} (bad: ${entry})`,
          });
          continue;
        }
        if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
          ctx.addIssue({
            code: 'custom',
            message: `must use https (http only on a loopback host such as 127.0.0.1) (bad: ${entry})`,
          });
          continue;
        }
        origins.push(url.origin);
      }
      return [...new Set(origins)];
    });

/**
 * Which proxies may name the client in X-Forwarded-For (docs/decisions/0018): none, the nearest `n` hops, or
 * the listed addresses and ranges. Never every hop: then the client would pick its own address and every
 * rate limit and lockout keyed on it could be dodged.
 */
export type TrustProxy = false | number | string[];

export function trustProxyOf(value: string): TrustProxy | undefined {
  const lower = value.toLowerCase();
  if (['', 'false', '0', 'no'].includes(lower)) return false;
  if (['true', 'yes'].includes(lower)) return 1;
  if (/^\d+$/.test(lower)) {
    const hops = Number(lower);
    return hops >= 1 && hops <= 10 ? hops : undefined;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = (entry: string) => {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    if (family === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  };
  return entries.length > 0 && entries.every(valid) ? entries : undefined;
}
