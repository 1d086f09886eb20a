import { useId, type ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { useMessages } from '@/lib/i18n/messages';
import { COMPANY, LEGAL_LAST_MODIFIED } from '../constants';

export interface LegalPageProps {
  title: string;
  /** A short plain-language summary shown under the heading. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of every legal page: one h1, the last-modified date, then h2 sections. */
export function LegalPage({ title, lead, children }: LegalPageProps) {
  const headingId = useId();
  const t = useMessages();
  return (
    <article className="sl-legal py-4 mx-auto" style={{ maxWidth: '50rem' }} aria-labelledby={headingId}>
      <PageTitle title={title} />
      <header className="mb-4">
        <h1 id={headingId}>{title}</h1>
        <p className="text-body-secondary mb-2">
          {t.legal.lastModified} <time dateTime={LEGAL_LAST_MODIFIED}>{LEGAL_LAST_MODIFIED}</time>
        </p>
        {lead ? <div className="lead fs-6">{lead}</div> : null}
      </header>
      {children}
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The company's postal address, as an <address> block. */
export function CompanyAddress({ attention }: { attention?: string }) {
  const t = useMessages();
  return (
    <address className="ps-3 border-start border-secondary-subtle">
      {attention ? (
        <>
          {attention}
          <br />
        </>
      ) : null}
      {COMPANY.name}
      <br />
      {COMPANY.street}
      <br />
      {COMPANY.city}
      <br />
      {t.legal.country}
    </address>
  );
}

/** A mailto link showing the address itself. */
export function MailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
