import { periodOfSlug, READING_SLUGS, signsApi, useGetSignProfileQuery, useGetSignReadingQuery } from '@meydan/astrology/data-access';
import { SIGN_SLUGS, SIGN_SYMBOLS, signElement, signIndexOfSlug } from '@meydan/astrology/ui';
import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import type { AstroSignProfile } from '@meydan/shared/contracts';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { astroHead, SITE_NAME } from '../common/astro-head';
import { AstroBreadcrumbs, AstroPage, AstroToolLinks } from '../common/astro-nav';
import { loadReading, ReadingPage } from './reading-page';
import { SignSwitcher, SignTabs } from './sign-nav';

/**
 * `/astroloji/{burc}` (`koc` or `koc-burcu`) and `/astroloji/{burc}/{gunluk|haftalik|aylik|yillik}`.
 * The `-burcu` form is the same page: it points its canonical at the short one. A slug that is
 * neither a sign nor a period is a 404.
 */
export async function loadSignRoute(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'astrology');
  const sign = signIndexOfSlug(ctx.params['burc']);
  const slug = ctx.params['slug'];
  if (sign === null || (slug && !periodOfSlug(slug))) return { status: 404, head: { title: `${t('sign.notFound')} | ${SITE_NAME}`, noindex: true } };
  if (slug) return loadReading(ctx, sign, periodOfSlug(slug) ?? 'daily');
  const signSlug = SIGN_SLUGS[sign] as string;
  const { data, error } = await prefetchQuery(ctx, signsApi.endpoints.getSignProfile.initiate({ edition: ctx.edition, sign: signSlug }));
  // Today's reading teaser; the page stands without it.
  await prefetchQuery(ctx, signsApi.endpoints.getSignReading.initiate({ edition: ctx.edition, sign: signSlug, period: 'daily' }));
  const name = t(`signs.${sign}`);
  if (!data) return { status: error?.statusCode === 404 ? 404 : 503, head: { title: `${t('sign.headTitle', { sign: name })} | ${SITE_NAME}`, noindex: true } };
  return { head: astroHead({ origin: ctx.origin, pathname: routePath(ctx.edition, 'astrology.sign', { burc: signSlug }) }, t('sign.headTitle', { sign: name }), `${data.tagline} ${data.overview[0] ?? ''}`) };
}

export function SignRoutePage(props: RoutePageProps) {
  const sign = signIndexOfSlug(props.params['burc']);
  const slug = props.params['slug'];
  if (sign === null) return null;
  if (slug) {
    const period = periodOfSlug(slug);
    return period ? <ReadingPage edition={props.edition} sign={sign} period={period} /> : null;
  }
  return <SignPage edition={props.edition} sign={sign} />;
}

function SignPage({ edition, sign }: { edition: Edition; sign: number }) {
  const { t } = useTranslation('astrology');
  const slug = SIGN_SLUGS[sign] as string;
  const { data, isError } = useGetSignProfileQuery({ edition, sign: slug });
  const today = useGetSignReadingQuery({ edition, sign: slug, period: 'daily' });
  const name = t(`signs.${sign}`);
  return (
    <AstroPage className="astro-sign">
      <AstroBreadcrumbs edition={edition} trail={[{ label: name }]} />
      <header className={`sign-hero sign-hero--${signElement(sign)}`}>
        <span className="sign-hero__symbol" aria-hidden="true">
          {SIGN_SYMBOLS[sign]}
        </span>
        <div>
          <h1>{t('sign.title', { sign: name })}</h1>
          {data ? <p className="sign-hero__dates">{data.dates.label}</p> : null}
          {data ? <p className="sign-hero__tagline">{data.tagline}</p> : null}
        </div>
      </header>
      <SignTabs edition={edition} slug={slug} current="profile" />
      {isError && !data ? (
        <p className="notice notice--error" role="alert">
          {t('errors.unavailable')}
        </p>
      ) : null}
      {data ? <SignFacts profile={data} /> : null}
      {today.data ? (
        <section className="sign-today" aria-labelledby="sign-today-title">
          <h2 id="sign-today-title">{t('sign.todayTitle', { sign: name })}</h2>
          <p>{today.data.general}</p>
          <Link className="button button--primary" to={routePath(edition, 'astrology.sign', { burc: slug, slug: READING_SLUGS.daily })}>
            {t('sign.readToday')}
          </Link>
        </section>
      ) : null}
      <div className="sign-columns">
        {data ? <SignProfileText profile={data} edition={edition} /> : <div />}
        <aside className="sign-aside">
          <SignSwitcher edition={edition} sign={sign} />
        </aside>
      </div>
      <AstroToolLinks edition={edition} />
    </AstroPage>
  );
}

function SignFacts({ profile }: { profile: AstroSignProfile }) {
  const { t } = useTranslation('astrology');
  const facts: Array<[string, string]> = [
    [t('sign.facts.element'), profile.element.name],
    [t('sign.facts.modality'), profile.modality.name],
    [t('sign.facts.ruler'), profile.rulers.map((ruler) => ruler.name).join(', ')],
    [t('sign.facts.luckyDay'), profile.luckyDay.name],
    [t('sign.facts.luckyColor'), profile.luckyColor.name],
  ];
  return (
    <dl className="sign-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SignProfileText({ profile, edition }: { profile: AstroSignProfile; edition: Edition }) {
  const { t } = useTranslation('astrology');
  const compatibility = routePath(edition, 'astrology.compatibility');
  return (
    <div className="sign-profile">
      <section aria-labelledby="sign-overview">
        <h2 id="sign-overview">{t('sign.sections.overview')}</h2>
        {profile.overview.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
      {(['personality', 'love', 'career', 'health'] as const).map((section) => (
        <section key={section} aria-labelledby={`sign-${section}`}>
          <h2 id={`sign-${section}`}>{t(`sign.sections.${section}`)}</h2>
          <p>{profile[section]}</p>
        </section>
      ))}
      <div className="sign-lists">
        <section aria-labelledby="sign-strengths">
          <h2 id="sign-strengths">{t('sign.sections.strengths')}</h2>
          <ul>
            {profile.strengths.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sign-challenges">
          <h2 id="sign-challenges">{t('sign.sections.challenges')}</h2>
          <ul>
            {profile.challenges.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="sign-matches">
        <h2 id="sign-matches">{t('sign.sections.matches')}</h2>
        <ul className="sign-matches">
          {profile.bestMatches.map((match) => (
            <li key={match.slug}>
              <Link to={`${compatibility}?a=${profile.slug}&b=${match.slug}`}>
                <span aria-hidden="true">{SIGN_SYMBOLS[match.index]}</span> {t('sign.matchWith', { sign: match.name })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
