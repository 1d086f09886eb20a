import { QueryState } from '@/components/query-state';
import { useDashboard } from '../api/get-dashboard';
import { useMessages } from '@/lib/i18n/messages';
import { TrafficSection } from './traffic-section';

/** Today's and the week's counts, what waits for staff, and the live traffic. */
export function DashboardSection() {
  const query = useDashboard();
  const t = useMessages();
  const d0 = t.admin.dashboard;
  return (
    <>
      <QueryState query={query} what={d0.what} isEmpty={() => false}>
        {(d) => (
          <div className="row g-3">
            {(
              [
                [d0.signUps, `${d.signUps.today} / ${d.signUps.week}`],
                [d0.views, `${d.views.today} / ${d.views.week}`],
                [d0.comments, `${d.comments.today} / ${d.comments.week}`],
                [d0.reportsOpen, String(d.reportsOpen)],
                [d0.noticesOpen, String(d.noticesOpen)],
                [d0.videosFailed, String(d.videosFailed)],
                [d0.jobsFailed, `${d.jobsFailed.today} / ${d.jobsFailed.week}`],
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
      <TrafficSection />
    </>
  );
}
