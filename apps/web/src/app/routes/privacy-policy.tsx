import { Link } from 'react-router';
import { AGE_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { getSiteName } from '@/lib/site';
import { COMPANY, PRIVACY_EMAIL } from '@/features/legal/constants';
import { CompanyAddress, LegalPage, LegalSection, MailLink } from '@/features/legal/components/legal-page';
import { loadsNothing } from '@/lib/page-load';
import { useLocale } from '@/lib/i18n/messages';
import { PrivacyEs } from '@/features/legal/content/privacy-es';

/** Privacy policy: what we keep about visitors and members, why, for how long, and their rights. */
export default function PrivacyPolicyPage() {
  // The Spanish page is its own text, not a word-for-word rendering (docs/decisions/0073).
  if (useLocale() === 'es') return <PrivacyEs />;
  const site = getSiteName();
  return (
    <LegalPage
      title="Privacy policy"
      lead={
        <p>
          This policy explains what personal data {site} collects, why, who sees it and what you can do about
          it. In short: we collect what we need to run the site, we do not sell your data, and you can ask us
          to see or delete it at any time.
        </p>
      }
    >
      <LegalSection title="Who is responsible">
        <p>
          The controller of your personal data is {COMPANY.name}, {COMPANY.country}. Questions and requests
          about privacy go to <MailLink email={PRIVACY_EMAIL} /> or by post to:
        </p>
        <CompanyAddress attention="Privacy" />
      </LegalSection>

      <LegalSection title="What we collect">
        <dl>
          <dt>If you become a member</dt>
          <dd>
            Your username, e-mail address and password (stored only as a salted hash we cannot read back), and
            whether you have confirmed your e-mail address.
          </dd>
          <dt>What you do as a member</dt>
          <dd>
            The ratings, comments, favourites and playlists you create, and the reports you send about
            comments. Comments and playlists are public and show your username.
          </dd>
          <dt>When you visit</dt>
          <dd>
            Which videos are watched (to count views and build toplists), and technical data your browser
            sends with every request, such as your IP address, browser type and the page asked for. We keep
            these server logs to keep the site secure and working.
          </dd>
          <dt>Cookies</dt>
          <dd>
            A few cookies, described in our <Link to={paths.cookiePolicy}>cookie policy</Link>.
          </dd>
        </dl>
      </LegalSection>

      <LegalSection title="Why we use it">
        <ul>
          <li>To run your account and the member features you ask for (our agreement with you).</li>
          <li>
            To keep {site} secure, prevent abuse, and produce statistics such as view counts and toplists (our
            legitimate interest in running a safe, useful site).
          </li>
          <li>To send the e-mails you need: confirming your address and resetting your password.</li>
          <li>For partner advertising and analytics, only after you have given your consent.</li>
          <li>To meet legal obligations, for example when a court or authority lawfully asks us.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Who we share it with">
        <p>
          We do not sell your personal data. We share it only with companies that help us run {site}
          (hosting, storage and e-mail delivery), under contracts that oblige them to protect it, and, once
          you have consented, with our advertising, analytics and live-cam partners, who may set their own
          cookies. When data leaves the European Economic Area, we rely on the safeguards the GDPR requires,
          such as the European Commission&apos;s standard contractual clauses.
        </p>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <p>
          Account data is kept while your account exists and deleted when you close it; your comments are then
          shown without a link to your profile. Server logs are kept for a short period for security and then
          deleted. View counts are kept only as anonymous totals.
        </p>
      </LegalSection>

      <LegalSection title="Your rights">
        <p>
          Under the General Data Protection Regulation and Spanish data-protection law you can ask to see the
          data we hold about you, to correct it, to delete it, to restrict or object to how we use it, and to
          receive a copy in a portable format. Where we rely on your consent you can withdraw it at any time.
          Write to <MailLink email={PRIVACY_EMAIL} />; we answer within one month. If you are unhappy with our
          answer, you can complain to the Spanish data-protection authority, the Agencia Española de
          Protección de Datos (AEPD), or to the authority where you live.
        </p>
      </LegalSection>

      <LegalSection title="Security">
        <p>
          Connections to {site} are encrypted, passwords are hashed, and access to our systems is limited to
          the people who need it. No system is perfectly secure; if a breach affects you, we will tell you and
          the authorities as the law requires.
        </p>
      </LegalSection>

      <LegalSection title="Adults only">
        <p>
          {site} is not meant for anyone under {AGE_LIMIT}, and we do not knowingly collect data about minors.
          If you believe a minor has created an account, tell us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection title="Changes">
        <p>
          We update this policy when what we do with data changes. The date at the top shows the current
          version.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
