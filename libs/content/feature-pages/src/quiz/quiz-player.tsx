import { Fragment, type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { useGetQuizResultQuery, useSubmitQuizAnswersMutation } from '@meydan/content/data-access';
import type { Article, ArticleEntry, QuizOutcome, ShareChannel } from '@meydan/shared/contracts';
import { isScoredTriviaQuestion, playOrder, type PlayableQuiz, resolveQuiz, scoreQuiz } from '@meydan/shared/util/quiz';
import { useLocation } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { quizResultTitle, quizResultToken, quizResultUrl } from './quiz-head';
import { type OutcomeSummary, quizLayout, type QuizLayout, summarize } from './quiz-layout';
import { formatPercent, QuizOutcomeView } from './quiz-outcome';
import { QuizPreview } from './quiz-preview';
import { feedbackAnnouncement, QuizQuestionCard } from './quiz-question';
import { QuizShare, type QuizShareState } from './quiz-share';

export interface QuizPlayerProps {
  article: Article;
  edition: Edition;
  /**
   * A verified shared result to show above the quiz. Left out, the player reads `?result=` from
   * the address (the loader verified it during SSR); null shows none.
   */
  initialResult?: QuizOutcome | null;
  /** Renders one non-question entry (intro, text between questions, outro) as the article does. */
  renderEntry: (entry: ArticleEntry, index: number) => ReactNode;
  /** A result was shared (counted as a share of the article). */
  onShare?: (network: ShareChannel) => void;
}

/** The first element of the game, where "take the quiz" links land. */
export const QUIZ_START_ID = 'quiz-start';

/**
 * A quiz article's body (SPEC §3): trivia or personality, played one question at a time. One
 * at a time suits phones best: the question, its answers and the feedback fit one screen, the
 * reader never scrolls past locked questions, and focus always lands on the next question.
 * The server renders every question readable (QuizPreview) for readers without JavaScript and
 * for crawlers; the game takes over once the page is interactive. An article whose questions
 * cannot be played (no answers, personality without results) renders its entries as they are.
 */
export function QuizPlayer({ article, edition, initialResult, renderEntry, onShare }: QuizPlayerProps) {
  const { t } = useTranslation('content');
  const quiz = useMemo(() => resolveQuiz(article), [article]);
  const layout = useMemo(() => (quiz ? quizLayout(article.entries, quiz) : null), [article.entries, quiz]);
  const shared = useSharedQuizResult(article, initialResult);
  // The first client render must match the server's HTML; the game starts after hydration.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  if (!quiz || !layout) return <>{article.entries.map((entry, index) => <Fragment key={index}>{renderEntry(entry, index)}</Fragment>)}</>;
  return (
    <section className={`quiz quiz--${quiz.type}`} aria-label={t('quiz.label')}>
      {shared ? <QuizSharedResult outcome={shared} edition={edition} /> : null}
      {layout.intro.map((index) => (
        <Fragment key={index}>{renderEntry(article.entries[index] as ArticleEntry, index)}</Fragment>
      ))}
      {interactive ? (
        <QuizGame article={article} edition={edition} quiz={quiz} layout={layout} renderEntry={renderEntry} onShare={onShare} />
      ) : (
        <QuizPreview entries={article.entries} quiz={quiz} layout={layout} renderEntry={renderEntry} />
      )}
    </section>
  );
}

/** The verified result of a `?result=` link, when it belongs to this article. */
function useSharedQuizResult(article: Article, initial: QuizOutcome | null | undefined): QuizOutcome | null {
  const { search } = useLocation();
  const token = initial === undefined ? quizResultToken(search) : null;
  const { data } = useGetQuizResultQuery(token ?? '', { skip: !token });
  const outcome = initial === undefined ? data : initial;
  return outcome && outcome.articleId === article.legacyId ? outcome : null;
}

/** "Your friend got …" above the quiz, with a way straight into it. */
function QuizSharedResult({ outcome, edition }: { outcome: QuizOutcome; edition: Edition }) {
  const { t } = useTranslation('content');
  const headline =
    outcome.type === 'trivia' ? t('quiz.sharedTrivia', { score: outcome.score, total: outcome.total }) : t('quiz.sharedPersonality', { result: outcome.result.title });
  return (
    <aside className="quiz-shared" aria-labelledby="quiz-shared-title">
      <p className="quiz-shared__kicker">{t('quiz.sharedKicker')}</p>
      <h2 className="quiz-shared__title" id="quiz-shared-title">
        {headline}
      </h2>
      <QuizOutcomeView outcome={outcome} edition={edition} showHeadline={false} />
      <a className="button button--primary quiz-shared__cta" href={`#${QUIZ_START_ID}`}>
        {t('quiz.sharedCta')}
      </a>
    </aside>
  );
}

interface GameState {
  /** Place in the play order (warm-up questions first). */
  position: number;
  /** Chosen answer per question index (entry order). */
  answers: Readonly<Record<number, number>>;
  /** Trivia: the current question is answered and shows its feedback. */
  revealed: boolean;
  finished: boolean;
  /** Counts restarts, so every round starts with fresh question forms. */
  round: number;
}

type GameAction =
  | { type: 'answer'; question: number; choice: number; reveal: boolean; last: boolean }
  | { type: 'next'; last: boolean }
  | { type: 'restart' };

const START: GameState = { position: 0, answers: {}, revealed: false, finished: false, round: 0 };

function play(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'answer': {
      const answers = { ...state.answers, [action.question]: action.choice };
      if (action.reveal) return { ...state, answers, revealed: true };
      return action.last ? { ...state, answers, finished: true } : { ...state, answers, position: state.position + 1 };
    }
    case 'next':
      return action.last ? { ...state, revealed: false, finished: true } : { ...state, revealed: false, position: state.position + 1 };
    case 'restart':
      return { ...START, round: state.round + 1 };
  }
}

