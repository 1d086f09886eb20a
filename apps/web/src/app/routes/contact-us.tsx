import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { COMPANY, CONTACT_EMAIL } from '@/features/legal/constants';
import { CompanyAddress, MailLink } from '@/features/legal/components/legal-page';
import { getSiteName } from '@/lib/site';
import { loadsNothing } from '@/lib/page-load';
import { useMessages } from '@/lib/i18n/messages';

/** Spec 2: a text page with the contact e-mail. */
export default function ContactUsPage() {
  const site = getSiteName();
  const t = useMessages();
  return (
    <article className="py-4 mx-auto" style={{ maxWidth: '50rem' }}>
      <PageTitle title={t.head.static.contactUs[0]} />
      <h1>{t.head.static.contactUs[0]}</h1>
      <p className="lead">
        {t.contact.writeBefore} <MailLink email={CONTACT_EMAIL} /> {t.contact.writeAfter}
      </p>
      <p>
        {t.contact.copyrightBefore} <Link to={paths.dmca}>{t.contact.dmcaLink}</Link>{' '}
        {t.contact.copyrightMiddle} <Link to={paths.privacyPolicy}>{t.contact.privacyLink}</Link>.
      </p>
      <h2 className="h4">{t.contact.byPost}</h2>
      <p>{t.contact.runBy(site, COMPANY.name)}</p>
      <CompanyAddress />
    </article>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
