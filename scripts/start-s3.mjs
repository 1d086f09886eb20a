// `npm run start:s3`: an S3-compatible server (s3rver) for trying the site's production shape on one machine
// (docs/decisions/0047), with the bucket the site is told to use. It reads the site's own variables:
// S3_ENDPOINT (default http://127.0.0.1:4900) says where it listens, S3_BUCKET (default starlane) which
// bucket it makes; objects are kept under DATA_DIR/s3. The bucket answers browsers from any origin
// (CORS: GET and HEAD with Range), as hls.js fetches playlists and segments from the page's origin.
// Not for production: there, use a real object store and a CDN.
import fs from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';

const root = path.resolve(import.meta.dirname, '..');
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const endpoint = new URL(process.env.S3_ENDPOINT?.trim() || 'http://127.0.0.1:4900');
if (endpoint.protocol !== 'http:') {
  console.error(`start:s3: S3_ENDPOINT must be an http:// address on this machine (got ${endpoint.href})`);
  process.exit(1);
}
const bucket = process.env.S3_BUCKET?.trim() || 'starlane';
const directory = path.resolve(root, process.env.DATA_DIR?.trim() || './data', 's3');
fs.mkdirSync(directory, { recursive: true });

const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>Content-Length</ExposeHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const server = new S3rver({
  address: endpoint.hostname.replace(/^\[|\]$/g, ''),
  port: Number(endpoint.port || 80),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [cors] }],
});
const { address, port } = await server.run();
console.log(`start:s3: s3rver on http://${address}:${port}, bucket "${bucket}", files in ${directory}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
