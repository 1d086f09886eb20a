import { Worker } from 'node:worker_threads';

/** What one phase of load saw: answers by status, the served (2xx) rate, and 503s without Retry-After. */
export interface LoadResult {
  seconds: number;
  statuses: Record<string, number>;
  served: number;
  servedPerSecond: number;
  shedWithoutRetryAfter: number;
  failed: number;
}

export type LoadPhase =
  /** `connections` clients, each sending its next request as soon as the last is answered. */
  | { kind: 'closed'; connections: number; ms: number }
  /** Requests arriving at `perSecond` whatever the answers, as visitors do (up to `sockets` at once). */
  | { kind: 'open'; perSecond: number; sockets: number; ms: number };

// The load is made in a thread of its own, so that its work does not delay the test's own timings (the
// health probes) and a busy client is not mistaken for a slow server.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, paths } = workerData;
const url = new URL(base);
let next = 0;
function send(agent, done) {
  const path = paths[next++ % paths.length];
  const req = http.request({ host: url.hostname, port: url.port, path, agent, headers: { 'user-agent': 'load' } }, (res) => {
    res.resume();
    res.on('end', () => done(res.statusCode, res.headers['retry-after']));
  });
  req.on('error', () => done(0));
  req.end();
}
parentPort.on('message', (phase) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: phase.kind === 'open' ? phase.sockets : phase.connections });
  const statuses = {};
  let served = 0, noRetry = 0, failed = 0, inFlight = 0, stopped = false;
  const started = performance.now();
  let ended;
  const finish = () => {
    agent.destroy();
    parentPort.postMessage({ seconds: (ended - started) / 1000, statuses, served, noRetry, failed });
  };
  const record = (status, retryAfter) => {
    inFlight--;
    if (performance.now() <= started + phase.ms) {
      statuses[status] = (statuses[status] || 0) + 1;
      if (status >= 200 && status < 300) served++;
      if (status === 503 && !retryAfter) noRetry++;
      if (status === 0) failed++;
    }
    if (stopped && inFlight === 0) finish();
  };
  const stop = () => { stopped = true; ended = performance.now(); if (inFlight === 0) finish(); };
  if (phase.kind === 'closed') {
    const loop = () => { if (stopped) return; inFlight++; send(agent, (s, r) => { record(s, r); loop(); }); };
    for (let i = 0; i < phase.connections; i++) loop();
    setTimeout(stop, phase.ms);
  } else {
    let owed = 0, last = performance.now();
    const tick = setInterval(() => {
      const now = performance.now();
      owed += ((now - last) * phase.perSecond) / 1000;
      last = now;
      for (; owed >= 1; owed--) { inFlight++; send(agent, record); }
    }, 2);
    setTimeout(() => { clearInterval(tick); stop(); }, phase.ms);
  }
});
`;

/** A load generator on `base` cycling through `paths`, in a thread of its own; `close` ends it. */
export function loadGenerator(base: string, paths: string[]) {
  const worker = new Worker(WORKER, { eval: true, workerData: { base, paths } });
  return {
    run(phase: LoadPhase): Promise<LoadResult> {
      return new Promise((resolve, reject) => {
        worker.once('error', reject);
        worker.once(
          'message',
          (r: {
            seconds: number;
            statuses: Record<string, number>;
            served: number;
            noRetry: number;
            failed: number;
          }) => {
            worker.off('error', reject);
            resolve({
              seconds: r.seconds,
              statuses: r.statuses,
              served: r.served,
              servedPerSecond: r.served / r.seconds,
              shedWithoutRetryAfter: r.noRetry,
              failed: r.failed,
            });
          },
        );
        worker.postMessage(phase);
      });
    },
    close: () => worker.terminate(),
  };
}
