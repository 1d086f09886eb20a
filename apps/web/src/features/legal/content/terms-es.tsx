import { Link } from 'react-router';
import { AGE_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { getSiteName } from '@/lib/site';
import { COMPANY, CONTACT_EMAIL } from '../constants';
import { CompanyAddress, LegalPage, LegalSection, MailLink } from '../components/legal-page';

/** The terms and conditions in Spanish (docs/decisions/0073): the same terms as the English page. */
export function TermsEs() {
  const site = getSiteName();
  return (
    <LegalPage
      title="Términos y condiciones"
      lead={
        <p>
          Estos términos son el acuerdo entre tú y {COMPANY.name} sobre tu uso de {site}. Léelos: al usar el
          sitio los aceptas. Si no estás de acuerdo, no uses {site}.
        </p>
      }
    >
      <LegalSection title="Quiénes somos">
        <p>
          {site} lo gestiona {COMPANY.name}, una sociedad limitada registrada en España, con domicilio en:
        </p>
        <CompanyAddress />
        <p>
          Puedes escribirnos a <MailLink email={CONTACT_EMAIL} /> o a través de nuestra{' '}
          <Link to={paths.contactUs}>página de contacto</Link>.
        </p>
      </LegalSection>

      <LegalSection title={`Debes tener ${String(AGE_LIMIT)} años o más`}>
        <p>
          {site} es solo para adultos. Al entrar en el sitio afirmas que tienes al menos {AGE_LIMIT} años, y
          al menos la mayoría de edad del lugar donde vives si es mayor, y que ver material para adultos es
          legal para ti donde te encuentras.
        </p>
        <p>
          Si tienes menos de {AGE_LIMIT} años, o si este material te ofende o no está permitido donde vives,
          sal del sitio ahora. Los padres y tutores pueden usar programas de filtrado; {site} lleva la
          etiqueta RTA (Restricted to Adults) para que esos programas puedan reconocerlo.
        </p>
      </LegalSection>

      <LegalSection title="Tu cuenta">
        <ul>
          <li>Danos una dirección de correo electrónico real y no compartas tu contraseña.</li>
          <li>Eres responsable de lo que ocurra con tu cuenta.</li>
          <li>Una persona, una cuenta. Las cuentas no se pueden vender ni ceder.</li>
          <li>
            Puedes dejar de usar {site} cuando quieras y pedirnos que eliminemos tu cuenta desde la página de
            contacto.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Usar el sitio con respeto">
        <p>Cuando usas {site}, también al comentar, valorar o crear listas, te comprometes a no:</p>
        <ul>
          <li>infringir la ley ni ayudar a nadie a hacerlo;</li>
          <li>
            publicar nada en lo que aparezca una persona menor de {AGE_LIMIT} años o alguien que no dio su
            consentimiento;
          </li>
          <li>acosar, amenazar o suplantar a otros, ni publicar información privada de otras personas;</li>
          <li>publicar spam, publicidad o enlaces a software malicioso;</li>
          <li>
            copiar el sitio o su contenido de forma masiva, extraerlo con programas o saltarte sus límites
            técnicos o de acceso.
          </li>
        </ul>
        <p>Podemos eliminar comentarios, listas u otros contenidos que incumplan estas normas.</p>
      </LegalSection>

      <LegalSection title="Contenido y derechos de autor">
        <p>
          Los vídeos, imágenes, textos y el diseño de {site} pertenecen a {COMPANY.name} o a nuestros socios y
          están protegidos por derechos de autor. Puedes verlos en el sitio para tu uso privado; no puedes
          descargarlos, copiarlos, volver a publicarlos ni venderlos sin permiso.
        </p>
        <p>
          Si crees que algo del sitio infringe tus derechos de autor, sigue nuestro procedimiento de{' '}
          <Link to={paths.dmca}>aviso DMCA</Link>.
        </p>
      </LegalSection>

      <LegalSection title="Suspensión y cancelación">
        <p>
          Podemos suspender o cancelar la cuenta de cualquier miembro que incumpla estos términos de forma
          reiterada, por ejemplo publicando de nuevo comentarios ofensivos tras un aviso o infringiendo
          derechos de autor más de una vez. Ante un incumplimiento grave puede bastar una sola vez. Puedes
          poner fin al acuerdo en cualquier momento eliminando tu cuenta.
        </p>
      </LegalSection>

      <LegalSection title="Tarifas">
        <p>
          Ver vídeos, valorarlos, comentarlos y crear listas es gratis hoy. {COMPANY.name} se reserva el
          derecho de cobrar por sus servicios, o por algunos de ellos (como el contenido prémium), en el
          futuro. Anunciaremos cualquier tarifa y su precio antes de que se aplique, y nunca se te cobrará
          nada si no has aceptado pagar.
        </p>
      </LegalSection>

      <LegalSection title="Sin garantías">
        <p>
          Trabajamos para que {site} funcione y sea correcto, pero lo ofrecemos «tal cual»: puede que algunos
          vídeos no estén disponibles y que el sitio se interrumpa por mantenimiento. En la medida en que lo
          permita la ley, no respondemos de los daños indirectos que se deriven del uso del sitio o de no
          poder usarlo. Nada de estos términos limita los derechos que la ley te reconoce como consumidor y a
          los que no se puede renunciar.
        </p>
      </LegalSection>

      <LegalSection title="Cambios en estos términos">
        <p>
          Podemos actualizar estos términos. La fecha al principio de esta página indica la última versión; si
          un cambio afecta a los miembros, también se lo comunicaremos en el sitio. Seguir usando {site} tras
          un cambio supone que aceptas los nuevos términos.
        </p>
      </LegalSection>

      <LegalSection title="Ley aplicable y jurisdicción">
        <p>
          Estos términos se rigen por la ley española. Los tribunales de España son competentes para cualquier
          litigio sobre ellos o sobre tu uso de {site}. Si eres un consumidor que vive en otro país de la
          Unión Europea, conservas la protección de las normas imperativas de ese país y también puedes acudir
          a sus tribunales.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
