import { listHref, QUAKE_VIEWS, type QuakeListFilters } from '@meydan/quakes/data-access';
import { Link } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';

/**
 * List | Map on phones (a desktop shows both side by side and hides this): two links, so the
 * choice is in the address and works before the app has loaded.
 */
export function ViewToggle({ edition, filters }: { edition: Edition; filters: QuakeListFilters }) {
  const { t } = useTranslation('quakes');
  return (
    <nav className="quakes-toggle" aria-label={t('view.label')}>
      {QUAKE_VIEWS.map((view) => (
        <Link key={view} className="quakes-toggle__option" to={listHref(edition, { ...filters, view })} aria-current={filters.view === view ? 'page' : undefined} replace>
          {t(`view.${view}`)}
        </Link>
      ))}
    </nav>
  );
}
