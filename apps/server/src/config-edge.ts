import { z } from 'zod';

/**
 * EDGE_PURGE_URLS (docs/decisions/0061): the edge caches (Varnish) the server sends its tag purges to, a
 * comma-separated list of http(s) URLs, each named when it is not one. Empty: no edge, and answers carry no
 * `xkey` header, so an edge in front caches no page it would not hear of changes to.
 */
export const edgePurgeUrls = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx) => {
    const urls: string[] = [];
    for (const entry of value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)) {
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.hash) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a comma-separated list of http(s) URLs such as http://127.0.0.1:8080/ (bad: ${entry})`,
        });
        continue;
      }
      urls.push(url.href);
    }
    return [...new Set(urls)];
  });
