import { AGE_LIMIT } from '@/config/constants';
import { getSiteName } from '@/lib/site';
import { COMPANY, RECORDS_CUTOFF_DATE, RECORDS_EMAIL } from '../constants';
import { CompanyAddress, LegalPage, LegalSection, MailLink } from '../components/legal-page';

/** The cut-off date as the Spanish page writes it (3 de julio de 1995), with its ISO date for machines. */
function CutoffDate() {
  return <time dateTime={RECORDS_CUTOFF_DATE.iso}>3 de julio de 1995</time>;
}

/** The 18 U.S.C. 2257 statement in Spanish (docs/decisions/0073): the same statement as the English page. */
export function RecordsEs() {
  const site = getSiteName();
  return (
    <LegalPage
      title="Declaración de cumplimiento de los requisitos de conservación de registros de 18 U.S.C. 2257"
      lead={
        <p>
          Todas las personas que aparecen en cualquier representación visual de {site} eran mayores de{' '}
          {AGE_LIMIT} años en el momento en que se creó la representación.
        </p>
      }
    >
      <LegalSection title="Declaración de cumplimiento">
        <p>
          {site} lo gestiona {COMPANY.name}. El material de {site} cumple 18 U.S.C. 2257 y su reglamento, 28
          C.F.R. Part 75, en la medida en que le son aplicables.
        </p>
        <p>
          El catálogo de demostración que hay ahora en {site} es sintético: sus vídeos son patrones de prueba
          generados y sus «estrellas» son inventadas, así que no aparece en él ninguna persona real.
        </p>
      </LegalSection>

      <LegalSection title="Fecha límite">
        <p>
          Los requisitos de conservación de registros se aplican al contenido producido después de la fecha
          límite del <CutoffDate />. El contenido producido antes del <CutoffDate /> está exento de ellos.
        </p>
      </LegalSection>

      <LegalSection title="Custodio de los registros">
        <p>
          Los registros que exige 18 U.S.C. 2257 para el contenido producido por {COMPANY.name} después del{' '}
          <CutoffDate /> los conserva su custodio de registros:
        </p>
        <CompanyAddress attention="Custodio de los registros" />
        <p>
          Consultas: <MailLink email={RECORDS_EMAIL} />.
        </p>
      </LegalSection>

      <LegalSection title="Contenido de los socios">
        <p>
          {COMPANY.name} no es el productor del material que aportan nuestros socios. Los registros de ese
          material los conservan los propios productores, cuyos custodios de registros figuran en sus propias
          páginas de cumplimiento.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
