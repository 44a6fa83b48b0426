import { TAROT_DECK_SLUG, tarotApi, useGetTarotCardsQuery } from '@meydan/astrology/data-access';
import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import type { TarotCardSummary } from '@meydan/shared/contracts';
import { TAROT_SUITS } from '@meydan/shared/contracts/constants';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { astroHead, SITE_NAME } from '../common/astro-head';
import { AstroBreadcrumbs, AstroPage, AstroToolLinks } from '../common/astro-nav';
import { TarotCardImage } from './tarot-card-image';
import { TarotReadingLinks } from './tarot-reading-links';

/** `/astroloji/tarot/tarot-kartlari-ve-anlamlari`: the 78 cards, by arcana and suit. */
export async function loadTarotDeck(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'astrology');
  const { data } = await prefetchQuery(ctx, tarotApi.endpoints.getTarotCards.initiate({ edition: ctx.edition }));
  if (!data) return { status: 503, head: { title: `${t('tarot.deck.headTitle')} | ${SITE_NAME}`, noindex: true } };
  return { head: astroHead(ctx, t('tarot.deck.headTitle'), t('tarot.deck.description')) };
}

export function cardPath(edition: Edition, slug: string): string {
  return routePath(edition, 'astrology.tarot.card', { slug: TAROT_DECK_SLUG, card: slug });
}

export function TarotDeckPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('astrology');
  const { data, isError } = useGetTarotCardsQuery({ edition });
  const groups: Array<[string, TarotCardSummary[]]> = data
    ? [['major', data.items.filter((card) => card.arcana === 'major')], ...TAROT_SUITS.map((suit) => [suit, data.items.filter((card) => card.suit === suit)] as [string, TarotCardSummary[]])]
    : [];
  return (
    <AstroPage className="astro-tarot-deck">
      <AstroBreadcrumbs edition={edition} trail={[{ label: t('tools.tarot.name') }]} />
      <header className="astro-hero astro-hero--tool">
        <h1>{t('tarot.deck.title')}</h1>
        <p className="astro-hero__lead">{t('tarot.deck.lead')}</p>
      </header>
      <TarotReadingLinks edition={edition} />
      {isError && !data ? (
        <p className="notice notice--error" role="alert">
          {t('errors.unavailable')}
        </p>
      ) : null}
      {groups.map(([group, cards]) => (
        <section key={group} aria-labelledby={`tarot-${group}`}>
          <h2 id={`tarot-${group}`} className="astro-section-title">
            {t(`tarot.groups.${group}`)} <span className="tarot-count">({cards.length})</span>
          </h2>
          <ul className="tarot-grid">
            {cards.map((card, index) => (
              <li key={card.slug}>
                <Link className="tarot-tile" to={cardPath(edition, card.slug)}>
                  <TarotCardImage card={card} alt="" eager={group === 'major' && index < 4} />
                  <span className="tarot-tile__name">{card.name}</span>
                  <span className="tarot-tile__keywords">{card.keywords.slice(0, 3).join(' · ')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <AstroToolLinks edition={edition} except="tarot" />
    </AstroPage>
  );
}
