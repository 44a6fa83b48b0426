import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { ResponsiveImage } from '@meydan/content/ui';
import type { ArticleEntry } from '@meydan/shared/contracts';
import type { PlayableQuiz } from '@meydan/shared/util/quiz';
import type { QuizLayout } from './quiz-layout';

/**
 * The quiz as the server renders it (and as it reads without JavaScript): every question with
 * its choices in article order, nothing revealed. Playing needs JavaScript, which the
 * <noscript> note says; once the page is interactive the player replaces this.
 */
export function QuizPreview({ entries, quiz, layout, renderEntry }: { entries: readonly ArticleEntry[]; quiz: PlayableQuiz; layout: QuizLayout; renderEntry: (entry: ArticleEntry, index: number) => ReactNode }) {
  const { t } = useTranslation('content');
  return (
    <div className="quiz__preview">
      <noscript>
        <p className="notice quiz__noscript">{t('quiz.noscript')}</p>
      </noscript>
      {quiz.questions.map((step) => (
        <Fragment key={step.entryIndex}>
          {(layout.leads.get(step.index) ?? []).map((index) => (
            <Fragment key={index}>{renderEntry(entries[index] as ArticleEntry, index)}</Fragment>
          ))}
          <section className="quiz-question quiz-question--preview">
            <h2 className="quiz-question__title">
              <span className="quiz-question__number">{t('quiz.progress', { current: step.index + 1, total: quiz.questions.length })}</span> {step.title}
            </h2>
            {step.image ? (
              <figure className="quiz-question__image">
                <ResponsiveImage image={step.image} alt="" sizes="(min-width: 1024px) 760px, 100vw" />
              </figure>
            ) : null}
            <ol className="quiz-answers quiz-answers--preview">
              {step.question.answers.map((answer, index) => (
                <li key={index} className="quiz-answer">
                  <span className="quiz-answer__text">{answer.text}</span>
                </li>
              ))}
            </ol>
          </section>
        </Fragment>
      ))}
      {layout.outro.map((index) => (
        <Fragment key={index}>{renderEntry(entries[index] as ArticleEntry, index)}</Fragment>
      ))}
    </div>
  );
}
