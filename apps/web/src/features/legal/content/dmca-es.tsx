import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getSiteName } from '@/lib/site';
import { COMPANY, DMCA_EMAIL, DMCA_LEGAL_ACTION_DAYS } from '../constants';
import { CompanyAddress, LegalPage, LegalSection, MailLink } from '../components/legal-page';
import { DmcaNoticeForm } from '../components/dmca-notice-form';

/** The DMCA notice in Spanish (docs/decisions/0073): the same procedure and window as the English page. */
export function DmcaEs() {
  const site = getSiteName();
  const days = `${String(DMCA_LEGAL_ACTION_DAYS)} días`;
  return (
    <LegalPage
      title="Aviso DMCA"
      lead={
        <p>
          {COMPANY.name} respeta los derechos de autor y espera que los usuarios de {site} hagan lo mismo.
          Tramitamos las reclamaciones por infracción de derechos de autor según el procedimiento de la ley
          estadounidense Digital Millennium Copyright Act (DMCA), sea quien sea el titular de los derechos y
          esté donde esté.
        </p>
      }
    >
      <LegalSection title="Cómo denunciar material que infringe derechos">
        <p>
          Si crees que material de {site} infringe derechos de autor que te pertenecen o que representas,
          envía un aviso por escrito a nuestro agente designado con todo lo siguiente:
        </p>
        <ol>
          <li>Tu firma física o electrónica.</li>
          <li>La obra protegida que crees infringida (o, si son varias, una lista representativa).</li>
          <li>
            El material que quieres que se retire y dónde está: la dirección (URL) de la página de {site} de
            cada elemento.
          </li>
          <li>Tu nombre, dirección postal, número de teléfono y dirección de correo electrónico.</li>
          <li>
            Una declaración de que crees de buena fe que el uso no está autorizado por el titular de los
            derechos de autor, su representante o la ley.
          </li>
          <li>
            Una declaración de que la información de tu aviso es exacta y, bajo pena de perjurio, de que eres
            el titular o estás autorizado para actuar en su nombre.
          </li>
        </ol>
        <p>
          Envíalo por correo electrónico a <MailLink email={DMCA_EMAIL} /> o por correo postal a:
        </p>
        <CompanyAddress attention="Agente DMCA" />
        <p>
          Un aviso al que le falte alguno de estos puntos puede no ser válido, y podemos pedirte que lo
          completes.
        </p>
      </LegalSection>

      <LegalSection title="Qué hacemos después">
        <p>
          Cuando recibimos un aviso válido, retiramos el material o bloqueamos el acceso a él sin demora, y se
          lo comunicamos al miembro o socio que lo aportó, con una copia del aviso.
        </p>
      </LegalSection>

      <LegalSection title="Contranotificación">
        <p>
          Si se retiró material tuyo y crees que fue un error o una identificación equivocada, puedes enviar a
          nuestro agente una contranotificación con: tu firma; el material retirado y dónde aparecía; una
          declaración bajo pena de perjurio de que crees de buena fe que se retiró por error o por una
          identificación equivocada; y tu nombre, dirección y número de teléfono, con tu aceptación de la
          jurisdicción del tribunal competente y de recibir notificaciones de la persona que envió el aviso
          original.
        </p>
        <p>
          Reenviamos la contranotificación al reclamante. El reclamante dispone entonces de {days} para
          emprender una acción judicial que pida una orden contra ti y para comunicárnoslo. Si no recibimos
          noticia de esa acción en esos {days}, podemos restaurar el material.
        </p>
      </LegalSection>

      <LegalSection title="Infractores reincidentes">
        <p>
          Cancelamos las cuentas de los miembros que infringen derechos de autor de forma reiterada, como
          explican nuestros <Link to={paths.terms}>términos y condiciones</Link>.
        </p>
      </LegalSection>

      <LegalSection title="Piénsalo antes de enviarlo">
        <p>
          Quien haga a sabiendas afirmaciones falsas en un aviso o una contranotificación puede tener que
          responder de los daños y costes que causen. Si no estás seguro de si un material infringe tus
          derechos, plantéate pedir asesoramiento jurídico antes.
        </p>
      </LegalSection>

      <DmcaNoticeForm />
    </LegalPage>
  );
}
