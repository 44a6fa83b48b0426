import { READING_SLUGS } from '@meydan/astrology/data-access';
import { ASTRO_READING_PERIODS, type AstroReadingPeriod } from '@meydan/shared/contracts/constants';
import { Link } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';

/** The sign's pages as tabs: the profile, then the daily, weekly, monthly and yearly readings. */
export function SignTabs({ edition, slug, current }: { edition: Edition; slug: string; current: AstroReadingPeriod | 'profile' }) {
  const { t } = useTranslation('astrology');
  const tabs: Array<[AstroReadingPeriod | 'profile', string]> = [['profile', routePath(edition, 'astrology.sign', { burc: slug })], ...ASTRO_READING_PERIODS.map((period) => [period, routePath(edition, 'astrology.sign', { burc: slug, slug: READING_SLUGS[period] })] as [AstroReadingPeriod, string])];
  return (
    <nav className="sign-tabs" aria-label={t('sign.tabs')}>
      <ul>
        {tabs.map(([id, to]) => (
          <li key={id}>
            <Link to={to} className={id === current ? 'sign-tabs__tab sign-tabs__tab--current' : 'sign-tabs__tab'} aria-current={id === current ? 'page' : undefined}>
              {t(`sign.tab.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
