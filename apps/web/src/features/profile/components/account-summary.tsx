import { useId } from 'react';
import { QueryState } from '@/components/query-state';
import { useManageInfo } from '@/lib/auth/get-manage-info';

/** Who is signed in: username, e-mail and whether the address is confirmed (GET /manage/info). */
export function AccountSummary() {
  const headingId = useId();
  const query = useManageInfo();
  return (
    <section aria-labelledby={headingId} className="card bg-body-tertiary border-secondary-subtle mb-4">
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title">
          Your account
        </h2>
        <QueryState query={query} what="Your account">
          {(info) => (
            <dl className="row mb-0">
              <dt className="col-sm-3">Username</dt>
              <dd className="col-sm-9">{info.userName}</dd>
              <dt className="col-sm-3">E-mail</dt>
              <dd className="col-sm-9 text-break">
                {info.email}{' '}
                {info.isEmailConfirmed ? (
                  <span className="badge text-bg-success">confirmed</span>
                ) : (
                  <span className="badge text-bg-warning">not confirmed</span>
                )}
              </dd>
            </dl>
          )}
        </QueryState>
      </div>
    </section>
  );
}
