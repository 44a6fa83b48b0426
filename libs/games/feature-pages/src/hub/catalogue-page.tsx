import { useState } from 'react';
import { useGetCatalogueQuery } from '@meydan/games/data-access';
import type { CatalogueEntry } from '@meydan/shared/contracts';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';

/** Where a card leads: Meydan's games to their page, a partner's game to its framed page here. */
function cardHref(entry: CatalogueEntry, edition: Edition): string {
  return entry.source === 'mediazone' ? routePath(edition, 'games.game', { slug: entry.slug }) : entry.url;
}

function GameCard({ entry, edition, eager }: { entry: CatalogueEntry; edition: Edition; eager: boolean }) {
  const { t } = useTranslation('games');
  return (
    <li className="game-card">
      <Link to={cardHref(entry, edition)} className="game-card__link">
        <img className="game-card__thumb" src={entry.thumbnail} alt="" width={96} height={96} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <span className="game-card__body">
          <span className="game-card__name">{entry.name}</span>
          <span className="game-card__description">{entry.description}</span>
          <span className="game-card__tags">
            {entry.gameType && entry.categories.includes('daily') ? <span className="game-badge game-badge--daily">{t('hub.dailyBadge')}</span> : null}
            {entry.categories
              .filter((category) => category !== 'daily')
              .map((category) => (
                <span key={category} className="game-badge">
                  {t(`categories.${category}`, { defaultValue: category })}
                </span>
              ))}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The games catalogue (`/oyun`, `/game`; SPEC §2.11, §4 listing rule applied by the API): Meydan's
 * own daily games first, then the partners' games with a category filter.
 */
export function CataloguePage({ edition }: RoutePageProps) {
  const { t } = useTranslation('games');
  const { data, isError, isLoading } = useGetCatalogueQuery({ edition });
  const [category, setCategory] = useState<string | null>(null);
  const items = data?.items ?? [];
  const own = items.filter((entry) => entry.source !== 'mediazone');
  const partners = items.filter((entry) => entry.source === 'mediazone');
  const categories = [...new Set(partners.flatMap((entry) => entry.categories))].sort();
  const shown = category ? partners.filter((entry) => entry.categories.includes(category)) : partners;

  return (
    <div className="games-hub">
      <header className="games-hub__head">
        <h1>{t('hub.title')}</h1>
        <p className="games-hub__lead">{t('hub.lead')}</p>
        <Link className="button" to={routePath(edition, 'games.leaderboard')}>
          {t('nav.leaderboards')}
        </Link>
      </header>
      {isError ? <p className="notice notice--error" role="alert">{t('hub.loadFailed')}</p> : null}
      {isLoading ? <p className="game-page__loading">{t('daily.loading')}</p> : null}
      {own.length > 0 ? (
        <section aria-labelledby="games-own">
          <h2 id="games-own" className="games-hub__section">{t('hub.own')}</h2>
          <ul className="games-grid">
            {own.map((entry) => (
              <GameCard key={entry.slug} entry={entry} edition={edition} eager />
            ))}
          </ul>
        </section>
      ) : null}
      {partners.length > 0 ? (
        <section aria-labelledby="games-more">
          <h2 id="games-more" className="games-hub__section">{t('hub.more')}</h2>
          <div className="games-filter" role="group" aria-label={t('hub.filterLabel')}>
            <button type="button" className="games-filter__chip" aria-pressed={category === null} onClick={() => setCategory(null)}>
              {t('hub.all')}
            </button>
            {categories.map((name) => (
              <button key={name} type="button" className="games-filter__chip" aria-pressed={category === name} onClick={() => setCategory(name)}>
                {t(`categories.${name}`, { defaultValue: name })}
              </button>
            ))}
          </div>
          <ul className="games-grid">
            {shown.map((entry) => (
              <GameCard key={entry.slug} entry={entry} edition={edition} eager={false} />
            ))}
          </ul>
        </section>
      ) : null}
      {!isLoading && !isError && items.length === 0 ? <p className="games-hub__empty">{t('hub.empty')}</p> : null}
    </div>
  );
}
