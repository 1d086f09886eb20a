// Writes .br and .gz next to every compressible file of a built web app (its server bundle excepted), so
// the server sends them as they are to browsers that accept them (@fastify/static `preCompressed`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'apps/web/dist');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|webmanifest)$/;
/** Smaller files gain less than the bytes of the Content-Encoding header. */
const MIN_BYTES = 1024;

function* files(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (full !== path.join(dir, 'ssr')) yield* files(full);
    } else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(dir)) {
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dir) || '.'}`);
