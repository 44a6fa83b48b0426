import { TAROT_DECK_SLUG, tarotApi, useGetTarotCardQuery } from '@meydan/astrology/data-access';
import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { astroHead, SITE_NAME } from '../common/astro-head';
import { AstroBreadcrumbs, AstroPage } from '../common/astro-nav';
import { TarotCardImage } from './tarot-card-image';
import { cardPath } from './tarot-deck-page';
import { TarotReadingLinks } from './tarot-reading-links';

/** `/astroloji/tarot/tarot-kartlari-ve-anlamlari/{card}`: one card, upright and reversed. */
export async function loadTarotCard(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'astrology');
  const slug = ctx.params['card'] ?? '';
  if (ctx.params['slug'] !== TAROT_DECK_SLUG || !/^[a-z0-9-]{1,40}$/.test(slug)) return { status: 404, head: { title: `${t('sign.notFound')} | ${SITE_NAME}`, noindex: true } };
  const { data, error } = await prefetchQuery(ctx, tarotApi.endpoints.getTarotCard.initiate({ edition: ctx.edition, slug }));
  if (!data) return { status: error?.statusCode === 404 ? 404 : 503, head: { title: `${t('sign.notFound')} | ${SITE_NAME}`, noindex: true } };
  return { head: astroHead(ctx, t('tarot.card.headTitle', { card: data.name }), `${data.keywords.join(', ')}. ${data.upright}`, { og: { 'og:type': 'article', 'og:title': data.name, 'og:image': ctx.origin + data.image } }) };
}

export function TarotCardPage({ edition, params }: RoutePageProps) {
  const { t } = useTranslation('astrology');
  const slug = params['card'] ?? '';
  const { data, isError } = useGetTarotCardQuery({ edition, slug }, { skip: params['slug'] !== TAROT_DECK_SLUG });
  const deck = routePath(edition, 'astrology.tarot.cards');
  return (
    <AstroPage className="astro-tarot-card">
      <AstroBreadcrumbs edition={edition} trail={[{ label: t('tools.tarot.name'), to: deck }, { label: data?.name ?? '…' }]} />
      {isError && !data ? (
        <p className="notice notice--error" role="alert">
          {t('errors.unavailable')}
        </p>
      ) : null}
      {data ? (
        <article className="tarot-card">
          <div className="tarot-card__picture">
            <TarotCardImage card={data} alt={data.description} eager />
          </div>
          <div className="tarot-card__text">
            <p className="tarot-card__kicker">{data.arcana === 'major' ? t('tarot.card.major', { number: data.roman }) : t(`tarot.groups.${data.suit}`)}</p>
            <h1>{data.name}</h1>
            <ul className="tarot-keywords" aria-label={t('tarot.card.keywords')}>
              {data.keywords.map((keyword) => (
                <li key={keyword}>{keyword}</li>
              ))}
            </ul>
            <p className="tarot-card__description">{data.description}</p>
            <section aria-labelledby="tarot-upright">
              <h2 id="tarot-upright">{t('tarot.card.upright')}</h2>
              <p>{data.upright}</p>
            </section>
            <section aria-labelledby="tarot-reversed">
              <h2 id="tarot-reversed">{t('tarot.card.reversed')}</h2>
              <p>{data.reversed}</p>
            </section>
            <nav className="reading__periods" aria-label={t('tarot.card.neighbours')}>
              {data.previous ? (
                <Link rel="prev" className="button button--ghost" to={cardPath(edition, data.previous.slug)}>
                  ← {data.previous.name}
                </Link>
              ) : (
                <span />
              )}
              {data.next ? (
                <Link rel="next" className="button button--ghost" to={cardPath(edition, data.next.slug)}>
                  {data.next.name} →
                </Link>
              ) : null}
            </nav>
          </div>
        </article>
      ) : null}
      <TarotReadingLinks edition={edition} />
    </AstroPage>
  );
}
