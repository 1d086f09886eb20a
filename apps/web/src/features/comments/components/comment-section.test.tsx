import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { type Comment, type ManageInfo, MESSAGES } from '@starlane/contract';
import { AppToaster } from '@/components/app-toaster';
import { ALL_ZERO_UUID } from '@/config/constants';
import { fakeAuth, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { CommentSection } from './comment-section';

const VIDEO_ID = 'abc123';
const video = { id: 7, wmcExternalId: VIDEO_ID, title: 'Nebula Drift' };
const LUNA_ID = '11111111-1111-4111-8111-111111111111';
const ORION_ID = '22222222-2222-4222-8222-222222222222';
// Built from local time, so the expected Danish rendering does not depend on the machine's time zone.
const CREATED = new Date(2024, 10, 3, 14, 5).toISOString();

function comment(id: string, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    parentCommentId: ALL_ZERO_UUID,
    userName: 'luna',
    memberId: LUNA_ID,
    createdDate: CREATED,
    body: `Comment ${id}`,
    video,
    ...overrides,
  };
}

const account: ManageInfo = {
  id: LUNA_ID,
  email: 'luna@example.com',
  userName: 'luna',
  isEmailConfirmed: true,
  role: 'member',
};

const member = () => fakeAuth({ status: 'signedIn', email: 'luna@example.com' });

function renderSection(options: {
  comments: Comment[];
  signedIn?: boolean;
  extra?: Parameters<typeof mockFetch>[0];
}) {
  let comments = options.comments;
  const fetchMock = mockFetch({
    'GET /api/videocomment/getCommentsByVideo': () => jsonResponse({ $values: comments }),
    'GET /manage/info': () => jsonResponse(account),
    ...options.extra,
  });
  const view = renderWithProviders(
    <>
      <AppToaster />
      <CommentSection videoId={VIDEO_ID} />
    </>,
    { auth: options.signedIn ? member() : fakeAuth() },
  );
  return {
    ...view,
    fetchMock,
    setComments: (next: Comment[]) => {
      comments = next;
    },
  };
}

function callsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, pathname: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    return url.pathname === pathname && (init?.method ?? 'GET') === method;
  });
}

