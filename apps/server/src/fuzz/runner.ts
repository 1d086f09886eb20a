/**
 * The fuzz gate's runner: sends each case once through the app (`inject`, no socket), times it, and holds the
 * answer to the document (document.ts): a listed status, a listed media type, a body matching the schema, no
 * 2xx to a request the document calls invalid, nothing ≥ 500, no rejected request that changed a row, and no
 * request over 200 ms of the process's CPU on its first and only send (a write sent again could get a cheaper
 * answer, a 409 or a 429, so nothing is ever sent twice; the wall time is logged beside it).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { engineOf } from '../db/dialect.js';
import { translate } from '../i18n/api-language.js';
import { someAddress } from '../test/accounts.js';
import type { TestContext } from '../test/harness.js';
import type { Case, Who } from './cases.js';
import { urlOf } from './cases.js';
import type { DocumentCheck } from './document.js';

export const MAX_CPU_MS = 200;

/** A full garbage collection, run between batches so that none falls inside a measured request. */
export const collectGarbage: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

/**
 * Counts the rows written. SQLite: the connection's `total_changes()` (the app has one connection).
 * PostgreSQL: a sequence moved by a deferred trigger on every table, which fires only when a write commits,
 * so a rejected request that wrote and rolled back does not count.
 */
export interface WriteCounter {
  read(): Promise<number>;
}

export async function writeCounter(ctx: TestContext): Promise<WriteCounter> {
  const db = ctx.deps.database.db;
  if (engineOf(db) === 'sqlite') {
    return {
      read: async () =>
        Number((await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]?.n ?? 0),
    };
  }
  const tables = (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
  ).rows.map((row) => row.name);
  await sql`create sequence fuzz_writes`.execute(db);
  await sql`select nextval('fuzz_writes')`.execute(db);
  await sql`create function fuzz_count_write() returns trigger language plpgsql as $$
    begin perform nextval('fuzz_writes'); return null; end $$`.execute(db);
  for (const table of tables) {
    await sql`create constraint trigger fuzz_count after insert or update or delete on ${sql.table(table)}
      deferrable initially deferred for each row execute function fuzz_count_write()`.execute(db);
  }
  return {
    read: async () =>
      Number((await sql<{ n: string }>`select last_value as n from fuzz_writes`.execute(db)).rows[0]?.n ?? 0),
  };
}

/** Waits until work a previous answer started (a view recorded after it) has written, so it is not blamed on the next. */
async function settled(counter: WriteCounter): Promise<number> {
  let last = await counter.read();
  for (let round = 0; round < 20; round++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const now = await counter.read();
    if (now === last) return now;
    last = now;
  }
  return last;
}

export type ProblemClass =
  | 'answered ≥ 500'
  | 'status not listed'
  | 'body off the schema'
  | 'accepted invalid'
  | 'refused valid'
  /** Logged, not failed (0063): a wrong password, a used link, a star that does not exist. */
  | 'refused by a rule of the data'
  | 'over 200 ms of CPU'
  | 'rejected yet wrote'
  | 'sequence broke';

export interface Tally {
  sent: number;
  byStatus: Map<number, number>;
  byKind: Map<string, number>;
  /** Problems by class, each with a few examples. */
  problems: Map<ProblemClass, string[]>;
  problemCount: Map<ProblemClass, number>;
  mostCpu: { cpuMs: number; wallMs: number; what: string };
  slowestWall: { cpuMs: number; wallMs: number; what: string };
  wallMs: number;
}

export function newTally(): Tally {
  return {
    sent: 0,
    byStatus: new Map(),
    byKind: new Map(),
    problems: new Map(),
    problemCount: new Map(),
    mostCpu: { cpuMs: 0, wallMs: 0, what: '' },
    slowestWall: { cpuMs: 0, wallMs: 0, what: '' },
    wallMs: 0,
  };
}

export function report(tally: Tally, problem: ProblemClass, what: string): void {
  tally.problemCount.set(problem, (tally.problemCount.get(problem) ?? 0) + 1);
  const examples = tally.problems.get(problem) ?? [];
  if (examples.length < 15) examples.push(what);
  tally.problems.set(problem, examples);
}

export interface People {
  cookieOf(who: Who): string | undefined;
}

