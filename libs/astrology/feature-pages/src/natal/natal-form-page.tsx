import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { astroHead } from '../common/astro-head';
import { BirthToolPage } from '../birth/birth-tool-page';
import { SavedCharts } from './saved-charts';

/** `/astroloji/dogum-haritasi-hesaplama`: the birth chart form. */
export async function loadNatalForm(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'astrology');
  return { head: astroHead(ctx, t('natal.headTitle'), t('natal.description')) };
}

export function NatalFormPage({ edition }: RoutePageProps) {
  return <BirthToolPage mode="natal" edition={edition} asideTop={<SavedCharts edition={edition} />} />;
}
