import { QueryState } from '@/components/query-state';
import { useDashboard } from '../api/get-dashboard';

/** Today's and the week's counts, and what waits for staff. */
export function DashboardSection() {
  const query = useDashboard();
  return (
    <QueryState query={query} what="The dashboard" isEmpty={() => false}>
      {(d) => (
        <div className="row g-3">
          {(
            [
              ['Sign-ups today / 7 days', `${d.signUps.today} / ${d.signUps.week}`],
              ['Views today / 7 days', `${d.views.today} / ${d.views.week}`],
              ['Comments today / 7 days', `${d.comments.today} / ${d.comments.week}`],
              ['Reported comments open', String(d.reportsOpen)],
              ['DMCA notices open', String(d.noticesOpen)],
              ['Failed videos', String(d.videosFailed)],
              ['Failed media jobs today / 7 days', `${d.jobsFailed.today} / ${d.jobsFailed.week}`],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="col-6 col-md-3">
              <div className="card bg-body-tertiary h-100">
                {/* A list of one pair per card: a <dl> may hold <div> groups but not the grid's card wrappers. */}
                <dl className="card-body mb-0">
                  <dt className="small text-body-secondary">{label}</dt>
                  <dd className="fs-4 mb-0">{value}</dd>
                </dl>
              </div>
            </div>
          ))}
        </div>
      )}
    </QueryState>
  );
}
