import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { SSR_ENTRY } from '../pages/page-responder.js';

/**
 * The built web app the server-rendering tests render with (`npm run build`; `npm test` builds first): its
 * folder, and whether its server bundle is missing. Without one the tests of `what` are skipped, with a
 * warning; in CI a missing build is an error, so that no gate passes by not running.
 */
export function builtWebApp(what: string): { webDistDir: string; bundleMissing: boolean } {
  const webDistDir = loadConfig({}).webDistDir;
  const bundleMissing = !fs.existsSync(path.join(webDistDir, SSR_ENTRY));
  if (bundleMissing) {
    if (process.env.CI) throw new Error(`${what} need a build: ${SSR_ENTRY} is missing`);
    console.warn(`${what} skipped: no ${SSR_ENTRY} in ${webDistDir} (npm run build)`);
  }
  return { webDistDir, bundleMissing };
}
