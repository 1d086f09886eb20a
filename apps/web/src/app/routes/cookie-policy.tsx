import { Link } from 'react-router';
import { AGE_LIMIT, CONSENT_COOKIE_LIFETIME_DAYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { getConsentCookieName, getSiteName } from '@/lib/site';
import { LegalPage, LegalSection } from '@/features/legal/components/legal-page';
import { CookieTable } from '@/features/legal/components/cookie-table';
import { loadsNothing } from '@/lib/page-load';
import { useLocale } from '@/lib/i18n/messages';
import { CookiesEs } from '@/features/legal/content/cookies-es';

/** Cookie policy (spec 1, 3 and 9): the consent cookie, the session cookie and partner cookies. */
export default function CookiePolicyPage() {
  // The Spanish page is its own text, not a word-for-word rendering (docs/decisions/0073).
  if (useLocale() === 'es') return <CookiesEs />;
  const site = getSiteName();
  const consentCookie = getConsentCookieName();
  return (
    <LegalPage
      title="Cookie policy"
      lead={
        <p>
          Cookies are small text files a website asks your browser to keep. {site} itself uses only two, and
          partner cookies are set only after you have accepted them.
        </p>
      }
    >
      <LegalSection title="Our own cookies">
        <CookieTable
          caption={`The cookies ${site} sets`}
          headings={['Cookie', 'What it is for', 'How long it lasts']}
          cookies={[
            {
              name: <code>{consentCookie}</code>,
              purpose: (
                <>
                  Remembers that you confirmed you are {AGE_LIMIT} or older and accepted cookies, so the
                  consent screen does not appear on every visit. It holds no personal data.
                </>
              ),
              lifetime: `${CONSENT_COOKIE_LIFETIME_DAYS} days`,
            },
            {
              name: 'Session cookie',
              purpose: (
                <>
                  Keeps you signed in as a member. It holds a random token, not your password, and it cannot
                  be read by scripts on the page.
                </>
              ),
              lifetime: (
                <>
                  Until you close the browser, or, if you chose &quot;remember me&quot;, until you sign out or
                  it expires.
                </>
              ),
            },
          ]}
        />
        <p>
          Both are strictly necessary for the site to work as you asked, so they do not need a separate
          consent.
        </p>
      </LegalSection>

      <LegalSection title="Partner cookies">
        <p>
          After you accept cookies on the consent screen, our partners may set their own cookies: the two
          advertising networks that show partner ads, our analytics service, which counts visits and pages
          seen, and the live-cam widget. Their scripts are not loaded, and so they set no cookies, until you
          have accepted. Each partner decides how long its cookies last; see their own policies for details.
        </p>
      </LegalSection>

      <LegalSection title="Your choices">
        <p>
          You can see and delete cookies at any time in your browser settings, and block them for {site} or
          for everyone. If you delete the <code>{consentCookie}</code> cookie, the consent screen will ask you
          again on your next visit; if you block the session cookie, you will not be able to sign in.
        </p>
        <p>
          For what we do with personal data in general, see our{' '}
          <Link to={paths.privacyPolicy}>privacy policy</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
