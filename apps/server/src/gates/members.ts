import type { ServerProcess } from './processes.js';

/** The user agent of the gates' members: they browse as people do. */
export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/140.0';

/** Signs a member in on the running server as a browser does; answers their session cookie. */
export async function signIn(server: ServerProcess, email: string, password: string): Promise<string> {
  const login = await fetch(`${server.url}/login?useCookies=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${String(login.status)}`);
  return /starlane_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
}

/** A member's POST as a browser sends it: the JSON answer when it is acknowledged (200), else undefined. */
export type MemberPost = (
  url: string,
  cookie: string,
  body?: object,
) => Promise<Record<string, unknown> | undefined>;

/** Posts to the server `base()` answers at the time of each call (a gate may restart it), within `timeoutMs`. */
export function memberPost(base: () => string, timeoutMs: number): MemberPost {
  return async (url, cookie, body) => {
    const res = await fetch(`${base()}${url}`, {
      method: 'POST',
      headers: { cookie, 'user-agent': BROWSER, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return res.status === 200 ? ((await res.json()) as Record<string, unknown>) : undefined;
  };
}

/**
 * The writes the durability gates make as members, each answering what the server acknowledged: a write
 * acknowledged is one the database must still hold after a crash, a backup or a restore.
 */
export const memberWrites = {
  async createPlaylist(post: MemberPost, cookie: string, name: string): Promise<number | undefined> {
    return (await post(`/api/playlist/create?name=${name}`, cookie))?.id as number | undefined;
  },
  async rate(post: MemberPost, cookie: string, videoId: number, rating: number): Promise<boolean> {
    return (
      (await post(`/api/video/ratevideo?rating=${String(rating)}&videoId=${String(videoId)}`, cookie)) !==
      undefined
    );
  },
  /** The comment's id. */
  async comment(
    post: MemberPost,
    cookie: string,
    videoId: number,
    text: string,
  ): Promise<string | undefined> {
    const answer = await post('/api/videocomment/addCommentToVideo', cookie, {
      videoId: String(videoId),
      videocomment: text,
    });
    return answer?.id as string | undefined;
  },
  /** The entry's id when the video was added (not when it was in the playlist already). */
  async addToPlaylist(
    post: MemberPost,
    cookie: string,
    playlistId: number,
    videoId: number,
  ): Promise<number | undefined> {
    const answer = await post(
      `/api/playlist/addvideo?playlistId=${String(playlistId)}&videoId=${String(videoId)}`,
      cookie,
    );
    return answer?.added === true ? (answer.entryId as number) : undefined;
  },
};
