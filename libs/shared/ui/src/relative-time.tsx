import { formatAge, relativeAge, useNow } from '@meydan/shared/util/clock';
import { formatDate, formatDay, isoDate } from '@meydan/shared/util/i18n';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';

export interface RelativeTimeProps {
  /** The moment (ISO 8601, as the API sends it). */
  date: string;
  edition: Edition;
  className?: string;
  /** From a week on, the day alone (the day half of the §9 format), for a narrow column such as the inbox; the title keeps the time. */
  dayOnly?: boolean;
}

/**
 * A moment where readers scan (issue 20: cards, the live feed, comments, notifications,
 * messages): "5 dk. önce", "2 hours ago", "3 часа назад", "just now" under a minute, and the
 * SPEC §9 date itself from a week on. Beside relative words, the exact §9 date and time is the
 * `title` (hover) and is in the text for screen readers, shown when the item around it has
 * keyboard focus (reader-times.css; the time is not focusable itself: a tab stop on every date
 * would be noise).
 *
 * Counted from useNow: the server's render clock on the server and while hydrating (so the HTML
 * and the first browser render agree), then the browser's clock. Before the app loads, the boot
 * loader writes the words again for the reader's clock (a cached page may be minutes old):
 * `data-rel` marks the element, and only its first text may then differ from the server's,
 * which React is told to accept. Lean on purpose: a reader's page carries dozens of these, and
 * an article's HTML has a budget (e2e/src/page-weight.spec.ts).
 */
export function RelativeTime({ date, edition, className, dayOnly = false }: RelativeTimeProps) {
  const { t } = useTranslation('common');
  const now = useNow();
  const iso = isoDate(date);
  if (!iso) return null;
  const absolute = formatDate(iso, edition);
  const age = relativeAge(Date.parse(iso), now);
  const words = age === 'now' ? t('time.justNow') : age ? formatAge(age, edition) : null;
  return (
    <time className={className} dateTime={iso} title={words || dayOnly ? absolute : undefined} data-rel="" suppressHydrationWarning>
      {words ?? (dayOnly ? formatDay(iso, edition) : absolute)}
      {words ? <span className="visually-hidden rel-time__at">{` ${t('time.at', { date: absolute })}`}</span> : null}
    </time>
  );
}
