import { Link } from 'react-router';
import { AGE_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { getSiteName } from '@/lib/site';
import { COMPANY, PRIVACY_EMAIL } from '../constants';
import { CompanyAddress, LegalPage, LegalSection, MailLink } from '../components/legal-page';

/** The privacy policy in Spanish (docs/decisions/0073): the same policy as the English page. */
export function PrivacyEs() {
  const site = getSiteName();
  return (
    <LegalPage
      title="Política de privacidad"
      lead={
        <p>
          Esta política explica qué datos personales recoge {site}, por qué, quién los ve y qué puedes hacer
          al respecto. En resumen: recogemos lo que necesitamos para hacer funcionar el sitio, no vendemos tus
          datos y puedes pedirnos que te los mostremos o los borremos cuando quieras.
        </p>
      }
    >
      <LegalSection title="Quién es el responsable">
        <p>
          El responsable del tratamiento de tus datos personales es {COMPANY.name}, España. Las preguntas y
          solicitudes sobre privacidad se envían a <MailLink email={PRIVACY_EMAIL} /> o por correo postal a:
        </p>
        <CompanyAddress attention="Privacidad" />
      </LegalSection>

      <LegalSection title="Qué recogemos">
        <dl>
          <dt>Si te haces miembro</dt>
          <dd>
            Tu nombre de usuario, tu dirección de correo electrónico y tu contraseña (guardada solo como un
            hash con sal que no podemos revertir), y si has confirmado tu dirección de correo electrónico.
          </dd>
          <dt>Lo que haces como miembro</dt>
          <dd>
            Las valoraciones, comentarios, favoritos y listas que creas, y las denuncias que envías sobre
            comentarios. Los comentarios y las listas son públicos y muestran tu nombre de usuario.
          </dd>
          <dt>Cuando nos visitas</dt>
          <dd>
            Qué vídeos se ven (para contar visualizaciones y elaborar listas de éxitos) y los datos técnicos
            que tu navegador envía con cada petición, como tu dirección IP, el tipo de navegador y la página
            pedida. Guardamos estos registros del servidor para mantener el sitio seguro y en funcionamiento.
          </dd>
          <dt>Cookies</dt>
          <dd>
            Unas pocas cookies, descritas en nuestra <Link to={paths.cookiePolicy}>política de cookies</Link>.
          </dd>
        </dl>
      </LegalSection>

      <LegalSection title="Para qué los usamos">
        <ul>
          <li>Para gestionar tu cuenta y las funciones de miembro que pides (nuestro acuerdo contigo).</li>
          <li>
            Para mantener {site} seguro, evitar abusos y elaborar estadísticas como el número de
            visualizaciones y las listas de éxitos (nuestro interés legítimo en ofrecer un sitio seguro y
            útil).
          </li>
          <li>
            Para enviarte los correos que necesitas: la confirmación de tu dirección y el restablecimiento de
            tu contraseña.
          </li>
          <li>
            Para la publicidad y la analítica de nuestros socios, solo después de que hayas dado tu
            consentimiento.
          </li>
          <li>
            Para cumplir obligaciones legales, por ejemplo cuando un tribunal o una autoridad nos lo pide
            legalmente.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Con quién los compartimos">
        <p>
          No vendemos tus datos personales. Solo los compartimos con empresas que nos ayudan a hacer funcionar{' '}
          {site} (alojamiento, almacenamiento y envío de correo), con contratos que las obligan a protegerlos,
          y, cuando has dado tu consentimiento, con nuestros socios de publicidad, analítica y cámaras en
          directo, que pueden poner sus propias cookies. Cuando los datos salen del Espacio Económico Europeo,
          nos apoyamos en las garantías que exige el RGPD, como las cláusulas contractuales tipo de la
          Comisión Europea.
        </p>
      </LegalSection>

      <LegalSection title="Cuánto tiempo los guardamos">
        <p>
          Los datos de la cuenta se guardan mientras existe tu cuenta y se borran cuando la cierras; tus
          comentarios se muestran entonces sin enlace a tu perfil. Los registros del servidor se guardan
          durante un periodo corto por seguridad y después se borran. Las visualizaciones se guardan solo como
          totales anónimos.
        </p>
      </LegalSection>

      <LegalSection title="Tus derechos">
        <p>
          Según el Reglamento General de Protección de Datos y la normativa española de protección de datos
          puedes pedir ver los datos que tenemos sobre ti, corregirlos, borrarlos, limitar su uso u oponerte a
          él, y recibir una copia en un formato portátil. Cuando nos basamos en tu consentimiento, puedes
          retirarlo en cualquier momento. Escribe a <MailLink email={PRIVACY_EMAIL} />; respondemos en el
          plazo de un mes. Si no estás satisfecho con nuestra respuesta, puedes reclamar ante la autoridad
          española de protección de datos, la Agencia Española de Protección de Datos (AEPD), o ante la
          autoridad del lugar donde vives.
        </p>
      </LegalSection>

      <LegalSection title="Seguridad">
        <p>
          Las conexiones con {site} van cifradas, las contraseñas se guardan como hash y el acceso a nuestros
          sistemas se limita a las personas que lo necesitan. Ningún sistema es completamente seguro; si una
          brecha te afecta, te lo comunicaremos a ti y a las autoridades como exige la ley.
        </p>
      </LegalSection>

      <LegalSection title="Solo para adultos">
        <p>
          {site} no está pensado para menores de {AGE_LIMIT} años y no recogemos a sabiendas datos de menores.
          Si crees que un menor ha creado una cuenta, avísanos y la eliminaremos.
        </p>
      </LegalSection>

      <LegalSection title="Cambios">
        <p>
          Actualizamos esta política cuando cambia lo que hacemos con los datos. La fecha del principio indica
          la versión vigente.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
