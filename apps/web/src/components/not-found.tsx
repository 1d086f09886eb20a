import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/messages';
import { PageTitle } from './page-title';

export interface NotFoundProps {
  /** The heading, e.g. 'Video not found'. */
  title: string;
  /** Where to go instead. */
  back: { to: string; label: string };
  /** One sentence under the heading. */
  children?: ReactNode;
}

/** A whole page saying the thing asked for is not there (or could not be had), and where to go instead. */
export function NotFound({ title, back, children }: NotFoundProps) {
  return (
    <section className="py-5 text-center">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {children ? <p className="text-body-secondary">{children}</p> : null}
      <Link to={back.to} className="btn btn-primary">
        {back.label}
      </Link>
    </section>
  );
}

/** The page of a path the site does not have (the router's catch-all, and a path it cannot even match). */
export function PageNotFound() {
  const t = useMessages();
  return (
    <NotFound title={t.common.pageNotFound} back={{ to: paths.home, label: t.common.backHome }}>
      {t.common.pageNotFoundText}
    </NotFound>
  );
}
