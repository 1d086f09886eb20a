import Button from 'react-bootstrap/Button';
import type { AccountSession } from '@starlane/contract';
import { FormAlert } from '@/components/form-alert';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api-client';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { useMessages, type Messages } from '@/lib/i18n/messages';
import { useFormat } from '@/lib/format';

/** "Firefox on Linux"-like enough: the browser's own name for itself, shortened. */
function browserOf(session: AccountSession, t: Messages): string {
  return session.userAgent.trim().slice(0, 80) || t.profile.unknownBrowser;
}

/** Where the member is signed in: every session, with a labelled button to sign each other one out. */
export function ActiveSessions() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const failure = endOne.error ?? endOthers.error;
  const t = useMessages();
  const when = useFormat().dateTime;
  return (
    <>
      <p>{t.profile.sessionsIntro}</p>
      {failure ? <FormAlert messages={errorMessage(failure, t.common.somethingWentWrong)} /> : null}
      <QueryState query={sessions} what={t.profile.yourSessions}>
        {(list) => (
          <>
            <ul className="list-unstyled" aria-label={t.profile.signedInSessions}>
              {list.map((session) => {
                const browser = browserOf(session, t);
                return (
                  <li key={session.id} className="d-flex flex-wrap align-items-center gap-2 mb-2">
                    <span className="flex-grow-1">
                      <strong>{browser}</strong>
                      {session.current ? ` ${t.profile.thisBrowser}` : null}
                      <br />
                      <small className="text-body-secondary">
                        {t.profile.signedInLastUsed(when(session.createdAt), when(session.lastSeenAt))}
                      </small>
                    </span>
                    {session.current ? null : (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline-light"
                        aria-label={t.profile.signOutNamed(browser, when(session.createdAt))}
                        disabled={endOne.isPending}
                        onClick={() => {
                          endOne.mutate(session.id);
                        }}
                      >
                        {t.profile.signOut}
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
              {t.profile.signOutElsewhere}
            </Button>
          </>
        )}
      </QueryState>
    </>
  );
}
