import { Link } from 'react-router';
import { AGE_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { getSiteName } from '@/lib/site';
import { COMPANY, CONTACT_EMAIL } from '@/features/legal/constants';
import { CompanyAddress, LegalPage, LegalSection, MailLink } from '@/features/legal/components/legal-page';
import { loadsNothing } from '@/lib/page-load';
import { useLocale } from '@/lib/i18n/messages';
import { TermsEs } from '@/features/legal/content/terms-es';

/** Terms and conditions (spec 1): age affirmation, Spanish law and courts, termination, fees. */
export default function TermsAndConditionsPage() {
  // The Spanish page is its own text, not a word-for-word rendering (docs/decisions/0073).
  if (useLocale() === 'es') return <TermsEs />;
  const site = getSiteName();
  return (
    <LegalPage
      title="Terms and conditions"
      lead={
        <p>
          These terms are the agreement between you and {COMPANY.name} about your use of {site}. Please read
          them: by using the site you accept them. If you do not agree, do not use {site}.
        </p>
      }
    >
      <LegalSection title="Who we are">
        <p>
          {site} is run by {COMPANY.name}, a limited company registered in {COMPANY.country}, at:
        </p>
        <CompanyAddress />
        <p>
          You can reach us at <MailLink email={CONTACT_EMAIL} /> or through our{' '}
          <Link to={paths.contactUs}>contact page</Link>.
        </p>
      </LegalSection>

      <LegalSection title={`You must be ${String(AGE_LIMIT)} or older`}>
        <p>
          {site} is for adults only. By entering the site you affirm that you are at least {AGE_LIMIT} years
          old, and at least the age of majority where you live if that is higher, and that viewing
          adult-oriented material is legal for you where you are.
        </p>
        <p>
          If you are under {AGE_LIMIT}, or if this material offends you or is not allowed where you live,
          leave the site now. Parents and guardians can use filtering software; {site} carries the RTA
          (Restricted to Adults) label so such software can recognise it.
        </p>
      </LegalSection>

      <LegalSection title="Your account">
        <ul>
          <li>Give us a real e-mail address and keep your password to yourself.</li>
          <li>You are responsible for what happens under your account.</li>
          <li>One person, one account. Accounts cannot be sold or handed over.</li>
          <li>
            You can stop using {site} at any time and ask us to delete your account through the contact page.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Using the site fairly">
        <p>When you use {site}, including when you comment, rate or build playlists, you agree not to:</p>
        <ul>
          <li>break the law, or help anyone else do so;</li>
          <li>post anything that involves a person under {AGE_LIMIT}, or anyone who did not consent;</li>
          <li>harass, threaten or impersonate others, or post other people&apos;s private information;</li>
          <li>post spam, advertising or links to malicious software;</li>
          <li>
            copy the site or its content in bulk, scrape it, or get round its technical or access limits.
          </li>
        </ul>
        <p>We may remove comments, playlists or other content that breaks these rules.</p>
      </LegalSection>

      <LegalSection title="Content and copyright">
        <p>
          The videos, pictures, texts and design of {site} belong to {COMPANY.name} or to our partners and are
          protected by copyright. You may watch them on the site for your own private use; you may not
          download, copy, republish or sell them without permission.
        </p>
        <p>
          If you believe something on the site infringes your copyright, follow our{' '}
          <Link to={paths.dmca}>DMCA notice</Link> procedure.
        </p>
      </LegalSection>

      <LegalSection title="Suspension and termination">
        <p>
          We may suspend or terminate the account of any member who repeatedly violates these terms, for
          example by posting abusive comments again after a warning or by infringing copyright more than once.
          For a serious violation a single time can be enough. You can end the agreement at any time by
          deleting your account.
        </p>
      </LegalSection>

      <LegalSection title="Fees">
        <p>
          Watching, rating, commenting and building playlists are free today. {COMPANY.name} reserves the
          right to charge fees for its services, or for some of them (such as premium content), in the future.
          We will announce any fee and its price before it applies, and you will never be charged unless you
          have agreed to pay.
        </p>
      </LegalSection>

      <LegalSection title="No guarantees">
        <p>
          We work to keep {site} running and accurate, but we provide it &quot;as is&quot;: videos may be
          unavailable, and the site may be interrupted for maintenance. As far as the law allows, we are not
          liable for indirect losses that come from using or being unable to use the site. Nothing in these
          terms limits rights that the law gives you as a consumer and that cannot be waived.
        </p>
      </LegalSection>

      <LegalSection title="Changes to these terms">
        <p>
          We may update these terms. The date at the top of this page shows the latest version; if a change
          matters to members, we will also tell them on the site. Using {site} after a change means you accept
          the new terms.
        </p>
      </LegalSection>

      <LegalSection title="Governing law and jurisdiction">
        <p>
          These terms are governed by Spanish law. The courts of Spain have jurisdiction over any dispute
          about them or about your use of {site}. If you are a consumer living in another country of the
          European Union, you keep the protection of the mandatory rules of that country and may also go to
          its courts.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
