import { useEffect, useState } from 'react';
import type { CatalogueEntry } from '@meydan/shared/contracts';
import { Link } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { GameReactions } from '../common/game-reactions';

type Reach = 'up' | 'down';

/** The partner's page in the reader's language (`?lang=tr|en|ru`). */
function withLanguage(url: string, edition: Edition): string {
  const [path, hash = ''] = url.split('#');
  return `${path}${path?.includes('?') ? '&' : '?'}lang=${edition}${hash ? `#${hash}` : ''}`;
}

/**
 * A partner's game (source `mediazone`, issue 16 item 2) in a sandboxed frame: scripts run, but
 * in an opaque origin (no `allow-same-origin`), so the game can touch neither our cookies nor our
 * pages; no top navigation, no pop-ups. The frame is in the server HTML, so the game starts
 * without waiting for the app; once the app runs it checks that the partner answers (a frame
 * would show a browser error page otherwise) and swaps in a fallback that says so, with a retry
 * and the other games. Under the frame, the readers' reactions to the game.
 */
export function PartnerGamePage({ entry, edition }: { entry: CatalogueEntry; edition: Edition }) {
  const { t } = useTranslation('games');
  const [reach, setReach] = useState<Reach>('up');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 8000);
    // Another origin answers opaquely (reachable is all we learn); our own stand-in tells its status.
    fetch(entry.url, { mode: 'no-cors', cache: 'no-store', signal: controller.signal })
      .then((response) => live && setReach(response.type === 'opaque' || response.ok ? 'up' : 'down'))
      .catch(() => live && setReach('down'))
      .finally(() => clearTimeout(timer));
    return () => {
      live = false;
      controller.abort();
    };
  }, [entry.url, attempt]);

  return (
    <div className="game-page game-page--partner">
      <header className="game-header">
        <div className="game-header__title">
          <h1>{entry.name}</h1>
          <p className="game-header__meta">{entry.description}</p>
        </div>
        <nav className="game-header__links" aria-label={t('nav.label')}>
          <Link to={routePath(edition, 'games.game')}>{t('nav.allGames')}</Link>
        </nav>
      </header>
      <div className={`partner-frame partner-frame--${entry.orientation}`}>
        {reach === 'up' ? (
          <iframe
            key={attempt}
            src={withLanguage(entry.url, edition)}
            title={t('partner.frameTitle', { name: entry.name })}
            sandbox="allow-scripts allow-pointer-lock"
            allow="fullscreen; autoplay"
            referrerPolicy="no-referrer"
          />
        ) : (
          <div className="partner-frame__fallback" role="alert">
            <p>{t('partner.down', { name: entry.name })}</p>
            <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('partner.retry')}
            </button>
            <Link to={routePath(edition, 'games.game')}>{t('partner.otherGames')}</Link>
          </div>
        )}
      </div>
      <p className="partner-frame__credit">{t('partner.credit')}</p>
      <GameReactions slug={entry.slug} edition={edition} />
    </div>
  );
}
