import { useId, type ReactNode } from 'react';

/** What a section holds: its content, or a function of its heading's id (for a list it names too). */
type SectionBody = ReactNode | ((headingId: string) => ReactNode);

interface SectionProps {
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: SectionBody;
}

const bodyOf = (children: SectionBody, headingId: string) =>
  typeof children === 'function' ? children(headingId) : children;

/** A card named by its `<h2>` (its landmark's name): the account and membership boxes. */
export function CardSection({
  title,
  className = 'bg-body-tertiary my-3',
  bodyClassName = 'card-body',
  headingClassName = 'h4',
  children,
}: SectionProps & { bodyClassName?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`card border-secondary-subtle ${className}`}>
      <div className={bodyClassName}>
        <h2 id={headingId} className={`${headingClassName} card-title`}>
          {title}
        </h2>
        {bodyOf(children, headingId)}
      </div>
    </section>
  );
}

/**
 * A section named by its `<h2>` (its landmark's name), as home's rows and a video's related videos are,
 * with `aside` (a link to the whole list) at the heading's end.
 */
export function TitledSection({
  title,
  aside,
  className = 'mb-4',
  headingClassName = 'sl-section-title',
  children,
}: SectionProps & { aside?: ReactNode }) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className={headingClassName}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {aside === undefined ? (
        heading
      ) : (
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2">
          {heading}
          {aside}
        </div>
      )}
      {bodyOf(children, headingId)}
    </section>
  );
}
