import Button from 'react-bootstrap/Button';
import { paths } from '@/config/paths';
import { actOnReport } from '../api/act-on-report';
import { useCommentReports } from '../api/get-reports';
import { useAdminAction } from '../lib/admin-request';
import { runAction } from '../lib/run-action';
import { PagedList, SelectBox, Toolbar, useAdminList } from './admin-list';

const AMOUNT = 20;
const ACTIONS = [
  ['dismiss', 'Dismiss reports', 'outline-secondary'],
  ['hide', 'Hide comment', 'outline-warning'],
  ['delete', 'Delete comment', 'outline-danger'],
  ['ban-author', 'Ban author', 'danger'],
] as const;

/** Reported comments, grouped by comment with every reason, the most recently reported first. */
export function ReportsSection() {
  const list = useAdminList({ state: 'open' }, AMOUNT);
  const query = useCommentReports(list.params);
  const act = useAdminAction(actOnReport);
  return (
    <>
      <Toolbar>
        <SelectBox
          label="Show"
          options={[
            ['open', 'Open reports'],
            ['resolved', 'Resolved reports'],
          ]}
          {...list.bind('state', (v) => (v === 'resolved' ? 'resolved' : 'open'))}
        />
      </Toolbar>
      <PagedList query={query} what="Reports" empty="No reported comment." {...list.pager}>
        {(rows) => (
          <ul className="list-unstyled d-grid gap-3">
            {rows.map((r) => (
              <li key={r.commentId} className="card bg-body-tertiary">
                <article
                  className="card-body"
                  aria-label={`Reported comment by ${r.author?.userName ?? 'deleted member'}`}
                >
                  <p className="small text-body-secondary mb-1">
                    {r.author ? r.author.userName : 'deleted member'}
                    {r.author?.banned ? ' (banned)' : ''} on{' '}
                    <a href={paths.video(r.video.wmcExternalId, r.video.title)}>{r.video.title}</a>
                    {r.hidden ? <span className="badge text-bg-warning ms-2">hidden</span> : null}
                  </p>
                  <blockquote className="mb-2 text-break">{r.body}</blockquote>
                  <p className="small mb-1">
                    {r.reportCount} reports by {r.reporterCount} members, last{' '}
                    {r.lastReportedAt.slice(0, 16).replace('T', ' ')}
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
                      {ACTIONS.map(([action, label, variant]) =>
                        action === 'ban-author' && (!r.author || r.author.banned) ? null : (
                          <Button
                            key={action}
                            size="sm"
                            variant={variant}
                            onClick={() =>
                              void runAction(() => act.mutateAsync({ commentId: r.commentId, action }))
                            }
                          >
                            {label}
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
