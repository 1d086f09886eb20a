// The ceiling: a bare node:http server answering, for each path, the very bytes the app answered for it
// (read from BODIES_FILE: { "<path>": { "body": "<base64>", "contentType": "..." } }), measured in the same
// run as the app, alternating with it.
import fs from 'node:fs';
import http from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.env.BODIES_FILE, 'utf8'))).map(([path, a]) => [
    path,
    { body: Buffer.from(a.body, 'base64'), contentType: a.contentType },
  ]),
);
const server = http.createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.body.length });
  res.end(answer.body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
