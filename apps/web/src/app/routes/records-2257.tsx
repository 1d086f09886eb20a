import { AGE_LIMIT } from '@/config/constants';
import { getSiteName } from '@/lib/site';
import { COMPANY, RECORDS_CUTOFF_DATE, RECORDS_EMAIL } from '@/features/legal/constants';
import { CompanyAddress, LegalPage, LegalSection, MailLink } from '@/features/legal/components/legal-page';
import { loadsNothing } from '@/lib/page-load';
import { useLocale } from '@/lib/i18n/messages';
import { RecordsEs } from '@/features/legal/content/records-es';

function CutoffDate() {
  return <time dateTime={RECORDS_CUTOFF_DATE.iso}>{RECORDS_CUTOFF_DATE.us}</time>;
}

/** The 18 U.S.C. 2257 record-keeping compliance statement (spec 1): cut-off date 3 July 1995. */
export default function Records2257Page() {
  // The Spanish page is its own text, not a word-for-word rendering (docs/decisions/0073).
  if (useLocale() === 'es') return <RecordsEs />;
  const site = getSiteName();
  return (
    <LegalPage
      title="18 U.S.C. 2257 record-keeping requirements compliance statement"
      lead={
        <p>
          All persons who appear in any visual depiction on {site} were over {AGE_LIMIT} years of age at the
          time the depiction was created.
        </p>
      }
    >
      <LegalSection title="Compliance statement">
        <p>
          {site} is operated by {COMPANY.name}. The material on {site} complies with 18 U.S.C. 2257 and its
          regulations, 28 C.F.R. Part 75, to the extent they apply to it.
        </p>
        <p>
          The demo catalogue currently on {site} is synthetic: its clips are generated test patterns and its
          &quot;stars&quot; are invented, so no real person is depicted in it.
        </p>
      </LegalSection>

      <LegalSection title="Cut-off date">
        <p>
          The record-keeping requirements apply to content produced after the cut-off date of <CutoffDate /> (
          {RECORDS_CUTOFF_DATE.text}). Content produced before <CutoffDate /> is exempt from them.
        </p>
      </LegalSection>

      <LegalSection title="Custodian of records">
        <p>
          The records required by 18 U.S.C. 2257 for content produced by {COMPANY.name} after <CutoffDate />{' '}
          are kept by its custodian of records:
        </p>
        <CompanyAddress attention="Custodian of records" />
        <p>
          Enquiries: <MailLink email={RECORDS_EMAIL} />.
        </p>
      </LegalSection>

      <LegalSection title="Partner content">
        <p>
          For material provided by our partners, {COMPANY.name} is not the producer. The records for that
          material are kept by the producers themselves, whose custodians of records are named on their own
          compliance pages.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
