import type { ReactNode } from 'react';
import { Link } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { ContrastToggle } from './contrast-toggle';

const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** A puzzle's day in the edition's words ("28 Kasım 2026"), read as an Istanbul calendar day. */
export function formatGameDay(day: string, edition: Edition): string {
  const locale = { tr: 'tr-TR', en: 'en-GB', ru: 'ru-RU' }[edition];
  let format = DAY_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    DAY_FORMATS.set(locale, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}

/** The top of a game page: its name, the puzzle's number and day, and the links every game has. */
export function GameHeader({ name, board, edition, number, day, mobile = false, children }: { name: string; board: string; edition: Edition; number?: number; day?: string; mobile?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('games');
  return (
    <header className="game-header">
      <div className="game-header__title">
        <h1>{name}</h1>
        {number !== undefined && day ? (
          <p className="game-header__meta">
            <span>#{number}</span> · <time dateTime={day}>{formatGameDay(day, edition)}</time>
          </p>
        ) : null}
      </div>
      <nav className="game-header__links" aria-label={t('nav.label')}>
        <Link to={routePath(edition, mobile ? 'games.mobile.leaderboard' : 'games.leaderboard', { slug: board })}>{t('nav.leaderboard')}</Link>
        {mobile ? null : <Link to={routePath(edition, 'games.game')}>{t('nav.allGames')}</Link>}
        {children}
        <ContrastToggle />
      </nav>
    </header>
  );
}
