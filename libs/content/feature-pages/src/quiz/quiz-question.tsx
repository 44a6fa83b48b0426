import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { ResponsiveImage } from '@meydan/content/ui';
import { correctAnswerIndexes, type QuizStep, type QuizType } from '@meydan/shared/util/quiz';

const ANSWER_IMAGE_SIZES = '(min-width: 640px) 240px, 45vw';

export interface QuizQuestionCardProps {
  type: QuizType;
  step: QuizStep;
  /** 1-based place in the order asked, and how many questions there are. */
  position: number;
  total: number;
  /** The confirmed answer once a trivia question is revealed. */
  revealed: number | undefined;
  isLast: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onConfirm(choice: number): void;
  onNext(): void;
}

/**
 * One question as a form: a fieldset whose legend is the question, real radio inputs (arrow
 * keys move between answers, as in any radio group) and a confirm button; Enter on an answer
 * confirms too. A revealed trivia question locks its answers, marks the right one and the
 * reader's, and shows the explanation with a button to go on.
 */
export function QuizQuestionCard({ type, step, position, total, revealed, isLast, headingRef, onConfirm, onNext }: QuizQuestionCardProps) {
  const { t } = useTranslation('content');
  const [selection, setSelection] = useState<number | undefined>(undefined);
  const [needsChoice, setNeedsChoice] = useState(false);
  const nextRef = useRef<HTMLButtonElement>(null);
  const isRevealed = revealed !== undefined;
  const name = `quiz-question-${step.entryIndex}`;
  const right = correctAnswerIndexes(step.question);

  // The answers lock once revealed, so focus moves on to the button that continues.
  useEffect(() => {
    if (isRevealed) nextRef.current?.focus();
  }, [isRevealed]);

  function confirm() {
    if (selection === undefined) {
      setNeedsChoice(true);
      return;
    }
    onConfirm(selection);
  }

  function confirmOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    confirm();
  }

  const confirmLabel = type === 'trivia' ? t('quiz.answer') : isLast ? t('quiz.seeResult') : t('quiz.next');
  return (
    <form
      className="quiz-question"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <fieldset className="quiz-question__fieldset" disabled={isRevealed} aria-describedby={needsChoice ? `${name}-hint` : undefined}>
        <legend className="quiz-question__legend">
          <h2 className="quiz-question__title" ref={headingRef} tabIndex={-1}>
            <span className="visually-hidden">{t('quiz.progressLabel', { current: position, total })} </span>
            {step.question.pre ? <span className="quiz-question__badge">{t('quiz.warmUp')}</span> : null}
            {step.title}
          </h2>
        </legend>
        {step.image ? (
          <figure className="quiz-question__image">
            <ResponsiveImage image={step.image} alt="" sizes="(min-width: 1024px) 760px, 100vw" />
          </figure>
        ) : null}
        <ul className={step.question.answers.some((answer) => answer.image) ? 'quiz-answers quiz-answers--images' : 'quiz-answers'}>
          {step.question.answers.map((answer, index) => {
            const isRight = isRevealed && right.includes(index);
            const isWrongPick = isRevealed && revealed === index && !right.includes(index);
            const state = isRight ? ' quiz-answer--right' : isWrongPick ? ' quiz-answer--wrong' : '';
            return (
              <li key={index} className={`quiz-answer${state}`}>
                <label className="quiz-answer__label">
                  <input
                    className="quiz-answer__input"
                    type="radio"
                    name={name}
                    value={index}
                    checked={(isRevealed ? revealed : selection) === index}
                    onChange={() => {
                      setSelection(index);
                      setNeedsChoice(false);
                    }}
                    onKeyDown={confirmOnEnter}
                  />
                  {answer.image ? <ResponsiveImage image={answer.image} alt="" sizes={ANSWER_IMAGE_SIZES} /> : null}
                  <span className="quiz-answer__text">{answer.text}</span>
                  {isRight ? <span className="quiz-answer__mark">{t('quiz.rightMark')}</span> : null}
                  {isWrongPick ? <span className="quiz-answer__mark">{t('quiz.yourMark')}</span> : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {needsChoice ? (
        <p className="quiz-question__hint" id={`${name}-hint`} role="alert">
          {t('quiz.chooseFirst')}
        </p>
      ) : null}
      {isRevealed ? (
        <>
          <QuizFeedback right={right.includes(revealed)} rightAnswers={right.map((index) => step.question.answers[index]?.text ?? '')} explanation={step.question.explanation} />
          <button type="button" className="button button--primary quiz-question__next" ref={nextRef} onClick={onNext}>
            {isLast ? t('quiz.seeScore') : t('quiz.next')}
          </button>
        </>
      ) : (
        <button type="submit" className="button button--primary quiz-question__confirm">
          {confirmLabel}
        </button>
      )}
    </form>
  );
}

/** Right or wrong, the right answer when missed, and the editor's explanation. */
function QuizFeedback({ right, rightAnswers, explanation }: { right: boolean; rightAnswers: string[]; explanation?: string }) {
  const { t } = useTranslation('content');
  return (
    <div className={right ? 'quiz-feedback quiz-feedback--right' : 'quiz-feedback quiz-feedback--wrong'}>
      <p className="quiz-feedback__verdict">{right ? t('quiz.correct') : t('quiz.wrong')}</p>
      {right ? null : <p>{t('quiz.rightAnswer', { answer: rightAnswers.join(', ') })}</p>}
      {explanation ? <p className="quiz-feedback__explanation">{explanation}</p> : null}
    </div>
  );
}

/** What the live region says after a trivia answer: the same facts as QuizFeedback, in one sentence. */
export function feedbackAnnouncement(t: (key: string, options?: Record<string, unknown>) => string, step: QuizStep, chosen: number): string {
  const right = correctAnswerIndexes(step.question);
  const parts = right.includes(chosen)
    ? [t('quiz.correct')]
    : [t('quiz.wrong'), t('quiz.rightAnswer', { answer: right.map((index) => step.question.answers[index]?.text ?? '').join(', ') })];
  if (step.question.explanation) parts.push(step.question.explanation);
  return parts.join(' ');
}
