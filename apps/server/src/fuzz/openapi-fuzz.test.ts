/**
 * The fuzz gate (docs/decisions/0063, 0064): cases made from the OpenAPI document the server serves
 * (cases.ts), every answer held to that document (document.ts, runner.ts), every method a path does not take,
 * and create → read → update → delete sequences (sequences.ts), on each engine. 0 disagreements, 0 answers
 * ≥ 500, no rejected request that wrote, no request over 200 ms of CPU on its one send.
 * FUZZ_SEED (default fixed, printed) and FUZZ_CASES (cases per operation) reproduce or enlarge a run;
 * FUZZ_ONLY (a path of the document, e.g. /api/admin/traffic) runs that path's operations alone.
 */
import { describe, expect, it } from 'vitest';
import {
  signUpMember,
  signUpStaff,
  someAddress,
  sessionCookieOf,
  type TestMember,
} from '../test/accounts.js';
import {
  makeActor,
  makeAd,
  makeCategory,
  makeComment,
  makeMember,
  makePlaylist,
  makeVideo,
} from '../test/factories.js';
import { EXAMPLE_VIDEO } from '../http/openapi-document.js';
import { testEngines, useTestApp, type TestContext } from '../test/harness.js';
import { makeCases, shuffled, type Known, type Who } from './cases.js';
import { DocumentCheck, operationsOf, type Document, type Operation } from './document.js';
import { checkMethods } from './methods.js';
import { collectGarbage, newTally, runCase, writeCounter, type People, type Tally } from './runner.js';
import { runSequences } from './sequences.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const PER_OPERATION = Number(process.env.FUZZ_CASES ?? 20);
const ONLY = process.env.FUZZ_ONLY;
const BATCH = 150;
const HOUR = 3_600_000;

/** The personas: a visitor, two members and a staff member, signed in again should a session end. */
async function personas(ctx: TestContext): Promise<People & { memberId: string; refresh(): Promise<void> }> {
  const member = await signUpMember(ctx);
  const other = await signUpMember(ctx);
  const staff = await signUpStaff(ctx);
  const people: Record<Exclude<Who, 'visitor'>, TestMember> = { member, other, staff };
  return {
    memberId: member.id,
    cookieOf: (who) => (who === 'visitor' ? undefined : people[who].cookie),
    // A session touched here, by an accepted request, is not a write blamed on a rejected one.
    async refresh() {
      for (const person of Object.values(people)) {
        const ping = await ctx.app.inject({
          method: 'GET',
          url: '/pingauth',
          headers: { cookie: person.cookie },
        });
        if (ping.statusCode === 200) continue;
        const login = await ctx.app.inject({
          method: 'POST',
          url: '/login?useSessionCookies=true',
          remoteAddress: someAddress(),
          payload: { email: person.email, password: person.password },
        });
        if (login.statusCode !== 200) throw new Error(`sign-in again failed: ${login.body}`);
        person.cookie = sessionCookieOf(login.headers['set-cookie']);
      }
    },
  };
}

/** Rows the cases can name, so that they reach past "not found". */
async function catalogue(ctx: TestContext, memberId: string) {
  const db = ctx.deps.database.db;
  const category = await makeCategory(db);
  const actor = await makeActor(db);
  const videos = [];
  // The first is the video the document's examples name (a DMCA notice's URL).
  for (let i = 0; i < 4; i++) {
    const ids = i === 0 ? { wmcExternalId: EXAMPLE_VIDEO } : {};
    videos.push(await makeVideo(db, { categoryIds: [category.id], actorIds: [actor.id], ...ids }));
  }
  const [first, second] = videos as [(typeof videos)[0], (typeof videos)[0]];
  const playlist = await makePlaylist(db, memberId, [first.id]);
  const ad = await makeAd(db, 'sidebar');
  // Members staff calls may ban, demote or mail (directly or as a comment's author): never the personas.
  const bystanders = [await makeMember(db), await makeMember(db)];
  const comment = await makeComment(db, bystanders[0]!.id, first.id);
  const known: Known = new Map<string, unknown[]>([
    ['videoid', [first.wmcExternalId, second.id, String(second.id)]],
    ['id', [first.wmcExternalId, String(first.id), String(category.id)]],
    ['videos:id', [first.id, second.id]],
    ['categoryid', [category.id, String(category.id)]],
    ['categories:id', [category.id]],
    ['category:id', [category.id, String(category.id)]],
    ['actorid', [actor.id, String(actor.id)]],
    ['starid', [actor.id]],
    ['stars:id', [actor.id]],
    ['actor:id', [actor.id, String(actor.id)]],
    ['playlistid', [playlist.id]],
    ['playlists:id', [playlist.id]],
    ['commentid', [comment]],
    ['reports:id', [comment]],
    ['ads:id', [ad]],
    ['memberid', [memberId, ...bystanders.map((m) => m.id)]],
    ['members:id', bystanders.map((m) => m.id)],
    ['videoids', [[first.wmcExternalId], [second.id]]],
  ]);
  return known;
}