export interface Sent {
  status: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * Whether a 400 came from the schema or the guards in front of the routes (what the document must state),
 * rather than from a rule only the database can check.
 */
/** The layers' titles in each language the API writes (docs/decisions/0082): a case may ask for Spanish. */
const LAYER_TITLES = ['One or more fields are invalid'].flatMap((title) => [title, translate(title, 'es')]);
const LAYER_PREFIXES = [
  'Unknown query parameter',
  'Parámetro de consulta desconocido',
  'The URL must not contain',
  translate('The URL must not contain a NUL character (%00)', 'es'),
  'A header must not contain',
  translate('A header must not contain control characters', 'es'),
];

function refusedByALayer(body: string): boolean {
  let title = '';
  try {
    const parsed = (JSON.parse(body) as { title?: unknown }).title;
    title = typeof parsed === 'string' ? parsed : '';
  } catch {
    return true;
  }
  return LAYER_TITLES.includes(title) || LAYER_PREFIXES.some((prefix) => title.startsWith(prefix));
}

/** Whether an error body's `status` is the answer's own (the schema only says it is an integer). */
function errorStatusMatches(status: number, body: string): boolean {
  try {
    return (JSON.parse(body) as { status?: unknown }).status === status;
  } catch {
    return false;
  }
}

/** Sends one case once, timed, and checks the answer against the document. */
export async function runCase(
  ctx: TestContext,
  check: DocumentCheck,
  counter: WriteCounter,
  people: People,
  tally: Tally,
  fuzzCase: Case,
): Promise<Sent> {
  const { operation, request } = fuzzCase;
  // Signing out would end the session the next cases need: only visitors sign out.
  const who = operation.path === '/logout' ? 'visitor' : fuzzCase.who;
  const cookie = people.cookieOf(who);
  const headers: Record<string, string> = cookie ? { cookie } : {};
  let payload: string | undefined;
  if (request.body.kind === 'json') {
    payload = JSON.stringify(request.body.value) ?? '';
    headers['content-type'] = 'application/json';
  } else if (request.body.kind === 'raw') {
    payload = request.body.text;
    headers['content-type'] = request.body.contentType;
  }
  const url = urlOf(operation, request);
  const what = `${fuzzCase.kind} as ${who}: ${operation.method} ${url.slice(0, 160)}${payload ? ` ${payload.slice(0, 160)}` : ''}`;
  const before = await settled(counter);
  // The CPU the process spent (its threads included: argon2 runs in the pool) on this one send.
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const res = await ctx.app.inject({
    method: operation.method as 'GET',
    url,
    headers,
    remoteAddress: someAddress(),
    ...(payload !== undefined ? { payload } : {}),
  });
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;

  tally.sent += 1;
  tally.wallMs += wallMs;
  tally.byStatus.set(res.statusCode, (tally.byStatus.get(res.statusCode) ?? 0) + 1);
  const kind = fuzzCase.kind.split(':')[0]!;
  tally.byKind.set(kind, (tally.byKind.get(kind) ?? 0) + 1);
  const timing = { cpuMs, wallMs, what };
  if (cpuMs > tally.mostCpu.cpuMs) tally.mostCpu = timing;
  if (wallMs > tally.slowestWall.wallMs) tally.slowestWall = timing;
  const answer = `${what} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (cpuMs > MAX_CPU_MS)
    report(
      tally,
      'over 200 ms of CPU',
      `${Math.round(cpuMs)} ms CPU, ${Math.round(wallMs)} ms wall: ${what}`,
    );
  if (res.statusCode >= 500) report(tally, 'answered ≥ 500', answer);

  const contentType = String(res.headers['content-type'] ?? '');
  for (const problem of check.responseProblems(operation, res.statusCode, contentType, res.body)) {
    report(
      tally,
      problem.includes('not listed') ? 'status not listed' : 'body off the schema',
      `${problem}: ${answer}`,
    );
  }
  if (res.statusCode >= 400 && !errorStatusMatches(res.statusCode, res.body))
    report(tally, 'body off the schema', `the error body's status is not ${res.statusCode}: ${answer}`);
  if (!check.takesNoBody(operation, request)) {
    const invalid = check.requestProblems(operation, request);
    if (invalid.length > 0 && res.statusCode < 300)
      report(tally, 'accepted invalid', `${invalid.join('; ')}: ${answer}`);
    if (invalid.length === 0 && res.statusCode === 400)
      report(tally, refusedByALayer(res.body) ? 'refused valid' : 'refused by a rule of the data', answer);
  }
  if (res.statusCode >= 400) {
    const after = await counter.read();
    if (after !== before) report(tally, 'rejected yet wrote', answer);
  }
  return { status: res.statusCode, body: res.body, headers: res.headers };
}
