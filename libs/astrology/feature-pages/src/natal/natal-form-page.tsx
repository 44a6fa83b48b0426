import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { useTranslation } from '@meydan/shared/util/translate';
import { astroHead } from '../common/astro-head';
import { AstroBreadcrumbs, AstroPage, AstroToolLinks } from '../common/astro-nav';
import { PlaceCredits } from '../common/place-credits';
import { BirthForm } from '../birth/birth-form';
import { SavedCharts } from './saved-charts';

/** `/astroloji/dogum-haritasi-hesaplama`: the birth chart form. */
export async function loadNatalForm(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'astrology');
  return { head: astroHead(ctx, t('natal.headTitle'), t('natal.description')) };
}

export function NatalFormPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('astrology');
  return (
    <AstroPage className="astro-natal">
      <AstroBreadcrumbs edition={edition} trail={[{ label: t('tools.natal.name') }]} />
      <header className="astro-hero astro-hero--tool">
        <h1>{t('natal.title')}</h1>
        <p className="astro-hero__lead">{t('natal.lead')}</p>
      </header>
      <div className="astro-form-layout">
        <BirthForm mode="natal" edition={edition} />
        <aside className="astro-form-aside">
          <SavedCharts edition={edition} />
          <h2>{t('natal.whatTitle')}</h2>
          <p>{t('natal.what')}</p>
        </aside>
      </div>
      <PlaceCredits />
      <AstroToolLinks edition={edition} except="natal" />
    </AstroPage>
  );
}
