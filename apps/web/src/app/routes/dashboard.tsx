import { PageTitle } from '@/components/page-title';
import { useManageInfo } from '@/lib/auth/get-manage-info';
import { MemberCorner } from '@/features/profile/components/member-corner';
import { loadAccount } from '@/lib/auth/get-manage-info';

/** /dashboard (members only, see route-table): the member corner. */
export default function DashboardPage() {
  const { data: info } = useManageInfo();
  return (
    <div className="py-3">
      <PageTitle title="Dashboard" />
      <h1 className="h2">Member corner</h1>
      <p className="text-body-secondary">
        {info ? `Welcome back, ${info.userName}! ` : 'Welcome back! '}
        Everything that is yours on the site, one click away.
      </p>
      <MemberCorner />
    </div>
  );
}

/** The member's account, for the welcome. */
export const load = loadAccount;
