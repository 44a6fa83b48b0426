import { useEffect, useRef } from 'react';
import { Link, useLocation } from '@meydan/shared/util/router';
import { useTranslation } from '@meydan/shared/util/translate';
import { SECTION_KEYS, categoryPath, routePath, type Edition, type SectionKey } from '@meydan/shared/util/routing';
import { HeaderAccount } from '../auth/header-account';
import { NotificationsBell } from './notifications-bell';
import { MessagesLink } from './messages-link';
import { useEscapeCloses } from './use-escape-closes';
import { BrowserOnly } from './browser-only';
import { ThemeToggle } from '../theme/theme-toggle';

/** Sections shown in the desktop bar; the rest live in the menu. */
const PRIMARY_SECTIONS: SectionKey[] = ['news', 'business', 'sport', 'technology', 'entertainment', 'life', 'culture'];

/** Destinations of the other feature areas, listed in the menu after the sections. */
const FEATURE_LINKS = [
  { routeId: 'content.for-you', labelKey: 'nav.forYou' },
  { routeId: 'content.feed', labelKey: 'nav.liveFeed' },
  { routeId: 'content.discover', labelKey: 'nav.discover' },
  { routeId: 'content.trends', labelKey: 'nav.trends' },
  { routeId: 'content.all', labelKey: 'nav.allContents' },
  { routeId: 'content.living', labelKey: 'nav.quizzes' },
  { routeId: 'content.living.exchange-rates', labelKey: 'nav.exchangeRates' },
  { routeId: 'content.yazio', labelKey: 'nav.yazio' },
  { routeId: 'content.vitrin', labelKey: 'nav.vitrin' },
  { routeId: 'content.actors', labelKey: 'nav.actors' },
  { routeId: 'games.game', labelKey: 'nav.games' },
  { routeId: 'astrology.home', labelKey: 'nav.astrology' },
  { routeId: 'quakes.list', labelKey: 'nav.quakes' },
] as const;

/**
 * One header, two variants switched by CSS at the §2.10 breakpoints (mobile/tablet < 1024 ≤
 * desktop), so server HTML and hydration never depend on the window size.
 */
export function Header({ edition }: { edition: Edition }) {
  const { t } = useTranslation('common');
  const sections = SECTION_KEYS;
  const searchHref = routePath(edition, 'content.search');
  const menuRef = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const shownAddress = useRef(address);
  // The menu is a <details> (works before hydration); close it after every navigation, but not
  // at hydration: a reader's tap on the menu is what loads the app, and the menu it opened stays.
  useEffect(() => {
    if (shownAddress.current === address) return;
    shownAddress.current = address;
    if (menuRef.current) menuRef.current.open = false;
  }, [address]);
  useEscapeCloses(menuRef);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <div className="site-header__bar container">
        <details className="site-header__menu" ref={menuRef}>
          <summary aria-label={t('a11y.menu')}>
            <span className="hamburger" aria-hidden="true" />
          </summary>
          <nav className="site-header__drawer" aria-label={t('a11y.menu')}>
            <ul>
              {sections.map((section) => (
                <li key={section}>
                  <Link to={categoryPath(edition, section)}>{t(`nav.sections.${section}`)}</Link>
                </li>
              ))}
            </ul>
            <ul className="site-header__features">
              {FEATURE_LINKS.map((link) => (
                <li key={link.routeId}>
                  <Link to={routePath(edition, link.routeId)}>{t(link.labelKey)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </details>
        {/* Named by its visible word (an aria-label would hide what speech users say: WCAG 2.5.3). */}
        <Link to="/" className="site-header__logo">
          <span className="logo-mark" aria-hidden="true">
            M
          </span>
          <span className="logo-word">{t('site.name')}</span>
        </Link>
        <nav className="site-header__nav" aria-label={t('nav.categories')}>
          <ul>
            {PRIMARY_SECTIONS.map((section) => (
              <li key={section}>
                <Link to={categoryPath(edition, section)}>{t(`nav.sections.${section}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={searchHref} className="site-header__search" aria-label={t('search.label')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
        <ThemeToggle />
        <BrowserOnly>
          <MessagesLink edition={edition} />
          <NotificationsBell edition={edition} />
        </BrowserOnly>
        <HeaderAccount edition={edition} />
      </div>
    </header>
  );
}
