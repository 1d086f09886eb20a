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
import { useMessages } from '@/lib/i18n/messages';
import { useFormat } from '@/lib/format';

const AMOUNT = 20;

/** DMCA notices: take down (one step for every named video), reject, counter-notice, restore. */
export function DmcaSection() {
  const list = useAdminList({ status: 'open' }, AMOUNT);
  const query = useDmcaNotices(list.params);
  const takeDown = useAdminAction(takeDownNotice);
  const reject = useAdminAction(rejectNotice);
  const counter = useAdminAction(recordCounterNotice);
  const restore = useAdminAction(restoreNoticeVideos);
  const t = useMessages();
  const d = t.admin.dmca;
  const format = useFormat();
  const statusOf = (status: (typeof DMCA_STATUSES)[number]) => d.statuses[status];
  return (
    <>
      <Toolbar>
        <SelectBox
          label={t.admin.status}
          options={[['', t.admin.anyStatus], ...DMCA_STATUSES.map((s) => [s, statusOf(s)] as const)]}
          {...list.bind('status')}
        />
      </Toolbar>
      <PagedList query={query} what={d.what} empty={d.empty} {...list.pager}>
        {(rows) => (
          <ul className="list-unstyled d-grid gap-3">
            {rows.map((n) => (
              <li key={n.id} className="card bg-body-tertiary">
                <article className="card-body" aria-label={d.notice(n.id)}>
                  <h2 className="h6">
                    {d.heading(n.id, n.claimantName, n.email)} — {statusOf(n.status)}
                  </h2>
                  <p className="small mb-1 text-break">{d.work(n.work)}</p>
                  <p className="small mb-1">{d.received(format.date(n.createdAt), n.signature)}</p>
                  <ul className="small">
                    {n.videos.map((v) => (
                      <li key={v.id} className="text-break">
                        {v.title} ({v.status})
                      </li>
                    ))}
                  </ul>
                  {n.counterNotice ? (
                    <p className="small text-break">{d.counterNotice(n.counterNotice)}</p>
                  ) : null}
                  {n.restorableAt && n.status === 'countered' ? (
                    <p className="small">{d.restorableFrom(format.date(n.restorableAt))}</p>
                  ) : null}
                  <div className="d-flex flex-wrap gap-2">
                    {n.status === 'open' ? (
                      <>
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => void runAction(() => takeDown.mutateAsync(n.id))}
                        >
                          {d.takeDown}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          onClick={() => void runAction(() => reject.mutateAsync(n.id))}
                        >
                          {d.reject}
                        </Button>
                      </>
                    ) : null}
                    {n.status === 'taken_down' ? (
                      <Button
                        size="sm"
                        variant="outline-info"
                        onClick={() => {
                          const text = window.prompt(d.counterPrompt);
                          if (text) void runAction(() => counter.mutateAsync({ id: n.id, text }));
                        }}
                      >
                        {d.recordCounter}
                      </Button>
                    ) : null}
                    {n.status === 'countered' ? (
                      <Button
                        size="sm"
                        variant="outline-success"
                        onClick={() => void runAction(() => restore.mutateAsync(n.id))}
                      >
                        {d.restore}
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
