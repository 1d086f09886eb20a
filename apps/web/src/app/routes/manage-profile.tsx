import { PageTitle } from '@/components/page-title';
import { AccountSummary } from '@/features/profile/components/account-summary';
import { ActiveSessions } from '@/features/profile/components/active-sessions';
import { ChangeEmailForm } from '@/features/profile/components/change-email-form';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { DeleteAccount } from '@/features/profile/components/delete-account';
import { DownloadMyData } from '@/features/profile/components/download-my-data';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { LABELS } from '@starlane/contract';
import { loadAccount } from '@/lib/auth/get-manage-info';
import { getSessionsQueryOptions } from '@/features/profile/api/get-sessions';
import { forMembers } from '@/lib/page-load';

/** /Identity/Account/Manage (members only): the account, password, e-mail, sessions, data export and deletion. */
export default function ManageProfilePage() {
  return (
    <div className="row justify-content-center py-3">
      <div className="col-12 col-lg-8">
        <PageTitle title={LABELS.manageMyProfile} />
        <h1 className="h2 mb-3">{LABELS.manageMyProfile}</h1>
        <AccountSummary />
        <ProfileSection title="Change password">
          <ChangePasswordForm />
        </ProfileSection>
        <ProfileSection title="Change e-mail">
          <ChangeEmailForm />
        </ProfileSection>
        <ProfileSection title="Where you are signed in">
          <ActiveSessions />
        </ProfileSection>
        <ProfileSection title="Download my data">
          <DownloadMyData />
        </ProfileSection>
        <ProfileSection title="Delete my account" danger>
          <DeleteAccount />
        </ProfileSection>
      </div>
    </div>
  );
}

/** The account summary and where the member is signed in. */
export const load = forMembers((context) =>
  Promise.all([loadAccount(context), context.load(getSessionsQueryOptions())]),
);
