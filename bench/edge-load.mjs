// The edge bench's load generator (bench/edge.mjs), in a process of its own so that the bench's own work
// (varnishstat, the purge loop, timers) never shares an event loop with the requests it measures.
//
//   node bench/edge-load.mjs <job.json>
// job: { url, pathsFile (one path a line), offset, connections, duration? | amount?, timeout? }
// Prints one JSON line: { rps, total, p99, errors, statuses, sent, seconds }.
import fs from 'node:fs';
import autocannon from 'autocannon';

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const paths = fs.readFileSync(job.pathsFile, 'utf8').split('\n').filter(Boolean);
let i = job.offset;
const started = performance.now();
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  ...(job.amount ? { amount: job.amount } : { duration: job.duration }),
  ...(job.timeout ? { timeout: job.timeout } : {}),
  requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
});
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses: { '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    sent: i - job.offset,
    seconds: (performance.now() - started) / 1000,
  })}\n`,
);
