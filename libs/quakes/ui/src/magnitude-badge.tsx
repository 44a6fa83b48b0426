import { formatMagnitude, magnitudeClassName } from './magnitude';

export interface MagnitudeBadgeProps {
  /** The magnitude; null when no source computed one (shown as "—"). */
  value: number | null;
  /** As the source labels it: ML, MW, MD …; omitted or null shows the number alone. */
  type?: string | null;
  /** The reader's locale for the number ("4,2" in Turkish); without it, "4.2". */
  locale?: string;
  /** Read by screen readers instead of the badge's text, e.g. "Magnitude 4.2 (local)". */
  label?: string;
  className?: string;
}

/** A magnitude as a small coloured badge, "ML 4.2", in the map's magnitude colours. */
export function MagnitudeBadge({ value, type, locale, label, className }: MagnitudeBadgeProps) {
  const text = value === null ? '—' : formatMagnitude(value, locale);
  const classes = `quake-badge ${magnitudeClassName(value)}${className ? ` ${className}` : ''}`;
  const content = (
    <>
      {type ? <span className="quake-badge__type">{type}</span> : null}
      <span className="quake-badge__value">{text}</span>
    </>
  );
  if (!label) return <span className={classes}>{content}</span>;
  return (
    <span className={classes}>
      <span aria-hidden="true">{content}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
