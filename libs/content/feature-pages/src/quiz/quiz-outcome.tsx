import { useTranslation } from '@meydan/shared/util/translate';
import { ResponsiveImage } from '@meydan/content/ui';
import type { Edition } from '@meydan/shared/util/routing';
import type { OutcomeSummary } from './quiz-layout';

/** Whole percent in the edition's style: "%67" in Turkish, "67 %" in Russian, "67%" in English. */
export function formatPercent(percent: number, edition: Edition): string {
  return new Intl.NumberFormat(edition, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/**
 * A quiz outcome: the trivia score with its grade, or the personality result with a bar per
 * result showing how strongly it matched. Used for the reader's own result and for a friend's
 * shared one; the caller supplies the heading. `showHeadline` false leaves out the score or
 * result title when that heading already says it.
 */
export function QuizOutcomeView({ outcome, edition, showHeadline = true }: { outcome: OutcomeSummary; edition: Edition; showHeadline?: boolean }) {
  const { t } = useTranslation('content');
  if (outcome.type === 'trivia') {
    return (
      <div className="quiz-outcome quiz-outcome--trivia">
        {showHeadline ? (
          <p className="quiz-outcome__score">{t('quiz.score', { score: outcome.score, total: outcome.total, percent: formatPercent(outcome.percent, edition) })}</p>
        ) : null}
        {outcome.grade ? (
          <>
            <p className="quiz-outcome__title">{outcome.grade.title}</p>
            <p className="quiz-outcome__description">{outcome.grade.description}</p>
          </>
        ) : null}
      </div>
    );
  }
  const { result, matches } = outcome;
  return (
    <div className="quiz-outcome quiz-outcome--personality">
      {result.image ? (
        <figure className="quiz-outcome__image">
          <ResponsiveImage image={result.image} alt={result.title} sizes="(min-width: 1024px) 760px, 100vw" />
        </figure>
      ) : null}
      {showHeadline ? <p className="quiz-outcome__title">{result.title}</p> : null}
      <p className="quiz-outcome__description">{result.description}</p>
      {matches.length ? (
        <>
          <p className="quiz-outcome__matches-title">{t('quiz.matchesHeading')}</p>
          <ul className="quiz-matches">
            {matches.map((match) => (
              <li key={match.resultId} className={match.resultId === result.id ? 'quiz-matches__item quiz-matches__item--top' : 'quiz-matches__item'}>
                <span className="quiz-matches__label">{match.title}</span>
                <span className="quiz-matches__bar" aria-hidden="true">
                  <span className="quiz-matches__fill" style={{ width: `${match.percent}%` }} />
                </span>
                <span className="quiz-matches__percent">{formatPercent(match.percent, edition)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
