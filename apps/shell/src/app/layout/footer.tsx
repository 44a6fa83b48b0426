import { Link, useLocation } from '@meydan/shared/util/router';
import { useTranslation } from '@meydan/shared/util/translate';
import { COOKIE_PREFERENCES_ANCHOR } from '@meydan/shared/util/cookies';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useGetFooterQuery } from '../shell.api';
import { feedbackHref } from './feedback-href';
import { HASHTAG_PREFIX, type FooterLink as FooterListLink, type FooterListKey } from './footer-links';

interface FooterLink {
  routeId: string;
  labelKey: string;
  editions?: Edition[];
  params?: Record<string, string>;
}

/**
 * SPEC §2.2: some corporate links show only on the main (tr) edition, privacy policy also on
 * the second (en); career and feedback show everywhere (feedback: the form, FeedbackLink).
 */
const CORPORATE_LINKS: FooterLink[] = [
  { routeId: 'content.corporate.about', labelKey: 'footer.links.about', editions: ['tr'] },
  { routeId: 'content.corporate.masthead', labelKey: 'footer.links.masthead', editions: ['tr'] },
  { routeId: 'content.corporate.publication-principles', labelKey: 'footer.links.publicationPrinciples', editions: ['tr'] },
  { routeId: 'content.corporate.community-rules', labelKey: 'footer.links.communityRules', editions: ['tr'] },
  { routeId: 'content.corporate.user-agreement', labelKey: 'footer.links.userAgreement', editions: ['tr'] },
  { routeId: 'content.corporate.privacy-policy', labelKey: 'footer.links.privacyPolicy', editions: ['tr', 'en'] },
  { routeId: 'content.cookie-policy', labelKey: 'footer.links.cookiePolicy', editions: ['tr', 'en'] },
  { routeId: 'content.corporate.contact', labelKey: 'footer.links.contact', editions: ['tr'] },
  { routeId: 'content.corporate.career', labelKey: 'footer.links.career' },
  { routeId: 'content.legal', labelKey: 'footer.links.legalNotices', params: { doc: 'uye-ziyaretci' }, editions: ['tr'] },
];

const SOCIAL = [
  { key: 'instagram', href: 'https://www.instagram.com/meydan' },
  { key: 'facebook', href: 'https://www.facebook.com/meydan' },
  { key: 'twitter', href: 'https://twitter.com/meydan' },
  { key: 'youtube', href: 'https://www.youtube.com/@meydan' },
  { key: 'pinterest', href: 'https://www.pinterest.com/meydan' },
];

/** Footer; its article and tag lists come from /browse/footer and simply stay out when that fails. */
export function Footer({ edition }: { edition: Edition }) {
  const { t } = useTranslation('common');
  const { data } = useGetFooterQuery();
  const links = CORPORATE_LINKS.filter((link) => !link.editions || link.editions.includes(edition));
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {data?.popular.length ? <FooterList title={t('footer.popular')} list="popular" items={data.popular} /> : null}
        {data?.recent.length ? <FooterList title={t('footer.recent')} list="recent" items={data.recent} /> : null}
        {data?.hashtags.length ? <FooterList title={t('footer.hashtags')} list="hashtags" items={data.hashtags} className="tag-cloud" prefix={HASHTAG_PREFIX} /> : null}
        <section className="site-footer__col">
          <h2>{t('footer.corporate')}</h2>
          <ul>
            {links.map((link) => (
              <li key={link.routeId}>
                <Link to={routePath(edition, link.routeId, link.params)}>{t(link.labelKey)}</Link>
              </li>
            ))}
            <li>
              <FeedbackLink edition={edition} />
            </li>
            <li>
              {/* Every edition: where a reader changes or withdraws the cookie choice (issue 19). */}
              <a href={`${routePath(edition, 'content.cookie-policy')}#${COOKIE_PREFERENCES_ANCHOR}`}>{t('footer.links.cookiePreferences')}</a>
            </li>
            <li>
              <a href="/rss">{t('footer.links.rss')}</a>
            </li>
            <li>
              <a href="https://reklam.meydan.local" rel="noopener">
                {t('footer.links.advertise')}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <ul className="social-list" aria-label={t('footer.followUs')}>
          {SOCIAL.map((item) => (
            <li key={item.key}>
              <a href={item.href} rel="noopener noreferrer" target="_blank">
                {t(`social.${item.key}`)}
              </a>
            </li>
          ))}
        </ul>
        <p className="site-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

/**
 * The feedback form (every edition), told which page the reader is on (feedbackHref).
 * `nofollow`: one address per page for crawlers to skip (robots.txt hides the form too).
 */
function FeedbackLink({ edition }: { edition: Edition }) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  return (
    <Link to={feedbackHref(edition, pathname, search)} rel="nofollow">
      {t('footer.links.feedback')}
    </Link>
  );
}

/**
 * One of the footer's lists. Its links are all the browser needs to render it again: it reads
 * them back from here before hydrating (footer-links.ts), so change both together.
 */
function FooterList({ title, list, items, className, prefix = '' }: { title: string; list: FooterListKey; items: FooterListLink[]; className?: string; prefix?: string }) {
  return (
    <section className="site-footer__col">
      <h2>{title}</h2>
      <ul className={className} data-footer-list={list}>
        {items.map((item) => (
          <li key={item.route}>
            <Link to={item.route}>{prefix + item.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
