import { READING_SLUGS } from '@meydan/astrology/data-access';
import { SIGN_INDEXES, SIGN_SLUGS, SIGN_SYMBOLS } from '@meydan/astrology/ui';
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

/**
 * The twelve signs beside a sign's page: on a reading, each links to the same period's reading of
 * that sign ("today for the other signs"), else to its profile.
 */
export function SignSwitcher({ edition, sign, period }: { edition: Edition; sign: number; period?: AstroReadingPeriod }) {
  const { t } = useTranslation('astrology');
  return (
    <nav className="sign-switcher" aria-label={period ? t(`sign.switcher.${period}`) : t('sign.others')}>
      <h2 className="sign-switcher__title">{period ? t(`sign.switcher.${period}`) : t('sign.others')}</h2>
      <ul>
        {SIGN_INDEXES.map((other) => (
          <li key={other}>
            <Link
              className={other === sign ? 'sign-switcher__link sign-switcher__link--current' : 'sign-switcher__link'}
              aria-current={other === sign ? 'page' : undefined}
              to={routePath(edition, 'astrology.sign', period ? { burc: SIGN_SLUGS[other] as string, slug: READING_SLUGS[period] } : { burc: SIGN_SLUGS[other] as string })}
            >
              <span aria-hidden="true">{SIGN_SYMBOLS[other]}</span> {t(`signs.${other}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
