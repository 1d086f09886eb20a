import { Link } from 'react-router';
import { AGE_LIMIT, CONSENT_COOKIE_LIFETIME_DAYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { getConsentCookieName, getSiteName } from '@/lib/site';
import { LegalPage, LegalSection } from '../components/legal-page';
import { CookieTable } from '../components/cookie-table';

/** The cookie policy in Spanish (docs/decisions/0073): the same cookies as the English page. */
export function CookiesEs() {
  const site = getSiteName();
  const consentCookie = getConsentCookieName();
  return (
    <LegalPage
      title="Política de cookies"
      lead={
        <p>
          Las cookies son pequeños archivos de texto que un sitio web pide a tu navegador que guarde. {site}{' '}
          solo usa dos propias, y las cookies de los socios solo se ponen después de que las hayas aceptado.
        </p>
      }
    >
      <LegalSection title="Nuestras cookies">
        <CookieTable
          caption={`Las cookies que pone ${site}`}
          headings={['Cookie', 'Para qué sirve', 'Cuánto dura']}
          cookies={[
            {
              name: <code>{consentCookie}</code>,
              purpose: (
                <>
                  Recuerda que confirmaste que tienes {AGE_LIMIT} años o más y que aceptaste las cookies, para
                  que la pantalla de consentimiento no aparezca en cada visita. No contiene datos personales.
                </>
              ),
              lifetime: `${CONSENT_COOKIE_LIFETIME_DAYS} días`,
            },
            {
              name: 'Cookie de sesión',
              purpose: (
                <>
                  Mantiene tu sesión de miembro abierta. Contiene un código aleatorio, no tu contraseña, y los
                  scripts de la página no pueden leerla.
                </>
              ),
              lifetime: (
                <>
                  Hasta que cierras el navegador o, si elegiste «recordarme», hasta que cierras la sesión o
                  caduca.
                </>
              ),
            },
          ]}
        />
        <p>
          Las dos son estrictamente necesarias para que el sitio funcione como pediste, así que no necesitan
          un consentimiento aparte.
        </p>
      </LegalSection>

      <LegalSection title="Cookies de los socios">
        <p>
          Cuando aceptas las cookies en la pantalla de consentimiento, nuestros socios pueden poner las suyas:
          las dos redes de publicidad que muestran los anuncios de los socios, nuestro servicio de analítica,
          que cuenta las visitas y las páginas vistas, y el widget de cámaras en directo. Sus scripts no se
          cargan, y por tanto no ponen cookies, hasta que las hayas aceptado. Cada socio decide cuánto duran
          sus cookies; consulta sus propias políticas para más detalles.
        </p>
      </LegalSection>

      <LegalSection title="Tus opciones">
        <p>
          Puedes ver y borrar las cookies cuando quieras en los ajustes de tu navegador, y bloquearlas para{' '}
          {site} o para todos los sitios. Si borras la cookie <code>{consentCookie}</code>, la pantalla de
          consentimiento te volverá a preguntar en tu próxima visita; si bloqueas la cookie de sesión, no
          podrás iniciar sesión.
        </p>
        <p>
          Para saber qué hacemos con los datos personales en general, consulta nuestra{' '}
          <Link to={paths.privacyPolicy}>política de privacidad</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
