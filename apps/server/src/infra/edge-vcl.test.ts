import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shipped VCL (deploy/varnish/starlane.vcl, docs/decisions/0060, 0061, 0085) run by varnishtest against a
 * scripted backend: how long a tagged answer is kept, what a purge and a soft purge make of the next request,
 * and what is served when the server fails.
 */
const vclFile = path.resolve(import.meta.dirname, '../../../../deploy/varnish/starlane.vcl');

/** The VCL with its backend pointed at varnishtest's server s1 (macros expanded by varnishtest). */
function vclForTest(): string {
  const vcl = fs.readFileSync(vclFile, 'utf8').replace(/^vcl 4\.1;\n/, '');
  const backend = /(backend server \{[^}]*?\.host = )"[^"]*";([^}]*?\.port = )"[^"]*";/;
  expect(vcl).toMatch(backend);
  return vcl.replace(backend, '$1"${s1_addr}";$2"${s1_port}";');
}

function varnishtest(script: string): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-vtc-'));
  try {
    const file = path.join(dir, 'starlane.vtc');
    fs.writeFileSync(file, script);
    const run = spawnSync('varnishtest', ['-v', '-t', '60', file], { encoding: 'utf8' });
    if (run.error)
      throw new Error(`varnishtest could not run (apt-get install varnish): ${run.error.message}`);
    return {
      status: run.status,
      output: `${run.stdout}${run.stderr}`
        .split('\n')
        .filter((line) => /^(----|\*\*\*? +c1|#)/.test(line))
        .slice(-40)
        .join('\n'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const TAGS = '-hdr "xkey: video:1 catalogue" -hdr "cache-control: no-cache"';

describe('deploy/varnish/starlane.vcl', () => {
  it('keeps tagged answers an hour, fresh after a purge, stale at most a second after a soft purge, stale when the server fails', () => {
    const script = `varnishtest "starlane edge"
server s1 {
  rxreq
  expect req.url == "/video/1"
  txresp ${TAGS} -body "one"
  rxreq
  txresp ${TAGS} -body "two"
  rxreq
  expect req.http.X-Request-Id ~ "^edge-"
  txresp ${TAGS} -body "three"
  rxreq
  txresp ${TAGS} -body "four"
  rxreq
  txresp -status 500
  # The refresh that the stale hit starts (on a new connection) fails too: the stale copy stays.
  accept
  rxreq
  txresp -status 500
} -start

varnish v1 -vcl {
vcl 4.1;
${vclForTest()}
} -start

logexpect l1 -v v1 -g raw {
  expect * * TTL "^VCL 3600 21600 0 "
} -start

client c1 {
  txreq -url "/video/1"
  rxresp
  expect resp.body == "one"
  expect resp.http.X-Cache == "MISS"
  expect resp.http.xkey == <undef>
  txreq -url "/video/1"
  rxresp
  expect resp.body == "one"
  expect resp.http.X-Cache == "HIT"
} -run

logexpect l1 -wait

# A thing's purge: the next request is fetched.
client c1 {
  txreq -req PURGE -url "/" -hdr "xkey-purge: video:1"
  rxresp
  expect resp.status == 200
  txreq -url "/video/1"
  rxresp
  expect resp.body == "two"
  expect resp.http.X-Cache == "MISS"
} -run

# A list's soft purge: answered from grace within the second, refreshed meanwhile.
client c1 {
  txreq -req PURGE -url "/" -hdr "xkey-softpurge: catalogue"
  rxresp
  txreq -url "/video/1"
  rxresp
  expect resp.body == "two"
  expect resp.http.X-Cache == "HIT"
} -run
delay 0.5
client c1 {
  txreq -url "/video/1"
  rxresp
  expect resp.body == "three"
} -run

# Past the second, a soft-purged answer is fetched before it is served.
client c1 {
  txreq -req PURGE -url "/" -hdr "xkey-softpurge: catalogue"
  rxresp
} -run
delay 1.5
client c1 {
  txreq -url "/video/1"
  rxresp
  expect resp.body == "four"
  expect resp.http.X-Cache == "MISS"
} -run

# The server fails: the stale copy is served from the grace kept for outages.
client c1 {
  txreq -req PURGE -url "/" -hdr "xkey-softpurge: catalogue"
  rxresp
} -run
delay 1.5
client c1 {
  txreq -url "/video/1"
  rxresp
  expect resp.status == 200
  expect resp.body == "four"
} -run
server s1 -wait

# The server is away (no connection to it): the stale copy again.
varnish v1 -cliok "backend.set_health server sick"
client c1 {
  txreq -req PURGE -url "/" -hdr "xkey-softpurge: catalogue"
  rxresp
} -run
delay 1.5
client c1 {
  txreq -url "/video/1"
  rxresp
  expect resp.status == 200
  expect resp.body == "four"
  txreq -url "/absent"
  rxresp
  expect resp.status == 503
} -run
`;
    const run = varnishtest(script);
    expect(run.status, run.output).toBe(0);
  }, 60_000);
});
