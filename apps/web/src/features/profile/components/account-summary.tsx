import { useId } from 'react';
import { LoadingMessage } from '@/components/loading-message';
import { useManageInfo } from '@/features/auth/api/get-manage-info';
import { errorMessage } from '@/lib/api-client';

/** Who is signed in: username, e-mail and whether the address is confirmed (GET /manage/info). */
export function AccountSummary() {
  const headingId = useId();
  const { data: info, isPending, isError, error } = useManageInfo();
  return (
    <section aria-labelledby={headingId} className="card bg-body-tertiary border-secondary-subtle mb-4">
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title">
          Your account
        </h2>
        {info ? (
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
        ) : isError ? (
          <p className="text-danger mb-0">{errorMessage(error, 'Your account could not be loaded.')}</p>
        ) : isPending ? (
          <LoadingMessage />
        ) : null}
      </div>
    </section>
  );
}
