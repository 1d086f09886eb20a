import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import { paths } from '@/config/paths';
import { actOnReport } from '../api/act-on-report';
import { useCommentReports } from '../api/get-reports';
import { useAdminAction } from '../lib/admin-request';
import { runAction } from '../lib/run-action';
import { PagedList, SelectBox, Toolbar, useAdminList } from './admin-list';
import { useMessages } from '@/lib/i18n/messages';
import { useFormat } from '@/lib/format';

const AMOUNT = 20;
const ACTIONS = [
  ['dismiss', 'outline-secondary'],
  ['hide', 'outline-warning'],
  ['delete', 'outline-danger'],
  ['ban-author', 'danger'],
] as const;

/** Reported comments, grouped by comment with every reason, the most recently reported first. */
export function ReportsSection() {
  const list = useAdminList({ state: 'open' }, AMOUNT);
  const query = useCommentReports(list.params);
  const act = useAdminAction(actOnReport);
  const t = useMessages();
  const r0 = t.admin.reports;
  const format = useFormat();
  return (
    <>
      <Toolbar>
        <SelectBox
          label={r0.show}
          options={[
            ['open', r0.open],
            ['resolved', r0.resolved],
          ]}
          {...list.bind('state', (v) => (v === 'resolved' ? 'resolved' : 'open'))}
        />
      </Toolbar>
      <PagedList query={query} what={r0.what} empty={r0.empty} {...list.pager}>
        {(rows) => (
          <ul className="list-unstyled d-grid gap-3">
            {rows.map((r) => (
              <li key={r.commentId} className="card bg-body-tertiary">
                <article
                  className="card-body"
                  aria-label={r0.reportedBy(r.author?.userName ?? r0.deletedMember)}
                >
                  <p className="small text-body-secondary mb-1">
                    {r.author ? r.author.userName : r0.deletedMember}
                    {r.author?.banned ? ` ${r0.bannedMark}` : ''} {t.crib.on}{' '}
                    <Link to={paths.video(r.video.wmcExternalId, r.video.title)}>{r.video.title}</Link>
                    {r.hidden ? <span className="badge text-bg-warning ms-2">{r0.hidden}</span> : null}
                  </p>
                  <blockquote className="mb-2 text-break">{r.body}</blockquote>
                  <p className="small mb-1">
                    {r0.counts(r.reportCount, r.reporterCount, format.dateTime(r.lastReportedAt))}
                  </p>
                  <ul className="small">
                    {r.reasons.map((reason, i) => (
                      <li key={i} className="text-break">
                        “{reason.feedback}” — {reason.reporter}
                      </li>
                    ))}
                  </ul>
                  {list.filters.state === 'open' ? (
                    <div className="d-flex flex-wrap gap-2">
                      {ACTIONS.map(([action, variant]) =>
                        action === 'ban-author' && (!r.author || r.author.banned) ? null : (
                          <Button
                            key={action}
                            size="sm"
                            variant={variant}
                            onClick={() =>
                              void runAction(() => act.mutateAsync({ commentId: r.commentId, action }))
                            }
                          >
                            {r0.actions[action]}
                          </Button>
                        ),
                      )}
                    </div>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
