import { useState } from 'react';
import { birthSearch, detailsOfSaved, savedBirthOf, useDeleteChartMutation, useGetSavedChartsQuery, useSaveChartMutation, type BirthDetails } from '@meydan/astrology/data-access';
import { SAVED_CHART_LIMITS } from '@meydan/shared/contracts/constants';
import { selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { openLoginDialog } from '@meydan/shared/ui';
import { Link } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { birthDayText } from '../common/birth-summary';

function errorMessage(error: unknown, fallback: string): string {
  const message = (error as { message?: string } | undefined)?.message;
  return message && (error as { statusCode?: number }).statusCode !== undefined && (error as { statusCode: number }).statusCode < 500 ? message : fallback;
}

/**
 * "Save this chart" on a result page: members name it (their own, a friend's) and keep it; a
 * visitor is offered to sign in. Only what the reader asks to keep is stored (issue 17 item 6).
 */
export function SaveChart({ edition: _edition, details }: { edition: Edition; details: BirthDetails }) {
  const { t } = useTranslation('astrology');
  const viewer = useAppSelector(selectCurrentUser);
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState(details.name);
  const [save, { isLoading, isSuccess, error, reset }] = useSaveChartMutation();
  if (!viewer) {
    return (
      <button type="button" className="button button--ghost" onClick={() => openLoginDialog()}>
        {t('saved.signInToSave')}
      </button>
    );
  }
  if (isSuccess) {
    return (
      <span className="astro-share-status" role="status">
        {t('saved.saved')}
      </span>
    );
  }
  if (!open) {
    return (
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {t('saved.save')}
      </button>
    );
  }
  return (
    <form
      className="save-chart"
      onSubmit={(event) => {
        event.preventDefault();
        void save({ label: label.trim(), birth: savedBirthOf(details) });
      }}
    >
      <label>
        <span>{t('saved.label')}</span>
        <input value={label} maxLength={SAVED_CHART_LIMITS.label} required onChange={(event) => (setLabel(event.target.value), reset())} placeholder={t('saved.labelPlaceholder')} />
      </label>
      <button type="submit" className="button button--primary" disabled={isLoading || !label.trim()}>
        {t('saved.confirm')}
      </button>
      <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
        {t('saved.cancel')}
      </button>
      {error ? (
        <p className="form-field__error" role="alert">
          {errorMessage(error, t('saved.failed'))}
        </p>
      ) : null}
    </form>
  );
}

/** A member's saved charts beside the form: open one, or delete it (after a confirmation). */
export function SavedCharts({ edition }: { edition: Edition }) {
  const { t } = useTranslation('astrology');
  const viewer = useAppSelector(selectCurrentUser);
  const { data, isError } = useGetSavedChartsQuery({ viewerId: viewer?._id ?? '' }, { skip: !viewer });
  const [remove, removal] = useDeleteChartMutation();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (!viewer) return null;
  const resultPath = routePath(edition, 'astrology.natal-chart.result');
  return (
    <section className="saved-charts" aria-labelledby="saved-charts-title">
      <h2 id="saved-charts-title">{t('saved.title')}</h2>
      {isError ? <p className="notice notice--error">{t('saved.loadFailed')}</p> : null}
      {data && !data.items.length ? <p className="saved-charts__empty">{t('saved.empty')}</p> : null}
      {data?.items.length ? (
        <ul className="saved-charts__list">
          {data.items.map((chart) => (
            <li key={chart.id} className="saved-charts__item">
              <Link to={`${resultPath}?${birthSearch(detailsOfSaved(chart))}`} className="saved-charts__open">
                <span className="saved-charts__label">{chart.label}</span>
                <span className="saved-charts__meta">
                  {birthDayText(chart.birth.date, edition)}
                  {chart.birth.place ? ` · ${chart.birth.place}` : ''}
                </span>
              </Link>
              {confirming === chart.id ? (
                <span className="saved-charts__confirm">
                  <button type="button" className="button button--danger" disabled={removal.isLoading} onClick={() => void remove({ id: chart.id }).then(() => setConfirming(null))}>
                    {t('saved.confirmDelete')}
                  </button>
                  <button type="button" className="button button--ghost" onClick={() => setConfirming(null)}>
                    {t('saved.cancel')}
                  </button>
                </span>
              ) : (
                <button type="button" className="button button--ghost saved-charts__delete" aria-label={t('saved.deleteNamed', { label: chart.label })} onClick={() => setConfirming(chart.id)}>
                  {t('saved.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {removal.isError ? (
        <p className="form-field__error" role="alert">
          {t('saved.deleteFailed')}
        </p>
      ) : null}
    </section>
  );
}
