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

/** The email-confirmation link mailed to `email`, from the outbox of a server process writing to `dataDir`. */
export function confirmationLink(dataDir: string, email: string): URL {
  const outbox = path.join(dataDir, 'outbox');
  const mail = fs
    .readdirSync(outbox)
    .map((f) =>
      fs
        .readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .find((m) => m.includes(email))!;
  return new URL(/https?:\/\/\S+confirmemail\S+/.exec(mail)![0]);
}
