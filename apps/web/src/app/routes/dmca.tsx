import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getSiteName } from '@/lib/site';
import { COMPANY, DMCA_EMAIL, DMCA_LEGAL_ACTION_DAYS } from '@/features/legal/constants';
import { CompanyAddress, LegalPage, LegalSection, MailLink } from '@/features/legal/components/legal-page';
import { DmcaNoticeForm } from '@/features/legal/components/dmca-notice-form';
import { loadsNothing } from '@/lib/page-load';
import { useLocale } from '@/lib/i18n/messages';
import { DmcaEs } from '@/features/legal/content/dmca-es';

/** DMCA notice (spec 1): how to report infringement, counter-notices and the 10-day window. */
export default function DmcaPage() {
  // The Spanish page is its own text, not a word-for-word rendering (docs/decisions/0073).
  if (useLocale() === 'es') return <DmcaEs />;
  const site = getSiteName();
  const days = `${String(DMCA_LEGAL_ACTION_DAYS)} days`;
  return (
    <LegalPage
      title="DMCA notice"
      lead={
        <p>
          {COMPANY.name} respects copyright and expects the users of {site} to do the same. We handle claims
          of copyright infringement following the procedure of the US Digital Millennium Copyright Act (DMCA),
          whoever and wherever the rights holder is.
        </p>
      }
    >
      <LegalSection title="Reporting infringing material">
        <p>
          If you believe material on {site} infringes a copyright you own or represent, send a written notice
          to our designated agent with all of the following:
        </p>
        <ol>
          <li>Your physical or electronic signature.</li>
          <li>
            The copyrighted work you believe is infringed (or, for several works, a representative list).
          </li>
          <li>
            The material you want removed and where it is: the page address (URL) on {site} for each item.
          </li>
          <li>Your name, postal address, telephone number and e-mail address.</li>
          <li>
            A statement that you believe in good faith that the use is not authorised by the copyright owner,
            its agent or the law.
          </li>
          <li>
            A statement that the information in your notice is accurate and, under penalty of perjury, that
            you are the owner or are authorised to act for the owner.
          </li>
        </ol>
        <p>
          Send it by e-mail to <MailLink email={DMCA_EMAIL} /> or by post to:
        </p>
        <CompanyAddress attention="DMCA agent" />
        <p>
          A notice that leaves out any of these points may not be valid, and we may ask you to complete it.
        </p>
      </LegalSection>

      <LegalSection title="What we do next">
        <p>
          When we receive a valid notice, we promptly remove the material or disable access to it, and we tell
          the member or partner who provided it, passing on a copy of the notice.
        </p>
      </LegalSection>

      <LegalSection title="Counter-notice">
        <p>
          If your material was removed and you believe this was a mistake or a misidentification, you can send
          our agent a counter-notice with: your signature; the material that was removed and where it
          appeared; a statement under penalty of perjury that you believe in good faith it was removed by
          mistake or misidentification; and your name, address and telephone number with your consent to the
          jurisdiction of the competent court and to accept service from the person who sent the original
          notice.
        </p>
        <p>
          We forward the counter-notice to the complainant. The complainant then has {days} to file a legal
          action seeking a court order against you and to tell us so. If we do not receive notice of such an
          action within those {days}, we may restore the material.
        </p>
      </LegalSection>

      <LegalSection title="Repeat infringers">
        <p>
          We terminate the accounts of members who repeatedly infringe copyright, as our{' '}
          <Link to={paths.terms}>terms and conditions</Link> explain.
        </p>
      </LegalSection>

      <LegalSection title="Think before you send">
        <p>
          Anyone who knowingly makes false claims in a notice or counter-notice may be liable for the damages
          and costs that result. If you are not sure whether material infringes your rights, consider seeking
          legal advice first.
        </p>
      </LegalSection>

      <DmcaNoticeForm />
    </LegalPage>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
