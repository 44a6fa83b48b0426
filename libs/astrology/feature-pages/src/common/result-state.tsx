import type { BirthDetailsProblem } from '@meydan/astrology/data-access';
import { Link } from '@meydan/shared/util/router';
import { useTranslation } from '@meydan/shared/util/translate';

/**
 * Why a result page has no result: its address lacks a detail (a link cut short), the API refused
 * the details (an impossible date, its message in the edition), or the computation failed (SPEC
 * §7: astrology calls yield null on failure: a friendly error, never a crash). The way back keeps
 * what the reader typed.
 */
export function ResultProblem({ problem, message, formPath, onRetry }: { problem: BirthDetailsProblem | 'refused' | 'failed'; message?: string; formPath: string; onRetry?: () => void }) {
  const { t } = useTranslation('astrology');
  return (
    <div className="astro-problem" role="alert">
      <h2>{t(problem === 'failed' ? 'errors.failedTitle' : 'errors.detailsTitle')}</h2>
      <p>{problem === 'refused' && message ? message : t(`errors.${problem}`)}</p>
      <p className="astro-problem__actions">
        {onRetry ? (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('errors.retry')}
          </button>
        ) : null}
        <Link className="button" to={formPath}>
          {t('errors.backToForm')}
        </Link>
      </p>
    </div>
  );
}

/**
 * A failed chart call: the API's own words when it refused the details (a 4xx other than "too
 * many requests"), else the friendly error with a retry.
 */
export function ResultFailure({ error, formPath, onRetry }: { error: unknown; formPath: string; onRetry: () => void }) {
  const { statusCode, message } = (error ?? {}) as { statusCode?: number; message?: string };
  const refused = statusCode !== undefined && statusCode >= 400 && statusCode < 500 && statusCode !== 429;
  return refused ? <ResultProblem problem="refused" message={message} formPath={formPath} /> : <ResultProblem problem="failed" formPath={formPath} onRetry={onRetry} />;
}
