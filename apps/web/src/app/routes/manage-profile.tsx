import { PageTitle } from '@/components/page-title';
import { AccountSummary } from '@/features/profile/components/account-summary';
import { ChangeEmailForm } from '@/features/profile/components/change-email-form';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { DeleteAccount } from '@/features/profile/components/delete-account';
import { DownloadMyData } from '@/features/profile/components/download-my-data';
import { ProfileSection } from '@/features/profile/components/profile-section';

/** /Identity/Account/Manage (members only): the account, password, e-mail, data export and deletion. */
export default function ManageProfilePage() {
  return (
    <div className="row justify-content-center py-3">
      <div className="col-12 col-lg-8">
        <PageTitle title="Manage My Profile" />
        <h1 className="h2 mb-3">Manage My Profile</h1>
        <AccountSummary />
        <ProfileSection title="Change password">
          <ChangePasswordForm />
        </ProfileSection>
        <ProfileSection title="Change e-mail">
          <ChangeEmailForm />
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
