/**
 * The fuzz gate's stateful sequences: create → read → update → delete for playlists, comments and favourites,
 * each step an ordinary case (checked against the document like any other) whose answer must also say what
 * the step did, and whose row someone else may not change.
 */
import { makeVideo } from '../test/factories.js';
import type { TestContext } from '../test/harness.js';
import type { Case, Who } from './cases.js';
import type { DocumentCheck, Operation, Request } from './document.js';
import { report, runCase, type People, type Tally, type WriteCounter } from './runner.js';

interface Step {
  method: string;
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  who: Who;
}

type Json = Record<string, unknown> & { $values?: Record<string, unknown>[] };

export async function runSequences(
  ctx: TestContext,
  check: DocumentCheck,
  counter: WriteCounter,
  people: People,
  tally: Tally,
  operations: Operation[],
  round: number,
): Promise<void> {
  // A video of its own: the fuzz's staff cases may have unpublished or deleted the others.
  const video = await makeVideo(ctx.deps.database.db);
  const send = async (step: Step) => {
    const operation = operations.find((op) => op.method === step.method && op.path === step.path);
    if (!operation) throw new Error(`the document has no ${step.method} ${step.path}`);
    const request: Request = {
      path: {},
      query: Object.entries(step.query ?? {}).map(([k, v]) => [k, String(v)]),
      body: step.body === undefined ? { kind: 'none' } : { kind: 'json', value: step.body },
    };
    const fuzzCase: Case = { operation, request, who: step.who, kind: 'sequence' };
    const sent = await runCase(ctx, check, counter, people, tally, fuzzCase);
    let json: Json = {};
    try {
      json = JSON.parse(sent.body) as Json;
    } catch {
      // Not JSON: the runner has reported it if the document says otherwise.
    }
    return { status: sent.status, json };
  };
  const expect = (ok: boolean, what: string) => {
    if (!ok) report(tally, 'sequence broke', what);
  };

  // Playlists: create, read, rename, add and remove a video, someone else may not rename, delete, gone.
  const name = `Fuzz list ${round}`;
  const created = await send({
    method: 'POST',
    path: '/api/playlist/create',
    query: { name },
    who: 'member',
  });
  expect(created.status === 200 && created.json.name === name, `playlist create: ${created.status}`);
  const playlistId = Number(created.json.id);
  const read = await send({
    method: 'GET',
    path: '/api/playlist/getplaylist',
    query: { id: playlistId },
    who: 'visitor',
  });
  expect(read.status === 200 && read.json.name === name, `playlist read: ${read.status}`);
  const renamed = await send({
    method: 'POST',
    path: '/api/playlist/update',
    query: { playlistId, name: `${name} renamed` },
    who: 'member',
  });
  expect(
    renamed.status === 200 && renamed.json.name === `${name} renamed`,
    `playlist rename: ${renamed.status}`,
  );
  const stolen = await send({
    method: 'POST',
    path: '/api/playlist/update',
    query: { playlistId, name: 'taken over' },
    who: 'other',
  });
  expect(
    stolen.status === 404 || stolen.status === 403,
    `playlist renamed by another member: ${stolen.status}`,
  );
  const added = await send({
    method: 'POST',
    path: '/api/playlist/addvideo',
    query: { playlistId, videoId: video.wmcExternalId },
    who: 'member',
  });
  expect(added.status === 200 && added.json.added === true, `playlist add video: ${added.status}`);
  const listed = await send({
    method: 'GET',
    path: '/api/video/getbyplaylist',
    query: { playlistId },
    who: 'visitor',
  });
  expect(
    listed.json.$values?.length === 1 && listed.json.$values[0]?.id === video.id,
    'playlist lists its video',
  );
  const removedVideo = await send({
    method: 'POST',
    path: '/api/playlist/removevideo',
    query: { playlistId, videoId: Number(added.json.entryId) },
    who: 'member',
  });
  expect(removedVideo.status === 200, `playlist remove video: ${removedVideo.status}`);
  const empty = await send({
    method: 'GET',
    path: '/api/video/getbyplaylist',
    query: { playlistId },
    who: 'visitor',
  });
  expect(empty.json.$values?.length === 0, 'playlist is empty again');
  const deleted = await send({
    method: 'POST',
    path: '/api/playlist/remove',
    query: { playlistId },
    who: 'member',
  });
  expect(deleted.status === 200, `playlist delete: ${deleted.status}`);
  const gone = await send({
    method: 'GET',
    path: '/api/playlist/getplaylist',
    query: { id: playlistId },
    who: 'member',
  });
  expect(gone.status === 404, `deleted playlist read: ${gone.status}`);

  // Favourites: add, listed, toggle off, not listed.
  const favourites = async () => {
    const list = await send({ method: 'GET', path: '/api/favourite/getbyuser', who: 'member' });
    return (list.json.$values ?? []).some((f) => (f.movie as { id?: number } | undefined)?.id === video.id);
  };
  const on = await send({
    method: 'POST',
    path: '/api/favourite/favourite',
    query: { videoId: video.wmcExternalId },
    who: 'member',
  });
  expect(on.status === 200 && on.json.isFavourite === true, `favourite on: ${on.status}`);
  expect(await favourites(), 'favourite listed');
  const off = await send({
    method: 'POST',
    path: '/api/favourite/favourite',
    query: { videoId: video.id },
    who: 'member',
  });
  expect(off.status === 200 && off.json.isFavourite === false, `favourite off: ${off.status}`);
  expect(!(await favourites()), 'favourite no longer listed');

  // Comments: add, read, reply, reported by someone else, not removable by them, removed by the author.
  const comments = async () => {
    const list = await send({
      method: 'GET',
      path: '/api/videocomment/getCommentsByVideo',
      query: { videoId: video.wmcExternalId },
      who: 'visitor',
    });
    return (list.json.$values ?? []).map((c) => c.id);
  };
  const text = `Fuzz comment ${round}`;
  const comment = await send({
    method: 'POST',
    path: '/api/videocomment/addCommentToVideo',
    body: { videoId: video.wmcExternalId, videocomment: text },
    who: 'member',
  });
  expect(comment.status === 200 && comment.json.body === text, `comment add: ${comment.status}`);
  const commentId = String(comment.json.id);
  expect((await comments()).includes(commentId), 'comment listed');
  const reply = await send({
    method: 'POST',
    path: '/api/videocomment/addCommentToVideo',
    body: { videoId: video.id, videocomment: 'A reply', parentCommentId: commentId },
    who: 'other',
  });
  expect(reply.status === 200 && reply.json.parentCommentId === commentId, `reply add: ${reply.status}`);
  const reported = await send({
    method: 'POST',
    path: '/api/videocomment/reportComment',
    body: { commentId, feedback: 'Fuzz report' },
    who: 'other',
  });
  expect(reported.status === 200, `comment report: ${reported.status}`);
  const notTheirs = await send({
    method: 'POST',
    path: '/api/videocomment/removeCommentById',
    query: { id: commentId },
    who: 'other',
  });
  expect(
    notTheirs.status === 403 || notTheirs.status === 404,
    `comment removed by another member: ${notTheirs.status}`,
  );
  const removed = await send({
    method: 'POST',
    path: '/api/videocomment/removeCommentById',
    query: { id: commentId },
    who: 'member',
  });
  expect(removed.status === 200, `comment remove: ${removed.status}`);
  const left = await comments();
  expect(!left.includes(commentId) && !left.includes(String(reply.json.id)), 'comment and its reply gone');
}
