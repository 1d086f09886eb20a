import Button from 'react-bootstrap/Button';
import { DMCA_STATUSES } from '@starlane/contract';
import { useDmcaNotices } from '../api/get-dmca-notices';
import { recordCounterNotice } from '../api/record-counter-notice';
import { rejectNotice } from '../api/reject-notice';
import { restoreNoticeVideos } from '../api/restore-notice-videos';
import { takeDownNotice } from '../api/take-down-notice';
import { useAdminAction } from '../lib/admin-request';
import { runAction } from '../lib/run-action';
import { PagedList, SelectBox, Toolbar, useAdminList } from './admin-list';

const AMOUNT = 20;

/** DMCA notices: take down (one step for every named video), reject, counter-notice, restore. */
export function DmcaSection() {
  const list = useAdminList({ status: 'open' }, AMOUNT);
  const query = useDmcaNotices(list.params);
  const takeDown = useAdminAction(takeDownNotice);
  const reject = useAdminAction(rejectNotice);
  const counter = useAdminAction(recordCounterNotice);
  const restore = useAdminAction(restoreNoticeVideos);
  return (
    <>
      <Toolbar>
        <SelectBox
          label="Status"
          options={[['', 'Any status'], ...DMCA_STATUSES.map((s) => [s, s.replace('_', ' ')] as const)]}
          {...list.bind('status')}
        />
      </Toolbar>
      <PagedList query={query} what="Notices" empty="No notice." {...list.pager}>
        {(rows) => (
          <ul className="list-unstyled d-grid gap-3">
            {rows.map((n) => (
              <li key={n.id} className="card bg-body-tertiary">
                <article className="card-body" aria-label={`Notice ${n.id}`}>
                  <h2 className="h6">
                    Notice #{n.id} from {n.claimantName} ({n.email}) — {n.status.replace('_', ' ')}
                  </h2>
                  <p className="small mb-1 text-break">Work: {n.work}</p>
                  <p className="small mb-1">
                    Received {n.createdAt.slice(0, 10)}; signed “{n.signature}”
                  </p>
                  <ul className="small">
                    {n.videos.map((v) => (
                      <li key={v.id} className="text-break">
                        {v.title} ({v.status})
                      </li>
                    ))}
                  </ul>
                  {n.counterNotice ? (
                    <p className="small text-break">Counter-notice: {n.counterNotice}</p>
                  ) : null}
                  {n.restorableAt && n.status === 'countered' ? (
                    <p className="small">
                      Can be restored from {n.restorableAt.slice(0, 10)} if no legal action is reported.
                    </p>
                  ) : null}
                  <div className="d-flex flex-wrap gap-2">
                    {n.status === 'open' ? (
                      <>
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => void runAction(() => takeDown.mutateAsync(n.id))}
                        >
                          Take down
                        </Button>
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          onClick={() => void runAction(() => reject.mutateAsync(n.id))}
                        >
                          Reject
                        </Button>
                      </>
                    ) : null}
                    {n.status === 'taken_down' ? (
                      <Button
                        size="sm"
                        variant="outline-info"
                        onClick={() => {
                          const text = window.prompt('The counter-notice, as received:');
                          if (text) void runAction(() => counter.mutateAsync({ id: n.id, text }));
                        }}
                      >
                        Record counter-notice
                      </Button>
                    ) : null}
                    {n.status === 'countered' ? (
                      <Button
                        size="sm"
                        variant="outline-success"
                        onClick={() => void runAction(() => restore.mutateAsync(n.id))}
                      >
                        Restore videos
                      </Button>
                    ) : null}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
