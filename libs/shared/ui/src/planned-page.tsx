import { useId } from 'react';

export interface PlannedPageProps {
  title: string;
  description: string;
  /** What the finished page will offer; the list is left out when empty. */
  features?: readonly string[];
  /** The remote that owns the route; the shell's stylesheet and tests key off it. */
  remote: string;
  /** Short status label such as "coming soon", already translated by the caller. */
  badge?: string;
}

/**
 * Stand-in page for a route whose feature is not built yet: it tells the visitor what will be
 * there instead of a 404, so the route already answers 200 with real, indexable copy.
 */
export function PlannedPage({ title, description, features = [], remote, badge }: PlannedPageProps) {
  // Naming the section by its heading makes it a landmark screen-reader users can jump to;
  // useId keeps the id identical between the server render and hydration.
  const headingId = useId();
  return (
    <section className="planned-page" data-remote={remote} aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {badge ? <p className="planned-page__badge">{badge}</p> : null}
      <p className="planned-page__lead">{description}</p>
      {features.length > 0 ? (
        <ul className="planned-page__features">
          {features.map((feature, index) => (
            // The list is static copy that never reorders, so the position is a stable key.
            <li key={index}>{feature}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
