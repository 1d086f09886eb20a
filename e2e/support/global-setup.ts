import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.js';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    browserMissing: string;
  }
}

/** Starts the production build on a fresh data directory (demo catalogue seeded) for the browser tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browserMissing = fs.existsSync(CHROMIUM_PATH) ? '' : `${CHROMIUM_PATH} is not installed`;
  if (browserMissing) {
    if (process.env.CI) throw new Error(`Browser suites must run under CI, but ${browserMissing}`);
    console.warn(`Browser suites skipped: ${browserMissing} (apt-get install chromium)`);
  }
  // Seeded demo catalogue; TRUST_PROXY lets support/members.ts spread API sign-ups over addresses, so the
  // per-address limit does not bite.
  const server = await startServer({ SEED_DEMO: 'true', TRUST_PROXY: 'true' });

  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('browserMissing', browserMissing);

  return server.stop;
}
