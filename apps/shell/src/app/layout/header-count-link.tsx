import type { ReactNode } from 'react';
import { Link } from '@meydan/shared/util/router';

/**
 * A header icon link with a count bubble (the bell, the messages icon). The accessible name
 * carries the count ("3 unread notifications"); the bubble is only its picture, capped at 99+.
 */
export function HeaderCountLink({ to, label, count, className, children }: { to: string; label: string; count: number; className?: string; children: ReactNode }) {
  return (
    <Link to={to} className={className ? `notifications-bell ${className}` : 'notifications-bell'} aria-label={label} title={label}>
      {children}
      {count > 0 ? (
        <span className="notifications-bell__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