/** The answers array the API expects: one per question in entry order. */
function answersArray(quiz: PlayableQuiz, answers: GameState['answers']): number[] {
  return quiz.questions.map((step) => answers[step.index] ?? 0);
}

function QuizGame({
  article,
  edition,
  quiz,
  layout,
  renderEntry,
  onShare,
}: Pick<QuizPlayerProps, 'article' | 'edition' | 'renderEntry' | 'onShare'> & { quiz: PlayableQuiz; layout: QuizLayout }) {
  const { t } = useTranslation('content');
  const order = useMemo(() => playOrder(quiz), [quiz]);
  const [state, dispatch] = useReducer(play, START);
  const [announcement, setAnnouncement] = useState('');
  const [submit, submission] = useSubmitQuizAnswersMutation();
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Focus follows the reader's moves only: loading the page must not jump into the quiz.
  const readerMoved = useRef(false);

  useEffect(() => {
    if (!readerMoved.current) return;
    const target = state.finished ? resultHeading.current : questionHeading.current;
    target?.focus();
  }, [state.position, state.finished, state.round]);

  const step = order[state.position];
  const isLast = state.position === order.length - 1;
  const outcome: OutcomeSummary | null = state.finished ? summarize(quiz, scoreQuiz(quiz, answersArray(quiz, state.answers))) : null;

  function finish(answers: GameState['answers']) {
    const local = summarize(quiz, scoreQuiz(quiz, answersArray(quiz, answers)));
    setAnnouncement(t('quiz.announceResult', { summary: outcomeSentence(local) }));
    void submit({ articleId: article.legacyId, answers: answersArray(quiz, answers) });
  }

  function outcomeSentence(summary: OutcomeSummary): string {
    return summary.type === 'trivia'
      ? [t('quiz.score', { score: summary.score, total: summary.total, percent: formatPercent(summary.percent, edition) }), summary.grade?.title].filter(Boolean).join('. ')
      : summary.result.title;
  }

  function confirm(choice: number) {
    if (!step) return;
    readerMoved.current = true;
    const reveal = quiz.type === 'trivia' && isScoredTriviaQuestion(step.question);
    dispatch({ type: 'answer', question: step.index, choice, reveal, last: isLast });
    if (reveal) setAnnouncement(feedbackAnnouncement(t, step, choice));
    else if (isLast) finish({ ...state.answers, [step.index]: choice });
    else setAnnouncement('');
  }

  function next() {
    readerMoved.current = true;
    dispatch({ type: 'next', last: isLast });
    if (isLast) finish(state.answers);
    else setAnnouncement('');
  }

  function restart() {
    readerMoved.current = true;
    submission.reset();
    setAnnouncement('');
    dispatch({ type: 'restart' });
  }

  const share: QuizShareState = submission.data
    ? {
        status: 'ready',
        url: quizResultUrl(window.location.origin, submission.data.route, submission.data.token),
        text: quizResultTitle(t, article.title, submission.data),
      }
    : submission.isError
      ? { status: 'failed' }
      : { status: 'pending' };

  return (
    <div className="quiz__game" id={QUIZ_START_ID}>
      {outcome ? (
        <section className="quiz__result" aria-labelledby="quiz-result-title">
          <h2 className="quiz__result-title" id="quiz-result-title" ref={resultHeading} tabIndex={-1}>
            {outcome.type === 'trivia' ? t('quiz.yourScore') : t('quiz.yourResult')}
          </h2>
          <QuizOutcomeView outcome={outcome} edition={edition} />
          <QuizShare state={share} onShare={onShare} onRetry={() => void submit({ articleId: article.legacyId, answers: answersArray(quiz, state.answers) })} />
          <button type="button" className="button quiz__restart" onClick={restart}>
            {t('quiz.restart')}
          </button>
          {layout.outro.map((index) => (
            <Fragment key={index}>{renderEntry(article.entries[index] as ArticleEntry, index)}</Fragment>
          ))}
        </section>
      ) : step ? (
        <>
          <div className="quiz__progress" aria-hidden="true">
            <span className="quiz__progress-text">{t('quiz.progress', { current: state.position + 1, total: order.length })}</span>
            <span className="quiz__progress-bar">
              <span className="quiz__progress-fill" style={{ width: `${(state.position / order.length) * 100}%` }} />
            </span>
          </div>
          {(layout.leads.get(step.index) ?? []).map((index) => (
            <Fragment key={index}>{renderEntry(article.entries[index] as ArticleEntry, index)}</Fragment>
          ))}
          <QuizQuestionCard
            key={`${state.round}-${step.index}`}
            type={quiz.type}
            step={step}
            position={state.position + 1}
            total={order.length}
            revealed={state.revealed ? state.answers[step.index] : undefined}
            isLast={isLast}
            headingRef={questionHeading}
            onConfirm={confirm}
            onNext={next}
          />
          {state.position > 0 || state.revealed ? (
            <button type="button" className="quiz__start-over" onClick={restart}>
              {t('quiz.startOver')}
            </button>
          ) : null}
        </>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
