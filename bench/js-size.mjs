// Initial JavaScript per route of the built web app, gzipped: the entry chunk plus everything a route's
// page module pulls in statically (dynamic imports such as hls.js are loaded later and do not count).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function initialJsPerRoute(distDir) {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new Error(`No Vite manifest at ${manifestFile}: build the web app first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file))
      gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryFiles = closure(entryKey);
  const dynamicOnly = (name) =>
    Object.values(manifest).some((c) => c.file.includes(name))
      ? [...entryFiles].some((f) => f.includes(name))
      : false;
  const routes = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /src\/app\/routes\/([^/]+)\.tsx$/.exec(key);
    if (!match || !chunk.isDynamicEntry) continue;
    const files = closure(key, new Set(entryFiles));
    routes[match[1]] = {
      bytes: [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0),
      hlsInInitial: [...files].some((f) => /hls/i.test(f)),
    };
  }
  return {
    entryBytes: [...entryFiles].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0),
    hlsInEntry: dynamicOnly('hls'),
    routes,
  };
}
