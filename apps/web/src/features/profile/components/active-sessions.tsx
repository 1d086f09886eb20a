import Button from 'react-bootstrap/Button';
import type { AccountSession } from '@starlane/contract';
import { FormAlert } from '@/components/form-alert';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api-client';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

/** "Firefox on Linux"-like enough: the browser's own name for itself, shortened. */
function browserOf(session: AccountSession): string {
  return session.userAgent.trim().slice(0, 80) || 'An unknown browser';
}

function when(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** Where the member is signed in: every session, with a labelled button to sign each other one out. */
export function ActiveSessions() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const failure = endOne.error ?? endOthers.error;
  return (
    <>
      <p>
        Where your account is signed in. Sign out anything you do not recognise, then change your password.
      </p>
      {failure ? <FormAlert messages={errorMessage(failure)} /> : null}
      <QueryState query={sessions} what="Your sessions">
        {(list) => (
          <>
            <ul className="list-unstyled" aria-label="Signed-in sessions">
              {list.map((session) => {
                const browser = browserOf(session);
                return (
                  <li key={session.id} className="d-flex flex-wrap align-items-center gap-2 mb-2">
                    <span className="flex-grow-1">
                      <strong>{browser}</strong>
                      {session.current ? ' (this browser)' : null}
                      <br />
                      <small className="text-body-secondary">
                        Signed in {when(session.createdAt)}, last used {when(session.lastSeenAt)}
                      </small>
                    </span>
                    {session.current ? null : (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline-light"
                        aria-label={`Sign out ${browser}, signed in ${when(session.createdAt)}`}
                        disabled={endOne.isPending}
                        onClick={() => {
                          endOne.mutate(session.id);
                        }}
                      >
                        Sign out
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            <Button
              type="button"
              variant="outline-light"
              disabled={endOthers.isPending || list.every((session) => session.current)}
              onClick={() => {
                endOthers.mutate();
              }}
            >
              Sign out everywhere else
            </Button>
          </>
        )}
      </QueryState>
    </>
  );
}