describe('CommentSection', () => {
  afterEach(() => {
    act(() => {
      toast.remove();
    });
  });

  it('threads replies one level under their top-level comment, oldest first', async () => {
    renderSection({
      comments: [
        comment('c1', { body: 'First!' }),
        comment('c2', { body: 'Second thread', userName: 'orion', memberId: ORION_ID }),
        comment('r1', {
          parentCommentId: 'c1',
          body: 'A reply to the first',
          userName: 'orion',
          memberId: ORION_ID,
        }),
        comment('r2', { parentCommentId: 'r1', body: 'A reply to the reply' }),
      ],
    });

    const list = await screen.findByRole('list', { name: 'Comments' });
    const threads = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(threads).toHaveLength(2);
    expect(threads[0]).toHaveTextContent('First!');
    expect(threads[1]).toHaveTextContent('Second thread');

    const replies = within(threads[0]!).getByRole('list', { name: 'Replies to luna' });
    const replyItems = within(replies).getAllByRole('listitem');
    expect(replyItems.map((item) => item.textContent)).toEqual([
      expect.stringContaining('A reply to the first'),
      expect.stringContaining('A reply to the reply'),
    ]);
    expect(within(threads[1]!).queryByRole('list')).toBeNull();
  });

  it('renders the body as text, never as HTML, with the date in Danish and a link to the author', async () => {
    const hostile = '<img src=x onerror="alert(1)"><b>bold</b>';
    renderSection({
      comments: [comment('c1', { body: hostile }), comment('c2', { userName: 'gone', memberId: null })],
    });

    const first = await screen.findByRole('article', { name: 'Comment by luna' });
    expect(first).toHaveTextContent(hostile);
    expect(first.querySelector('img, b')).toBeNull();

    const time = within(first).getByText((_, element) => element?.tagName === 'TIME');
    expect(time).toHaveAttribute('datetime', CREATED);
    expect(time.textContent).toMatch(/^3\.11\.2024.*14\.05$/);
    expect(time.textContent).toBe(
      new Intl.DateTimeFormat('da-DK', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      }).format(new Date(CREATED)),
    );

    expect(within(first).getByRole('link', { name: 'luna' })).toHaveAttribute(
      'href',
      `/member/${LUNA_ID}/luna`,
    );
    const deleted = screen.getByRole('article', { name: 'Comment by gone' });
    expect(within(deleted).queryByRole('link')).toBeNull();
    expect(deleted).toHaveTextContent('gone');
  });

  it('says so when there are no comments yet', async () => {
    renderSection({ comments: [] });
    expect(await screen.findByText(MESSAGES.noComments)).toBeInTheDocument();
  });

  it('gives visitors the not-logged-in toast for posting, replying and reporting', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSection({ comments: [comment('c1')] });
    await screen.findByRole('article', { name: 'Comment by luna' });

    await user.type(screen.getByLabelText('Your comment'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(MESSAGES.notLoggedIn)).toBeInTheDocument();

    act(() => {
      toast.remove();
    });
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText(MESSAGES.notLoggedIn)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Your reply/)).toBeNull();

    act(() => {
      toast.remove();
    });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(MESSAGES.notLoggedIn)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/videocomment/addCommentToVideo')).toHaveLength(0);
  });

  it('posts a member comment, thanks them and reloads the comments', async () => {
    const user = userEvent.setup();
    const view = renderSection({
      comments: [],
      signedIn: true,
      extra: {
        'POST /api/videocomment/addCommentToVideo': () => {
          view.setComments([comment('new', { body: 'Loved it' })]);
          return jsonResponse(comment('new', { body: 'Loved it' }));
        },
      },
    });
    await screen.findByText(MESSAGES.noComments);

    const box = screen.getByLabelText('Your comment');
    await user.type(box, '  Loved it ');
    expect(screen.getByText('11/2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    expect(await screen.findByText(MESSAGES.commentThanks)).toBeInTheDocument();
    expect(await screen.findByText('Loved it')).toBeInTheDocument();
    const [post] = callsTo(view.fetchMock, 'POST', '/api/videocomment/addCommentToVideo');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      videoId: VIDEO_ID,
      videocomment: 'Loved it',
      ParentCommentId: ALL_ZERO_UUID,
    });
    expect(box).toHaveValue('');
  });

  it('refuses an empty comment without calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSection({ comments: [], signedIn: true });
    await screen.findByText(MESSAGES.noComments);

    await user.type(screen.getByLabelText('Your comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    expect(screen.getByText('A comment has 1 to 2000 characters.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/videocomment/addCommentToVideo')).toHaveLength(0);
  });

  it('opens a reply box under the comment and posts the reply with its parent id', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSection({
      comments: [comment('c1')],
      signedIn: true,
      extra: {
        'POST /api/videocomment/addCommentToVideo': () =>
          jsonResponse(comment('r1', { parentCommentId: 'c1' })),
      },
    });
    await screen.findByRole('article', { name: 'Comment by luna' });

    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const replyBox = screen.getByLabelText('Your reply to luna');
    expect(replyBox).toHaveFocus();
    await user.type(replyBox, 'Agreed');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));

    expect(await screen.findByText(MESSAGES.commentThanks)).toBeInTheDocument();
    const [post] = callsTo(fetchMock, 'POST', '/api/videocomment/addCommentToVideo');
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({
      videocomment: 'Agreed',
      ParentCommentId: 'c1',
    });
    await waitFor(() => {
      expect(screen.queryByLabelText('Your reply to luna')).toBeNull();
    });
  });

  it('asks for a reason before reporting, then sends the report', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSection({
      comments: [comment('c1', { userName: 'orion', memberId: ORION_ID })],
      signedIn: true,
      extra: {
        'POST /api/videocomment/reportComment': () =>
          jsonResponse({ status: 200, title: MESSAGES.reportThanks }),
      },
    });
    await screen.findByRole('article', { name: 'Comment by orion' });

    await user.click(screen.getByRole('button', { name: 'Report' }));
    // The dialog is a lazy chunk: its first import takes over a second on a busy machine.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(MESSAGES.reportFeedbackMissing)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/videocomment/reportComment')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Why should our staff look at this comment?'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(MESSAGES.reportThanks)).toBeInTheDocument();
    const [post] = callsTo(fetchMock, 'POST', '/api/videocomment/reportComment');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ commentId: 'c1', feedback: 'Spam' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  }, 20_000);

  it('shows Remove only on the member’s own comments and removes through the API', async () => {
    const user = userEvent.setup();
    const view = renderSection({
      comments: [
        comment('mine', { body: 'My words' }),
        comment('theirs', { userName: 'orion', memberId: ORION_ID }),
      ],
      signedIn: true,
      extra: {
        'POST /api/videocomment/removeCommentById': () => {
          view.setComments([comment('theirs', { userName: 'orion', memberId: ORION_ID })]);
          return jsonResponse({ status: 200, title: 'Comment removed' });
        },
      },
    });

    const mine = await screen.findByRole('article', { name: 'Comment by luna' });
    await waitFor(() => {
      expect(within(mine).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    });
    const theirs = screen.getByRole('article', { name: 'Comment by orion' });
    expect(within(theirs).queryByRole('button', { name: 'Remove' })).toBeNull();

    await user.click(within(mine).getByRole('button', { name: 'Remove' }));
    await waitFor(() => {
      expect(screen.queryByText('My words')).toBeNull();
    });
    const [post] = callsTo(view.fetchMock, 'POST', '/api/videocomment/removeCommentById');
    expect(post?.[0] as string).toContain('id=mine');
  });
});
