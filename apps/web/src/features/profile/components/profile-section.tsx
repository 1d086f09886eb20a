import { useId, type ReactNode } from 'react';

/** One block of the profile page: a card with its own heading. */
export function ProfileSection({
  title,
  children,
  danger = false,
}: {
  title: string;
  children: ReactNode;
  danger?: boolean;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`card mb-4 ${danger ? 'border-danger' : 'bg-body-tertiary border-secondary-subtle'}`}
    >
      <div className="card-body">
        <h2 id={headingId} className={`h5 card-title ${danger ? 'text-danger' : ''}`}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
