/**
 * Every method a path of the document does not take, sent to it: the answer is 405 with exactly the methods
 * the path takes in `Allow` (HEAD with GET) and the error body (docs/decisions/0063).
 */
import { ErrorBodySchema, pagePaths } from '@starlane/contract';
import type { TestContext } from '../test/harness.js';
import { exampleRequest, urlOf } from './cases.js';
import type { Document, Operation } from './document.js';
import { report, type Tally } from './runner.js';

const PROBES = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'QUERY', 'PROPFIND', 'TRACE'];
/** Paths that are web pages as well as API calls (/login, /register): a browser's GET gets the page there. */
const PAGES: ReadonlySet<string> = new Set(Object.values(pagePaths));

export async function checkMethods(
  ctx: TestContext,
  document: Document,
  operations: Operation[],
  tally: Tally,
): Promise<void> {
  for (const path of Object.keys(document.paths)) {
    const taken = operations.filter((op) => op.path === path);
    // A run of some paths alone (FUZZ_ONLY) probes those.
    if (taken.length === 0) continue;
    const methods = new Set(taken.map((op) => op.method));
    if (methods.has('GET')) methods.add('HEAD');
    const allow = [...methods].sort().join(', ');
    const url = urlOf(taken[0]!, exampleRequest(taken[0]!));
    const probes = PROBES.filter(
      (m) => !methods.has(m) && !(PAGES.has(path) && (m === 'GET' || m === 'HEAD')),
    );
    for (const method of probes) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'GET' || method === 'HEAD' ? undefined : '{}',
      });
      tally.sent += 1;
      tally.byStatus.set(res.statusCode, (tally.byStatus.get(res.statusCode) ?? 0) + 1);
      tally.byKind.set('unknown method', (tally.byKind.get('unknown method') ?? 0) + 1);
      const what = `${method} ${url} -> ${res.statusCode} allow ${String(res.headers.allow)} ${res.body.slice(0, 120)}`;
      if (res.statusCode >= 500) report(tally, 'answered ≥ 500', what);
      // A HEAD answer has no body to read.
      let shaped = method === 'HEAD';
      if (!shaped)
        try {
          const body = ErrorBodySchema.safeParse(JSON.parse(res.body));
          shaped = body.success && body.data.status === 405;
        } catch {
          shaped = false;
        }
      if (res.statusCode !== 405 || res.headers.allow !== allow || !shaped)
        report(tally, 'status not listed', `expected 405 with Allow ${allow}: ${what}`);
    }
  }
}
