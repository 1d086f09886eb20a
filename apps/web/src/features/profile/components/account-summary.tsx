import { QueryState } from '@/components/query-state';
import { CardSection } from '@/components/titled-section';
import { useManageInfo } from '@/lib/auth/get-manage-info';
import { useMessages } from '@/lib/i18n/messages';

/** Who is signed in: username, e-mail and whether the address is confirmed (GET /manage/info). */
export function AccountSummary() {
  const query = useManageInfo();
  const t = useMessages();
  return (
    <CardSection title={t.profile.yourAccount} className="bg-body-tertiary mb-4" headingClassName="h5">
      <QueryState query={query} what={t.profile.yourAccount}>
        {(info) => (
          <dl className="row mb-0">
            <dt className="col-sm-3">{t.account.username}</dt>
            <dd className="col-sm-9">{info.userName}</dd>
            <dt className="col-sm-3">{t.account.email}</dt>
            <dd className="col-sm-9 text-break">
              {info.email}{' '}
              {info.isEmailConfirmed ? (
                <span className="badge text-bg-success">{t.profile.confirmed}</span>
              ) : (
                <span className="badge text-bg-warning">{t.profile.notConfirmed}</span>
              )}
            </dd>
          </dl>
        )}
      </QueryState>
    </CardSection>
  );
}
