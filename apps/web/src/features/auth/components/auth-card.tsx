import { useId, type ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';

/** The frame of every account page: page title, heading and a narrow card (full width on phones). */
export function AuthCard({
  title,
  heading = title,
  children,
  aside,
}: {
  title: string;
  heading?: string;
  children: ReactNode;
  /** Shown beside the card on wide screens, below it on phones (the sign-in perks list). */
  aside?: ReactNode;
}) {
  const headingId = useId();
  return (
    <div className="row justify-content-center g-4 py-3">
      <PageTitle title={title} />
      <section aria-labelledby={headingId} className={aside ? 'col-12 col-lg-6' : 'col-12 col-md-9 col-lg-6'}>
        <div className="card bg-body-tertiary border-secondary-subtle">
          <div className="card-body p-3 p-sm-4">
            <h1 id={headingId} className="h3 card-title mb-3">
              {heading}
            </h1>
            {children}
          </div>
        </div>
      </section>
      {aside ? <div className="col-12 col-lg-5">{aside}</div> : null}
    </div>
  );
}
