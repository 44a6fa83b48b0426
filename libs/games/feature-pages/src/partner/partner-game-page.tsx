import { useEffect, useState } from 'react';
import type { CatalogueEntry } from '@meydan/shared/contracts';
import { Link } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';

type Reach = 'checking' | 'up' | 'down';

/**
 * A partner's game (source `mediazone`, issue 16 item 2) in a sandboxed frame: scripts run, but
 * in an opaque origin (no `allow-same-origin`), so the game can touch neither our cookies nor our
 * pages; no top navigation, no pop-ups. Whether the partner answers is checked first (a frame
 * shows the browser's own error page otherwise); when it does not, a fallback says so and offers
 * a retry and the other games.
 */
export function PartnerGamePage({ entry, edition }: { entry: CatalogueEntry; edition: Edition }) {
  const { t } = useTranslation('games');
  const [reach, setReach] = useState<Reach>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setReach('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 8000);
    fetch(entry.url, { mode: 'no-cors', cache: 'no-store', signal: controller.signal })
      .then(() => live && setReach('up'))
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
            src={entry.url}
            title={t('partner.frameTitle', { name: entry.name })}
            sandbox="allow-scripts allow-pointer-lock"
            allow="fullscreen; autoplay"
            referrerPolicy="no-referrer"
            loading="lazy"
          />
        ) : reach === 'checking' ? (
          <p className="partner-frame__status">{t('partner.loading')}</p>
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
    </div>
  );
}
