// The overload section's load generator (bench/overload.mjs), in a process of its own so that its work
// neither delays the health probes' timings nor is mistaken for the server's. It speaks HTTP/1.1 over raw
// keep-alive sockets with the requests' bytes made once: Node's http client spends several times the CPU
// per request, and at 2.5 times a server's peak on a 2-core machine that CPU is taken from the server it
// measures (the gate's generator, apps/server/src/gates/load.ts, made the server look slower under
// overload than it was).
//
// Messages: {kind: 'closed', connections, ms} (each connection sends its next request once answered) or
// {kind: 'open', perSecond, sockets, ms} (requests arrive at perSecond, up to `sockets` at once, the rest
// queued as a browser's would); the answer is {seconds, statuses, served, noRetry, failed}. Only answers
// received within the phase are counted; the phase's connections are closed at its end.
import net from 'node:net';

const { port, host, paths } = JSON.parse(process.argv[2]);
const requests = paths.map((p) =>
  Buffer.from(`GET ${p} HTTP/1.1\r\nHost: ${host}:${port}\r\nUser-Agent: load\r\nAccept: */*\r\n\r\n`),
);
let next = 0;
const HEADER_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection with one request in flight at most; `onAnswer(status, retryAfter)`. */
function connection(onAnswer, onFailure) {
  const socket = net.connect({ port, host, noDelay: true });
  let pending = Buffer.alloc(0);
  let inFlight = false;
  socket.on('data', (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      const end = pending.indexOf(HEADER_END);
      if (end === -1) return;
      const head = pending.toString('latin1', 0, end).toLowerCase();
      const length = /\r\ncontent-length:\s*(\d+)/.exec(head);
      if (!length) throw new Error(`an answer without content-length: ${head.slice(0, 200)}`);
      const total = end + 4 + Number(length[1]);
      if (pending.length < total) return;
      pending = pending.subarray(total);
      inFlight = false;
      onAnswer(Number(head.slice(9, 12)), head.includes('\r\nretry-after:'));
    }
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    if (inFlight) onFailure();
    inFlight = false;
    conn.closed = true;
  });
  const conn = {
    closed: false,
    send() {
      inFlight = true;
      socket.write(requests[next++ % requests.length]);
    },
    close: () => socket.destroy(),
  };
  return conn;
}

process.on('message', (phase) => {
  const statuses = {};
  let served = 0;
  let noRetry = 0;
  let failed = 0;
  let stopped = false;
  const started = performance.now();
  const conns = [];
  const count = (status, retryAfter) => {
    if (stopped) return;
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status >= 200 && status < 300) served++;
    if (status === 503 && !retryAfter) noRetry++;
  };
  const fail = () => {
    if (!stopped) failed++;
  };
  let tick;
  if (phase.kind === 'closed') {
    for (let i = 0; i < phase.connections; i++) {
      const conn = connection((status, retryAfter) => {
        count(status, retryAfter);
        if (!stopped) conn.send();
      }, fail);
      conns.push(conn);
      conn.send();
    }
  } else {
    const idle = [];
    let queued = 0;
    const free = (conn) => {
      if (stopped) return;
      if (queued > 0) {
        queued--;
        conn.send();
      } else idle.push(conn);
    };
    const sendOne = () => {
      let conn = idle.pop();
      while (conn?.closed) conn = idle.pop();
      if (!conn && conns.length < phase.sockets) {
        const made = connection((status, retryAfter) => {
          count(status, retryAfter);
          free(made);
        }, fail);
        conns.push(made);
        conn = made;
      }
      if (conn) conn.send();
      else queued++;
    };
    let owed = 0;
    let last = performance.now();
    tick = setInterval(() => {
      const now = performance.now();
      owed += ((now - last) * phase.perSecond) / 1000;
      last = now;
      for (; owed >= 1; owed--) sendOne();
    }, 2);
  }
  setTimeout(() => {
    stopped = true;
    clearInterval(tick);
    const seconds = (performance.now() - started) / 1000;
    for (const conn of conns) conn.close();
    process.send({ seconds, statuses, served, noRetry, failed });
  }, phase.ms);
});
