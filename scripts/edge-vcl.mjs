// The edge's VCL as `npm run start:edge`, the deployed-stack gate and the bench run it: deploy/varnish/starlane.vcl
// with its backend pointed at the server they started. Also where varnishd is looked for.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const VCL_FILE = path.join(root, 'deploy/varnish/starlane.vcl');
export const VARNISH_PACKAGES = 'varnish varnish-modules';

/** The VCL with the backend at `host`:`port` (the file says 127.0.0.1:3000). */
export function edgeVcl({ host, port }) {
  const vcl = fs.readFileSync(VCL_FILE, 'utf8');
  const backend = /(backend server \{[^}]*?\.host = )"[^"]*";([^}]*?\.port = )"[^"]*";/;
  if (!backend.test(vcl)) throw new Error(`${VCL_FILE}: no backend "server" with .host and .port`);
  return vcl.replace(backend, `$1"${host}";$2"${port}";`);
}

/** varnishd's path: VARNISHD, else the Debian package's, else on PATH; undefined when there is none. */
export function findVarnishd() {
  const candidates = [process.env.VARNISHD, '/usr/sbin/varnishd'];
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir) candidates.push(path.join(dir, 'varnishd'));
  }
  return candidates.find((file) => {
    if (!file) return false;
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
