import { type FormEvent, useState } from 'react';
import { tarotReadingOfSlug, useDrawTarotMutation, useGetDailyTarotQuery, type TarotReadingPage as ReadingKind } from '@meydan/astrology/data-access';
import type { TarotDrawnCard, TarotReadingResponse, TarotSpreadPosition } from '@meydan/shared/contracts';
import { TAROT_QUESTION_MAX_LENGTH } from '@meydan/shared/contracts/constants';
import { selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { astroHead, SITE_NAME } from '../common/astro-head';
import { AstroBreadcrumbs, AstroPage, AstroToolLinks } from '../common/astro-nav';
import { TarotCardImage } from './tarot-card-image';
import { cardPath } from './tarot-deck-page';
import { TarotReadingLinks } from './tarot-reading-links';

/**
 * `/astroloji/tarot/{gunluk-tarot|uc-kart-tarot|kelt-haci-tarot}`: the card of the day, and the
 * three-card and Celtic Cross spreads. The cards are drawn by the API; the card of the day is the
 * reader's own (their cookie, which only the browser sends), so the page asks for it once hydrated:
 * the shell loads the app at once (needsApp).
 */
export async function loadTarotReading(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'astrology');
  const kind = tarotReadingOfSlug(ctx.params['slug']);
  if (!kind) return { status: 404, head: { title: `${t('sign.notFound')} | ${SITE_NAME}`, noindex: true } };
  return { head: astroHead(ctx, t(`tarot.reading.${kind}.headTitle`), t(`tarot.reading.${kind}.description`)), needsApp: kind === 'daily' };
}

export function TarotReadingRoutePage({ edition, params }: RoutePageProps) {
  const { t } = useTranslation('astrology');
  const kind = tarotReadingOfSlug(params['slug']);
  if (!kind) return null;
  return (
    <AstroPage className="astro-tarot-reading">
      <AstroBreadcrumbs edition={edition} trail={[{ label: t('tools.tarot.name'), to: routePath(edition, 'astrology.tarot.cards') }, { label: t(`tarot.reading.${kind}.name`) }]} />
      <header className="astro-hero astro-hero--tool">
        <h1>{t(`tarot.reading.${kind}.title`)}</h1>
        <p className="astro-hero__lead">{t(`tarot.reading.${kind}.intro`)}</p>
      </header>
      {kind === 'daily' ? <DailyCard edition={edition} /> : <Spread edition={edition} spread={kind} />}
      <TarotReadingLinks edition={edition} except={kind} />
      <AstroToolLinks edition={edition} except="tarot" />
    </AstroPage>
  );
}

function DailyCard({ edition }: { edition: Edition }) {
  const { t } = useTranslation('astrology');
  const viewer = useAppSelector(selectCurrentUser);
  const isBrowser = typeof window !== 'undefined';
  const { data, isError, isFetching, refetch } = useGetDailyTarotQuery({ edition, viewerId: viewer?._id ?? '' }, { skip: !isBrowser });
  if (isError && !data) {
    return (
      <div className="astro-problem" role="alert">
        <p>{t('tarot.failed')}</p>
        <button type="button" className="button button--primary" onClick={() => void refetch()}>
          {t('errors.retry')}
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <p className="tarot-waiting" aria-busy={isFetching || !isBrowser}>
        <span className="tarot-back" aria-hidden="true" />
        {t('tarot.drawing')}
      </p>
    );
  }
  return (
    <section className="tarot-daily" aria-labelledby="tarot-daily-title">
      <h2 id="tarot-daily-title" className="visually-hidden">
        {t('tarot.reading.daily.name')}
      </h2>
      <DrawnCard card={data.card} reversed={data.reversed} edition={edition} lead={t('tarot.dailyFor', { day: new Intl.DateTimeFormat(edition === 'en' ? 'en-GB' : edition, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${data.day}T00:00:00Z`)) })} />
      <p className="tarot-note">{t('tarot.dailyNote')}</p>
    </section>
  );
}

function Spread({ edition, spread }: { edition: Edition; spread: Exclude<ReadingKind, 'daily'> }) {
  const { t } = useTranslation('astrology');
  const [question, setQuestion] = useState('');
  const [draw, { data, isLoading, error, reset }] = useDrawTarotMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void draw({ spread, ...(question.trim() ? { question: question.trim() } : {}) });
  };
  const message = (error as { statusCode?: number; message?: string } | undefined)?.statusCode === 400 ? (error as { message: string }).message : t('tarot.failed');
  return (
    <>
      <form className="tarot-form" onSubmit={submit}>
        <label htmlFor="tarot-question">{t('tarot.question')}</label>
        <textarea id="tarot-question" rows={2} maxLength={TAROT_QUESTION_MAX_LENGTH} value={question} placeholder={t('tarot.questionPlaceholder')} onChange={(event) => (setQuestion(event.target.value), reset())} />
        <p className="form-field__hint">{t('tarot.questionHint', { max: TAROT_QUESTION_MAX_LENGTH })}</p>
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {data ? t('tarot.drawAgain') : t('tarot.draw')}
        </button>
      </form>
      {error ? (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      ) : null}
      <div aria-live="polite">{data ? <SpreadResult reading={data} edition={edition} /> : null}</div>
    </>
  );
}

function SpreadResult({ reading, edition }: { reading: TarotReadingResponse; edition: Edition }) {
  const { t } = useTranslation('astrology');
  return (
    <section className={`tarot-spread tarot-spread--${reading.spread}`} aria-labelledby="tarot-spread-title">
      <h2 id="tarot-spread-title" className="astro-section-title">
        {reading.question ? t('tarot.spreadFor', { question: reading.question }) : reading.name}
      </h2>
      <ol className="tarot-spread__cards">
        {reading.cards.map(({ position, card, reversed }) => (
          <li key={position.key} className="tarot-spread__item">
            <DrawnCard card={card} reversed={reversed} edition={edition} position={position} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function DrawnCard({ card, reversed, edition, position, lead }: { card: TarotDrawnCard; reversed: boolean; edition: Edition; position?: TarotSpreadPosition; lead?: string }) {
  const { t } = useTranslation('astrology');
  const orientation = reversed ? t('tarot.reversed') : t('tarot.upright');
  return (
    <article className="tarot-drawn">
      <TarotCardImage card={card} reversed={reversed} eager alt={`${card.name} (${orientation})`} />
      <div className="tarot-drawn__text">
        {position ? (
          <p className="tarot-drawn__position">
            <strong>{position.name}</strong> — {position.description}
          </p>
        ) : null}
        {lead ? <p className="tarot-drawn__position">{lead}</p> : null}
        <h3 className="tarot-drawn__name">
          <Link to={cardPath(edition, card.slug)}>{card.name}</Link> <span className="tarot-drawn__orientation">{orientation}</span>
        </h3>
        <p className="tarot-drawn__keywords">{card.keywords.join(' · ')}</p>
        <p>{card.meaning}</p>
      </div>
    </article>
  );
}