function summary(engine: string, tally: Tally, seconds: number, cpuSeconds: number): string {
  const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
  const kinds = [...tally.byKind].map(([k, n]) => `${k} ${n}`);
  const lines = [
    `fuzz on ${engine}: ${tally.sent} cases in ${seconds.toFixed(1)} s wall, ${cpuSeconds.toFixed(1)} s CPU, ${(tally.wallMs / 1000).toFixed(1)} s answering (seed ${SEED}, ${PER_OPERATION} a call)`,
    `  kinds: ${kinds.join(', ')}`,
    `  statuses: ${statuses.join(' ')}`,
    `  most CPU on one send: ${tally.mostCpu.cpuMs.toFixed(1)} ms (wall ${tally.mostCpu.wallMs.toFixed(1)} ms): ${tally.mostCpu.what.slice(0, 140)}`,
    `  slowest wall: ${tally.slowestWall.wallMs.toFixed(1)} ms (CPU ${tally.slowestWall.cpuMs.toFixed(1)} ms): ${tally.slowestWall.what.slice(0, 140)}`,
  ];
  for (const [problem, count] of tally.problemCount) {
    lines.push(`  ${problem}: ${count}`);
    for (const example of tally.problems.get(problem) ?? []) lines.push(`    ${example.slice(0, 400)}`);
  }
  return lines.join('\n');
}

describe.each(testEngines)('the API against its OpenAPI document on %s', (engine) => {
  const ctx = useTestApp(engine);

  it('answers every generated case, method and sequence as the document says', async () => {
    const started = performance.now();
    const cpuAtStart = process.cpuUsage();
    const people = await personas(ctx);
    const known = await catalogue(ctx, people.memberId);
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
    const operations: Operation[] = operationsOf(document).filter((op) => !ONLY || op.path === ONLY);
    expect(operations.length).toBeGreaterThan(0);
    const check = new DocumentCheck();
    const isValid = (schema: Parameters<DocumentCheck['check']>[0], value: unknown) =>
      !check.check(schema, value);
    const cases = shuffled(makeCases(operations, known, SEED, PER_OPERATION, isValid), SEED);
    const counter = await writeCounter(ctx);
    const tally = newTally();

    await checkMethods(ctx, document, operations, tally);
    for (let start = 0, round = 0; start < cases.length; start += BATCH, round++) {
      // Limits count per hour at most: a new hour for each batch, so the cases reach past them.
      ctx.clock.advance(HOUR);
      await people.refresh();
      collectGarbage();
      // The sequences take paths of their own: a run of one path alone leaves them out.
      if (round % 8 === 0 && !ONLY) await runSequences(ctx, check, counter, people, tally, operations, round);
      for (const fuzzCase of cases.slice(start, start + BATCH)) {
        await runCase(ctx, check, counter, people, tally, fuzzCase);
      }
    }
    const cpu = process.cpuUsage(cpuAtStart);
    console.log(summary(engine, tally, (performance.now() - started) / 1000, (cpu.user + cpu.system) / 1e6));
    expect(tally.sent).toBeGreaterThanOrEqual(cases.length);
    const { 'refused by a rule of the data': _logged, ...disagreements } = Object.fromEntries(
      tally.problemCount,
    );
    expect(disagreements).toEqual({});
  }, 600_000);
});
