import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { serverWithFrontDoor } from '../http/response-cache.plugin.js';
import { LoadShedder, priorityOf, SAMPLE_MS, SHED_RETRY_AFTER_SECONDS } from './load-shedding.js';

/** A shedder on a clock the test moves: `turn(ms)` is a turn of the loop that took `ms`, then the sample. */
function onClock(limits: { eventLoopLagMs: number; heapBytes: number }, logger: Logger) {
  let now = 1000;
  let cpu = 0;
  const shedder = new LoadShedder(
    limits,
    logger,
    () => now,
    () => cpu,
  );
  shedder.start({ timer: false });
  return {
    shedder,
    /** Time passing inside the turn under way, the process working all of it. */
    busy: (ms: number) => {
      now += ms;
      cpu += ms;
    },
    /** Time passing while other processes hold the CPU. */
    descheduled: (ms: number) => (now += ms),
    /** The sampling timer firing `ms` after it last did. */
    sample: (ms = SAMPLE_MS) => {
      now += ms;
      shedder.sample();
    },
  };
}

function logged() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

const request = (method: string, url: string, cookie?: string) =>
  ({ method, url, headers: cookie ? { cookie } : {} }) as unknown as IncomingMessage;

describe('load shedding', () => {
  it('ranks health first, then signed-in writes, then the rest', () => {
    expect(priorityOf(request('GET', '/healthz'))).toBe('health');
    expect(priorityOf(request('HEAD', '/readyz?x=1'))).toBe('health');
    expect(priorityOf(request('GET', '/metrics'))).toBe('health');
    expect(priorityOf(request('POST', '/api/video/rate', 'a=1; starlane_session=abc'))).toBe('member-write');
    expect(priorityOf(request('POST', '/api/video/rate'))).toBe('normal');
    expect(priorityOf(request('GET', '/api/video/getmostviewed', 'starlane_session=abc'))).toBe('normal');
    expect(priorityOf(request('POST', '/healthz'))).toBe('normal');
  });

  it('sheds on lag only in a long turn that follows a busy one, never health, members’ writes last', () => {
    const { lines, logger } = logged();
    const { shedder, busy, descheduled, sample } = onClock({ eventLoopLagMs: 20, heapBytes: 0 }, logger);
    sample();
    // One long turn after quiet ones (a collection, a big page) sheds nothing, even past the limit.
    busy(60);
    expect(shedder.overloaded('normal')).toBeUndefined();
    sample(0);
    // The next turn, after that busy one: new work is refused once this turn passes the limit.
    busy(10);
    expect(shedder.overloaded('normal')).toBeUndefined();
    busy(15);
    expect(shedder.overloaded('normal')).toBe('event_loop_lag');
    expect(shedder.overloaded('member-write')).toBeUndefined();
    expect(shedder.overloaded('health')).toBeUndefined();
    busy(20);
    expect(shedder.overloaded('member-write')).toBe('event_loop_lag');
    expect(shedder.overloaded('health')).toBeUndefined();
    // A turn made long by other processes holding the CPU: only the work this process did in it counts.
    sample(0);
    descheduled(40);
    busy(5);
    expect(shedder.overloaded('normal')).toBeUndefined();
    busy(16);
    expect(shedder.overloaded('normal')).toBe('event_loop_lag');
    expect(shedder.overloaded('health')).toBeUndefined();
    const answered: number[] = [];
    const response = {
      writeHead: (status: number) => answered.push(status),
      end: () => undefined,
    } as unknown as ServerResponse;
    expect(shedder.shed(request('GET', '/api/video/getnewest'), response)).toBe(true);
    expect(shedder.shed(request('GET', '/healthz'), response)).toBe(false);
    expect(answered).toEqual([503]);
    // While shedding, a long turn is cut at the limit even after a short one.
    sample(0);
    sample();
    busy(19);
    expect(shedder.overloaded('normal')).toBeUndefined();
    busy(2);
    expect(shedder.overloaded('normal')).toBe('event_loop_lag');
    // A second with nothing shed ends the outage in the log, with what was shed; then a long turn after
    // quiet ones is taken again.
    sample(0);
    for (let i = 0; i < 90; i++) sample();
    expect(lines.map((line) => line.event)).toEqual(['overload.start']);
    for (let i = 0; i < 20; i++) sample();
    expect(lines.map((line) => line.event)).toEqual(['overload.start', 'overload.end']);
    expect(lines[0]).toMatchObject({ reason: 'event_loop_lag', level: 40 });
    expect(lines[1]).toMatchObject({ shed: 1 });
    busy(30);
    expect(shedder.overloaded('normal')).toBeUndefined();
  });

  it('sheds reads past the heap limit, never health nor members’ writes', () => {
    const { shedder, sample } = onClock({ eventLoopLagMs: 0, heapBytes: 1024 }, logged().logger);
    expect(shedder.overloaded('normal')).toBeUndefined();
    sample();
    expect(shedder.overloaded('normal')).toBe('heap');
    expect(shedder.overloaded('member-write')).toBeUndefined();
    expect(shedder.overloaded('health')).toBeUndefined();
  });

  it('is off with both limits at 0', () => {
    expect(new LoadShedder({ eventLoopLagMs: 0, heapBytes: 0 }, logged().logger).enabled).toBe(false);
  });

  it('answers a shed request 503 with Retry-After and its request id before the app sees it, and logs the outage once', async () => {
    const { lines, logger } = logged();
    const clocked = onClock({ eventLoopLagMs: 0, heapBytes: 1024 }, logger);
    const shedder = clocked.shedder;
    clocked.sample();
    const reached: string[] = [];
    const factory = serverWithFrontDoor({ shed: (req, res) => shedder.shed(req, res) });
    const server = factory((req, res) => {
      reached.push(req.url!);
      res.end('served');
    }, {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    try {
      const shed = await fetch(`${base}/api/video/getmostviewed`, { headers: { 'x-request-id': 'probe-1' } });
      expect(shed.status).toBe(503);
      expect(shed.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_SECONDS));
      expect(shed.headers.get('x-request-id')).toBe('probe-1');
      expect(shed.headers.get('cache-control')).toBe('no-store');
      expect(await shed.json()).toEqual({ status: 503, title: 'The site is busy, try again in a moment' });
      expect(shed.headers.get('vary')).toBe('Accept-Language');
      // In the language the API's texts are asked in: `lang`, else Accept-Language.
      const spanish = { status: 503, title: 'El sitio está muy ocupado, inténtalo de nuevo en un momento' };
      const byHeader = await fetch(`${base}/api/video/getmostviewed`, {
        headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
      });
      expect(await byHeader.json()).toEqual(spanish);
      const byParameter = await fetch(`${base}/api/video/getmostviewed?amount=4&LANG=es`, {
        headers: { 'accept-language': 'en' },
      });
      expect(await byParameter.json()).toEqual(spanish);
      const unknown = await fetch(`${base}/api/video/getmostviewed?lang=fr`);
      expect(await unknown.json()).toMatchObject({
        title: 'The site is busy, try again in a moment',
      });
      await fetch(`${base}/api/video/getnewest`).then((r) => r.arrayBuffer());
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      const write = await fetch(`${base}/api/video/rate`, {
        method: 'POST',
        headers: { cookie: 'starlane_session=abc' },
      });
      expect(await write.text()).toBe('served');
      expect(reached).toEqual(['/healthz', '/api/video/rate']);
      const events = lines.filter((line) => line.event === 'overload.start');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ reason: 'heap', level: 40 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
