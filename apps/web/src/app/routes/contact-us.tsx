import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { COMPANY, CONTACT_EMAIL } from '@/features/legal/constants';
import { CompanyAddress, MailLink } from '@/features/legal/components/legal-page';
import { getSiteName } from '@/lib/site';
import { loadsNothing } from '@/lib/page-load';

/** Spec 2: a text page with the contact e-mail. */
export default function ContactUsPage() {
  const site = getSiteName();
  return (
    <article className="py-4 mx-auto" style={{ maxWidth: '50rem' }}>
      <PageTitle title="Contact us" />
      <h1>Contact us</h1>
      <p className="lead">
        Questions, ideas, a bug to report or a partnership to propose? Write to us at{' '}
        <MailLink email={CONTACT_EMAIL} /> and a real person will answer, usually within two working days.
      </p>
      <p>
        Copyright complaints follow our <Link to={paths.dmca}>DMCA notice</Link> procedure, and requests about
        your personal data are explained in our <Link to={paths.privacyPolicy}>privacy policy</Link>.
      </p>
      <h2 className="h4">By post</h2>
      <p>
        {site} is run by {COMPANY.name}:
      </p>
      <CompanyAddress />
    </article>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
