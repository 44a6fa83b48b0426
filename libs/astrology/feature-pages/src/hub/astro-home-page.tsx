import { TAROT_READING_SLUGS } from '@meydan/astrology/data-access';
import { SIGN_INDEXES, SIGN_SLUGS, SIGN_SYMBOLS, signDates, signElement } from '@meydan/astrology/ui';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { astroHead } from '../common/astro-head';
import { ASTRO_TOOLS, AstroPage, toolPath } from '../common/astro-nav';

/** `/astroloji`: the hub. Everything on it is known without a call, so it renders at once. */
export async function loadAstroHome(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'astrology');
  return { head: astroHead(ctx, t('home.headTitle'), t('home.description')) };
}

export function AstroHomePage({ edition }: RoutePageProps) {
  const { t } = useTranslation('astrology');
  return (
    <AstroPage className="astro-home">
      <header className="astro-hero">
        <h1>{t('home.title')}</h1>
        <p className="astro-hero__lead">{t('home.lead')}</p>
      </header>
      <section aria-labelledby="astro-signs">
        <h2 id="astro-signs" className="astro-section-title">
          {t('home.signsTitle')}
        </h2>
        <ul className="sign-grid">
          {SIGN_INDEXES.map((sign) => (
            <li key={sign}>
              <Link className={`sign-tile sign-tile--${signElement(sign)}`} to={routePath(edition, 'astrology.sign', { burc: SIGN_SLUGS[sign] as string })}>
                <span className="sign-tile__symbol" aria-hidden="true">
                  {SIGN_SYMBOLS[sign]}
                </span>
                <span className="sign-tile__name">{t(`signs.${sign}`)}</span>
                <span className="sign-tile__dates">{signDates(sign, edition)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="astro-tools">
        <h2 id="astro-tools" className="astro-section-title">
          {t('home.toolsTitle')}
        </h2>
        <ul className="astro-tool-grid">
          {ASTRO_TOOLS.map((tool) => (
            <li key={tool}>
              <Link className={`astro-tool-card astro-tool-card--${tool}`} to={toolPath(edition, tool)}>
                <span className="astro-tool-card__name">{t(`tools.${tool}.name`)}</span>
                <span className="astro-tool-card__lead">{t(`tools.${tool}.lead`)}</span>
                <span className="astro-tool-card__go" aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
          <li>
            <Link className="astro-tool-card astro-tool-card--daily-tarot" to={routePath(edition, 'astrology.tarot', { slug: TAROT_READING_SLUGS.daily })}>
              <span className="astro-tool-card__name">{t('tools.dailyTarot.name')}</span>
              <span className="astro-tool-card__lead">{t('tools.dailyTarot.lead')}</span>
              <span className="astro-tool-card__go" aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        </ul>
      </section>
    </AstroPage>
  );
}
