import { useTranslation } from '@meydan/shared/util/translate';

/**
 * Why a quake page shows no data: the API refused the address (a 4xx: its own sentence, e.g. a
 * city that is no province) or failed (SPEC §7: earthquake calls yield null on failure: a friendly
 * error with a retry, never a crash).
 */
export function QuakeProblem({ error, what, onRetry }: { error: unknown; what: 'list' | 'event'; onRetry: () => void }) {
  const { t } = useTranslation('quakes');
  const { statusCode, message } = (error ?? {}) as { statusCode?: number; message?: string };
  const refused = statusCode !== undefined && statusCode >= 400 && statusCode < 500 && statusCode !== 429 && Boolean(message);
  return (
    <div className="notice notice--error quake-problem" role="alert">
      <h2 className="quake-problem__title">{t(refused ? 'problem.refusedTitle' : `problem.${what}FailedTitle`)}</h2>
      <p>{refused ? message : t('problem.failed')}</p>
      {refused ? null : (
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('problem.retry')}
        </button>
      )}
    </div>
  );
}
