import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The built server, for the suites that run it in processes of their own as production does. */
export const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../dist/main.js');

/**
 * Whether the server is built. When it is not, the suite is skipped with a warning, and under CI it fails
 * (`needs` and `skipped` name the suite in those messages).
 */
export function serverBuiltFor(needs: string, skipped: string): boolean {
  const built = fs.existsSync(SERVER_ENTRY);
  if (!built) {
    if (process.env.CI) throw new Error(`${needs} (${SERVER_ENTRY}); npm test builds first`);
    console.warn(`${skipped}: run \`npm run build\` first (npm test does)`);
  }
  return built;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The email-confirmation link mailed to `email`, from the outbox of a server process writing to `dataDir`.
 * The process writes the mail after it answers, so this waits for it (up to 10 s).
 */
export async function confirmationLink(dataDir: string, email: string): Promise<URL> {
  const outbox = path.join(dataDir, 'outbox');
  for (let waited = 0; waited < 10_000; waited += 50) {
    const mail = (fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
      .filter((f) => f.endsWith('.eml'))
      .map((f) =>
        fs
          .readFileSync(path.join(outbox, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .find((m) => m.includes(email));
    const link = mail && /https?:\/\/\S+confirmemail\S+/.exec(mail)?.[0];
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no confirmation mail to ${email} in ${outbox}`);
}
